/**
 * REST adapters of the orders screen: open orders grouped (OS10), what
 * printing needs, one order, the item menu (OS3) and the group menu (OS8) with its payment summary (OS11).
 * Writes run the same mutators a till's push runs; the server charges its own totals (SYNC14).
 */
import {
  cancelOrders,
  collectPayment,
  completeOrders,
  getOrderArgs,
  idParam,
  type Mutator,
  ORDER_MESSAGES,
  ORDER_SAVED,
  type OrderPaymentArgs,
  orderIdsArgs,
  orderItemStatusArgs,
  orderPaymentArgs,
  ordersTotals,
  PLAIN_PAYMENT,
  POS_MESSAGES,
  payAndComplete,
  paymentCovers,
  READ_SCOPES,
  searchQuery,
  userPaymentCompleteArgs,
} from '@tavola/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { scoped } from '../db/tenant-scope.ts';
import { uuidv7 } from '../ids.ts';
import { badRequest, notFound } from '../plugins/errors.ts';
import { defineRoute } from '../plugins/route.ts';
import { ordersJson } from '../services/live-answers.ts';
import { fragments } from '../services/live-fragments.ts';
import { answerLive, liveRead } from '../services/live-reads.ts';
import { nextExpiry, storeExpiryMinutes, withExpiry } from '../services/order-expiry.ts';
import { groupsWire, loadOrders, ordersWire } from '../services/order-views.ts';
import { printingViews } from '../services/store-views.ts';
import { changeItemStatus } from './order-item-status.ts';
import { requireRow, runMutation, tenantOf } from './tenant-mutation.ts';

const tags = ['orders'];
const statusBody = v.omit(orderItemStatusArgs, ['id']);

export default async function ordersRoutes(app: FastifyInstance) {
  const { t } = app.database;
  const read = [app.requireActiveTenant, app.requireScope(...READ_SCOPES.orders)];
  const itemWrite = [app.requireActiveTenant, app.requireScope('POS', 'ORDERS', 'ORDER_STATUS')];
  const groupWrite = [app.requireActiveTenant, app.requireScope('POS', 'ORDERS')];
  // SS28: the open orders without a search, built once per store version, with ETag (LIVE_READ_CACHE)
  const { liveReadCache, liveReadCompress, liveReadFragments } = app.config;
  const live =
    liveReadCache === 'on' ? liveRead(app.database, { compress: liveReadCompress === 'on' }) : null;
  // SS29: each open order's JSON kept by its rows' versions (LIVE_READ_FRAGMENTS); a search is built whole
  const kept = liveReadFragments === 'on' ? fragments() : null;

  /** The tenant's orders with these ids; 404 when any is missing (another tenant's looks the same). */
  async function requireOrders(request: FastifyRequest, orderIds: readonly string[]) {
    const loaded = await loadOrders(app.database, tenantOf(request), { ids: orderIds });
    if (loaded.orders.length !== new Set(orderIds).size) throw notFound(ORDER_MESSAGES.notFound);
    return loaded;
  }

  /** Payment Collected and Pay & Complete: one invoice over the orders the payment moves to paid. */
  async function pay(
    request: FastifyRequest,
    mutator: Mutator<never>,
    body: OrderPaymentArgs,
    message: string,
  ) {
    const { orders } = await requireOrders(request, body.orderIds);
    if (body.customerId) await requireRow(app, request, t.customers, body.customerId);
    if (body.paymentTypeId) await requireRow(app, request, t.paymentTypes, body.paymentTypeId);
    // Credit (khata) is owed by a customer: the one named, or the orders' own (ADR 0011).
    const customerId = body.customerId ?? orders.find((o) => o.customerId)?.customerId ?? null;
    if (body.credit && !customerId) throw badRequest(POS_MESSAGES.customer);
    const invoiceId = uuidv7(app.now());
    const { orderIds, paymentTypeId, credit, name, phone, email } = body;
    const args = { orderIds, invoiceId, paymentTypeId, credit, customerId, name, phone, email };
    const r = await runMutation(app, request, mutator as Mutator<unknown>, args, message);
    const invoice = await scoped(app.database, tenantOf(request)).find(t.invoices, invoiceId);
    return {
      ...r,
      invoiceId: invoice?.id ?? null,
      subTotal: invoice?.subTotal ?? 0,
      taxTotal: invoice?.taxTotal ?? 0,
      total: invoice?.total ?? 0,
    };
  }

  defineRoute(app, {
    method: 'GET',
    url: '/orders',
    summary:
      'Open orders with their lines, one group per table and one per table-less order (OS10); ?q finds by token, short reference, name or phone (WHO2)',
    tags,
    personalData: true,
    guards: read,
    query: searchQuery,
    handler: (request, reply, { query }) => {
      const tenantId = tenantOf(request);
      const now = app.now();
      return answerLive(query.q ? null : live, request, reply, tenantId, now, async () => {
        // SALE7: a diner order nobody accepted in time is shown as expired
        const minutes = await storeExpiryMinutes(app.database, tenantId);
        if (kept && !query.q)
          return ordersJson(app.database, tenantId, minutes, now, () => kept.begin(tenantId));
        const groups = groupsWire(await loadOrders(app.database, tenantId, { open: true, search: query.q }));
        const orders = withExpiry(groups, minutes, now);
        return { value: { message: 'Orders', orders }, validUntil: nextExpiry(orders) };
      });
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/orders/init',
    summary: 'What the orders screen prints and pays with: print and store settings, payment types',
    tags,
    guards: read,
    handler: async (request) => ({
      message: 'Orders',
      ...(await printingViews(app.database, tenantOf(request))),
    }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/orders/update-status/:id',
    summary: "The item menu: set an order line's status (order.item-status.v1 from the orders screen, OS3)",
    tags,
    guards: itemWrite,
    params: idParam,
    body: statusBody,
    handler: (request, _reply, { params, body }) =>
      changeItemStatus(app, request, params.id, body.status, 'orders'),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/orders/getorders/:id',
    summary: 'One order with its lines and table (the path id and the body order_id name the same order)',
    tags,
    guards: read,
    params: idParam,
    body: getOrderArgs,
    handler: async (request, _reply, { params, body }) => {
      if (body.order_id !== params.id) throw badRequest(ORDER_MESSAGES.invalidRequest);
      return { message: 'Orders', orders: ordersWire(await requireOrders(request, [params.id])) };
    },
  });

  /** Cancel and Complete of the group menu (OS8): the tenant's orders, then the mutator a push runs. */
  function groupAction(url: string, summary: string, mutator: Mutator<never>, message: string) {
    defineRoute(app, {
      method: 'POST',
      url,
      summary,
      tags,
      guards: groupWrite,
      body: orderIdsArgs,
      handler: async (request, _reply, { body }) => {
        await requireOrders(request, body.orderIds);
        return runMutation(app, request, mutator as Mutator<unknown>, body, message);
      },
    });
  }

  groupAction(
    '/orders/cancel',
    'Cancel orders, irreversibly (order.cancel.v1, OS8); each cancellation is audited',
    cancelOrders as Mutator<never>,
    ORDER_SAVED.cancelled,
  );

  groupAction(
    '/orders/complete',
    'Complete paid orders: every live line delivered (order.complete.v1, OS8)',
    completeOrders as Mutator<never>,
    ORDER_SAVED.completed,
  );

  defineRoute(app, {
    method: 'POST',
    url: '/orders/complete-order-payment-summary',
    summary: 'The Pay & Complete summary: Subtotal, Tax and Total of the orders the payment covers (OS11)',
    tags,
    guards: read,
    body: orderIdsArgs,
    handler: async (request, _reply, { body }) => {
      const loaded = await requireOrders(request, body.orderIds);
      const covered = paymentCovers(loaded.orders);
      const totals = ordersTotals(covered);
      const ids = new Set(covered.map((o) => o.id));
      return {
        message: 'Orders',
        subtotal: totals.subTotal,
        taxTotal: totals.taxTotal,
        feeTotal: totals.feeTotal,
        total: totals.total,
        orders: ordersWire({
          ...loaded,
          orders: covered,
          items: loaded.items.filter((i) => ids.has(i.orderId)),
        }),
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/orders/complete-and-pay-order',
    summary:
      'Pay & Complete: one invoice, then complete (order.pay-and-complete.v1); the server charges its own totals',
    tags,
    guards: groupWrite,
    body: orderPaymentArgs,
    handler: (request, _reply, { body }) =>
      pay(request, payAndComplete as Mutator<never>, body, ORDER_SAVED.paidAndCompleted),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/orders/payment-complete',
    summary:
      'Payment Collected: mark paid with one invoice (order.payment-collected.v1); the server charges its own totals',
    tags,
    guards: groupWrite,
    body: orderPaymentArgs,
    handler: (request, _reply, { body }) =>
      pay(request, collectPayment as Mutator<never>, body, ORDER_SAVED.paymentCollected),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/orders/user-payment-complete',
    summary:
      "Payment Collected naming the tenant (the spec's user variant): the tenant must be the session's; the server charges its own totals",
    tags,
    guards: groupWrite,
    body: userPaymentCompleteArgs,
    handler: (request, _reply, { body }) => {
      // another tenant's id learns nothing: the same answer as another tenant's order
      if (body.tenantId !== tenantOf(request)) throw notFound(ORDER_MESSAGES.notFound);
      const { tenantId: _tenant, ...totals } = body;
      // no payment type or khata fields in this variant: a plain payment, as Payment Collected without a choice
      const payment = { ...totals, ...PLAIN_PAYMENT };
      return pay(request, collectPayment as Mutator<never>, payment, ORDER_SAVED.paymentCollected);
    },
  });
}
