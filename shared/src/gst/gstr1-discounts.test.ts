/**
 * GST8: the GSTR-1 export prices each line as the printed tax invoice does, after its discount and its share of
 * the bill discount (DISC3-DISC4), invoices and credit notes alike, so a discounted bill is never overstated.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RefundRow } from '../sync/bill-rows.ts';
import { linePrices, orderTotals } from '../sync/mutators/order-rows.ts';
import type { OrderItemRow, OrderRow } from '../sync/rows.ts';
import { aRow } from '../test-support/sync.ts';
import { gstr1 } from './gstr1.ts';
import { type Gstr1CreditNote, refundsBefore } from './gstr1-credit-notes.ts';
import { invoiceLineDiscounts } from './invoice-lines.ts';
import { buildTaxInvoice, percentText } from './tax-invoice.ts';

const KA = '29AAGCB7383J1Z4';
const MH = '27AAPFU0939F1ZV';
const store = aRow('storeSettings', { gstin: KA });

const discount = fc.oneof(
  fc.constant({ type: null, value: null }),
  fc.record({ type: fc.constant('percent'), value: fc.integer({ min: 1, max: 1_000_000 }) }),
  fc.record({ type: fc.constant('amount'), value: fc.integer({ min: 1, max: 200_000 }) }),
  fc.constant({ type: 'comp', value: 0 }),
);
const billDiscount = fc.oneof(
  fc.constant({ type: null, value: null }),
  fc.record({ type: fc.constant('percent'), value: fc.integer({ min: 1, max: 1_000_000 }) }),
  fc.record({ type: fc.constant('amount'), value: fc.integer({ min: 1, max: 500_000 }) }),
);
const line = fc.record({
  unitPrice: fc.integer({ min: 1, max: 90_000 }),
  quantity: fc.integer({ min: 1, max: 6 }),
  taxRate: fc.constantFrom(0, 50_000, 120_000, 180_000, 280_000),
  taxType: fc.constantFrom('exclusive', 'inclusive'),
  hsn: fc.constantFrom('996331', '2202', null),
  discount,
});
const bill = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 6 }),
  bill: billDiscount,
  b2b: fc.boolean(),
  refunds: fc.constantFrom('none', 'first', 'whole', 'first-then-rest'),
});

type Bill = typeof bill extends fc.Arbitrary<infer T> ? T : never;

type Sums = Map<string, { taxable: number; tax: number }>;
const addTo = (m: Sums, key: string, taxable: number, tax: number) => {
  const b = m.get(key) ?? { taxable: 0, tax: 0 };
  m.set(key, { taxable: b.taxable + taxable, tax: b.tax + tax });
};
const taxOf = (r: { igst: number; cgst: number; sgst: number; cess: number }) =>
  r.igst + r.cgst + r.sgst + r.cess;
const nonZero = (m: Sums) => new Map([...m].filter(([, v]) => v.taxable !== 0 || v.tax !== 0));
const rateOf = (ppm: number) => Number(percentText(ppm).slice(0, -1));

/** A paid bill: its order (bill discount), lines (line discounts), invoice (the payment mutator's totals). */
function aBill(k: number, b: Bill) {
  const order: OrderRow = aRow('orders', {
    id: `o${k}`,
    discountType: b.bill.type,
    discountValue: b.bill.value,
  });
  const items: OrderItemRow[] = b.lines.map((l, n) =>
    aRow('orderItems', {
      id: `o${k}-${n}`,
      orderId: order.id,
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      taxRate: l.taxRate,
      taxType: l.taxRate === 0 ? null : l.taxType,
      taxKind: 'gst',
      hsn: l.hsn,
      discountType: l.discount.type,
      discountValue: l.discount.value,
    }),
  );
  const totals = orderTotals(order, items);
  const invoice = aRow('invoices', {
    id: `inv-${k}`,
    businessDay: '2026-04-02',
    subTotal: totals.netTotal,
    taxTotal: totals.taxTotal,
    total: totals.total,
    discountTotal: totals.discountTotal,
    buyerGstin: b.b2b ? MH : null,
    name: b.b2b ? 'Pune Traders' : null,
    invoiceNo: `A/26-27/${k + 1}`,
  });
  return { invoice, items, orders: [order] };
}

/** REF2: a refund of `itemIds` (none: the rest), valued as the refund mutator values lines (after discounts). */
function aRefund(paid: ReturnType<typeof aBill>, n: number, itemIds: string[], earlier: RefundRow[]) {
  const given = new Set(earlier.flatMap((r) => r.itemIds));
  const ids = itemIds.length > 0 ? itemIds : paid.items.map((i) => i.id).filter((id) => !given.has(id));
  const prices = linePrices(paid.orders[0]!, paid.items);
  const value = ids.map((id) => prices.get(id)!);
  return aRow('refunds', {
    id: `${paid.invoice.id}-r${n}`,
    createdAt: 1000 + n,
    invoiceId: paid.invoice.id,
    businessDay: '2026-04-20',
    itemIds,
    amount: value.reduce((s, p) => s + p.payable, 0),
    taxAmount: value.reduce((s, p) => s + p.tax, 0),
    creditNoteNo: `A/C26-27/${paid.invoice.invoiceNo?.split('/')[2]}${n}`,
  });
}

describe('GSTR-1 after discounts', () => {
  it('[GST8] random discounted bills and refunds: B2B + B2CS − CDNR and HSN equal the tax invoices less the credit notes, per rate, to the paisa', () => {
    fc.assert(
      fc.property(fc.array(bill, { minLength: 1, maxLength: 6 }), (bills) => {
        const paid = bills.map((b, k) => aBill(k, b));
        const notes: Gstr1CreditNote[] = [];
        const expected: Sums = new Map();
        const hsnExpected: Sums = new Map();
        for (const [k, p] of paid.entries()) {
          // the printed tax invoice, priced after discounts as the receipt prices it
          const printed = buildTaxInvoice(
            store,
            p.invoice,
            p.items,
            invoiceLineDiscounts(p.orders, p.items),
          )!;
          expect(printed.summary.reduce((s, r) => s + r.tax, 0)).toBe(p.invoice.taxTotal);
          expect(printed.summary.reduce((s, r) => s + r.taxable, 0)).toBe(p.invoice.subTotal);
          for (const r of printed.summary) addTo(expected, String(rateOf(r.taxRate)), r.taxable, r.tax);
          for (const l of printed.lines)
            addTo(hsnExpected, `${l.hsn ?? 'NA'}:${l.tax === 0 ? 0 : rateOf(l.taxRate)}`, l.taxable, l.tax);
          const plan = bills[k]!.refunds;
          const first = p.items[0]!.id;
          const lines: string[][] =
            plan === 'first'
              ? [[first]]
              : plan === 'whole'
                ? [[]]
                : plan === 'first-then-rest'
                  ? [[first], []]
                  : [];
          const refunds: RefundRow[] = [];
          for (const [n, ids] of lines.entries()) refunds.push(aRefund(p, n, ids, refunds));
          const prices = linePrices(p.orders[0]!, p.items);
          for (const refund of refunds) {
            const note = { refund, ...p, earlier: refundsBefore(refund, refunds) };
            notes.push(note);
            const given = refund.itemIds.length
              ? refund.itemIds
              : p.items.map((i) => i.id).filter((id) => !note.earlier.some((r) => r.itemIds.includes(id)));
            for (const id of given) {
              const item = p.items.find((i) => i.id === id)!;
              const price = prices.get(id)!;
              const rate = price.tax === 0 ? 0 : rateOf(item.taxRate);
              addTo(expected, String(rate), -price.net, -price.tax);
              addTo(hsnExpected, `${item.hsn ?? 'NA'}:${rate}`, -price.net, -price.tax);
            }
          }
        }
        const r = gstr1(KA, '2026-04-01', '2026-04-30', paid, notes);
        const got: Sums = new Map();
        for (const x of [...r.b2b, ...r.b2cs]) addTo(got, String(x.rate), x.taxable, taxOf(x));
        for (const x of r.cdnr) addTo(got, String(x.rate), -x.taxable, -taxOf(x));
        expect(nonZero(got)).toEqual(nonZero(expected));
        const hsn: Sums = new Map();
        for (const x of r.hsn) addTo(hsn, `${x.hsn}:${x.rate}`, x.taxable, taxOf(x));
        expect(nonZero(hsn)).toEqual(nonZero(hsnExpected));
        // the credit notes are what the refunds gave back, net of their discounts
        const refunds = notes.map((n) => n.refund);
        expect(r.creditNotes.tax).toBe(refunds.reduce((s, x) => s + x.taxAmount, 0));
        expect(r.creditNotes.taxable).toBe(refunds.reduce((s, x) => s + x.amount - x.taxAmount, 0));
      }),
      { numRuns: 200, seed: 8 },
    );
  });

  it('[GST8] a bill 10% off: the export shows the discounted taxable value and tax, not the menu prices', () => {
    const paid = aBill(0, {
      lines: [
        {
          unitPrice: 44_000,
          quantity: 1,
          taxRate: 50_000,
          taxType: 'exclusive',
          hsn: '996331',
          discount: { type: null, value: null },
        },
      ],
      bill: { type: 'percent', value: 100_000 },
      b2b: false,
      refunds: 'none',
    });
    const r = gstr1(KA, '2026-04-01', '2026-04-30', [paid]);
    expect(r.b2cs).toEqual([expect.objectContaining({ rate: 5, taxable: 39_600, cgst: 990, sgst: 990 })]);
    expect(r.hsn).toEqual([
      expect.objectContaining({ hsn: '996331', taxable: 39_600, cgst: 990, sgst: 990 }),
    ]);
  });
});
