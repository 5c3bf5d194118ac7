/** Settings payloads (VAL6-VAL7, VAL15; /settings/*). */
import * as v from 'valibot';
import { isCurrencyCode } from '../currencies/currencies.ts';
import { EXPIRY_TEXTS, PENDING_EXPIRY_MINUTES } from '../orders/order-expiry.ts';
import { TAX_TYPES } from '../tax/line-tax.ts';
import { parseDayStart } from '../time/business-day.ts';
import { isValidTimeZone } from '../time/zone.ts';
import { optionalText, requiredText } from './common.ts';
import { booleanField, fieldFrom, idField, integerField, isEmpty, oneOf, percentField } from './fields.ts';
import { stationField } from './stations.ts';
import { storeTaxIdentityFields, taxKindField } from './tax-identity.ts';

export const SETTINGS_MESSAGES = {
  currency: 'Please select a valid currency!',
  timeZone: 'Please select a valid time zone!',
  dayStart: 'Please provide the day start as HH:mm!',
  pageFormat: 'Please select a valid page size!',
  location: 'Please provide a valid location!',
  invalidRequest: 'Invalid request!',
} as const;

/** A currency code from the list (CUR1); empty becomes null. */
export const currencyCodeField = fieldFrom<string | null>((x) => {
  if (isEmpty(x)) return { ok: true, value: null };
  const code = typeof x === 'string' ? x.trim().toUpperCase() : '';
  return isCurrencyCode(code)
    ? { ok: true, value: code }
    : { ok: false, message: SETTINGS_MESSAGES.currency };
});

/** A switch a client may leave out (null: unchanged); true/false, 'true'/'false', 1/0. */
const optionalSwitch = fieldFrom<boolean | null>((x) =>
  isEmpty(x)
    ? { ok: true, value: null }
    : x === true || x === 'true' || x === 1 || x === '1'
      ? { ok: true, value: true }
      : x === false || x === 'false' || x === 0 || x === '0'
        ? { ok: true, value: false }
        : { ok: false, message: SETTINGS_MESSAGES.invalidRequest },
);

const tableFields = {
  title: requiredText('Please provide Title!', 100),
  floor: requiredText("Please provide Floor or use '-'", 50),
  seatingCapacity: integerField(
    "Please provide Seating Capacity or '0'",
    "Please provide Valid Seating Capacity count or '0'",
    { min: 0, max: 10_000 },
  ),
};
/** POST /settings/store-tables/add and /{id}/update (VAL6). */
export const tableArgs = v.object(tableFields, SETTINGS_MESSAGES.invalidRequest);
export type TableArgs = v.InferOutput<typeof tableArgs>;

const taxFields = {
  rate: percentField('Invalid value provided in Tax Rate!'),
  type: oneOf(TAX_TYPES, 'Select Tax Type!'),
  /** GST2: 'gst' | 'cess' | 'other'; absent: unchanged ('other' for a new tax). */
  kind: taxKindField,
};
/** VAL15: POST /settings/taxes/add: rate in percent on the wire, a Rate (ppm) once parsed (MON7). */
export const taxAddArgs = v.object(
  { title: requiredText('Provide Title!', 100), ...taxFields },
  'Invalid request!',
);
export type TaxAddArgs = v.InferOutput<typeof taxAddArgs>;
/** POST /settings/taxes/{id}/update */
export const taxUpdateArgs = v.object(
  { title: requiredText('Please provide title!', 100), ...taxFields },
  'Invalid request!',
);
export type TaxUpdateArgs = v.InferOutput<typeof taxUpdateArgs>;

/** VAL15: POST /settings/categories/add */
export const categoryAddArgs = v.object(
  { title: requiredText('Please provide Category Title!', 100), stationId: stationField },
  'Invalid request!',
);
export type CategoryAddArgs = v.InferOutput<typeof categoryAddArgs>;
/** POST /settings/categories/{id}/update */
export const categoryUpdateArgs = v.object(
  { title: requiredText('Please provide title!', 100), stationId: stationField },
  'Invalid request!',
);
export type CategoryUpdateArgs = v.InferOutput<typeof categoryUpdateArgs>;

const isActive = booleanField(SETTINGS_MESSAGES.invalidRequest, true);
/** VAL15: POST /settings/payment-types/add */
export const paymentTypeAddArgs = v.object(
  { title: requiredText('Please provide Payment Type Title!', 100), isActive },
  'Invalid request!',
);
export type PaymentTypeAddArgs = v.InferOutput<typeof paymentTypeAddArgs>;
/** POST /settings/payment-types/{id}/update */
export const paymentTypeUpdateArgs = v.object(
  { title: requiredText('Please provide title!', 100), isActive },
  'Invalid request!',
);
export type PaymentTypeUpdateArgs = v.InferOutput<typeof paymentTypeUpdateArgs>;
/** POST /settings/payment-types/{id}/toggle */
export const paymentTypeToggleArgs = v.object(
  {
    isActive: fieldFrom<boolean>((x) =>
      typeof x === 'boolean' || x === 0 || x === 1
        ? { ok: true, value: Boolean(x) }
        : { ok: false, message: SETTINGS_MESSAGES.invalidRequest },
    ),
  },
  'Invalid request!',
);
export type PaymentTypeToggleArgs = v.InferOutput<typeof paymentTypeToggleArgs>;

/**
 * POST /settings/store-setting. VAL7: the spec has no client checks here; the server bounds lengths and
 * checks the currency code. timeZone, dayStart (TIME3) and pendingOrderExpiryMinutes (SALE5) are Tavola's: absent
 * means unchanged.
 */
export const storeSettingsArgs = v.object(
  {
    storeName: optionalText(120),
    address: optionalText(500),
    phone: optionalText(20),
    email: optionalText(254),
    currency: currencyCodeField,
    image: optionalText(2048),
    isQRMenuEnabled: booleanField(SETTINGS_MESSAGES.invalidRequest, false),
    timeZone: v.optional(
      v.pipe(
        v.string(SETTINGS_MESSAGES.timeZone),
        v.trim(),
        v.check(isValidTimeZone, SETTINGS_MESSAGES.timeZone),
      ),
    ),
    dayStart: v.optional(
      v.pipe(
        v.string(SETTINGS_MESSAGES.dayStart),
        v.trim(),
        v.check((s) => parseDayStart(s) !== null, SETTINGS_MESSAGES.dayStart),
      ),
    ),
    /** SALE5: minutes a pending diner order waits for acceptance; empty means unchanged. */
    pendingOrderExpiryMinutes: fieldFrom<number | null>((x) => {
      if (isEmpty(x)) return { ok: true, value: null };
      const n = typeof x === 'number' ? x : typeof x === 'string' ? Number(x.trim()) : Number.NaN;
      return Number.isInteger(n) && n >= PENDING_EXPIRY_MINUTES.min && n <= PENDING_EXPIRY_MINUTES.max
        ? { ok: true, value: n }
        : { ok: false, message: EXPIRY_TEXTS.invalidSetting };
    }),
    /** KDS10: dine-in orders in the kitchen before payment; absent means unchanged. */
    kitchenShowsUnpaidDineIn: fieldFrom<boolean | null>((x) =>
      isEmpty(x)
        ? { ok: true, value: null }
        : x === true || x === 'true' || x === 1 || x === '1'
          ? { ok: true, value: true }
          : x === false || x === 'false' || x === 0 || x === '0'
            ? { ok: true, value: false }
            : { ok: false, message: SETTINGS_MESSAGES.invalidRequest },
    ),
    /** RND2: bills rounded to the smallest cash unit; absent means unchanged. */
    roundBills: optionalSwitch,
    /** GST1: the store's tax identity, beside the spec's fields (absent: unchanged, empty: cleared). */
    ...storeTaxIdentityFields,
  },
  'Invalid request!',
);
export type StoreSettingsArgs = v.InferOutput<typeof storeSettingsArgs>;

export const PAGE_FORMATS = ['80', '57'] as const;
export type PageFormat = (typeof PAGE_FORMATS)[number];

/** POST /settings/print-setting: pageFormat '80' or '57' (mm; 80 and 57 as numbers too), flags as booleans. */
export const printSettingsArgs = v.object(
  {
    pageFormat: fieldFrom<PageFormat>((x) => {
      if (isEmpty(x)) return { ok: true, value: '80' };
      const s = typeof x === 'number' ? String(x) : typeof x === 'string' ? x.trim().replace(/mm$/i, '') : '';
      return (PAGE_FORMATS as readonly string[]).includes(s)
        ? { ok: true, value: s as PageFormat }
        : { ok: false, message: SETTINGS_MESSAGES.pageFormat };
    }),
    header: optionalText(1000),
    footer: optionalText(1000),
    showNotes: booleanField(SETTINGS_MESSAGES.invalidRequest, false),
    isEnablePrint: booleanField(SETTINGS_MESSAGES.invalidRequest, false),
    showStoreDetails: booleanField(SETTINGS_MESSAGES.invalidRequest, false),
    showCustomerDetails: booleanField(SETTINGS_MESSAGES.invalidRequest, false),
    printToken: booleanField(SETTINGS_MESSAGES.invalidRequest, false),
  },
  'Invalid request!',
);
export type PrintSettingsArgs = v.InferOutput<typeof printSettingsArgs>;

/** A 'lat,lng' text with lat in [-90, 90] and lng in [-180, 180]. */
export function parseLatLng(text: unknown): { lat: number; lng: number } | null {
  if (typeof text !== 'string') return null;
  const m = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text);
  if (!m) return null;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

/** POST /settings/set-latlng {tenantId, latlng}: the tenant comes from the session; latlng is normalised. */
export const setLatLngArgs = v.object(
  {
    tenantId: v.optional(v.unknown()),
    latlng: fieldFrom<string>((x) => {
      const p = parseLatLng(x);
      return p
        ? { ok: true, value: `${p.lat},${p.lng}` }
        : { ok: false, message: SETTINGS_MESSAGES.location };
    }),
  },
  'Invalid request!',
);
export type SetLatLngArgs = v.InferOutput<typeof setLatLngArgs>;

/** Ids in paths: DELETE /settings/{area}/{id} and friends. */
export const idParam = v.object({ id: idField(SETTINGS_MESSAGES.invalidRequest) }, 'Invalid request!');
export type IdParam = v.InferOutput<typeof idParam>;
