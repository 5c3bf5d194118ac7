/** Store Details (/dashboard/settings; SET5): the store's details, currency, clock, QR menu and its expiry (SALE5). */
import {
  CURRENCIES,
  currencyLabel,
  DEFAULT_PENDING_EXPIRY_MINUTES,
  FALLBACK,
  KITCHEN_RULE_TEXTS,
  ROUND_OFF_TEXTS,
  SETTINGS_SAVED,
  type StoreSettingsRow,
  storeSettingsArgs,
  TEXTS,
  updateStoreSettings,
} from '@tavola/shared';
import { useCallback, useMemo, useState } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { Field, FormError, useSchemaForm } from '../../components/form.tsx';
import { notify } from '../../lib/toast.tsx';
import { download, pngBlob, qrPng, SHOP_QR_FILE, shopMenuLink } from './qr-codes.ts';
import { save, useSingleton } from './settings-data.ts';
import { SelectField, Switch, TextAreaField } from './settings-fields.tsx';
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
        Diners open <a href={link}>{link}</a>
      </p>
      <div className="settings-actions">
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void downloadQr()}>
          Download Shop QR Code
        </button>
        <a className="btn btn-secondary" href={link} target="_blank" rel="noopener noreferrer">
          View Digital Menu
        </a>
      </div>
    </div>
  );
}

function DetailsForm({ store }: { store: StoreSettingsRow | null }) {
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
      await save(updateStoreSettings, args, SETTINGS_SAVED.storeSettings);
    },
    extra,
  );
  const zone = store?.timeZone ?? 'Asia/Kolkata';
  return (
    <form onSubmit={form.onSubmit} noValidate aria-label="Store Details" className="settings-form">
      <FormError form={form} />
      <div className="settings-grid">
        <Field form={form} name="storeName" label="Store Name" defaultValue={store?.storeName ?? ''} />
        <Field form={form} name="email" label="Email" type="email" defaultValue={store?.email ?? ''} />
        <Field form={form} name="phone" label="Phone" type="tel" defaultValue={store?.phone ?? ''} />
        <SelectField form={form} name="currency" label="Currency" defaultValue={store?.currency ?? 'INR'}>
          {CURRENCIES.map((c) => (
            <option key={c.cc} value={c.cc}>
              {currencyLabel(c)}
            </option>
          ))}
        </SelectField>
        <SelectField form={form} name="timeZone" label="Time Zone" defaultValue={zone}>
          {(timeZones.includes(zone) ? timeZones : [zone, ...timeZones]).map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </SelectField>
        <Field
          form={form}
          name="dayStart"
          label="Business Day Starts At"
          type="time"
          defaultValue={store?.businessDayStart ?? '04:00'}
          hint="Sales before this time count towards the previous day."
        />
        <Field
          form={form}
          name="pendingOrderExpiryMinutes"
          label="QR Orders Expire After (minutes)"
          type="number"
          defaultValue={String(store?.pendingOrderExpiryMinutes ?? DEFAULT_PENDING_EXPIRY_MINUTES)}
          hint="A diner's order nobody accepts in this time expires and never reaches the kitchen."
        />
      </div>
      <TextAreaField form={form} name="address" label="Address" defaultValue={store?.address ?? ''} />
      <StoreTaxFields form={form} store={store} composition={composition} onComposition={setComposition} />
      <Switch label="Enable QR Menu" checked={qrMenu} onChange={setQrMenu} />
      {store?.isQrMenuEnabled && <ShopQr code={store.uniqueQrCode} />}
      <Switch label={KITCHEN_RULE_TEXTS.label} checked={kitchenUnpaid} onChange={setKitchenUnpaid} />
      <p className="muted">{KITCHEN_RULE_TEXTS.hint}</p>
      <Switch label={ROUND_OFF_TEXTS.setting} checked={roundBills} onChange={setRoundBills} />
      <div className="settings-actions">
        <button type="submit" className="btn btn-primary" disabled={form.pending} aria-busy={form.pending}>
          Save
        </button>
      </div>
    </form>
  );
}

export function StoreDetailsScreen() {
  const store = useSingleton('storeSettings');
  return (
    <SettingsPage title="Store Details" testId="store-details">
      {store === undefined ? (
        <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>
      ) : (
        <DetailsForm key={store?.id ?? 'new'} store={store} />
      )}
    </SettingsPage>
  );
}
