/**
 * REST adapters of invoices, read-only, scope INVOICES (READ1): a date-preset list
 * (the store's clock), a text search, what printing needs (init), and the orders (with their lines) of an invoice.
 */
import {
  dateFilterQuery,
  invoiceAmountsWire,
  orderIdsArgs,
  presetRange,
  READ_SCOPES,
  searchQuery,
} from '@tavola/shared';
import { and, gte, inArray, lt, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { scoped } from '../db/tenant-scope.ts';
import { badRequest } from '../plugins/errors.ts';
import { defineRoute } from '../plugins/route.ts';
import { tablePlaceWire, tablesOf } from '../services/order-views.ts';
import { printingViews, tenantClock } from '../services/store-views.ts';
import { tenantOf } from './tenant-mutation.ts';

const tags = ['invoices'];
const SEARCH_LIMIT = 200;

/** `%text%` for LIKE, with the wildcards in `text` escaped. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export default async function invoicesRoutes(app: FastifyInstance) {
  const { t } = app.database;
  const guards = [app.requireActiveTenant, app.requireScope(...READ_SCOPES.invoices)];
  const scope = (request: FastifyRequest) => scoped(app.database, tenantOf(request));

  /** The spec's invoice entity: totals, table, delivery type, customer and orders (id and token). */
  async function views(request: FastifyRequest, invoices: (typeof t.invoices.$inferSelect)[]) {
    const s = scope(request);
    const ids = invoices.map((i) => i.id);
    const links = ids.length
      ? await s.select(t.invoiceOrders, { where: inArray(t.invoiceOrders.invoiceId, ids) })
      : [];
    const orderIds = [...new Set(links.map((l) => l.orderId))];
    const orders = orderIds.length
      ? await s.select(t.orders, { where: inArray(t.orders.id, orderIds), includeDeleted: true })
      : [];
    const tables = await tablesOf(app.database, s, invoices);
    const tokens = new Map(orders.map((o) => [o.id, o.tokenNo]));
    const tableOf = new Map(tables.map((x) => [x.id, x]));
    return invoices.map((i) => {
      return {
        invoice_id: i.id,
        created_at: i.createdAt,
        ...invoiceAmountsWire(i),
        ...tablePlaceWire(i.tableId, i.tableId ? tableOf.get(i.tableId) : undefined),
        delivery_type: i.deliveryType,
        customer_type: i.customerType,
        customer_id: i.customerId,
        name: i.name,
        email: i.email,
        is_credit: i.isCredit,
        orders: links
          .filter((l) => l.invoiceId === i.id)
          .map((l) => ({ order_id: l.orderId, token_no: tokens.get(l.orderId) ?? null })),
      };
    });
  }

  defineRoute(app, {
    method: 'GET',
    url: '/invoices',
    summary: 'Invoices in a date preset (TIME5, the store clock), newest first',
    tags,
    personalData: true,
    guards,
    query: dateFilterQuery,
    handler: async (request, _reply, { query }) => {
      const clock = await tenantClock(app.database, tenantOf(request));
      const range = presetRange(query.type, app.now(), clock, { from: query.from, to: query.to });
      if (!range.ok) throw badRequest(range.message);
      const rows = await scope(request).select(t.invoices, {
        where: and(gte(t.invoices.createdAt, range.value.from), lt(t.invoices.createdAt, range.value.to)),
        orderBy: [sql`${t.invoices.createdAt} desc`, t.invoices.id],
      });
      return { message: 'Invoices', invoices: await views(request, rows) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/invoices/init',
    summary: 'What printing an invoice needs: print and store settings, payment types',
    tags,
    personalData: true,
    guards,
    handler: async (request) => ({
      message: 'Invoices',
      ...(await printingViews(app.database, tenantOf(request))),
    }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/invoices/search',
    summary: "Invoices whose id, customer's name or phone contain the text (blank: none)",
    tags,
    personalData: true,
    guards,
    query: searchQuery,
    handler: async (request, _reply, { query }) => {
      if (!query.q) return { message: 'Invoices', invoices: [] };
      const pattern = containing(query.q);
      const like = (col: SQLWrapper) => sql`lower(coalesce(${col}, '')) like ${pattern} escape '\\'`;
      const rows = await scope(request).select(t.invoices, {
        where: or(like(t.invoices.id), like(t.invoices.name), like(t.invoices.phone)),
        orderBy: [sql`${t.invoices.createdAt} desc`, t.invoices.id],
        limit: SEARCH_LIMIT,
      });
      return { message: 'Invoices', invoices: await views(request, rows) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/invoices/orders',
    summary: "The orders of an invoice with their lines (the invoices screen's second action)",
    tags,
    personalData: true,
    guards,
    body: orderIdsArgs,
    handler: async (request, _reply, { body }) => {
      const s = scope(request);
      const orders = await s.select(t.orders, {
        where: inArray(t.orders.id, body.orderIds),
        orderBy: [t.orders.createdAt, t.orders.id],
        includeDeleted: true,
      });
      const items = orders.length
        ? await s.select(t.orderItems, {
            where: inArray(
              t.orderItems.orderId,
              orders.map((o) => o.id),
            ),
            orderBy: [t.orderItems.createdAt, t.orderItems.id],
            includeDeleted: true,
          })
        : [];
      return {
        message: 'Orders',
        orders: orders.map((o) => ({
          order_id: o.id,
          token_no: o.tokenNo,
          status: o.status,
          payment_status: o.paymentStatus,
          total: o.total,
          items: items
            .filter((l) => l.orderId === o.id)
            .map((l) => ({
              id: l.id,
              title: l.itemTitle,
              variant_title: l.variantTitle,
              quantity: l.quantity,
              price: l.unitPrice,
              notes: l.notes,
              status: l.status,
              addons: l.addons,
            })),
        })),
      };
    },
  });
}
