/**
 * order.split.v1 (SPLIT1-SPLIT4): split an open bill by items into new bills at the same table; each part is
 * then paid and invoiced on its own through the payment mutators. The bill keeps what is not chosen.
 */
import * as v from 'valibot';
import { idField } from '../../validation/fields.ts';
import { defineMutator } from '../mutator.ts';
import {
  BILL_REJECTIONS,
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
import { orderReads, withTotals } from './order-rows.ts';
import { MUTATOR_SCOPES } from './scopes.ts';
import { create, forbidden, idInUse, NOTHING, newIdReads, put, rejectSync, rowOf } from './support.ts';

const INVALID = 'Invalid request!';

export const MAX_SPLIT_PARTS = 20;

export const splitArgs = v.object(
  {
    orderId: idField(INVALID),
    /** The bill's token as the till saw it: which part tokens to read (SPLIT3); checked against the bill. */
    tokenNo: idField(INVALID),
    seenLines: seenLinesSchema,
    parts: v.pipe(
      v.array(
        v.object(
          {
            orderId: idField(INVALID),
            lines: v.pipe(v.array(linePickSchema, INVALID), v.minLength(1, INVALID)),
          },
          INVALID,
        ),
        INVALID,
      ),
      v.minLength(1, INVALID),
      v.maxLength(MAX_SPLIT_PARTS, BILL_REJECTIONS.TOO_MANY_PARTS),
    ),
  },
  INVALID,
);
export type SplitArgs = v.InferOutput<typeof splitArgs>;

const newIds = (a: SplitArgs) => [
  { table: 'orders' as const, ids: a.parts.map((p) => p.orderId) },
  {
    table: 'orderItems' as const,
    ids: a.parts.flatMap((p) => p.lines.flatMap((l) => (l.newId ? [l.newId] : []))),
  },
];

export const splitOrder = defineMutator({
  name: 'order.split.v1',
  args: splitArgs,
  reads: (a) => [...orderReads([a.orderId]), ...newIdReads(newIds(a)), childTokenReads(a.tokenNo)],
  decide(loaded, a, ctx) {
    const denied = forbidden(ctx, MUTATOR_SCOPES.orderActions);
    if (denied) return denied;
    // SYNC11: the first part exists: already applied (its id is this mutation's own, SYNC19)
    if (rowOf(loaded, 'orders', a.parts[0]?.orderId)) return NOTHING;
    const bill = openBill(loaded, a.orderId, a.seenLines);
    if (isRejected(bill)) return bill;
    if (bill.order.tokenNo !== a.tokenNo) return rejectBill('BILL_CHANGED');
    const inUse = idInUse(loaded, newIds(a));
    if (inUse) return inUse;
    if (
      new Set(a.parts.map((p) => p.orderId)).size !== a.parts.length ||
      a.parts.some((p) => p.orderId === a.orderId)
    )
      return rejectSync('ID_IN_USE');
    const tokens = freeChildTokens(loaded, bill.order, a.parts.length);
    if (!tokens) return rejectBill('TOO_MANY_PARTS');
    const book = new LineBook(bill.items);
    const parts = a.parts.map((p, k) =>
      childOrder(bill.order, p.orderId, tokens[k]!, bill.order.tableId, ctx.actor.userId, ctx.now),
    );
    for (const p of a.parts) {
      const refused = book.move(a.orderId, p.orderId, p.lines, ctx.now);
      if (refused) return refused;
    }
    if (book.of(a.orderId).every((i) => i.status === 'cancelled')) return rejectBill('KEEP_ONE_LINE');
    const [kept, ...made] = billsWithTotals([bill.order, ...parts], book);
    // SPLIT2: the whole as its lines make it now, not the stored totals
    const unequal = sameWhole([withTotals(bill.order, bill.items)], [kept!, ...made]);
    if (unequal) return unequal;
    return {
      ok: true,
      writes: [
        ...made.map((o) => create('orders', o)),
        ...(kept === bill.order ? [] : [put('orders', { ...kept!, updatedAt: ctx.now })]),
        ...book.writes(),
      ],
      events: [{ type: 'order_update', orderIds: [a.orderId, ...made.map((o) => o.id)] }],
      audit: [
        {
          action: 'order.split',
          entity: 'order',
          entityId: a.orderId,
          detail: {
            tokenNo: bill.order.tokenNo,
            parts: made.map((o, k) => ({ orderId: o.id, tokenNo: o.tokenNo, lines: a.parts[k]!.lines })),
          },
        },
      ],
    };
  },
});
