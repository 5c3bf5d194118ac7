/**
 * Who may call meta and public pages, accounts and sessions, sync, the platform operator's console and the
 * subscription checkout (see route-access.ts).
 */

import { id, PUBLIC, SUPERADMIN } from './route-access-shared.ts';
import type { RouteAccess } from './route-access-types.ts';

export const PLATFORM_ROUTES: Readonly<Record<string, RouteAccess>> = {
  // meta and public pages
  'GET /healthz': PUBLIC,
  'GET /readyz': PUBLIC,
  'GET /api/v1/openapi.json': PUBLIC,
  'GET /api/v1/plans': PUBLIC,
  'POST /api/v1/maptoken': PUBLIC,
  'GET /api/v1/map/style.json': PUBLIC,
  'GET /api/v1/public-config': PUBLIC,
  'POST /api/v1/qrmenu/get-all-latlng': PUBLIC,
  // Menu photos are public by their content hash (the diner menu shows them).
  'GET /api/v1/images/:hash': { class: 'public', params: (ids) => ({ hash: ids.imageHash }) },

  // accounts and sessions
  'POST /api/v1/auth/signup': PUBLIC,
  'POST /api/v1/auth/signin': PUBLIC,
  'POST /api/v1/auth/signout': PUBLIC,
  'POST /api/v1/auth/refresh-token': PUBLIC,
  'POST /api/v1/auth/forgot-password': PUBLIC,
  'POST /api/v1/auth/reset-password/:token': { class: 'public', params: () => ({ token: 'x'.repeat(43) }) },
  'POST /api/v1/superadmin/signin': PUBLIC,
  'GET /api/v1/auth/me': { class: 'signed-in' },
  // APPR1 (ADR 0063): a manager's approval PIN
  'POST /api/v1/auth/approval-pin': { class: 'scope', scopes: ['MANAGER'], body: () => ({ pin: '2468' }) },
  // I18N2 (ADR 0064): the signed-in user's app language
  'POST /api/v1/auth/language': { class: 'signed-in', body: () => ({ language: 'en' }) },
  'GET /api/v1/auth/devices': { class: 'signed-in' },
  'GET /api/v1/auth/account-status': { class: 'signed-in' },
  'POST /api/v1/auth/device-report': { class: 'signed-in', body: () => ({ unsent: 0 }) },
  'POST /api/v1/auth/rename-device': {
    class: 'signed-in',
    body: (ids) => ({ device_id: ids.session, name: 'Counter 1' }),
  },
  'GET /api/v1/auth/subscription-details': { class: 'admin' },
  'GET /api/v1/sync/ws': { class: 'tenant' },

  // sync
  'POST /api/v1/sync/register-device': { class: 'tenant', body: () => ({ name: 'Till 9' }) },
  'POST /api/v1/sync/lease': { class: 'tenant', body: (ids) => ({ deviceId: ids.syncDevice }) },
  'POST /api/v1/sync/push': {
    class: 'tenant',
    body: (ids) => ({
      protocolVersion: 1,
      schemaVersion: 1,
      clientId: 'matrix-client',
      deviceId: ids.syncDevice,
      mutations: [],
    }),
  },
  'POST /api/v1/sync/pull': {
    class: 'tenant',
    body: (ids) => ({
      protocolVersion: 1,
      schemaVersion: 1,
      clientId: 'matrix-client',
      deviceId: ids.syncDevice,
      cookie: null,
    }),
  },

  // the platform operator's console (a tenant's id in the path is the operator's to name)
  'GET /api/v1/superadmin/dashboard': SUPERADMIN,
  'GET /api/v1/superadmin/tenantsData': SUPERADMIN,
  'GET /api/v1/superadmin/tenantsData/:status': { class: 'superadmin', params: () => ({ status: 'active' }) },
  'GET /api/v1/superadmin/tenants': SUPERADMIN,
  'POST /api/v1/superadmin/tenants/add': {
    class: 'superadmin',
    body: (_ids, now) => ({
      name: 'Operator Added',
      email: `added-${now}-${Math.random().toString(36).slice(2)}@platform.test`,
      password: 'platform-pass-1',
      isActive: true,
    }),
  },
  'PATCH /api/v1/superadmin/tenants/update/:id': {
    class: 'superadmin',
    params: id((ids) => ids.tenant),
    body: (ids) => ({ name: 'Kitchen zaffran', email: ids.adminUsername, isActive: true }),
  },
  'GET /api/v1/superadmin/reports': SUPERADMIN,
  'GET /api/v1/superadmin/tenants/:id/subscription-history': {
    class: 'superadmin',
    params: id((ids) => ids.tenant),
  },
  'POST /api/v1/superadmin/tenants/:id/latlng': {
    class: 'superadmin',
    params: id((ids) => ids.tenant),
    body: () => ({ latlng: '12.97,77.59' }),
  },

  // subscription checkout (the store's admin)
  'POST /api/v1/subscriptions/checkout': { class: 'admin', body: () => ({ plan: 'booster' }) },
  'GET /api/v1/subscriptions/checkout/:providerRef': {
    class: 'admin',
    params: (ids) => ({ providerRef: ids.checkout }),
  },
  'POST /api/v1/subscriptions/confirm': {
    class: 'admin',
    body: (ids) => ({ providerRef: ids.checkout, payload: { outcome: 'cancelled' } }),
  },
};
