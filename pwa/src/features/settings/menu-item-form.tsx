/** The menu item's fields (VAL8): Title, Price, Net Price, Category, Tax; and its card (CARD1, CARD2). */
import { type MenuItemArgs, type MenuItemRow, menuItemArgs, RESTAURANT_SAC, TEXTS } from '@tavola/shared';
import { StatusLine } from '../../components/area-panel.tsx';
import { Field, FormError, type SchemaForm, useSchemaForm } from '../../components/form.tsx';
import { useT } from '../../i18n/i18n.ts';
import { MenuCardFields } from './menu-card-fields.tsx';
import { moneyText, withMoneyText } from './money-text.ts';
import { useTitled } from './settings-data.ts';
import { SelectField } from './settings-fields.tsx';
import { StationSelect, useStations } from './station-select.tsx';

/** Prices are typed as currency text; the shared schema checks them in minor units. */
export const menuItemForm = withMoneyText(menuItemArgs, ['price', 'netPrice']);

export const useMenuItemForm = (onValid: (args: MenuItemArgs) => Promise<void>) =>
  useSchemaForm(menuItemForm, onValid);

export function MenuItemFields({ form, item }: { form: SchemaForm; item: MenuItemRow | null }) {
  const t = useT();
  const categories = useTitled('categories');
  const taxes = useTitled('taxes');
  const stations = useStations();
  // a select takes its default value when it mounts: only with its options there
  if (!categories || !taxes || !stations) return <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>;
  return (
    <>
      <FormError form={form} />
      <Field form={form} name="title" label={t('settings.title')} required defaultValue={item?.title ?? ''} />
      {/* I18N5: shown under the title on the diner menu and the till, printed on kitchen tickets */}
      <Field
        form={form}
        name="titleLocal"
        label={t('settings.item.titleLocal')}
        placeholder={t('settings.item.titleLocalExample')}
        defaultValue={item?.titleLocal ?? ''}
      />
      <div className="settings-grid">
        <Field
          form={form}
          name="price"
          label={t('settings.price')}
          inputMode="decimal"
          required
          defaultValue={moneyText(item?.price)}
        />
        <Field
          form={form}
          name="netPrice"
          label={t('settings.netPrice')}
          inputMode="decimal"
          defaultValue={moneyText(item?.netPrice)}
        />
        <SelectField
          form={form}
          name="categoryId"
          label={t('settings.category')}
          defaultValue={item?.categoryId ?? ''}
        >
          <option value="">{t('settings.none')}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </SelectField>
        <SelectField form={form} name="taxId" label={t('settings.tax')} defaultValue={item?.taxId ?? ''}>
          <option value="">{t('settings.none')}</option>
          {taxes.map((tax) => (
            <option key={tax.id} value={tax.id}>
              {tax.title}
            </option>
          ))}
        </SelectField>
        {/* STN3: left at the category's, the item follows its category's station */}
        {stations.length > 0 && (
          <StationSelect
            form={form}
            stations={stations}
            value={item?.stationId}
            noneLabel={t('settings.item.stationOfCategory')}
          />
        )}
        {/* GST3: printed on tax invoices; restaurant service (996331) is suggested */}
        <Field
          form={form}
          name="hsn"
          label={t('settings.item.hsn')}
          inputMode="numeric"
          list="hsn-suggestions"
          placeholder={RESTAURANT_SAC}
          defaultValue={item?.hsn ?? ''}
        />
        <datalist id="hsn-suggestions">
          <option value={RESTAURANT_SAC}>{t('settings.item.restaurantService')}</option>
        </datalist>
      </div>
      <MenuCardFields form={form} item={item} />
    </>
  );
}
