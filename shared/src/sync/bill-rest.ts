/**
 * REST1-REST3 (ADR 0067): the bodies and answers of the bill-operation routes for scripts and tests, defined once.
 * Each body is its mutator's args less what the server fills in (ids it makes, the bill's token, the lines as the
 * bill holds them now when the caller names none); an approval proof is passed through unchanged.
 */
import * as v from 'valibot';
import { approvalField } from '../approvals/approval.ts';
import { idField, optionalIdField } from '../validation/fields.ts';
import type { Tender } from './bill-rows.ts';
import { BILL_REJECTIONS, linePickSchema, optionalSeenLines } from './mutators/bill-lines.ts';
import { refundArgs } from './mutators/invoice-refund.ts';
import { discountArgs } from './mutators/order-discount.ts';
import { sharePaidArgs } from './mutators/order-share-paid.ts';
import { MAX_SPLIT_PARTS } from './mutators/order-split.ts';
import { voidArgs } from './mutators/order-void.ts';

const INVALID = 'Invalid request!';
const optionalApproval = v.optional(v.nullable(approvalField), null);

export const BILL_REST_SAVED = {
  split: 'Bill split!',
  moved: 'Bill moved!',
  linesMoved: 'Items moved!',
  merged: 'Bills merged!',
  discounted: 'Discount saved!',
  voided: 'Item voided!',
  comped: 'Item comped!',
  refunded: 'Refund given!',
  sharePaid: (k: number, n: number) => `Share ${k} of ${n} paid!`,
} as const;

export const BILL_REST_TEXTS = { table: 'Please select a valid table!' } as const;

/** A part of a split by items: the chosen lines (part of a line's quantity gets its new row id from the server). */
const restPick = v.omit(linePickSchema, ['newId']);

/** POST /orders/split/{id}: 1-20 new bills of chosen lines. */
export const splitBody = v.object(
  {
    parts: v.pipe(
      v.array(
        v.object({ lines: v.pipe(v.array(restPick, INVALID), v.minLength(1, INVALID)) }, INVALID),
        INVALID,
      ),
      v.minLength(1, INVALID),
      v.maxLength(MAX_SPLIT_PARTS, BILL_REJECTIONS.TOO_MANY_PARTS),
    ),
    seenLines: optionalSeenLines,
  },
  INVALID,
);
export type SplitBody = v.InferOutput<typeof splitBody>;

/** POST /orders/move/{id}: the bill to another table, or only `lines` of it (to a new bill there). */
export const moveBody = v.object(
  {
    tableId: idField(BILL_REST_TEXTS.table),
    lines: v.optional(v.nullable(v.pipe(v.array(restPick, INVALID), v.minLength(1, INVALID))), null),
    seenLines: optionalSeenLines,
  },
  INVALID,
);
export type MoveBody = v.InferOutput<typeof moveBody>;

/** POST /orders/merge/{id}: every line of this bill into `intoOrderId`, an open bill (this one is then gone). */
export const mergeBody = v.object(
  { intoOrderId: idField(INVALID), seenLines: optionalSeenLines, intoSeenLines: optionalSeenLines },
  INVALID,
);
export type MergeBody = v.InferOutput<typeof mergeBody>;

/** POST /orders/discount/{id}: order.discount.v1's args but the order's id. */
export const discountBody = v.omit(discountArgs, ['orderId']);

/** POST /orders/void-line/{id}: a line voided with a reason (VOID1). */
export const voidLineBody = v.omit(voidArgs, ['orderId']);

/** POST /orders/comp-line/{id}: a line comped (its price to zero) with a reason (DISC1). */
export const compLineBody = v.object(
  {
    itemId: idField(INVALID),
    reason: discountArgs.entries.reason,
    approval: optionalApproval,
  },
  INVALID,
);

/**
 * POST /invoices/refund/{id}: REF1 without the invoice's orders (the server reads its links). `id`: the refund's
 * own id when an approval signs it (APPR3); else the server makes one.
 */
export const refundBody = v.object(
  {
    ...v.omit(refundArgs, ['id', 'invoiceId', 'orderIds']).entries,
    id: v.optional(optionalIdField(INVALID), null),
  },
  INVALID,
);
export type RefundBody = v.InferOutput<typeof refundBody>;

/** POST /orders/pay-share/{id}: share k of N with its tenders (SPLIT6); the server makes the ids. */
export const payShareBody = v.object(
  {
    ...v.pick(sharePaidArgs, ['of', 'share', 'tenders', 'invoiceNo', 'customerId']).entries,
    seenLines: optionalSeenLines,
  },
  INVALID,
);
export type PayShareBody = v.InferOutput<typeof payShareBody>;

/** The bill a route changed, as the server priced it. */
export type BillAnswer = {
  readonly message: string;
  readonly orderId: string;
  readonly subTotal: number;
  readonly taxTotal: number;
  readonly total: number;
};

/** POST /orders/split/{id}: the bills made, in the order of `parts`. */
export type SplitAnswer = { readonly message: string; readonly orderIds: readonly string[] };

/** POST /orders/move/{id}: the bill the lines are on now (this one, or the new bill of moved lines). */
export type MoveAnswer = { readonly message: string; readonly orderId: string };

/** POST /invoices/refund/{id}. */
export type RefundAnswer = { readonly message: string; readonly refundId: string; readonly amount: number };

/** POST /orders/pay-share/{id}: the share as the server decided it; `invoiceId` once the last share paid the bill. */
export type PayShareAnswer = {
  readonly message: string;
  readonly share: number;
  readonly of: number;
  readonly amount: number;
  readonly tenders: readonly Tender[];
  readonly paidShares: readonly number[];
  readonly invoiceId: string | null;
};
