/** Store Details (/dashboard/settings; SET5): the store's details, currency, clock, QR menu and its expiry (SALE5). */
import {
  CURRENCIES,
  currencyLabel,
  DEFAULT_PENDING_EXPIRY_MINUTES,
  FALLBACK,
  type StoreSettingsRow,
  storeSettingsArgs,
  TEXTS,
  updateStoreSettings,
} from '@tavola/shared';
import { useCallback, useMemo, useState } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { Field, FormError, useSchemaForm } from '../../components/form.tsx';
import { useT } from '../../i18n/i18n.ts';
import { savedText } from '../../i18n/status-texts.ts';
import { notify } from '../../lib/toast.tsx';
import { download, pngBlob, qrPng, SHOP_QR_FILE, shopMenuLink } from './qr-codes.ts';
import { save, useSingleton } from './settings-data.ts';
import { SaveRow, SelectField, Switch, TextAreaField } from './settings-fields.tsx';
import { SettingsPage } from './settings-page.tsx';
import { StoreTaxFields } from './store-tax-fields.tsx';

const zones = (): string[] => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
};

function ShopQr({ code }: { code: string }) {
  const t = useT();
  const link = shopMenuLink(window.location.origin, code);
  const [busy, setBusy] = useState(false);
  const downloadQr = async () => {
    setBusy(true);
    try {
      download(pngBlob(await qrPng(link)), SHOP_QR_FILE);
    } catch {
      notify.error(FALLBACK.generic);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="settings-qr" data-testid="shop-qr">
      <p className="muted">
        {t('settings.store.dinersOpen')} <a href={link}>{link}</a>
      </p>
      <div className="settings-actions">
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void downloadQr()}>
          {t('settings.store.downloadQr')}
        </button>
        <a className="btn btn-secondary" href={link} target="_blank" rel="noopener noreferrer">
          {t('settings.store.viewMenu')}
        </a>
      </div>
    </div>
  );
}

function DetailsForm({ store }: { store: StoreSettingsRow | null }) {
  const t = useT();
  const [qrMenu, setQrMenu] = useState(store?.isQrMenuEnabled ?? false);
  const timeZones = useMemo(zones, []);
  const [composition, setComposition] = useState(store?.composition ?? false);
  // KDS10: sent dine-in orders in the kitchen before payment
  const [kitchenUnpaid, setKitchenUnpaid] = useState(store?.kitchenShowsUnpaidDineIn ?? false);
  // RND2: bills rounded to the currency's smallest cash unit
  const [roundBills, setRoundBills] = useState(store?.roundBills ?? false);
  const extra = useCallback(
    () => ({ isQRMenuEnabled: qrMenu, composition, kitchenShowsUnpaidDineIn: kitchenUnpaid, roundBills }),
    [qrMenu, composition, kitchenUnpaid, roundBills],
  );
  const form = useSchemaForm(
    storeSettingsArgs,
    async (args) => {
      await save(updateStoreSettings, args, savedText('storeSettings'));
    },
    extra,
  );
  const zone = store?.timeZone ?? 'Asia/Kolkata';
  return (
    <form
      onSubmit={form.onSubmit}
      noValidate
      aria-label={t('settings.store.title')}
      className="settings-form"
    >
      <FormError form={form} />
      <div className="settings-grid">
        <Field
          form={form}
          name="storeName"
          label={t('settings.store.name')}
          defaultValue={store?.storeName ?? ''}
        />
        <Field
          form={form}
          name="email"
          label={t('settings.email')}
          type="email"
          defaultValue={store?.email ?? ''}
        />
        <Field
          form={form}
          name="phone"
          label={t('settings.phone')}
          type="tel"
          defaultValue={store?.phone ?? ''}
        />
        <SelectField
          form={form}
          name="currency"
          label={t('settings.currency')}
          defaultValue={store?.currency ?? 'INR'}
        >
          {CURRENCIES.map((c) => (
            <option key={c.cc} value={c.cc}>
              {currencyLabel(c)}
            </option>
          ))}
        </SelectField>
        <SelectField form={form} name="timeZone" label={t('settings.store.timeZone')} defaultValue={zone}>
          {(timeZones.includes(zone) ? timeZones : [zone, ...timeZones]).map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </SelectField>
        <Field
          form={form}
          name="dayStart"
          label={t('settings.store.dayStart')}
          type="time"
          defaultValue={store?.businessDayStart ?? '04:00'}
          hint={t('settings.store.dayStartHint')}
        />
        <Field
          form={form}
          name="pendingOrderExpiryMinutes"
          label={t('settings.store.qrExpiry')}
          type="number"
          defaultValue={String(store?.pendingOrderExpiryMinutes ?? DEFAULT_PENDING_EXPIRY_MINUTES)}
          hint={t('settings.store.qrExpiryHint')}
        />
      </div>
      <TextAreaField
        form={form}
        name="address"
        label={t('settings.address')}
        defaultValue={store?.address ?? ''}
      />
      <StoreTaxFields form={form} store={store} composition={composition} onComposition={setComposition} />
      <Switch label={t('settings.store.enableQrMenu')} checked={qrMenu} onChange={setQrMenu} />
      {store?.isQrMenuEnabled && <ShopQr code={store.uniqueQrCode} />}
      {/* the English catalog holds KITCHEN_RULE_TEXTS and ROUND_OFF_TEXTS as shared gives them */}
      <Switch label={t('settings.store.kitchenRule')} checked={kitchenUnpaid} onChange={setKitchenUnpaid} />
      <p className="muted">{t('settings.store.kitchenRuleHint')}</p>
      <Switch label={t('settings.store.roundBills')} checked={roundBills} onChange={setRoundBills} />
      <SaveRow pending={form.pending} />
    </form>
  );
}

export function StoreDetailsScreen() {
  const t = useT();
  const store = useSingleton('storeSettings');
  return (
    <SettingsPage title={t('settings.store.title')} testId="store-details">
      {store === undefined ? (
        <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>
      ) : (
        <DetailsForm key={store?.id ?? 'new'} store={store} />
      )}
    </SettingsPage>
  );
}
