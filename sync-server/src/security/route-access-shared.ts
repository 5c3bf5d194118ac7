/** The access classes and A's-id fillers the route-access tables share. */
import { multipart, PNG } from '../test-support/multipart.ts';
import type { RouteAccess } from './route-access-types.ts';
import type { StoreIds } from './world.ts';

export const SETTINGS: RouteAccess = { class: 'scope', scopes: ['SETTINGS'] };
export const CUSTOMERS_READ: RouteAccess = {
  class: 'scope',
  scopes: ['CUSTOMERS', 'VIEW_CUSTOMERS', 'MANAGE_CUSTOMERS'],
};
export const CUSTOMERS_WRITE: RouteAccess = { class: 'scope', scopes: ['CUSTOMERS', 'MANAGE_CUSTOMERS'] };
export const RESERVATIONS_READ: RouteAccess = {
  class: 'scope',
  scopes: ['RESERVATIONS', 'VIEW_RESERVATIONS', 'MANAGE_RESERVATIONS'],
};
export const RESERVATIONS_WRITE: RouteAccess = {
  class: 'scope',
  scopes: ['RESERVATIONS', 'MANAGE_RESERVATIONS'],
};
export const INVOICES: RouteAccess = { class: 'scope', scopes: ['INVOICES'] };
export const PUBLIC: RouteAccess = { class: 'public' };
export const POS: RouteAccess = { class: 'scope', scopes: ['POS'] };
export const ORDERS_READ: RouteAccess = {
  class: 'scope',
  scopes: ['POS', 'ORDERS', 'ORDER_STATUS', 'ORDER_STATUS_DISPLAY'],
};
export const ORDERS_WRITE: RouteAccess = { class: 'scope', scopes: ['POS', 'ORDERS'] };
/** A diner that is not A's (its id and a well-formed order token that opens nothing). */
export const STRANGER = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
export const WRONG_TOKEN = 'x'.repeat(43);
export const SUPERADMIN: RouteAccess = { class: 'superadmin' };

export const id = (pick: (ids: StoreIds) => string) => (ids: StoreIds) => ({ id: pick(ids) });
export const tillOrder = (ids: StoreIds) => ({
  cart: [
    {
      itemId: ids.menuItem,
      variantId: ids.variant,
      addonIds: [],
      quantity: 1,
      notes: null,
      unitPrice: 30_000,
    },
  ],
  deliveryType: 'dinein',
  customerType: 'WALKIN',
  tableId: ids.table,
});
export const orderTotals = (ids: StoreIds) => ({
  orderIds: [ids.order],
  subTotal: 30_000,
  taxTotal: 1_500,
  total: 31_500,
});
export const photoUpload = () => multipart('image', 'photo.png', 'image/png', PNG);
