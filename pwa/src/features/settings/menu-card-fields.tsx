/** The menu card's fields of the item form (CARD1, CARD2): description, veg / non-veg / egg, allergens. */
import {
  ALLERGENS,
  type Allergen,
  allergenList,
  DESCRIPTION_MAX,
  DIETS,
  type MenuItemRow,
} from '@tavola/shared';
import { useState } from 'react';
import type { SchemaForm } from '../../components/form.tsx';
import { useT } from '../../i18n/i18n.ts';
import { allergenLabel, dietLabel } from '../../i18n/shared-labels.ts';
import { SelectField, TextAreaField } from './settings-fields.tsx';
import './menu-card-fields.css';

export function MenuCardFields({ form, item }: { form: SchemaForm; item: MenuItemRow | null }) {
  const t = useT();
  const [allergens, setAllergens] = useState<Allergen[]>(() => allergenList(item?.allergens));
  const toggle = (a: Allergen, on: boolean) =>
    setAllergens((list) => (on ? [...list, a] : list.filter((x) => x !== a)));
  const error = form.errorFor('allergens');
  return (
    <>
      <TextAreaField
        form={form}
        name="description"
        label={t('settings.item.description')}
        maxLength={DESCRIPTION_MAX}
        defaultValue={item?.description ?? ''}
      />
      <SelectField form={form} name="diet" label={t('settings.item.diet')} defaultValue={item?.diet ?? ''}>
        <option value="">{t('settings.item.dietNotShown')}</option>
        {DIETS.map((d) => (
          <option key={d} value={d}>
            {dietLabel(d, t)}
          </option>
        ))}
      </SelectField>
      <fieldset className="field allergen-field">
        <legend>{t('settings.item.allergens')}</legend>
        {/* the form reads one value a name: the checked codes travel as one comma-separated field (CARD2) */}
        <input type="hidden" name="allergens" value={allergens.join(',')} />
        <div className="allergen-options">
          {ALLERGENS.map((a) => (
            <label key={a} className="allergen-option">
              <input
                type="checkbox"
                checked={allergens.includes(a)}
                onChange={(e) => toggle(a, e.target.checked)}
              />{' '}
              {allergenLabel(a, t)}
            </label>
          ))}
        </div>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </fieldset>
    </>
  );
}
