import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InvoiceRow, OrderItemRow } from '../sync/rows.ts';
import { aRow } from '../test-support/sync.ts';
import { gstr1 } from './gstr1.ts';
import { gstr1Csv } from './gstr1-csv.ts';
import { invoiceLine, summaryTotals, taxSummary } from './invoice-tax.ts';

const KA = '29AAGCB7383J1Z4';
const MH = '27AAPFU0939F1ZV';

/** An invoice over `lines` with its totals computed as the payment mutators compute them. */
function anInvoice(id: string, lines: Partial<OrderItemRow>[], buyerGstin: string | null = null) {
  const items = lines.map((l, k) =>
    aRow('orderItems', { id: `${id}-${k}`, orderId: id, taxType: 'exclusive', taxKind: 'gst', ...l }),
  );
  const inv = items.map((i) =>
    invoiceLine({
      ...i,
      title: i.itemTitle,
      lineTotal: (i.unitPrice * i.quantity) as never,
      hsn: i.hsn ?? null,
    }),
  );
  const t = summaryTotals(taxSummary(inv, false));
  const payable = inv.reduce((s, l) => s + l.taxable + l.tax, 0);
  const invoice: InvoiceRow = aRow('invoices', {
    id,
    businessDay: '2026-04-02',
    subTotal: t.taxable,
    taxTotal: t.tax,
    total: payable,
    buyerGstin,
    name: buyerGstin ? 'Pune Traders' : null,
    invoiceNo: `A/26-27/${id}`,
  });
  return { invoice, items };
}

const sumParts = (rows: readonly { igst: number; cgst: number; sgst: number; cess: number }[]) =>
  rows.reduce((s, r) => s + r.igst + r.cgst + r.sgst + r.cess, 0);

describe('GSTR-1 export', () => {
  it('[GST4] B2B per invoice and rate, B2C by rate, HSN by code; each adds up to the invoices', () => {
    const invoices = [
      anInvoice('1', [{ unitPrice: 10010, quantity: 1, taxRate: 50_000, hsn: '996331' }]),
      anInvoice('2', [
        { unitPrice: 20000, quantity: 2, taxRate: 50_000, hsn: '996331' },
        { unitPrice: 15000, quantity: 1, taxRate: 180_000, hsn: '2202' },
      ]),
      anInvoice('3', [{ unitPrice: 30000, quantity: 1, taxRate: 50_000, hsn: '996331' }], MH),
    ];
    const r = gstr1(KA, '2026-04-01', '2026-04-30', invoices);
    expect(r.b2b).toEqual([
      expect.objectContaining({
        buyerGstin: MH,
        invoiceNo: 'A/26-27/3',
        placeOfSupply: '27',
        rate: 5,
        taxable: 30000,
        igst: 1500,
        cgst: 0,
      }),
    ]);
    expect(r.b2cs.map((b) => [b.rate, b.taxable, b.cgst, b.sgst])).toEqual([
      [5, 50010, 1250, 1251],
      [18, 15000, 1350, 1350],
    ]);
    expect(r.hsn.map((h) => [h.hsn, h.quantity, h.taxable])).toEqual([
      ['2202', 1, 15000],
      ['996331', 4, 80010],
    ]);
    const tax = invoices.reduce((s, i) => s + i.invoice.taxTotal, 0);
    expect(sumParts([...r.b2b, ...r.b2cs])).toBe(tax);
    expect(sumParts(r.hsn)).toBe(tax);
    expect(r.totals.tax).toBe(tax);
    const csv = gstr1Csv(r);
    expect(csv).toContain(`${MH},Pune Traders,A/26-27/3,2026-04-02,315.00,27,5,300.00,15.00,0.00,0.00,0.00`);
    expect(csv).toContain('OE,29,5,500.10,0.00,12.50,12.51,0.00');
  });

  it('[GST4] over random periods the sections add up to the invoices to the paisa', () => {
    const line = fc.record({
      unitPrice: fc.integer({ min: 1, max: 500_000 }),
      quantity: fc.integer({ min: 1, max: 9 }),
      taxRate: fc.constantFrom(0, 50_000, 120_000, 180_000),
      hsn: fc.constantFrom('996331', '2202', null),
    });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.array(line, { minLength: 1, maxLength: 5 }), fc.boolean()), { maxLength: 12 }),
        (carts) => {
          const invoices = carts.map(([lines, b2b], k) => anInvoice(String(k + 1), lines, b2b ? MH : null));
          const r = gstr1(KA, '2026-04-01', '2026-04-30', invoices);
          const tax = invoices.reduce((s, i) => s + i.invoice.taxTotal, 0);
          const taxable = invoices.reduce((s, i) => s + i.invoice.subTotal, 0);
          expect(sumParts([...r.b2b, ...r.b2cs])).toBe(tax);
          expect(sumParts(r.hsn)).toBe(tax);
          expect([...r.b2b, ...r.b2cs].reduce((s, x) => s + x.taxable, 0)).toBe(taxable);
          expect(r.hsn.reduce((s, x) => s + x.taxable, 0)).toBe(taxable);
        },
      ),
      { numRuns: 200 },
    );
  });
});
