/**
 * The destructive calls, checked last: deletions, then the session, the subscription and the store
 * itself (see route-access.ts).
 */

import {
  CUSTOMERS_WRITE,
  id,
  ORDERS_WRITE,
  orderTotals,
  RESERVATIONS_WRITE,
  SETTINGS,
} from './route-access-shared.ts';
import type { RouteAccess } from './route-access-types.ts';

export const REMOVAL_ROUTES: Readonly<Record<string, RouteAccess>> = {
  // deletions last: the owner's call removes the row other checks name
  'POST /api/v1/orders/payment-complete': {
    ...ORDERS_WRITE,
    body: (ids) => ({ ...orderTotals(ids), paymentTypeId: ids.paymentType }),
    destructive: true,
  },
  'POST /api/v1/orders/user-payment-complete': {
    ...ORDERS_WRITE,
    body: (ids) => ({ ...orderTotals(ids), tenantId: ids.tenant }),
    destructive: true,
  },
  'POST /api/v1/orders/complete-and-pay-order': {
    ...ORDERS_WRITE,
    body: (ids) => ({ ...orderTotals(ids), paymentTypeId: ids.paymentType }),
    destructive: true,
  },
  'POST /api/v1/orders/complete': {
    ...ORDERS_WRITE,
    body: (ids) => ({ orderIds: [ids.order] }),
    destructive: true,
  },
  'POST /api/v1/orders/cancel': {
    ...ORDERS_WRITE,
    body: (ids) => ({ orderIds: [ids.order] }),
    destructive: true,
    ownerStatus: {
      status: 400,
      why: 'the calls before completed the order: the mutator refuses after finding it',
    },
  },
  'DELETE /api/v1/reservations/delete/:id': {
    ...RESERVATIONS_WRITE,
    params: id((ids) => ids.reservation),
    destructive: true,
  },
  'DELETE /api/v1/customers/:id/delete': {
    ...CUSTOMERS_WRITE,
    params: id((ids) => ids.customer),
    destructive: true,
  },
  'DELETE /api/v1/menu-items/variants/:itemId/delete/:variantId': {
    ...SETTINGS,
    params: (ids) => ({ itemId: ids.menuItem, variantId: ids.variant }),
    destructive: true,
  },
  'DELETE /api/v1/menu-items/addons/:itemId/delete/:addonId': {
    ...SETTINGS,
    params: (ids) => ({ itemId: ids.menuItem, addonId: ids.addon }),
    destructive: true,
  },
  'DELETE /api/v1/menu-items/delete/:id': {
    ...SETTINGS,
    params: id((ids) => ids.menuItem),
    destructive: true,
  },
  'DELETE /api/v1/settings/categories/:id': {
    ...SETTINGS,
    params: id((ids) => ids.category),
    destructive: true,
  },
  'DELETE /api/v1/settings/taxes/:id': { ...SETTINGS, params: id((ids) => ids.tax), destructive: true },
  'DELETE /api/v1/settings/store-tables/:id': {
    ...SETTINGS,
    params: id((ids) => ids.table),
    destructive: true,
  },
  'DELETE /api/v1/settings/printers/:id': {
    ...SETTINGS,
    params: id((ids) => ids.printer),
    destructive: true,
  },
  'DELETE /api/v1/settings/payment-types/:id': {
    ...SETTINGS,
    params: id((ids) => ids.paymentType),
    destructive: true,
  },
  'DELETE /api/v1/users/delete/:username': {
    ...SETTINGS,
    changesUser: true,
    params: (ids) => ({ username: ids.staffUsername }),
    destructive: true,
  },
  // the session, the subscription and the store itself go last
  'POST /api/v1/auth/cancel-subscription': {
    class: 'admin',
    body: (ids) => ({ id: ids.subscription }),
    destructive: true,
  },
  'POST /api/v1/auth/remove-device': {
    class: 'signed-in',
    body: (ids) => ({ device_id: ids.session }),
    destructive: true,
  },
  'DELETE /api/v1/superadmin/tenants/delete/:id': {
    class: 'superadmin',
    params: id((ids) => ids.tenant),
    destructive: true,
  },
  'POST /api/v1/superadmin/signout': { class: 'superadmin', destructive: true },
};
