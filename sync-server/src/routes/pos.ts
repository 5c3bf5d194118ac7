/**
 * REST adapters of the POS, scope POS: what the till needs (init), and an order
 * rung up, sent to the kitchen, or paid at once with its invoice. Both writes run order.create.v1, the same
 * mutator a till's push runs; the server takes the daily token (TOK7) and recomputes every total (6.6).
 */
import {
  type CreateOrderAndInvoiceArgs,
  type CreateOrderArgs,
  type CreateOrderMutationArgs,
  createOrder,
  createOrderAndInvoiceArgs,
  createOrderArgs,
  ORDER_SAVED,
  POS_MESSAGES,
} from '@tavola/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { scoped } from '../db/tenant-scope.ts';
import { uuidv7 } from '../ids.ts';
import { badRequest } from '../plugins/errors.ts';
import { defineRoute } from '../plugins/route.ts';
import { categoryWire, printingViews, storeTables } from '../services/store-views.ts';
import { menuItemsOf } from './menu-items.ts';
import { mutate, requireRow, tenantOf } from './tenant-mutation.ts';

const tags = ['pos'];

type Payment = CreateOrderMutationArgs['payNow'];

export default async function posRoutes(app: FastifyInstance) {
  const { t } = app.database;
  const guards = [app.requireActiveTenant, app.requireScope('POS')];

  /**
   * Runs order.create.v1 for a REST order. A repeat of an order id already stored answers that order again
   * (SYNC11). Another tenant's customer or table answers 404 before a token is taken.
   */
  async function ringUp(request: FastifyRequest, body: CreateOrderArgs, payNow: Payment) {
    const tenantId = tenantOf(request);
    const scope = scoped(app.database, tenantId);
    const orderId = body.id ?? uuidv7(app.now());
    let stored = body.id ? await scope.find(t.orders, body.id) : undefined;
    if (!stored) {
      if (body.customerType === 'CUSTOMER' && body.customerId)
        await requireRow(app, request, t.customers, body.customerId);
      if (body.tableId) await requireRow(app, request, t.storeTables, body.tableId);
      const args: CreateOrderMutationArgs = {
        id: orderId,
        // TOK7: the server takes the token and the business day in the write's own transaction (takesToken)
        tokenNo: '',
        businessDay: '',
        soldAt: null, // TILL1: no till clock here, the sale is sold when the server takes it
        cart: body.cart,
        deliveryType: body.deliveryType,
        customerType: body.customerType,
        customerId: body.customerId,
        tableId: body.tableId,
        itemIds: body.cart.map(() => uuidv7(app.now())),
        payNow,
        lineDiscounts: [], // DISC7: cart discounts come from a till; the REST sale is discounted after
        billDiscount: null,
      };
      const { row } = await mutate(app, request, createOrder, args, {
        takesToken: true,
        answer: { table: 'orders', id: orderId },
      });
      stored = row as typeof stored; // read in the write's own transaction (SS27), else after it below
    }
    const order = stored ?? (await scope.find(t.orders, orderId));
    if (!order) throw new Error(`order ${orderId} missing after its mutation`);
    return {
      message: ORDER_SAVED.sent,
      tokenNo: order.tokenNo,
      orderId,
      netTotal: order.subTotal,
      taxTotal: order.taxTotal,
      total: order.total,
      paymentStatus: order.paymentStatus,
    };
  }

  defineRoute(app, {
    method: 'GET',
    url: '/pos/init',
    summary: 'What the till needs: categories, menu items, payment types, print and store settings, tables',
    tags,
    guards,
    handler: async (request) => {
      const tenantId = tenantOf(request);
      const [categories, menuItems, printing, tables] = await Promise.all([
        scoped(app.database, tenantId).select(t.categories, {
          orderBy: [t.categories.title, t.categories.id],
        }),
        menuItemsOf(app, tenantId),
        printingViews(app.database, tenantId),
        storeTables(app.database, tenantId),
      ]);
      return {
        message: 'POS',
        categories: categories.map(categoryWire),
        menuItems,
        paymentTypes: printing.paymentTypes.filter((p) => p.is_active),
        printSettings: printing.printSettings,
        storeSettings: printing.storeSettings,
        storeTables: tables,
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/pos/create-order',
    summary: 'Send a cart to the kitchen, payment pending (order.create.v1); the server takes the token',
    tags,
    guards,
    body: createOrderArgs,
    handler: (request, _reply, { body }) => ringUp(request, body, null),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/pos/create-order-and-invoice',
    summary:
      'Create Receipt & Pay: the order, paid at once with its invoice (order.create.v1 with payNow); the ' +
      "totals sent are the till's, the server charges its own",
    tags,
    guards,
    body: createOrderAndInvoiceArgs,
    handler: async (request, _reply, { body }) => {
      const b: CreateOrderAndInvoiceArgs = body;
      const invoiceId = uuidv7(app.now());
      const payNow: Payment = {
        invoiceId,
        paymentTypeId: b.paymentTypeId,
        credit: b.credit,
        customerId: b.customerId,
        name: b.name,
        phone: b.phone,
        email: b.email,
        buyerGstin: b.buyerGstin, // GST3: a B2B buyer
      };
      // Credit (khata) is owed by a customer: a walk-in cannot take it (ADR 0011).
      if (b.credit && !b.customerId) throw badRequest(POS_MESSAGES.customer);
      if (b.paymentTypeId) await requireRow(app, request, t.paymentTypes, b.paymentTypeId);
      return ringUp(request, b, payNow);
    },
  });
}
