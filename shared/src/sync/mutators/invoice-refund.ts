/**
 * invoice.refund.v1 (REF1-REF4): a paid bill given back, whole (the rest of it) or by lines, to its original
 * tenders or as credit to a customer's khata, always with a reason. Never more than was paid less earlier
 * refunds (REF2); above the store's approval limit a manager approves (APPR4). Audited.
 */
import * as v from 'valibot';
import { approvalField, approvalReads, checkApproval, mayApprove } from '../../approvals/approval.ts';
import { takeCreditNoteNo } from '../../gst/credit-note-series.ts';
import {
  REFUND_METHODS,
  REFUND_TEXTS,
  refundAction,
  refundable,
  refundTenders,
} from '../../orders/refund-rules.ts';
import { tendersOf } from '../../orders/tenders.ts';
import { idField, idListField, optionalIdField } from '../../validation/fields.ts';
import type { RefundRow } from '../bill-rows.ts';
import { type AuditEntry, defineMutator, type MutatorDecision, rejectWith, type Write } from '../mutator.ts';
import type { CustomerRow } from '../rows.ts';
import { linePrices, loadOrder, orderReads } from './order-rows.ts';
import { MUTATOR_SCOPES } from './scopes.ts';
import { dayOfInstant, storeClockOf } from './shift-support.ts';
import { alreadyCreated, create, forbidden, put, rejectInvalid, rowOf, rowsOf } from './support.ts';

const INVALID = 'Invalid request!';

export const refundArgs = v.object(
  {
    id: idField(INVALID),
    invoiceId: idField(INVALID),
    /** The invoice's orders (checked against its links): what the refund reads its lines from. */
    orderIds: idListField(INVALID, { max: 50, nonEmpty: true }),
    /** The lines given back; empty: the rest of the bill. */
    itemIds: v.optional(idListField(INVALID, { max: 200, nonEmpty: false }), []),
    method: v.picklist(REFUND_METHODS, INVALID),
    /** The khata credited (method khata): the invoice's customer, or one chosen for a walk-in bill. */
    customerId: v.optional(optionalIdField(INVALID), null),
    reason: v.pipe(
      v.string(REFUND_TEXTS.reason),
      v.trim(),
      v.minLength(1, REFUND_TEXTS.reason),
      v.maxLength(100, 'A reason can be at most 100 characters!'),
    ),
    approval: v.optional(v.nullable(approvalField), null),
    /** GST6: the credit note number the till took offline (pinned into the queued args, like `invoiceNo`). */
    creditNoteNo: v.optional(v.nullable(v.pipe(v.string(INVALID), v.maxLength(16, INVALID))), null),
  },
  INVALID,
);
export type RefundArgs = v.InferOutput<typeof refundArgs>;

/** REF2: what the chosen lines are worth as paid (after discounts), and the tax inside it. */
function linesValue(
  loaded: Parameters<typeof loadOrder>[0],
  orderIds: readonly string[],
  itemIds: readonly string[],
): { amount: number; tax: number } | null {
  const prices = new Map<string, { payable: number; tax: number }>();
  for (const orderId of orderIds) {
    const agg = loadOrder(loaded, orderId);
    if (agg) for (const [id, p] of linePrices(agg.order, agg.items)) prices.set(id, p);
  }
  let amount = 0;
  let tax = 0;
  for (const id of itemIds) {
    const p = prices.get(id);
    if (!p) return null;
    amount += p.payable;
    tax += p.tax;
  }
  return { amount, tax };
}

export const refundInvoice = defineMutator({
  name: 'invoice.refund.v1',
  args: refundArgs,
  reads: (a) => [
    { table: 'refunds', ids: [a.id] },
    { table: 'refunds', by: 'invoiceId', values: [a.invoiceId] },
    { table: 'invoices', ids: [a.invoiceId] },
    { table: 'invoiceOrders', by: 'invoiceId', values: [a.invoiceId] },
    ...orderReads(a.orderIds),
    { table: 'customers', ids: a.customerId ? [a.customerId] : [] },
    { table: 'storeSettings', singleton: true },
    { table: 'invoiceSeries', all: true },
    ...approvalReads(a.approval),
  ],
  decide(loaded, a, ctx): MutatorDecision {
    const denied = forbidden(ctx, MUTATOR_SCOPES.orderActions);
    if (denied) return denied;
    const repeat = alreadyCreated(loaded, { table: 'refunds', id: a.id });
    if (repeat) return repeat;
    const invoice = rowOf(loaded, 'invoices', a.invoiceId);
    if (!invoice) return rejectWith('INVOICE_NOT_FOUND', REFUND_TEXTS.notFound);
    const linked = rowsOf(loaded, 'invoiceOrders').filter((l) => l.invoiceId === invoice.id);
    const orderIds = new Set(linked.map((l) => l.orderId));
    if (orderIds.size !== new Set(a.orderIds).size || a.orderIds.some((id) => !orderIds.has(id)))
      return rejectInvalid(REFUND_TEXTS.orders);
    const earlier = rowsOf(loaded, 'refunds').filter((r) => r.invoiceId === invoice.id && r.id !== a.id);
    const left = refundable(invoice.total, earlier);
    if (left <= 0) return rejectWith('FULLY_REFUNDED', REFUND_TEXTS.fullyRefunded);
    const itemIds = [...new Set(a.itemIds)];
    const refundedLines = new Set(earlier.flatMap((r) => r.itemIds));
    if (itemIds.some((id) => refundedLines.has(id)))
      return rejectWith('LINE_REFUNDED', REFUND_TEXTS.lineRefunded);
    let amount = left;
    let taxAmount = Math.max(0, invoice.taxTotal - earlier.reduce((s, r) => s + r.taxAmount, 0));
    if (itemIds.length > 0) {
      const value = linesValue(loaded, a.orderIds, itemIds);
      if (!value) return rejectInvalid(REFUND_TEXTS.line);
      // REF2: never more than is left of what was paid
      amount = Math.min(value.amount, left);
      taxAmount = Math.min(value.tax, taxAmount);
    }
    if (amount <= 0) return rejectInvalid(REFUND_TEXTS.nothing);
    const customerId = a.method === 'khata' ? (a.customerId ?? invoice.customerId) : null;
    const customer = customerId ? rowOf(loaded, 'customers', customerId) : undefined;
    if (a.method === 'khata') {
      if (!customer || (invoice.customerId && invoice.customerId !== customer.id))
        return rejectInvalid(REFUND_TEXTS.customer);
    } else if (invoice.isCredit) return rejectInvalid(REFUND_TEXTS.creditToKhata);
    const audit: AuditEntry[] = [];
    let approvedBy: string | null = null;
    const store = rowsOf(loaded, 'storeSettings')[0];
    if (a.approval) {
      const checked = checkApproval(loaded, a.approval, refundAction(a.method, itemIds), a.id, 'refunds');
      if (!checked.ok) return rejectWith(checked.code, checked.message);
      approvedBy = a.approval.managerId;
      audit.push(checked.audit);
    } else if (amount > (store?.approvalLimit ?? 0) && !mayApprove(ctx.actor)) {
      return rejectWith('APPROVAL_REQUIRED', REFUND_TEXTS.approval);
    }
    const businessDay = dayOfInstant(ctx.now, storeClockOf(loaded), ctx);
    // GST6: a GST store's refund of a numbered tax invoice is a credit note of this device's series
    const note =
      store?.gstin && invoice.invoiceNo
        ? takeCreditNoteNo(loaded, ctx, businessDay, a.creditNoteNo ?? null)
        : null;
    const row: RefundRow = {
      id: a.id,
      createdAt: ctx.now,
      updatedAt: ctx.now,
      invoiceId: invoice.id,
      businessDay,
      amount,
      taxAmount,
      itemIds,
      method: a.method,
      tenders: a.method === 'tender' ? refundTenders(tendersOf(invoice), earlier, amount) : [],
      customerId: customer?.id ?? null,
      reason: a.reason,
      deviceId: ctx.deviceId,
      createdBy: ctx.actor.userId,
      approvedBy,
      creditNoteNo: note?.invoiceNo ?? null,
    };
    const writes: Write[] = [create('refunds', row)];
    if (note) writes.push(put('invoiceSeries', note.series));
    if (customer) {
      // REF3: credit to the khata: the customer owes that much less (below zero: the store owes them)
      const credited: CustomerRow = {
        ...customer,
        balanceDue: customer.balanceDue - amount,
        updatedAt: ctx.now,
      };
      writes.push(put('customers', credited));
    }
    audit.unshift({
      action: 'invoice.refund',
      entity: 'refunds',
      entityId: row.id,
      detail: {
        invoiceId: invoice.id,
        invoiceNo: invoice.invoiceNo ?? null,
        creditNoteNo: row.creditNoteNo,
        amount,
        method: a.method,
        itemIds,
        reason: a.reason,
        customerId: row.customerId,
        approvedBy,
      },
    });
    return { ok: true, writes, audit };
  },
});
