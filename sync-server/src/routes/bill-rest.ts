/**
 * REST1-REST3 (ADR 0067): the bill operations for scripts and tests: split, move, merge, discount, void, comp,
 * refund and paying an equal share. Each runs the mutator a till's push runs (in the engine's group commit, ADR
 * 0062), with the ids and the bill's live lines filled in by the server when the caller names none; the answers'
 * shapes are the core's (`sync/bill-rest.ts`).
 */
import {
  BILL_REST_SAVED,
  BILL_REST_TEXTS,
  type BillAnswer,
  compLineBody,
  discountBody,
  discountOrder,
  idParam,
  type MoveAnswer,
  mergeBody,
  moveBody,
  moveOrderLines,
  moveOrderTable,
  type PayShareAnswer,
  payShare,
  payShareBody,
  type RefundAnswer,
  refundBody,
  refundInvoice,
  type SplitAnswer,
  seenLinesOf,
  splitBody,
  splitOrder,
  voidLine,
  voidLineBody,
} from '@tavola/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { scoped } from '../db/tenant-scope.ts';
import { uuidv7 } from '../ids.ts';
import { badRequest, notFound } from '../plugins/errors.ts';
import { defineRoute, type RouteSpec } from '../plugins/route.ts';
import { loadOrders } from '../services/order-views.ts';
import { mutate, requireRow, tenantOf } from './tenant-mutation.ts';

const tags = ['orders'];

export default async function billRestRoutes(app: FastifyInstance) {
  const { t } = app.database;
  const guards = [app.requireActiveTenant, app.requireScope('POS', 'ORDERS')];
  const newId = () => uuidv7(app.now());

  /** The tenant's bill with its lines (404 for another tenant's or none): what the caller saw unless it says. */
  async function bill(request: FastifyRequest, orderId: string) {
    const loaded = await loadOrders(app.database, tenantOf(request), { ids: [orderId] });
    const order = loaded.orders[0];
    if (!order) throw notFound('Order not found!');
    const items = loaded.items.filter((i) => i.orderId === orderId);
    return { order, items, seen: seenLinesOf(items) };
  }

  /** The bill as the server priced it after the write. */
  async function priced(request: FastifyRequest, orderId: string, message: string): Promise<BillAnswer> {
    const o = await scoped(app.database, tenantOf(request)).find(t.orders, orderId);
    return { message, orderId, subTotal: o?.subTotal ?? 0, taxTotal: o?.taxTotal ?? 0, total: o?.total ?? 0 };
  }

  /** Every route here: a POST on one bill (or invoice) `:id`, for the POS and Orders scopes. */
  const onBill = <B extends v.GenericSchema>(
    spec: Omit<RouteSpec<B, undefined, typeof idParam>, 'method' | 'guards' | 'params'>,
  ) => defineRoute(app, { method: 'POST', tags, guards, params: idParam, ...spec });

  /** A change to one bill by one mutation, answered with the bill as priced after it. */
  const pricedChange = <B extends v.GenericSchema>(
    spec: Pick<RouteSpec<B, undefined, typeof idParam>, 'url' | 'summary'> & {
      readonly body: B;
      readonly saved: string;
      readonly write: (request: FastifyRequest, orderId: string, body: v.InferOutput<B>) => Promise<unknown>;
    },
  ) =>
    onBill({
      url: spec.url,
      summary: spec.summary,
      body: spec.body,
      handler: async (request, _reply, { params, body }): Promise<BillAnswer> => {
        await requireRow(app, request, t.orders, params.id);
        await spec.write(request, params.id, body as v.InferOutput<B>);
        return priced(request, params.id, spec.saved);
      },
    });

  onBill({
    url: '/orders/split/:id',
    summary: 'Split an open bill by items into new bills at its table (order.split.v1, SPLIT1-SPLIT4)',
    body: splitBody,
    handler: async (request, _reply, { params, body }): Promise<SplitAnswer> => {
      const b = await bill(request, params.id);
      const parts = body.parts.map((p) => ({
        orderId: newId(),
        lines: p.lines.map((l) => ({ ...l, newId: newId() })),
      }));
      const args = {
        orderId: params.id,
        tokenNo: b.order.tokenNo,
        seenLines: body.seenLines ?? b.seen,
        parts,
      };
      await mutate(app, request, splitOrder, args);
      return { message: BILL_REST_SAVED.split, orderIds: parts.map((p) => p.orderId) };
    },
  });

  onBill({
    url: '/orders/move/:id',
    summary: 'Move a bill, or some of its lines, to another table (order.move-table.v1, order.move-lines.v1)',
    body: moveBody,
    handler: async (request, _reply, { params, body }): Promise<MoveAnswer> => {
      const b = await bill(request, params.id);
      const seenLines = body.seenLines ?? b.seen;
      // a table in the body is bad input, not a missing resource (MOVE1's message)
      const table = await scoped(app.database, tenantOf(request)).find(t.storeTables, body.tableId);
      if (!table) throw badRequest(BILL_REST_TEXTS.table);
      if (!body.lines) {
        await mutate(app, request, moveOrderTable, { orderId: params.id, tableId: body.tableId, seenLines });
        return { message: BILL_REST_SAVED.moved, orderId: params.id };
      }
      const toOrderId = newId();
      await mutate(app, request, moveOrderLines, {
        fromOrderId: params.id,
        tokenNo: b.order.tokenNo,
        seenLines,
        lines: body.lines.map((l) => ({ ...l, newId: newId() })),
        toOrderId,
        toSeenLines: [],
        toTableId: body.tableId,
      });
      return { message: BILL_REST_SAVED.linesMoved, orderId: toOrderId };
    },
  });

  onBill({
    url: '/orders/merge/:id',
    summary:
      'Merge a bill into another open bill: all its lines move, it is gone (order.move-lines.v1, MOVE2)',
    body: mergeBody,
    handler: async (request, _reply, { params, body }): Promise<BillAnswer> => {
      const from = await bill(request, params.id);
      const into = await bill(request, body.intoOrderId);
      const seenLines = body.seenLines ?? from.seen;
      await mutate(app, request, moveOrderLines, {
        fromOrderId: params.id,
        tokenNo: from.order.tokenNo,
        seenLines,
        lines: seenLines.map((l) => ({ id: l.id, quantity: l.quantity, newId: null })),
        toOrderId: body.intoOrderId,
        toSeenLines: body.intoSeenLines ?? into.seen,
        toTableId: null,
      });
      return priced(request, body.intoOrderId, BILL_REST_SAVED.merged);
    },
  });

  pricedChange({
    url: '/orders/discount/:id',
    summary:
      'A discount on a line or on the bill, with a reason; above the cap a manager approves (DISC1-DISC6)',
    body: discountBody,
    saved: BILL_REST_SAVED.discounted,
    write: (request, orderId, body) => mutate(app, request, discountOrder, { ...body, orderId }),
  });

  pricedChange({
    url: '/orders/void-line/:id',
    summary: 'Void a line of an unpaid bill with a reason; above the limit a manager approves (VOID1-VOID3)',
    body: voidLineBody,
    saved: BILL_REST_SAVED.voided,
    write: (request, orderId, body) => mutate(app, request, voidLine, { ...body, orderId }),
  });

  pricedChange({
    url: '/orders/comp-line/:id',
    summary: 'Comp a line (its price to zero) with a reason; above the cap a manager approves (DISC1, DISC4)',
    body: compLineBody,
    saved: BILL_REST_SAVED.comped,
    write: (request, orderId, body) =>
      mutate(app, request, discountOrder, { ...body, orderId, type: 'comp' as const, value: 0 }),
  });

  onBill({
    url: '/invoices/refund/:id',
    summary: 'Refund a paid bill, whole or by lines, to its tenders or the khata, with a reason (REF1-REF4)',
    tags: ['invoices'],
    body: refundBody,
    personalData: true,
    handler: async (request, _reply, { params, body }): Promise<RefundAnswer> => {
      await requireRow(app, request, t.invoices, params.id);
      const s = scoped(app.database, tenantOf(request));
      const links = await s.select(t.invoiceOrders, { where: eq(t.invoiceOrders.invoiceId, params.id) });
      const id = body.id ?? newId();
      const orderIds = links.map((l) => l.orderId);
      await mutate(app, request, refundInvoice, { ...body, id, invoiceId: params.id, orderIds });
      const refund = await s.find(t.refunds, id);
      return { message: BILL_REST_SAVED.refunded, refundId: id, amount: refund?.amount ?? 0 };
    },
  });

  onBill({
    url: '/orders/pay-share/:id',
    summary:
      'Pay share k of an equal split into N with its tenders; the last share pays the bill (SPLIT6-SPLIT9)',
    body: payShareBody,
    handler: async (request, _reply, { params, body }): Promise<PayShareAnswer> => {
      const b = await bill(request, params.id);
      const id = newId();
      const invoiceId = newId();
      const args = { ...body, id, orderId: params.id, invoiceId, seenLines: body.seenLines ?? b.seen };
      await mutate(app, request, payShare, args);
      const after = await scoped(app.database, tenantOf(request)).find(t.orders, params.id);
      const shares = after?.shares ?? null;
      const mine = shares?.paid.find((p) => p.id === id);
      const invoice = await scoped(app.database, tenantOf(request)).find(t.invoices, invoiceId);
      return {
        message: BILL_REST_SAVED.sharePaid(body.share, body.of),
        share: body.share,
        of: body.of,
        amount: mine?.amount ?? 0,
        tenders: mine?.tenders ?? [],
        paidShares: (shares?.paid ?? []).map((p) => p.share).sort((x, y) => x - y),
        invoiceId: invoice?.id ?? null,
      };
    },
  });
}
