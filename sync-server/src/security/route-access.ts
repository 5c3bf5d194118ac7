/**
 * Who may call each route, and how to call it with store A's ids: the table the isolation matrix and the
 * fuzzer read. The matrix fails for a registered route with no entry here, so a new route cannot escape
 * them: add its line, with its class and (for routes naming a row) how to fill it with A's ids.
 */
import type { Scope } from '@tavola/shared';
import { multipart, PNG } from '../test-support/multipart.ts';
import type { StoreIds } from './world.ts';

export type AccessClass =
  /** Anyone, signed in or not (sign-in, the diner menu, the landing map). */
  | { class: 'public' }
  /** Any live session, a store's or the operator's (the session's own account and devices). */
  | { class: 'signed-in' }
  /** Any staff member of an active store (sync). */
  | { class: 'tenant' }
  /** Staff holding one of `scopes` (an admin holds every scope, PERM2). */
  | { class: 'scope'; scopes: readonly Scope[] }
  /** The store's admin only. */
  | { class: 'admin' }
  /** The platform operator only. */
  | { class: 'superadmin' };

type Fill<T> = (ids: StoreIds, now: number) => T;

export type RouteAccess = AccessClass & {
  /** Path parameters naming A's rows (a foreign caller must get 401, 403 or 404). */
  params?: Fill<Record<string, string>>;
  query?: Fill<Record<string, string>>;
  /** A valid body, so that the call reaches the row lookup rather than stopping at validation. */
  body?: Fill<unknown>;
  /** Raw body and headers instead of JSON (uploads). */
  raw?: Fill<{ body: Buffer; headers: Record<string, string> }>;
  /** The owner's call is checked last, in table order: it deletes, cancels or signs something out. */
  destructive?: true;
  /**
   * 'filtered': the route reads rows by the ids it is given and answers only the caller's own (none of
   * another store's), instead of refusing the call.
   */
  foreignIds?: 'filtered';
  /** What the owner's own call answers when not 200, and why (the matrix checks it reached A's row). */
  ownerStatus?: { status: number; why: string };
};

const SETTINGS: RouteAccess = { class: 'scope', scopes: ['SETTINGS'] };
const CUSTOMERS_READ: RouteAccess = {
  class: 'scope',
  scopes: ['CUSTOMERS', 'VIEW_CUSTOMERS', 'MANAGE_CUSTOMERS'],
};
const CUSTOMERS_WRITE: RouteAccess = { class: 'scope', scopes: ['CUSTOMERS', 'MANAGE_CUSTOMERS'] };
const RESERVATIONS_READ: RouteAccess = {
  class: 'scope',
  scopes: ['RESERVATIONS', 'VIEW_RESERVATIONS', 'MANAGE_RESERVATIONS'],
};
const RESERVATIONS_WRITE: RouteAccess = { class: 'scope', scopes: ['RESERVATIONS', 'MANAGE_RESERVATIONS'] };
const INVOICES: RouteAccess = { class: 'scope', scopes: ['INVOICES'] };
const PUBLIC: RouteAccess = { class: 'public' };
const POS: RouteAccess = { class: 'scope', scopes: ['POS'] };
const ORDERS_READ: RouteAccess = {
  class: 'scope',
  scopes: ['POS', 'ORDERS', 'ORDER_STATUS', 'ORDER_STATUS_DISPLAY'],
};
const ORDERS_WRITE: RouteAccess = { class: 'scope', scopes: ['POS', 'ORDERS'] };
/** A diner that is not A's (its id and a well-formed order token that opens nothing). */
const STRANGER = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const WRONG_TOKEN = 'x'.repeat(43);
const SUPERADMIN: RouteAccess = { class: 'superadmin' };

const id = (pick: (ids: StoreIds) => string) => (ids: StoreIds) => ({ id: pick(ids) });
const tillOrder = (ids: StoreIds) => ({
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
const orderTotals = (ids: StoreIds) => ({
  orderIds: [ids.order],
  subTotal: 30_000,
  taxTotal: 1_500,
  total: 31_500,
});
const photoUpload = () => multipart('image', 'photo.png', 'image/png', PNG);

/** Every route of the server by `METHOD url` (HEAD copies of GET routes are left out). */
export const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  // meta and public pages
  'GET /healthz': PUBLIC,
  'GET /api/v1/openapi.json': PUBLIC,
  'GET /api/v1/plans': PUBLIC,
  'POST /api/v1/maptoken': PUBLIC,
  'GET /api/v1/map/style.json': PUBLIC,
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
  'GET /api/v1/auth/devices': { class: 'signed-in' },
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
    params: (ids) => ({ username: ids.staffUsername }),
    body: () => ({ password: 'cashier-pass-2' }),
  },
  'POST /api/v1/users/add-kitchen': {
    ...SETTINGS,
    body: (_ids, now) => ({
      storeName: 'Second Kitchen',
      name: 'Kitchen Lead',
      username: `kitchen-${now}-${Math.random().toString(36).slice(2)}@zaffran.test`,
      password: 'kitchen-pass-1',
      currency: 'INR',
    }),
  },

  // daily operations
  'GET /api/v1/dashboard': { class: 'scope', scopes: ['DASHBOARD'] },
  'GET /api/v1/reports': { class: 'scope', scopes: ['REPORTS'] },
  'GET /api/v1/invoices': INVOICES,
  'GET /api/v1/invoices/search': { ...INVOICES, query: (ids) => ({ q: ids.customerPhone }) },
  'POST /api/v1/invoices/orders': {
    ...INVOICES,
    body: (ids) => ({ orderIds: [ids.order] }),
    foreignIds: 'filtered',
  },

  'GET /api/v1/invoices/init': INVOICES,

  // the till, the orders screen and the kitchen
  'GET /api/v1/pos/init': POS,
  'POST /api/v1/pos/create-order': { ...POS, body: (ids) => ({ ...tillOrder(ids) }) },
  'POST /api/v1/pos/create-order-and-invoice': {
    ...POS,
    body: (ids) => ({
      ...tillOrder(ids),
      netTotal: 30_000,
      taxTotal: 1_500,
      total: 31_500,
      paymentTypeId: ids.paymentType,
    }),
  },
  'GET /api/v1/orders': ORDERS_READ,
  'GET /api/v1/orders/init': ORDERS_READ,
  'POST /api/v1/orders/update-status/:id': {
    class: 'scope',
    scopes: ['POS', 'ORDERS', 'ORDER_STATUS'],
    params: id((ids) => ids.orderItem),
    body: () => ({ status: 'preparing' }),
  },
  'POST /api/v1/orders/getorders/:id': {
    ...ORDERS_READ,
    params: id((ids) => ids.order),
    body: (ids) => ({ order_id: ids.order }),
  },
  'POST /api/v1/orders/complete-order-payment-summary': {
    ...ORDERS_READ,
    body: (ids) => ({ orderIds: [ids.order] }),
  },
  'GET /api/v1/kitchen': { class: 'scope', scopes: ['KITCHEN', 'KITCHEN_DISPLAY'] },
  'POST /api/v1/kitchen/:id': {
    class: 'scope',
    scopes: ['KITCHEN'],
    params: id((ids) => ids.orderItem),
    body: () => ({ status: 'preparing' }),
  },

  // The diner QR menu (docs/api-diner.md) is public by design: the menu code is printed on the tables and
  // an order is reached only with the token issued with it. The matrix calls them with A's order ids but a
  // token that is not A's (a stranger's or store B's diner): nothing of A's order may come back or change.
  // The writes name a menu code that does not exist, so that the sweeps leave A's data alone.
  'GET /api/v1/qrmenu/ws': PUBLIC,
  'GET /api/v1/qrmenu/:qrcode': { class: 'public', params: (ids) => ({ qrcode: ids.qrcode }) },
  'POST /api/v1/qrmenu/create-order': {
    class: 'public',
    body: (ids) => ({
      qrcode: 'no-such-store',
      tableId: ids.table,
      dinerId: STRANGER,
      clientOrderId: STRANGER,
      paymentMethod: 'cash',
      deliveryType: 'AppCash',
      items: [{ itemId: ids.menuItem, variantId: ids.variant, addonIds: [], quantity: 1, notes: null }],
    }),
  },
  'GET /api/v1/qrmenu/orders/:orderId': { class: 'public', params: (ids) => ({ orderId: ids.dinerOrder }) },
  'POST /api/v1/qrmenu/my-orders': {
    class: 'public',
    body: (ids) => ({ qrcode: ids.qrcode, dinerId: STRANGER, orderTokens: [WRONG_TOKEN] }),
  },
  'POST /api/v1/qrmenu/confirm-payment': {
    class: 'public',
    body: (ids) => ({
      orderId: ids.dinerOrder,
      orderToken: WRONG_TOKEN,
      provider: 'demo',
      providerRef: 'demo-ref',
      outcome: 'paid',
    }),
  },
  'POST /api/v1/qrmenu/payment-order': {
    class: 'public',
    body: (ids) => ({ orderId: ids.dinerOrder, orderToken: WRONG_TOKEN }),
  },
  'POST /api/v1/create-payment-order': {
    class: 'public',
    body: (ids) => ({ orderId: ids.dinerOrder, orderToken: WRONG_TOKEN }),
  },
  'GET /api/v1/qrmenu/checkout/demo/:providerRef': {
    class: 'public',
    params: () => ({ providerRef: 'demo-ref' }),
  },
  'POST /api/v1/qrmenu/customer-lookup': {
    class: 'public',
    body: (ids) => ({ qrcode: ids.qrcode, dinerId: STRANGER, phone: ids.customerPhone.slice(0, 10) }),
  },
  'POST /api/v1/qrmenu/delivery-info': {
    class: 'public',
    body: () => ({ qrcode: 'no-such-store', dinerId: STRANGER, phone: '9845012345', name: 'Asha' }),
  },
  'POST /api/v1/qrmenu/save-location': {
    class: 'public',
    body: () => ({ qrcode: 'no-such-store', dinerId: STRANGER, lat: 12.97, lng: 77.59 }),
  },
  // The payment provider's callback: from another origin by nature, so signature-checked instead.
  'POST /api/v1/payments/razorpay/webhook': PUBLIC,

  // menu
  'GET /api/v1/menu-items': SETTINGS,
  'GET /api/v1/menu-items/:id': { ...SETTINGS, params: id((ids) => ids.menuItem) },
  'POST /api/v1/menu-items/add': { ...SETTINGS, body: () => ({ title: 'Lassi', price: 8_000 }) },
  'POST /api/v1/menu-items/update/:id': {
    ...SETTINGS,
    params: id((ids) => ids.menuItem),
    body: (ids) => ({ title: 'Thali zaffran', price: 25_000, categoryId: ids.category, taxId: ids.tax }),
  },
  'POST /api/v1/menu-items/update/:id/upload-photo': {
    ...SETTINGS,
    params: id((ids) => ids.menuItem),
    raw: photoUpload,
  },
  'POST /api/v1/menu-items/update/:id/remove-photo': {
    ...SETTINGS,
    params: id((ids) => ids.menuItem),
    destructive: true,
  },
  'POST /api/v1/menu-items/variants/:itemId/add': {
    ...SETTINGS,
    params: (ids) => ({ itemId: ids.menuItem }),
    body: () => ({ title: 'Small', price: 20_000 }),
  },
  'POST /api/v1/menu-items/variants/:itemId/update/:variantId': {
    ...SETTINGS,
    params: (ids) => ({ itemId: ids.menuItem, variantId: ids.variant }),
    body: () => ({ title: 'Large', price: 30_000 }),
  },
  'POST /api/v1/menu-items/addons/:itemId/add': {
    ...SETTINGS,
    params: (ids) => ({ itemId: ids.menuItem }),
    body: () => ({ title: 'Pickle', price: 1_000 }),
  },
  'POST /api/v1/menu-items/addons/:itemId/update/:addonId': {
    ...SETTINGS,
    params: (ids) => ({ itemId: ids.menuItem, addonId: ids.addon }),
    body: () => ({ title: 'Papad', price: 2_000 }),
  },

  // customers and reservations
  'GET /api/v1/customers': CUSTOMERS_READ,
  'GET /api/v1/customers/search-by-phone/:phone': {
    ...CUSTOMERS_READ,
    params: (ids) => ({ phone: ids.customerPhone }),
  },
  'GET /api/v1/customers/:id': { ...CUSTOMERS_READ, params: id((ids) => ids.customer) },
  'POST /api/v1/customers/add': {
    ...CUSTOMERS_WRITE,
    body: (_ids, now) => ({ phone: String(now).slice(-9), name: 'Walk-in' }),
  },
  'POST /api/v1/customers/:id/update': {
    ...CUSTOMERS_WRITE,
    params: id((ids) => ids.customer),
    body: () => ({ name: 'Rukmini zaffran Secret' }),
  },
  'POST /api/v1/customers/:id/settle-dues': {
    ...CUSTOMERS_WRITE,
    params: id((ids) => ids.customer),
    body: () => ({ amount: 100 }),
    ownerStatus: { status: 400, why: 'the customer owes nothing: the mutator refuses after finding the row' },
  },
  'GET /api/v1/reservations/init': RESERVATIONS_READ,
  'GET /api/v1/reservations': RESERVATIONS_READ,
  'GET /api/v1/reservations/search': { ...RESERVATIONS_READ, query: (ids) => ({ q: ids.customerPhone }) },
  'POST /api/v1/reservations/add': {
    ...RESERVATIONS_WRITE,
    body: (ids, now) => ({ customerId: ids.customerPhone, date: now + 2 * 86_400_000, peopleCount: 3 }),
  },
  'POST /api/v1/reservations/update/:id': {
    ...RESERVATIONS_WRITE,
    params: id((ids) => ids.reservation),
    body: (ids, now) => ({ date: now + 86_400_000, tableId: ids.table, peopleCount: 2 }),
  },

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
  'DELETE /api/v1/settings/payment-types/:id': {
    ...SETTINGS,
    params: id((ids) => ids.paymentType),
    destructive: true,
  },
  'DELETE /api/v1/users/delete/:username': {
    ...SETTINGS,
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

/** `url` with its `:name` parameters filled (URL-encoded). */
export function fillPath(url: string, params: Record<string, string>): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${url}`);
    return encodeURIComponent(value);
  });
}
