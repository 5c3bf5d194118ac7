/**
 * store-settings.update.v1 and store-settings.set-latlng.v1 (SET5, VAL7): the tenant's one settings row.
 * A tenant without one gets it on its first save, with ids derived from the tenant so that two devices
 * creating it offline write the same row (SYNC2).
 */
import * as v from 'valibot';
import { DEFAULT_CURRENCY } from '../../currencies/currencies.ts';
import { DEFAULT_PENDING_EXPIRY_MINUTES } from '../../orders/order-expiry.ts';
import { DEFAULT_DAY_START } from '../../time/business-day.ts';
import { type StoreSettingsArgs, setLatLngArgs, storeSettingsArgs } from '../../validation/settings.ts';
import { defineMutator, type Loaded, type MutatorContext, type MutatorDecision } from '../mutator.ts';
import type { StoreSettingsRow } from '../rows.ts';
import { settingsDenied, unchanged } from './settings-support.ts';
import { NOTHING, put, rowsOf } from './support.ts';

/** The time zone a store has until it picks one (the column's default). */
export const DEFAULT_STORE_TIME_ZONE = 'Asia/Kolkata';

/** The stored row, or a fresh one for a tenant that has none yet (SET5). */
export function storeSettingsOf(loaded: Loaded, ctx: MutatorContext): StoreSettingsRow {
  const [row] = rowsOf(loaded, 'storeSettings');
  return (
    row ?? {
      id: ctx.tenantId,
      createdAt: ctx.now,
      updatedAt: ctx.now,
      storeName: '',
      address: null,
      phone: null,
      email: null,
      currency: DEFAULT_CURRENCY,
      imageHash: null,
      isQrMenuEnabled: false,
      uniqueQrCode: ctx.tenantId,
      latlng: null,
      timeZone: DEFAULT_STORE_TIME_ZONE,
      businessDayStart: DEFAULT_DAY_START,
      colorTheme: null,
      pendingOrderExpiryMinutes: DEFAULT_PENDING_EXPIRY_MINUTES,
      kitchenShowsUnpaidDineIn: false,
      roundBills: false,
    }
  );
}

/** Writes `patch` over the settings row, or nothing when it changes nothing (SYNC11). */
export function saveSettings(
  loaded: Loaded,
  ctx: MutatorContext,
  patch: Partial<StoreSettingsRow>,
): MutatorDecision {
  const denied = settingsDenied(ctx);
  if (denied) return denied;
  const exists = rowsOf(loaded, 'storeSettings').length > 0;
  const row = storeSettingsOf(loaded, ctx);
  if (exists && unchanged(row, patch)) return NOTHING;
  return { ok: true, writes: [put('storeSettings', { ...row, ...patch, updatedAt: ctx.now })] };
}

/** GST1: the tax identity fields the args carry (absent ones stay as they are). */
function taxIdentityPatch(a: StoreSettingsArgs): Partial<StoreSettingsRow> {
  const patch: { -readonly [K in keyof StoreSettingsRow]?: StoreSettingsRow[K] } = {};
  if (a.gstin !== undefined) patch.gstin = a.gstin;
  if (a.legalName !== undefined) patch.legalName = a.legalName;
  if (a.fssai !== undefined) patch.fssai = a.fssai;
  if (a.composition !== undefined) patch.composition = a.composition;
  return patch;
}

/** POST /settings/store-setting. The `image` field is not stored here: images are uploaded (SET5). */
export const updateStoreSettings = defineMutator({
  name: 'store-settings.update.v1',
  args: storeSettingsArgs,
  reads: () => [{ table: 'storeSettings', singleton: true }],
  decide(loaded, a, ctx) {
    const current = storeSettingsOf(loaded, ctx);
    return saveSettings(loaded, ctx, {
      storeName: a.storeName ?? '',
      address: a.address,
      phone: a.phone,
      email: a.email,
      currency: a.currency ?? current.currency,
      isQrMenuEnabled: a.isQRMenuEnabled,
      timeZone: a.timeZone ?? current.timeZone,
      businessDayStart: a.dayStart ?? current.businessDayStart,
      pendingOrderExpiryMinutes: a.pendingOrderExpiryMinutes ?? current.pendingOrderExpiryMinutes,
      kitchenShowsUnpaidDineIn: a.kitchenShowsUnpaidDineIn ?? current.kitchenShowsUnpaidDineIn ?? false,
      roundBills: a.roundBills ?? current.roundBills ?? false,
      ...taxIdentityPatch(a),
    });
  },
});

/** The location as the map settings page saves it; the tenant is the caller's, never the payload's. */
export const storeLocationArgs = v.object({ latlng: setLatLngArgs.entries.latlng }, 'Invalid request!');
export type StoreLocationArgs = v.InferOutput<typeof storeLocationArgs>;

/** POST /settings/set-latlng. */
export const setStoreLocation = defineMutator({
  name: 'store-settings.set-latlng.v1',
  args: storeLocationArgs,
  reads: () => [{ table: 'storeSettings', singleton: true }],
  decide: (loaded, a, ctx) => saveSettings(loaded, ctx, { latlng: a.latlng }),
});
