/**
 * SYNC10, SYNC14: settling a payment: one invoice over the orders it moves from pending to paid, with totals
 * recomputed from their lines, an invoiceOrders link per order, and on credit the customer's balance due. The
 * invoice and its links are new rows (SYNC19).
 */
import * as v from 'valibot';
import { takeInvoiceNo } from '../../gst/invoice-series.ts';
import { money, sumMoney } from '../../money/money.ts';
import { roundBill } from '../../money/round-off.ts';
import { allocateTenders, TENDER_LIMITS, TENDER_TEXTS } from '../../orders/tenders.ts';
import { isCashType } from '../../shifts/shift-cash.ts';
import {
  booleanField,
  idField,
  moneyField,
  optionalEmailField,
  optionalIdField,
  optionalTextField,
} from '../../validation/fields.ts';
import { buyerGstinField, invoiceNoField } from '../../validation/tax-identity.ts';
import type { Tender } from '../bill-rows.ts';
import type { Loaded, MutatorContext, ReadSpec, Write } from '../mutator.ts';
import type { CustomerRow, InvoiceOrderRow, InvoiceRow, OrderItemRow, OrderRow } from '../rows.ts';
import { rejectBill } from './bill-lines.ts';
import { orderTotals } from './order-rows.ts';
import {
  create,
  idInUse,
  newIdReads,
  put,
  type Rejected,
  rejectInvalid,
  rejectSync,
  rowOf,
  rowsOf,
} from './support.ts';

const INVALID = 'Invalid request!';

/** How a payment was taken; `customerId` is whose khata a credit payment goes to. */
export const paymentFields = {
  paymentTypeId: optionalIdField(INVALID),
  credit: booleanField(INVALID, false),
  customerId: optionalIdField(INVALID),
  name: optionalTextField(INVALID, 200),
  phone: optionalTextField('Please provide valid phone no.!', 20),
  email: optionalEmailField('Please Provide Valid Email!'),
  /** INVS3: the tax invoice number the till took; GST3: a B2B buyer's GSTIN. Both optional. */
  invoiceNo: invoiceNoField,
  buyerGstin: buyerGstinField,
  /** TEND1: several tenders (what each handed over, in order); absent: one tender, `paymentTypeId`. */
  tenders: v.optional(
    v.nullable(
      v.pipe(
        v.array(
          v.object({ paymentTypeId: idField(INVALID), tendered: moneyField(TENDER_TEXTS.zero) }, INVALID),
          INVALID,
        ),
        v.maxLength(TENDER_LIMITS.max, INVALID),
      ),
    ),
  ),
};

/** A payment with the client-generated id of its invoice. */
export const paymentArgs = v.object({ invoiceId: idField(INVALID), ...paymentFields }, INVALID);
export type PaymentArgs = v.InferOutput<typeof paymentArgs>;

/** SYNC14: an invoiceOrders row's id is derived, so both sides and every retry agree on it. */
export const invoiceOrderId = (invoiceId: string, orderId: string): string => `${invoiceId}:${orderId}`;

/** SYNC19: the ids a payment of `orderIds` creates rows under: its invoice and the links to them. */
const newPaymentIds = (invoiceId: string, orderIds: readonly string[]) => [
  { table: 'invoices' as const, ids: [invoiceId] },
  { table: 'invoiceOrders' as const, ids: orderIds.map((orderId) => invoiceOrderId(invoiceId, orderId)) },
];

/** INVS3: what numbering an invoice reads: whether the store is GST registered, and the invoice series. */
export const invoiceNoReads: readonly ReadSpec[] = [
  { table: 'storeSettings', singleton: true },
  { table: 'invoiceSeries', all: true },
];

/**
 * INVS3: a GST-registered store's invoice takes the next number of this device's series (or the one the till
 * printed, when it stands) and advances the series; another store's invoices carry no number.
 */
function numbered(
  loaded: Loaded,
  payment: PaymentArgs,
  ctx: MutatorContext,
  businessDay: string,
): { invoiceNo: string | null; writes: Write[] } {
  const store = rowsOf(loaded, 'storeSettings')[0];
  if (!store?.gstin) return { invoiceNo: null, writes: [] };
  const taken = takeInvoiceNo(loaded, ctx, businessDay, payment.invoiceNo ?? null);
  return { invoiceNo: taken.invoiceNo, writes: [put('invoiceSeries', taken.series)] };
}

/**
 * TEND1-TEND2: the tenders of a payment split over several, allocated against the total computed here; their
 * payment types' titles joined are the orders' payment method ('Cash + Card'). No tenders: nothing to split.
 */
function tendered(
  loaded: Loaded,
  payment: PaymentArgs,
  total: number,
  prepaid: Prepaid,
): { ok: true; tenders: Tender[] | null; method: string | null } | Rejected {
  if (prepaid.tenders.length > 0) return withPrepaid(loaded, payment, total, prepaid);
  if (!payment.tenders || payment.tenders.length === 0) return { ok: true, tenders: null, method: null };
  if (payment.credit) return rejectInvalid(TENDER_TEXTS.creditSplit);
  const types = payment.tenders.map((t) => rowOf(loaded, 'paymentTypes', t.paymentTypeId));
  if (types.some((t) => !t)) return rejectInvalid(TENDER_TEXTS.unknownType);
  const byId = new Map(types.map((t) => [t!.id, t!]));
  const allocation = allocateTenders(total, payment.tenders, (id) => isCashType(byId.get(id)));
  if (!allocation.ok) return rejectInvalid(allocation.message);
  const titles = [...new Set(allocation.tenders.map((t) => byId.get(t.paymentTypeId)!.title.trim()))];
  return { ok: true, tenders: [...allocation.tenders], method: titles.join(' + ') };
}

/** SPLIT8: the tenders of equal shares paid before (on the bills' `shares`) and their methods ('Cash'). */
export type Prepaid = { readonly tenders: readonly Tender[]; readonly methods: readonly string[] };
export const NONE_PREPAID: Prepaid = { tenders: [], methods: [] };

/**
 * SPLIT8: a bill some equal shares paid already: the rest (total less the shares) is paid by this payment's
 * tenders, or its one payment type, and the invoice lists the shares' tenders first. Shares above the total (the
 * bill was made smaller after they were paid) are refused: the bill changed.
 */
function withPrepaid(
  loaded: Loaded,
  payment: PaymentArgs,
  total: number,
  prepaid: Prepaid,
): { ok: true; tenders: Tender[]; method: string } | Rejected {
  if (payment.credit) return rejectInvalid(TENDER_TEXTS.creditSplit);
  const rest = total - sumMoney(prepaid.tenders.map((t) => money(t.amount)));
  if (rest < 0) return rejectBill('BILL_CHANGED');
  const inputs =
    payment.tenders && payment.tenders.length > 0
      ? payment.tenders
      : rest > 0 && payment.paymentTypeId
        ? [{ paymentTypeId: payment.paymentTypeId, tendered: rest }]
        : [];
  const types = inputs.map((t) => rowOf(loaded, 'paymentTypes', t.paymentTypeId));
  if (types.some((t) => !t)) return rejectInvalid(TENDER_TEXTS.unknownType);
  const byId = new Map(types.map((t) => [t!.id, t!]));
  const allocation = allocateTenders(rest, inputs, (id) => isCashType(byId.get(id)));
  if (!allocation.ok) return rejectInvalid(allocation.message);
  const titles = [
    ...prepaid.methods,
    ...allocation.tenders.map((t) => byId.get(t.paymentTypeId)!.title.trim()),
  ];
  return {
    ok: true,
    tenders: [...prepaid.tenders, ...allocation.tenders],
    method: [...new Set(titles.flatMap((t) => t.split(' + ')))].join(' + '),
  };
}

/** What settling a payment of `orderIds` reads: its new ids (SYNC19), its payment type and customer. */
export const paymentReads = (
  p: {
    invoiceId: string;
    paymentTypeId: string | null;
    customerId: string | null;
    tenders?: readonly { paymentTypeId: string }[] | null | undefined;
  },
  orderIds: readonly string[],
): ReadSpec[] => [
  ...newIdReads(newPaymentIds(p.invoiceId, orderIds)),
  {
    table: 'paymentTypes',
    ids: [...new Set([p.paymentTypeId, ...(p.tenders ?? []).map((t) => t.paymentTypeId)])].filter(
      (id): id is string => id !== null,
    ),
  },
  { table: 'customers', ids: p.customerId ? [p.customerId] : [] },
  ...invoiceNoReads,
];

export type PaidOrder = { readonly order: OrderRow; readonly items: readonly OrderItemRow[] };

export type Settlement = {
  readonly ok: true;
  /** What the paid orders record as their payment method: 'credit', the payment type's title, or null. */
  readonly paymentMethod: string | null;
  readonly writes: readonly Write[];
};

/**
 * The invoice of `paid` (orders about to move from pending to paid, their rows already updated otherwise).
 * Nothing to invoice: no writes. The invoice's or a link's id in use: ID_IN_USE (SYNC19). Credit without a
 * known customer: 'Please select customer!'.
 */
export function settle(
  loaded: Loaded,
  payment: PaymentArgs,
  paid: readonly PaidOrder[],
  ctx: MutatorContext,
  /** The invoice's business day and time: the payment's, or for a sale paid at once the sale's (TILL1). */
  when: { readonly businessDay: string; readonly at: number },
  /** SPLIT8: tenders of equal shares already paid on these bills. */
  prepaid: Prepaid = NONE_PREPAID,
): Settlement | Rejected {
  const { businessDay, at } = when;
  if (paid.length === 0) return { ok: true, paymentMethod: null, writes: [] };
  const inUse = idInUse(
    loaded,
    newPaymentIds(
      payment.invoiceId,
      paid.map((p) => p.order.id),
    ),
  );
  if (inUse) return inUse;
  const first = paid[0]!.order;
  const customersOrder = paid.find((p) => p.order.customerId !== null)?.order;
  const customerId = payment.customerId ?? customersOrder?.customerId ?? null;
  const customer = rowOf(loaded, 'customers', customerId);
  if (payment.credit && !customer) return rejectSync('CUSTOMER_NOT_FOUND');
  const totals = paid.map((p) => orderTotals(p.order, p.items));
  const feeTotal = sumMoney(totals.map((t) => t.feeTotal));
  const subTotal = sumMoney(totals.map((t) => t.netTotal));
  const taxTotal = sumMoney(totals.map((t) => t.taxTotal));
  // RND2: the bill rounded to the cash unit when the store asks for it; the difference is kept on the invoice
  const store = rowsOf(loaded, 'storeSettings')[0];
  const rounded = roundBill(
    sumMoney(totals.map((t) => t.total)),
    store?.currency,
    store?.roundBills === true,
  );
  const total = rounded.total;
  const discountTotal = sumMoney(totals.map((t) => t.discountTotal));
  const split = tendered(loaded, payment, total, prepaid);
  if (!split.ok) return split;
  const paymentMethod = payment.credit
    ? 'credit'
    : (split.method ?? rowOf(loaded, 'paymentTypes', payment.paymentTypeId)?.title ?? null);
  const no = numbered(loaded, payment, ctx, businessDay);
  const invoice: InvoiceRow = {
    id: payment.invoiceId,
    createdAt: at,
    updatedAt: at, // DRAIN4: a sale paid at once, as of its sale (TILL1); a payment's `at` is its now
    businessDay,
    subTotal,
    taxTotal,
    feeTotal,
    total,
    roundOff: rounded.roundOff,
    isCredit: payment.credit,
    paymentTypeId: split.tenders?.[0]?.paymentTypeId ?? payment.paymentTypeId,
    tenders: split.tenders,
    discountTotal,
    deliveryType: first.deliveryType,
    tableId: first.tableId,
    customerType: customerId ? 'CUSTOMER' : 'WALKIN',
    customerId,
    name:
      payment.name ??
      customer?.name ??
      (customerId === customersOrder?.customerId ? customersOrder.customerName : null) ??
      // WHO7: a QR menu diner has no customer row; the name and phone they gave are on the order
      (customerId === null ? first.customerName : null),
    phone: payment.phone ?? customer?.phone ?? (customerId === null ? (first.customerPhone ?? null) : null),
    email: payment.email ?? customer?.email ?? null,
    deviceId: ctx.deviceId,
    createdBy: ctx.actor.userId,
    invoiceNo: no.invoiceNo,
    buyerGstin: payment.buyerGstin ?? null,
  };
  const links = paid.map(
    (p): InvoiceOrderRow => ({
      id: invoiceOrderId(invoice.id, p.order.id),
      createdAt: at,
      updatedAt: at,
      invoiceId: invoice.id,
      orderId: p.order.id,
    }),
  );
  const writes: Write[] = [
    ...no.writes,
    create('invoices', invoice),
    ...links.map((l) => create('invoiceOrders', l)),
  ];
  if (payment.credit && customer) {
    const balanceDue = sumMoney([money(customer.balanceDue), total]);
    const owed: CustomerRow = { ...customer, balanceDue, updatedAt: ctx.now };
    writes.push(put('customers', owed));
  }
  return { ok: true, paymentMethod, writes };
}
