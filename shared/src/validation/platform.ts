/** Payloads of the platform calls: the nearby-stores map, the super-admin's map save, tenant CSV export, checkout. */
import * as v from 'valibot';
import { PLAN_IDS } from '../plans/plans.ts';
import { fieldFrom, idField, oneOf } from './fields.ts';
import { parseLatLng, SETTINGS_MESSAGES } from './settings.ts';

const INVALID = 'Invalid request!';

/** 'lat,lng' in range, normalised ('12.9716,77.5946'). */
const latLngField = fieldFrom<string>((x) => {
  const p = parseLatLng(x);
  return p ? { ok: true, value: `${p.lat},${p.lng}` } : { ok: false, message: SETTINGS_MESSAGES.location };
});

/** PLAT1: POST /qrmenu/get-all-latlng {location: 'lat,lng'} */
export const nearbyStoresArgs = v.object({ location: latLngField }, INVALID);
export type NearbyStoresArgs = v.InferOutput<typeof nearbyStoresArgs>;

/** PLAT1: POST /superadmin/tenants/{id}/latlng {latlng} (the map details screen's save) */
export const tenantLatLngArgs = v.object({ latlng: latLngField }, INVALID);
export type TenantLatLngArgs = v.InferOutput<typeof tenantLatLngArgs>;

/** /superadmin/tenants/{id}/... */
export const tenantIdParam = v.object({ id: idField(INVALID) }, INVALID);

/** GET /superadmin/tenantsData/{status}: the CSV export's list. */
export const TENANT_EXPORT_STATUSES = ['active', 'inactive', 'all'] as const;
export type TenantExportStatus = (typeof TENANT_EXPORT_STATUSES)[number];
export const tenantExportParam = v.object({ status: oneOf(TENANT_EXPORT_STATUSES, INVALID) }, INVALID);

/** POST /subscriptions/checkout {plan} */
export const checkoutArgs = v.object({ plan: oneOf(PLAN_IDS, 'Please select a plan!') }, INVALID);
export type CheckoutArgs = v.InferOutput<typeof checkoutArgs>;

/** POST /subscriptions/confirm {providerRef, payload}: the provider's answer after its checkout page. */
export const checkoutConfirmArgs = v.object(
  {
    providerRef: idField(INVALID),
    payload: v.optional(v.record(v.string(), v.unknown(), INVALID), {}),
  },
  INVALID,
);
export type CheckoutConfirmArgs = v.InferOutput<typeof checkoutConfirmArgs>;
