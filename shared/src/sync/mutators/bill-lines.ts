/**
 * SPLIT1-SPLIT4, MOVE1-MOVE4: the common core of split, move and merge: an open bill's check against what the
 * till saw (SPLIT4: a bill changed on another till is refused, never guessed at), and moving chosen lines, or
 * part of a line's quantity, to another bill. A moved line keeps its id and kitchen status (MOVE3).
 */
import * as v from 'valibot';
import { idField } from '../../validation/fields.ts';
import type { Loaded, ReadSpec, Write } from '../mutator.ts';
import type { OrderItemRow, OrderRow } from '../rows.ts';
import { liveTotals, loadOrder, type OrderAggregate, orderTotals, withTotals } from './order-rows.ts';
import { create, put, type Rejected, rowsOf } from './support.ts';

const INVALID = 'Invalid request!';

export const BILL_REJECTIONS = {
  BILL_CHANGED: 'This bill was changed on another till. Please check it and try again!',
  BILL_CLOSED: 'This bill is already paid, completed or cancelled!',
  LINE_NOT_ON_BILL: 'An item you chose is no longer on this bill!',
  KEEP_ONE_LINE: 'Leave at least one item on the bill!',
  SAME_BILL: 'Please choose another bill!',
  ORDER_LEVEL_TAX: 'This older order cannot be split or moved!',
  ROUNDING:
    'This would change the bill total (by rounding or a discount). Please choose whole items instead!',
  TOO_MANY_PARTS: 'A bill can be split into at most 20 parts!',
  SHARES_PAID: 'Shares of this bill are paid already: please pay the rest of it!',
} as const;
export type BillRejection = keyof typeof BILL_REJECTIONS;

export const rejectBill = (code: BillRejection): Rejected => ({
  ok: false,
  code,
  message: BILL_REJECTIONS[code],
});

/** A chosen line: its id, how many of it, and the id of the new line row when only part of it goes. */
export const linePickSchema = v.object(
  {
    id: idField(INVALID),
    quantity: v.pipe(
      v.number(INVALID),
      v.integer(INVALID),
      v.minValue(1, INVALID),
      v.maxValue(9999, INVALID),
    ),
    newId: v.optional(v.nullable(idField(INVALID)), null),
  },
  INVALID,
);
export type LinePick = v.InferOutput<typeof linePickSchema>;

/** SPLIT4: the bill's live lines as the till saw them (id and quantity). */
export const seenLinesSchema = v.pipe(
  v.array(v.object({ id: idField(INVALID), quantity: v.number(INVALID) }, INVALID), INVALID),
  v.maxLength(500, INVALID),
);
export type SeenLine = v.InferOutput<typeof seenLinesSchema>[number];

/** TEND4: a payment's lines as seen, optional so that older tills keep working. */
export const optionalSeenLines = v.optional(v.nullable(seenLinesSchema), null);

/** What a till sends as "the bill I saw": its live lines. */
export const seenLinesOf = (items: readonly OrderItemRow[]): SeenLine[] =>
  items.filter((i) => i.status !== 'cancelled').map((i) => ({ id: i.id, quantity: i.quantity }));

const key = (lines: readonly SeenLine[]) =>
  lines
    .map((l) => `${l.id}×${l.quantity}`)
    .sort()
    .join(',');

/** SPLIT4: whether these live lines are exactly those the till saw (ids and quantities, in any order). */
export const sameLines = (items: readonly OrderItemRow[], seen: readonly SeenLine[]): boolean =>
  key(seenLinesOf(items)) === key(seen);

/**
 * TEND4: a payment naming the lines its till saw (`seenLines`, over all the orders it pays) is refused when they
 * changed since (a split or move landed first): BILL_CHANGED, never a charge of less than the cashier saw.
 */
export function seenRefusal(
  loaded: Loaded,
  orderIds: readonly string[],
  seen: readonly SeenLine[] | null | undefined,
): Rejected | null {
  if (!seen) return null; // an older till sends none
  const items = rowsOf(loaded, 'orderItems').filter((i) => orderIds.includes(i.orderId));
  return sameLines(items, seen) ? null : rejectBill('BILL_CHANGED');
}

/**
 * SPLIT4: an open, unpaid bill whose live lines are exactly those the till saw. MOVE1: moving a whole bill to
 * another table changes no line or total, so a paid bill still open may move (`paid: 'may'`).
 */
export function openBill(
  loaded: Loaded,
  orderId: string,
  seen: readonly SeenLine[],
  paid: 'may' | 'not' = 'not',
): OrderAggregate | Rejected {
  const a = loadOrder(loaded, orderId);
  if (!a) return { ok: false, code: 'ORDER_NOT_FOUND', message: 'Order not found!' };
  if (a.order.status !== 'created' || (paid === 'not' && a.order.paymentStatus !== 'pending'))
    return rejectBill('BILL_CLOSED');
  if (!sameLines(a.items, seen)) return rejectBill('BILL_CHANGED');
  // SPLIT8: lines or totals of a bill equal shares paid part of stay as they are until the rest is paid
  if (paid === 'not' && (a.order.shares?.paid.length ?? 0) > 0) return rejectBill('SHARES_PAID');
  // DIN6: an older diner order's taxes sit on the order, not its lines: they cannot follow a line
  if (orderTotals(a.order, a.items).taxTotal !== liveTotals(a.items).taxTotal)
    return rejectBill('ORDER_LEVEL_TAX');
  return a;
}

export const isRejected = (x: object): x is Rejected => 'ok' in x && x.ok === false;

/** The lines of some bills as they change during one decision; `writes` emits each changed row once. */
export class LineBook {
  private readonly rows = new Map<string, OrderItemRow>();
  private readonly changed = new Set<string>();
  private readonly created = new Set<string>();

  constructor(items: readonly OrderItemRow[]) {
    for (const i of items) this.rows.set(i.id, i);
  }

  of(orderId: string): OrderItemRow[] {
    return [...this.rows.values()].filter((i) => i.orderId === orderId);
  }

  /** SPLIT1: moves each pick from `from` to `to`; part of a line becomes a new row under `newId`. */
  move(from: string, to: string, picks: readonly LinePick[], now: number): Rejected | null {
    for (const p of picks) {
      const line = this.rows.get(p.id);
      if (!line || line.orderId !== from || line.status === 'cancelled')
        return rejectBill('LINE_NOT_ON_BILL');
      if (p.quantity > line.quantity) return rejectBill('LINE_NOT_ON_BILL');
      if (p.quantity === line.quantity) {
        this.set({ ...line, orderId: to, updatedAt: now });
        continue;
      }
      if (!p.newId || this.rows.has(p.newId)) return { ok: false, code: 'VALIDATION', message: INVALID };
      this.set({ ...line, quantity: line.quantity - p.quantity, updatedAt: now });
      this.set({ ...line, id: p.newId, orderId: to, quantity: p.quantity, updatedAt: now });
      this.created.add(p.newId);
    }
    return null;
  }

  private set(row: OrderItemRow) {
    this.rows.set(row.id, row);
    this.changed.add(row.id);
  }

  writes(): Write[] {
    return [...this.changed].map((id) => {
      const row = this.rows.get(id) as OrderItemRow;
      return this.created.has(id) ? create('orderItems', row) : put('orderItems', row);
    });
  }
}

/** SPLIT2: the bills' totals, recomputed by the order totals function from their lines (never the client's). */
export const billsWithTotals = (orders: readonly OrderRow[], book: LineBook): OrderRow[] =>
  orders.map((o) => withTotals(o, book.of(o.id)));

/**
 * SPLIT2: the parts add up to the whole, to the paisa, taxes too. Taxes and discounts are per line, so splitting
 * a line's quantity can round differently: such a split is refused, never quietly changes what is charged.
 */
export function sameWhole(before: readonly OrderRow[], after: readonly OrderRow[]): Rejected | null {
  const sum = (rows: readonly OrderRow[], f: (o: OrderRow) => number) => rows.reduce((s, o) => s + f(o), 0);
  for (const f of [(o: OrderRow) => o.total, (o: OrderRow) => o.taxTotal, (o: OrderRow) => o.subTotal])
    if (sum(before, f) !== sum(after, f)) return rejectBill('ROUNDING');
  return null;
}

/** MOVE1: a new bill made from `parent` (split part, or lines moved to a table with no bill): no lines yet. */
export const childOrder = (
  parent: OrderRow,
  id: string,
  tokenNo: string,
  tableId: string | null,
  createdBy: string,
  now: number,
): OrderRow => ({
  ...parent,
  id,
  tokenNo,
  tableId,
  updatedAt: now,
  createdBy,
  paymentMethod: null,
  subTotal: 0,
  taxTotal: 0,
  feeTotal: 0,
  total: 0,
  // DISC1: a percent bill discount holds for every part; an amount stays on the bill it was given on
  ...(parent.discountType === 'percent'
    ? {}
    : { discountType: null, discountValue: null, discountReason: null }),
});

/** SPLIT3: a part's token is its bill's with a suffix ('17.2'); how many suffixes are looked at. */
export const MAX_SUFFIX = 40;

/** Reads the tokens a bill's parts may take (`tokenNo` is the bill's, checked in decide). */
export const childTokenReads = (tokenNo: string): ReadSpec => ({
  table: 'orders',
  by: 'tokenNo',
  values: Array.from({ length: MAX_SUFFIX }, (_, k) => `${tokenNo}.${k + 1}`),
});

/** SPLIT3: the first `n` suffixed tokens not taken that business day. */
export function freeChildTokens(loaded: Loaded, parent: OrderRow, n: number): string[] | null {
  const taken = new Set(
    rowsOf(loaded, 'orders')
      .filter((o) => o.businessDay === parent.businessDay)
      .map((o) => o.tokenNo),
  );
  const free: string[] = [];
  for (let k = 1; k <= MAX_SUFFIX && free.length < n; k++) {
    const t = `${parent.tokenNo}.${k}`;
    if (!taken.has(t)) free.push(t);
  }
  return free.length === n ? free : null;
}
