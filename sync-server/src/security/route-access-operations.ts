/**
 * Who may call daily operations: the dashboard, reports, invoices, the till, orders, kitchen, the diner QR
 * menu and the payment provider's callback (see route-access.ts).
 */

import {
  INVOICES,
  id,
  ORDERS_READ,
  ORDERS_WRITE,
  POS,
  PUBLIC,
  STRANGER,
  tillOrder,
  WRONG_TOKEN,
} from './route-access-shared.ts';
import type { RouteAccess } from './route-access-types.ts';

export const OPERATIONS_ROUTES: Readonly<Record<string, RouteAccess>> = {
  // daily operations
  'GET /api/v1/dashboard': { class: 'scope', scopes: ['DASHBOARD'] },
  'GET /api/v1/reports': { class: 'scope', scopes: ['REPORTS'] },
  // AUD2, SHIFT7 (ADR 0063)
  'GET /api/v1/reports/audit': { class: 'scope', scopes: ['REPORTS'] },
  'GET /api/v1/reports/shifts': { class: 'scope', scopes: ['REPORTS'] },
  // GST4 (ADR 0061)
  'GET /api/v1/reports/gst': {
    class: 'scope',
    scopes: ['REPORTS'],
    query: () => ({ from: '2026-01-01', to: '2026-01-31' }),
  },
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
  // printing (PRN5-PRN8): the banner's status, reprints, No sale, and a CloudPRNT printer's own calls
  'GET /api/v1/print/status': {
    class: 'scope',
    scopes: ['POS', 'ORDERS', 'ORDER_STATUS', 'ORDER_STATUS_DISPLAY', 'KITCHEN', 'KITCHEN_DISPLAY'],
  },
  'POST /api/v1/print/reprint': {
    class: 'scope',
    scopes: ['ORDERS', 'INVOICES', 'POS'],
    body: (ids) => ({ orderId: ids.order, kind: 'kitchen' }),
  },
  'POST /api/v1/print/no-sale': { class: 'scope', scopes: ['MANAGER'], body: () => ({}) },
  'POST /api/v1/cloudprnt/:id/:secret': {
    class: 'public',
    params: (ids) => ({ id: ids.printer, secret: ids.printerSecret }),
    // no MAC: a poll with one would pin it to the printer (PRN8), a change a public call may make by design
    body: () => ({ statusCode: '200 OK' }),
  },
  'GET /api/v1/cloudprnt/:id/:secret': {
    class: 'public',
    params: (ids) => ({ id: ids.printer, secret: ids.printerSecret }),
    query: () => ({ type: 'application/vnd.star.starprnt' }),
  },
  'DELETE /api/v1/cloudprnt/:id/:secret': {
    class: 'public',
    params: (ids) => ({ id: ids.printer, secret: ids.printerSecret }),
    query: () => ({ code: '200 OK' }),
  },
  'POST /api/v1/epson-sdp/:id/:secret': {
    class: 'public',
    params: (ids) => ({ id: ids.printer, secret: ids.printerSecret }),
    // no ID: a poll with one would pin it to the printer (PRN12), as CloudPRNT's MAC
    body: () => ({ ConnectionType: 'GetRequest' }),
  },
  'GET /api/v1/orders': ORDERS_READ,
  'GET /api/v1/orders/init': ORDERS_READ,
  'POST /api/v1/orders/update-status/:id': {
    class: 'scope',
    scopes: ['POS', 'ORDERS', 'ORDER_STATUS'],
    params: id((ids) => ids.orderItem),
    body: () => ({ status: 'preparing' }),
  },
  // kitchen flow (ADR 0058): undo, recall, fire a course, preparation times
  'POST /api/v1/kitchen/:id/undo': {
    class: 'scope',
    scopes: ['KITCHEN'],
    params: id((ids) => ids.orderItem),
    body: () => ({ from: 'preparing' }),
  },
  'POST /api/v1/kitchen/recall/:id': {
    class: 'scope',
    scopes: ['KITCHEN'],
    params: id((ids) => ids.order),
    ownerStatus: {
      status: 400,
      why: "A's order has no step to take back: the answer comes from its own lines",
    },
  },
  'POST /api/v1/orders/fire-course': {
    class: 'scope',
    scopes: ['POS'],
    body: (ids) => ({ orderId: ids.order, course: 'main' }),
  },
  'GET /api/v1/reports/preparation-times': { class: 'scope', scopes: ['REPORTS'] },
  // bill operations over REST (REST1-REST3, ADR 0067): the owner's calls stop at a rule after finding the bill,
  // so that A's order stays as the sweeps after them expect
  'POST /api/v1/orders/split/:id': {
    ...ORDERS_WRITE,
    params: id((ids) => ids.order),
    body: (ids) => ({ parts: [{ lines: [{ id: ids.orderItem, quantity: 1 }] }] }),
    ownerStatus: {
      status: 400,
      why: "A's order has one line, which it keeps: refused after finding the bill",
    },
  },
  'POST /api/v1/orders/move/:id': {
    ...ORDERS_WRITE,
    params: id((ids) => ids.order),
    body: (ids) => ({ tableId: ids.table }),
  },
  'POST /api/v1/orders/merge/:id': {
    ...ORDERS_WRITE,
    params: id((ids) => ids.order),
    body: (ids) => ({ intoOrderId: ids.order }),
    ownerStatus: { status: 400, why: 'merged into itself: refused after finding both bills' },
  },
  'POST /api/v1/orders/discount/:id': {
    ...ORDERS_WRITE,
    params: id((ids) => ids.order),
    body: () => ({ type: 'none' }),
  },
  'POST /api/v1/orders/void-line/:id': {
    ...ORDERS_WRITE,
    params: id((ids) => ids.order),
    body: (ids) => ({
      itemId: ids.orderItem,
      reason: 'Wrong item',
      approval: { managerId: ids.admin, proof: '0'.repeat(64) },
    }),
    ownerStatus: { status: 400, why: 'the approval names no approver: refused after finding the line' },
  },
  'POST /api/v1/orders/comp-line/:id': {
    ...ORDERS_WRITE,
    params: id((ids) => ids.order),
    body: (ids) => ({ itemId: ids.orderItem, reason: 'Not a reason of the list' }),
    ownerStatus: {
      status: 400,
      why: "the reason is not in the store's list: refused after finding the line",
    },
  },
  'POST /api/v1/orders/pay-share/:id': {
    ...ORDERS_WRITE,
    params: id((ids) => ids.order),
    body: (ids) => ({ of: 2, share: 1, tenders: [{ paymentTypeId: ids.paymentType, tendered: 1 }] }),
    ownerStatus: { status: 400, why: 'the tender does not cover the share: refused after pricing the bill' },
  },
  'POST /api/v1/invoices/refund/:id': {
    ...ORDERS_WRITE,
    params: id((ids) => ids.order),
    body: () => ({ method: 'tender', reason: 'Cold food' }),
    ownerStatus: { status: 404, why: 'A has no invoice in the sweep: the route looks the invoice up first' },
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
  'GET /m/:qrcode/manifest.webmanifest': { class: 'public', params: (ids) => ({ qrcode: ids.qrcode }) },
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
};
