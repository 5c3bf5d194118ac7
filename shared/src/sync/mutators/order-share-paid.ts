/**
 * order.share-paid.v1 (SPLIT6-SPLIT9): share k of an equal split into N paid on its own, with its tenders, online
 * or offline. The share's amount is the deciding side's (SPLIT5 over the bill's payable total), never the till's;
 * the shares paid are kept on the bill (`orders.shares`); the last share pays and completes the bill with one
 * invoice listing every share's tenders (ADR 0067).
 */
import * as v from 'valibot';
import { money } from '../../money/money.ts';
import { roundBill } from '../../money/round-off.ts';
import { equalShares, MAX_EQUAL_SHARES } from '../../orders/equal-split.ts';
import { allocateTenders, TENDER_LIMITS, TENDER_TEXTS } from '../../orders/tenders.ts';
import { isCashType } from '../../shifts/shift-cash.ts';
import { idField, moneyField, optionalIdField } from '../../validation/fields.ts';
import { invoiceNoField } from '../../validation/tax-identity.ts';
import { defineMutator, type Loaded, type MutatorDecision, rejectWith } from '../mutator.ts';
import type { OrderRow } from '../rows.ts';
import type { EqualSplitState, PaidShare } from '../share-rows.ts';
import { rejectBill, sameLines, seenLinesOf, seenLinesSchema } from './bill-lines.ts';
import { loadOrder, orderReads, orderTotals } from './order-rows.ts';
import { payOrders } from './pay-orders.ts';
import { paymentReads } from './payment.ts';
import { expiryReads } from './sale-rules.ts';
import { MUTATOR_SCOPES } from './scopes.ts';
import { forbidden, NOTHING, put, rejectInvalid, rowOf, rowsOf } from './support.ts';

const INVALID = 'Invalid request!';

export const SHARE_TEXTS = {
  paid: 'This share is paid already!',
  count: (n: number) => `This bill is being paid in ${n} shares!`,
  share: 'Please choose a share of the bill!',
} as const;

const count = v.pipe(
  v.number(SHARE_TEXTS.share),
  v.integer(SHARE_TEXTS.share),
  v.minValue(1, SHARE_TEXTS.share),
  v.maxValue(MAX_EQUAL_SHARES, SHARE_TEXTS.share),
);

export const sharePaidArgs = v.object(
  {
    /** The share payment's id (the till's, SYNC19): its replay changes nothing. */
    id: idField(INVALID),
    orderId: idField(INVALID),
    /** N, the number of equal shares (2..20), and k, which one this is (1..N). */
    of: v.pipe(count, v.minValue(2, SHARE_TEXTS.share)),
    share: count,
    /** SPLIT4 / TEND4: the bill's live lines as the till saw them. */
    seenLines: seenLinesSchema,
    tenders: v.pipe(
      v.array(
        v.object({ paymentTypeId: idField(INVALID), tendered: moneyField(TENDER_TEXTS.zero) }, INVALID),
        INVALID,
      ),
      v.minLength(1, TENDER_TEXTS.notCovered),
      v.maxLength(TENDER_LIMITS.max, INVALID),
    ),
    /** The invoice's id, used when this share is the last one (the bill is paid then). */
    invoiceId: idField(INVALID),
    /** INVS3: the tax invoice number the till took, when this share is the last. */
    invoiceNo: invoiceNoField,
    customerId: v.optional(optionalIdField(INVALID), null),
  },
  INVALID,
);
export type SharePaidArgs = v.InferOutput<typeof sharePaidArgs>;

/** SPLIT6: the bill's payable total (RND2) and tax, as the shares divide them. */
function payable(loaded: Loaded, order: OrderRow, items: Parameters<typeof orderTotals>[1]) {
  const totals = orderTotals(order, items);
  const store = rowsOf(loaded, 'storeSettings')[0];
  const total = roundBill(totals.total, store?.currency, store?.roundBills === true).total;
  return { total, tax: totals.taxTotal };
}

export const payShare = defineMutator({
  name: 'order.share-paid.v1',
  args: sharePaidArgs,
  reads: (a) => [
    ...orderReads([a.orderId]),
    ...paymentReads({ ...a, paymentTypeId: null }, [a.orderId]),
    ...expiryReads,
  ],
  decide(loaded, a, ctx): MutatorDecision {
    const denied = forbidden(ctx, MUTATOR_SCOPES.orderActions);
    if (denied) return denied;
    if (a.share > a.of) return rejectInvalid(SHARE_TEXTS.share);
    const bill = loadOrder(loaded, a.orderId);
    if (!bill) return { ok: false, code: 'ORDER_NOT_FOUND', message: 'Order not found!' };
    const split: EqualSplitState | null = bill.order.shares ?? null;
    if (split?.paid.some((p) => p.id === a.id)) return NOTHING; // SYNC11: this share payment landed already
    if (bill.order.status !== 'created' || bill.order.paymentStatus !== 'pending')
      return rejectBill('BILL_CLOSED');
    // SPLIT7: the bill as the till saw it, and as it was when the first share was paid
    if (!sameLines(bill.items, a.seenLines)) return rejectBill('BILL_CHANGED');
    const whole = payable(loaded, bill.order, bill.items);
    if (split && (!sameLines(bill.items, split.seen) || split.total !== whole.total))
      return rejectBill('BILL_CHANGED');
    if (split && split.of !== a.of) return rejectWith('SHARE_COUNT', SHARE_TEXTS.count(split.of));
    if (split?.paid.some((p) => p.share === a.share)) return rejectWith('SHARE_PAID', SHARE_TEXTS.paid);
    // SPLIT5: the share's amount is the server's, whatever the till showed
    const amount = equalShares(money(whole.total), money(whole.tax), a.of)[a.share - 1]!.total;
    const types = a.tenders.map((t) => rowOf(loaded, 'paymentTypes', t.paymentTypeId));
    if (types.some((t) => !t)) return rejectInvalid(TENDER_TEXTS.unknownType);
    const byId = new Map(types.map((t) => [t!.id, t!]));
    const allocation = allocateTenders(amount, a.tenders, (id) => isCashType(byId.get(id)));
    if (!allocation.ok) return rejectInvalid(allocation.message);
    const paidShare: PaidShare = {
      id: a.id,
      share: a.share,
      amount,
      tenders: allocation.tenders,
      method: [...new Set(allocation.tenders.map((t) => byId.get(t.paymentTypeId)!.title.trim()))].join(
        ' + ',
      ),
      at: ctx.now,
      by: ctx.actor.userId,
      deviceId: ctx.deviceId,
    };
    const shares: EqualSplitState = {
      of: a.of,
      total: whole.total,
      seen: split?.seen ?? seenLinesOf(bill.items),
      paid: [...(split?.paid ?? []), paidShare],
    };
    const order: OrderRow = { ...bill.order, shares, updatedAt: ctx.now };
    const audit = [
      {
        action: 'order.share-paid',
        entity: 'order',
        entityId: a.orderId,
        detail: { tokenNo: order.tokenNo, share: a.share, of: a.of, amount, tenders: allocation.tenders },
      },
    ];
    if (shares.paid.length < a.of)
      return {
        ok: true,
        writes: [put('orders', order)],
        events: [{ type: 'order_update', orderIds: [a.orderId] }],
        audit,
      };
    // SPLIT8: the last share: the bill is paid and completed, one invoice listing every share's tenders
    const after: Loaded = { ...loaded, orders: { ...loaded.orders, [order.id]: order } };
    const payment = {
      invoiceId: a.invoiceId,
      paymentTypeId: null,
      credit: false,
      customerId: a.customerId ?? null,
      name: null,
      phone: null,
      email: null,
      invoiceNo: a.invoiceNo,
      buyerGstin: null,
      tenders: null,
    };
    const paid = payOrders(after, [a.orderId], payment, 'pay_and_complete', ctx);
    if (!paid.ok) return paid;
    return { ...paid, audit: [...(paid.audit ?? []), ...audit] };
  },
});
