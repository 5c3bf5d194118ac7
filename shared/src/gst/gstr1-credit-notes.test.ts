import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RefundRow } from '../sync/bill-rows.ts';
import type { InvoiceRow, OrderItemRow } from '../sync/rows.ts';
import { aRow } from '../test-support/sync.ts';
import { creditNoteSeriesOf, formatCreditNoteNo, parseCreditNoteNo } from './credit-note-series.ts';
import { gstr1 } from './gstr1.ts';
import { type Gstr1CreditNote, refundsBefore } from './gstr1-credit-notes.ts';
import { gstr1Csv } from './gstr1-csv.ts';
import { parseInvoiceNo } from './invoice-series.ts';
import { invoiceLine } from './invoice-tax.ts';

const KA = '29AAGCB7383J1Z4';
const MH = '27AAPFU0939F1ZV';

const lineOf = (i: OrderItemRow) =>
  invoiceLine({
    ...i,
    title: i.itemTitle,
    lineTotal: (i.unitPrice * i.quantity) as never,
    hsn: i.hsn ?? null,
  });

function anInvoice(id: string, lines: Partial<OrderItemRow>[], buyerGstin: string | null) {
  const items = lines.map((l, k) =>
    aRow('orderItems', { id: `${id}-${k}`, orderId: id, taxType: 'exclusive', taxKind: 'gst', ...l }),
  );
  const inv = items.map(lineOf);
  const invoice: InvoiceRow = aRow('invoices', {
    id,
    businessDay: '2026-04-02',
    subTotal: inv.reduce((s, l) => s + l.taxable, 0),
    taxTotal: inv.reduce((s, l) => s + l.tax, 0),
    total: inv.reduce((s, l) => s + l.taxable + l.tax, 0),
    buyerGstin,
    name: buyerGstin ? 'Pune Traders' : null,
    invoiceNo: `A/26-27/${id}`,
  });
  return { invoice, items };
}

/** A refund of `lines` (none: the rest) of `inv`, valued as REF2 values lines without discounts. */
function aRefund(inv: ReturnType<typeof anInvoice>, n: number, itemIds: string[], earlier: RefundRow[]) {
  const given = new Set(earlier.flatMap((r) => r.itemIds));
  const lines = itemIds.length > 0 ? itemIds : inv.items.map((i) => i.id).filter((id) => !given.has(id));
  const value = inv.items.filter((i) => lines.includes(i.id)).map(lineOf);
  return aRow('refunds', {
    id: `${inv.invoice.id}-r${n}`,
    createdAt: 1000 + n,
    invoiceId: inv.invoice.id,
    businessDay: '2026-04-20',
    itemIds,
    amount: value.reduce((s, l) => s + l.taxable + l.tax, 0),
    taxAmount: value.reduce((s, l) => s + l.tax, 0),
    creditNoteNo: formatCreditNoteNo({ code: 'A', fy: '26-27', n: Number(inv.invoice.id) * 10 + n }),
  });
}

const notesOf = (inv: ReturnType<typeof anInvoice>, refunds: RefundRow[]): Gstr1CreditNote[] =>
  refunds.map((refund) => ({ refund, ...inv, earlier: refundsBefore(refund, refunds) }));

type Sums = Map<string, { taxable: number; tax: number }>;
const addTo = (m: Sums, key: string, taxable: number, tax: number) => {
  const b = m.get(key) ?? { taxable: 0, tax: 0 };
  m.set(key, { taxable: b.taxable + taxable, tax: b.tax + tax });
};
const taxOf = (r: { igst: number; cgst: number; sgst: number; cess: number }) =>
  r.igst + r.cgst + r.sgst + r.cess;
const nonZero = (m: Sums) => new Map([...m].filter(([, v]) => v.taxable !== 0 || v.tax !== 0));

describe('GSTR-1 credit notes', () => {
  it('[GST6] a credit note number is <code>/C<yy-yy>/<n>, at most 16 characters, never an invoice number', () => {
    const longest = formatCreditNoteNo({ code: 'ABCD', fy: '26-27', n: 9999 });
    expect(longest).toBe('ABCD/C26-27/9999');
    expect(longest.length).toBe(16);
    expect(parseCreditNoteNo(longest)).toEqual({ code: 'ABCD', fy: '26-27', n: 9999 });
    expect(parseCreditNoteNo('ABCD/C26-27/10000')).toBeNull();
    expect(parseCreditNoteNo('B/C26-27/1234567')).toEqual({ code: 'B', fy: '26-27', n: 1234567 });
    expect(parseCreditNoteNo('B/26-27/1')).toBeNull();
    expect(parseInvoiceNo('B/C26-27/1')).toBeNull();
    expect(creditNoteSeriesOf('S0', '26-27')).toBe('S0/C26-27');
  });

  it('[GST6] a B2B refund is a CDNR row per rate; a B2C one comes off the B2C summary; documents list the notes', () => {
    const b2b = anInvoice(
      '1',
      [
        { unitPrice: 30000, quantity: 1, taxRate: 50_000, hsn: '996331' },
        { unitPrice: 10000, quantity: 1, taxRate: 180_000, hsn: '2202' },
      ],
      MH,
    );
    const b2c = anInvoice('2', [{ unitPrice: 10010, quantity: 2, taxRate: 50_000, hsn: '996331' }], null);
    const r1 = aRefund(b2b, 1, ['1-1'], []);
    const r2 = aRefund(b2c, 1, [], []);
    const r = gstr1(
      KA,
      '2026-04-01',
      '2026-04-30',
      [b2b, b2c],
      [...notesOf(b2b, [r1]), ...notesOf(b2c, [r2])],
    );
    expect(r.cdnr).toEqual([
      expect.objectContaining({
        buyerGstin: MH,
        noteNo: 'A/C26-27/11',
        noteDate: '2026-04-20',
        invoiceNo: 'A/26-27/1',
        noteValue: 11800,
        rate: 18,
        taxable: 10000,
        igst: 1800,
      }),
    ]);
    // the B2C bill refunded in full: its rate's row nets to zero
    expect(r.b2cs.map((b) => [b.rate, b.taxable, taxOf(b)])).toEqual([[5, 0, 0]]);
    expect(r.hsn.map((h) => [h.hsn, h.quantity, h.taxable, taxOf(h)])).toEqual([
      ['2202', 0, 0, 0],
      ['996331', 1, 30000, 1500],
    ]);
    expect(r.docs.map((d) => [d.nature, d.from, d.to, d.total, d.cancelled])).toEqual([
      ['Invoices for outward supply', 'A/26-27/1', 'A/26-27/2', 2, 0],
      ['Credit Note', 'A/C26-27/11', 'A/C26-27/21', 11, 9],
    ]);
    expect(r.creditNotes).toEqual({ taxable: 30020, tax: 2801, value: 32821 });
    const csv = gstr1Csv(r);
    expect(csv).toContain('CDNR\n');
    expect(csv).toContain(
      `${MH},Pune Traders,A/C26-27/11,2026-04-20,C,A/26-27/1,2026-04-02,118.00,27,18,100.00,18.00`,
    );
  });

  it('[GST6] over random refunds the export nets to invoices minus refunds, per rate and per HSN, to the paisa', () => {
    const line = fc.record({
      unitPrice: fc.integer({ min: 1, max: 500_000 }),
      quantity: fc.integer({ min: 1, max: 9 }),
      taxRate: fc.constantFrom(0, 50_000, 120_000, 180_000),
      hsn: fc.constantFrom('996331', '2202', null),
    });
    const bill = fc.record({
      lines: fc.array(line, { minLength: 1, maxLength: 5 }),
      b2b: fc.boolean(),
      // which lines each by-line refund takes (by index), then whether the rest is refunded whole
      refunds: fc.array(fc.array(fc.nat(4), { minLength: 1, maxLength: 3 }), { maxLength: 2 }),
      rest: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(bill, { maxLength: 10 }), (bills) => {
        const invoices = bills.map((b, k) => anInvoice(String(k + 1), b.lines, b.b2b ? MH : null));
        const notes: Gstr1CreditNote[] = [];
        const byRate: Sums = new Map();
        const byHsn: Sums = new Map();
        const counted = (i: OrderItemRow, sign: number) => {
          const l = lineOf(i);
          const rate = l.tax === 0 ? 0 : l.taxRate;
          addTo(byRate, String(rate), sign * l.taxable, sign * l.tax);
          addTo(byHsn, `${l.hsn ?? 'NA'}:${rate}`, sign * l.taxable, sign * l.tax);
        };
        bills.forEach((b, k) => {
          const inv = invoices[k]!;
          for (const i of inv.items) counted(i, 1);
          const refunds: RefundRow[] = [];
          const taken = new Set<string>();
          for (const pick of b.refunds) {
            const ids = [...new Set(pick.map((p) => inv.items[p % inv.items.length]!.id))].filter(
              (id) => !taken.has(id),
            );
            if (ids.length === 0) continue;
            for (const id of ids) taken.add(id);
            refunds.push(aRefund(inv, refunds.length + 1, ids, [...refunds]));
          }
          if (b.rest && taken.size < inv.items.length)
            refunds.push(aRefund(inv, refunds.length + 1, [], [...refunds]));
          const given = new Set([...taken, ...(b.rest ? inv.items.map((i) => i.id) : [])]);
          for (const i of inv.items) if (given.has(i.id)) counted(i, -1);
          notes.push(...notesOf(inv, refunds));
        });
        const r = gstr1(KA, '2026-04-01', '2026-04-30', invoices, notes);
        const got: Sums = new Map();
        for (const x of [...r.b2b, ...r.b2cs]) addTo(got, String(x.rate * 10_000), x.taxable, taxOf(x));
        for (const x of r.cdnr) addTo(got, String(x.rate * 10_000), -x.taxable, -taxOf(x));
        expect(nonZero(got)).toEqual(nonZero(byRate));
        const hsn: Sums = new Map();
        for (const h of r.hsn) addTo(hsn, `${h.hsn}:${h.rate * 10_000}`, h.taxable, taxOf(h));
        expect(nonZero(hsn)).toEqual(nonZero(byHsn));
        const refunded = notes.reduce((s, n) => s + n.refund.amount, 0);
        expect(r.creditNotes.taxable + r.creditNotes.tax).toBe(refunded);
        expect(r.creditNotes.tax).toBe(notes.reduce((s, n) => s + n.refund.taxAmount, 0));
        expect(
          r.docs.filter((d) => d.nature === 'Credit Note').reduce((s, d) => s + d.total - d.cancelled, 0),
        ).toBe(notes.length);
      }),
      { numRuns: 200 },
    );
  });
});
