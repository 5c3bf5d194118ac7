/**
 * Who may call settings and users (see route-access.ts).
 */

import { id, SETTINGS } from './route-access-shared.ts';
import type { RouteAccess } from './route-access-types.ts';

export const BACK_OFFICE_ROUTES: Readonly<Record<string, RouteAccess>> = {
  // settings
  'GET /api/v1/settings/store-setting': SETTINGS,
  'POST /api/v1/settings/store-setting': {
    ...SETTINGS,
    body: () => ({
      storeName: 'Kitchen zaffran',
      currency: 'INR',
      timeZone: 'Asia/Kolkata',
      dayStart: '04:00',
    }),
  },
  'GET /api/v1/settings/print-setting': SETTINGS,
  'POST /api/v1/settings/print-setting': { ...SETTINGS, body: () => ({ pageFormat: '80' }) },
  'POST /api/v1/settings/set-latlng': { ...SETTINGS, body: () => ({ latlng: '12.97,77.59' }) },
  'GET /api/v1/settings/payment-types': SETTINGS,
  'POST /api/v1/settings/payment-types/add': { ...SETTINGS, body: () => ({ title: 'UPI' }) },
  'POST /api/v1/settings/payment-types/:id/update': {
    ...SETTINGS,
    params: id((ids) => ids.paymentType),
    body: () => ({ title: 'Wallet', isActive: true }),
  },
  'POST /api/v1/settings/payment-types/:id/toggle': {
    ...SETTINGS,
    params: id((ids) => ids.paymentType),
    body: () => ({ isActive: true }),
  },
  // printers (PRN1): store A's is a CloudPRNT printer, so a test page queues instead of dialling out
  'GET /api/v1/settings/printers': SETTINGS,
  'POST /api/v1/settings/printers/add': {
    ...SETTINGS,
    body: () => ({ title: 'Bar printer', connection: 'cloudprnt', role: 'kitchen' }),
  },
  'POST /api/v1/settings/printers/:id/update': {
    ...SETTINGS,
    params: id((ids) => ids.printer),
    body: () => ({ title: 'Star kitchen', connection: 'cloudprnt', role: 'kitchen' }),
  },
  'POST /api/v1/settings/printers/:id/test': { ...SETTINGS, params: id((ids) => ids.printer) },
  'GET /api/v1/settings/taxes': SETTINGS,
  'POST /api/v1/settings/taxes/add': {
    ...SETTINGS,
    body: () => ({ title: 'CESS', rate: 1, type: 'exclusive' }),
  },
  'POST /api/v1/settings/taxes/:id/update': {
    ...SETTINGS,
    params: id((ids) => ids.tax),
    body: () => ({ title: 'GST', rate: 5, type: 'exclusive' }),
  },
  'GET /api/v1/settings/store-tables': SETTINGS,
  'POST /api/v1/settings/store-tables/add': {
    ...SETTINGS,
    body: () => ({ title: 'T9', floor: '-', seatingCapacity: 2 }),
  },
  'POST /api/v1/settings/store-tables/:id/update': {
    ...SETTINGS,
    params: id((ids) => ids.table),
    body: () => ({ title: 'T1', floor: 'Ground', seatingCapacity: 4 }),
  },
  'GET /api/v1/settings/categories': SETTINGS,
  'POST /api/v1/settings/categories/add': { ...SETTINGS, body: () => ({ title: 'Desserts' }) },
  'POST /api/v1/settings/categories/:id/update': {
    ...SETTINGS,
    params: id((ids) => ids.category),
    body: () => ({ title: 'Curries' }),
  },

  // users
  'GET /api/v1/users': SETTINGS,
  'POST /api/v1/users/add': {
    ...SETTINGS,
    body: (_ids, now) => ({
      name: 'New Waiter',
      username: `waiter-${now}-${Math.random().toString(36).slice(2)}@zaffran.test`,
      password: 'waiter-pass-1',
      userScopes: ['POS'],
    }),
  },
  'POST /api/v1/users/update/:username': {
    ...SETTINGS,
    params: (ids) => ({ username: ids.staffUsername }),
    body: () => ({ name: 'Cashier zaffran', userScopes: ['POS'] }),
  },
  'POST /api/v1/users/update-password/:username': {
    ...SETTINGS,
    changesUser: true,
    params: (ids) => ({ username: ids.staffUsername }),
    body: () => ({ password: 'cashier-pass-2' }),
  },
  // PERM11: a sub-kitchen is a new store with its own admin; SETTINGS alone is not enough.
  'POST /api/v1/users/add-kitchen': {
    class: 'scope',
    scopes: ['SUBKITCHEN'],
    body: (_ids, now) => ({
      storeName: 'Second Kitchen',
      name: 'Kitchen Lead',
      username: `kitchen-${now}-${Math.random().toString(36).slice(2)}@zaffran.test`,
      password: 'kitchen-pass-1',
      currency: 'INR',
    }),
  },
};
