/**
 * order.move-table.v1 and order.move-lines.v1 (MOVE1-MOVE4): move a bill to another table; move some lines, or
 * all of them (a merge), to another open bill or to a new bill at another table. A bill left with no lines was
 * merged away: it is deleted (MOVE2). Lines keep their ids and kitchen statuses (MOVE3); each move is audited.
 */
import * as v from 'valibot';
import { idField } from '../../validation/fields.ts';
import { defineMutator, type ReadSpec } from '../mutator.ts';
import type { OrderRow } from '../rows.ts';
import {
  billsWithTotals,
  childOrder,
  childTokenReads,
  freeChildTokens,
  isRejected,
  LineBook,
  linePickSchema,
  openBill,
  rejectBill,
  sameWhole,
  seenLinesSchema,
} from './bill-lines.ts';
import { orderReads } from './order-rows.ts';
import { MUTATOR_SCOPES } from './scopes.ts';
import { create, del, forbidden, NOTHING, put, rejectSync, rowOf } from './support.ts';

const INVALID = 'Invalid request!';

/** MOVE4: every table (a small table): the audit names the tables moved from and to. */
const TABLES: ReadSpec = { table: 'storeTables', all: true };

const tableTitle = (loaded: Parameters<typeof rowOf>[0], id: string | null) =>
  (id && rowOf(loaded, 'storeTables', id)?.tableTitle) || null;

export const moveTableArgs = v.object(
  { orderId: idField(INVALID), tableId: idField(INVALID), seenLines: seenLinesSchema },
  INVALID,
);

/** MOVE1: the whole bill to another table; its lines and the kitchen's tickets are untouched. */
export const moveOrderTable = defineMutator({
  name: 'order.move-table.v1',
  args: moveTableArgs,
  reads: (a) => [...orderReads([a.orderId]), TABLES],
  decide(loaded, a, ctx) {
    const denied = forbidden(ctx, MUTATOR_SCOPES.orderActions);
    if (denied) return denied;
    if (!rowOf(loaded, 'storeTables', a.tableId)) return rejectSync('TABLE_NOT_FOUND');
    const order = rowOf(loaded, 'orders', a.orderId);
    if (order?.tableId === a.tableId) return NOTHING; // SYNC11: already there
    const bill = openBill(loaded, a.orderId, a.seenLines, 'may');
    if (isRejected(bill)) return bill;
    const from = bill.order.tableId;
    return {
      ok: true,
      writes: [
        put('orders', {
          ...bill.order,
          tableId: a.tableId,
          updatedAt: ctx.now,
          // MOVE3: the kitchen ticket says where it came from
          movedFromTable: tableTitle(loaded, from) ?? bill.order.movedFromTable ?? null,
        }),
      ],
      events: [{ type: 'order_update', orderIds: [a.orderId] }],
      audit: [
        {
          action: 'order.move',
          entity: 'order',
          entityId: a.orderId,
          detail: {
            tokenNo: bill.order.tokenNo,
            fromTable: tableTitle(loaded, from),
            toTable: tableTitle(loaded, a.tableId),
          },
        },
      ],
    };
  },
});

export const moveLinesArgs = v.object(
  {
    fromOrderId: idField(INVALID),
    /** The source bill's token (reads the tokens a new bill may take, SPLIT3). */
    tokenNo: idField(INVALID),
    seenLines: seenLinesSchema,
    lines: v.pipe(v.array(linePickSchema, INVALID), v.minLength(1, INVALID), v.maxLength(500, INVALID)),
    /** With `toTableId`: the id of a new bill at that table; without: the open bill to merge them into. */
    toOrderId: idField(INVALID),
    /** SPLIT4 for the target bill when it exists: its live lines as seen; ignored for a new bill. */
    toSeenLines: v.optional(seenLinesSchema, []),
    toTableId: v.optional(v.nullable(idField(INVALID)), null),
  },
  INVALID,
);
export type MoveLinesArgs = v.InferOutput<typeof moveLinesArgs>;

const newLineIds = (a: MoveLinesArgs) => a.lines.flatMap((l) => (l.newId ? [l.newId] : []));

/** MOVE2: lines (or all of them: a merge) to another open bill, or to a new bill at another table. */
export const moveOrderLines = defineMutator({
  name: 'order.move-lines.v1',
  args: moveLinesArgs,
  reads: (a) => [
    ...orderReads([a.fromOrderId, a.toOrderId]),
    { table: 'orderItems', ids: newLineIds(a) },
    TABLES,
    childTokenReads(a.tokenNo),
  ],
  decide(loaded, a, ctx) {
    const denied = forbidden(ctx, MUTATOR_SCOPES.orderActions);
    if (denied) return denied;
    if (a.fromOrderId === a.toOrderId) return rejectBill('SAME_BILL');
    // SYNC11: already applied: its first new line row exists, or its first whole line is on the target
    const first = a.lines[0];
    if (
      first?.newId
        ? rowOf(loaded, 'orderItems', first.newId)
        : rowOf(loaded, 'orderItems', first?.id)?.orderId === a.toOrderId
    )
      return NOTHING;
    const source = openBill(loaded, a.fromOrderId, a.seenLines);
    if (isRejected(source)) return source;
    if (source.order.tokenNo !== a.tokenNo) return rejectBill('BILL_CHANGED');
    if (newLineIds(a).some((id) => rowOf(loaded, 'orderItems', id))) return rejectSync('ID_IN_USE');
    // SYNC19: with `toTableId` the target is a new bill under an unused id; without, an open bill to merge into
    const existing = a.toTableId ? null : rowOf(loaded, 'orders', a.toOrderId);
    if (a.toTableId && rowOf(loaded, 'orders', a.toOrderId)) return rejectSync('ID_IN_USE');
    if (!a.toTableId && !existing) return rejectSync('ORDER_NOT_FOUND');
    let target: OrderRow;
    let targetItems: typeof source.items = [];
    if (existing) {
      const t = openBill(loaded, a.toOrderId, a.toSeenLines);
      if (isRejected(t)) return t;
      target = t.order;
      targetItems = t.items;
    } else {
      if (!a.toTableId || !rowOf(loaded, 'storeTables', a.toTableId)) return rejectSync('TABLE_NOT_FOUND');
      const [token] = freeChildTokens(loaded, source.order, 1) ?? [];
      if (!token) return rejectBill('TOO_MANY_PARTS');
      target = childOrder(source.order, a.toOrderId, token, a.toTableId, ctx.actor.userId, ctx.now);
    }
    const book = new LineBook([...source.items, ...targetItems]);
    const refused = book.move(a.fromOrderId, a.toOrderId, a.lines, ctx.now);
    if (refused) return refused;
    const [from, totalled] = billsWithTotals([source.order, target], book);
    // MOVE3: lines that change table say on the kitchen ticket where they came from
    const crossed = totalled!.tableId !== source.order.tableId && tableTitle(loaded, source.order.tableId);
    const to = crossed ? { ...totalled!, movedFromTable: crossed } : totalled;
    const emptied = book.of(a.fromOrderId).length === 0;
    const before = new LineBook([...source.items, ...targetItems]);
    const whole = billsWithTotals(existing ? [source.order, existing] : [source.order], before);
    const unequal = sameWhole(whole, [...(emptied ? [] : [from!]), to!]);
    if (unequal) return unequal;
    return {
      ok: true,
      writes: [
        existing ? put('orders', { ...to!, updatedAt: ctx.now }) : create('orders', to!),
        emptied ? del('orders', a.fromOrderId) : put('orders', { ...from!, updatedAt: ctx.now }),
        ...book.writes(),
      ],
      events: [{ type: 'order_update', orderIds: [a.fromOrderId, a.toOrderId] }],
      audit: [
        {
          action: emptied ? 'order.merge' : 'order.move-lines',
          entity: 'order',
          entityId: a.fromOrderId,
          detail: {
            tokenNo: source.order.tokenNo,
            toOrderId: a.toOrderId,
            toTokenNo: to!.tokenNo,
            fromTable: tableTitle(loaded, source.order.tableId),
            toTable: tableTitle(loaded, to!.tableId),
            lines: a.lines,
          },
        },
      ],
    };
  },
});
