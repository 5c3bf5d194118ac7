import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Money, money } from '../money/money.ts';
import { sumLineTaxes } from '../tax/line-tax.ts';
import { isInterState, splitTax, sumOfParts, taxKindOf } from './gst-split.ts';
import { invoiceLine, summaryTotals, taxSummary } from './invoice-tax.ts';

const KA = '29AAGCB7383J1Z4';
const MH = '27AAPFU0939F1ZV';

const line = fc.record({
  title: fc.constant('Item'),
  hsn: fc.constantFrom('996331', null),
  quantity: fc.integer({ min: 1, max: 20 }),
  lineTotal: fc.integer({ min: 0, max: 5_000_000 }).map((n) => money(n)),
  taxRate: fc.constantFrom(0, 50_000, 120_000, 180_000, 280_000, 10_000, 25_000),
  taxType: fc.constantFrom('exclusive', 'inclusive', null),
  taxKind: fc.constantFrom('gst', 'cess', 'other', undefined),
});

describe('GST split', () => {
  it('[GST2] intra-state GST is CGST + SGST, the odd paisa to SGST', () => {
    expect(splitTax(money(1001), 'gst', false)).toMatchObject({ cgst: 500, sgst: 501, igst: 0 });
    expect(splitTax(money(1000), 'gst', false)).toMatchObject({ cgst: 500, sgst: 500, igst: 0 });
  });

  it('[GST2] inter-state GST is IGST; cess and other taxes are not split', () => {
    expect(splitTax(money(1001), 'gst', true)).toMatchObject({ cgst: 0, sgst: 0, igst: 1001 });
    expect(splitTax(money(77), 'cess', false)).toMatchObject({ cess: 77, cgst: 0 });
    expect(splitTax(money(77), 'other', true)).toMatchObject({ other: 77, igst: 0 });
  });

  it('[GST2] inter-state only when the buyer gave a GSTIN of another state', () => {
    expect(isInterState(KA, MH)).toBe(true);
    expect(isInterState(KA, KA)).toBe(false);
    expect(isInterState(KA, null)).toBe(false);
    expect(isInterState(null, MH)).toBe(false);
  });

  it('[GST2] a tax kind other than gst or cess (or none: rows before kinds) is other', () => {
    expect(taxKindOf(undefined)).toBe('other');
    expect(taxKindOf('VAT')).toBe('other');
    expect(taxKindOf('gst')).toBe('gst');
  });

  it('[GST2] over random carts the parts add up to the tax total to the paisa, CGST and SGST a paisa apart at most', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 25 }), fc.boolean(), (cart, inter) => {
        const lines = cart.map(invoiceLine);
        const summary = taxSummary(lines, inter);
        const totals = summaryTotals(summary);
        const taxTotal = sumLineTaxes(
          cart.map((l) => ({
            lineTotal: l.lineTotal,
            tax: { rate: l.taxRate as never, type: l.taxType ?? '' },
          })),
        );
        expect(totals.tax).toBe(taxTotal);
        expect(sumOfParts(totals)).toBe(taxTotal);
        for (const r of summary) {
          expect(sumOfParts(r)).toBe(r.tax);
          expect(r.sgst - r.cgst === 0 || r.sgst - r.cgst === 1).toBe(true);
          if (inter) expect(r.cgst + r.sgst).toBe(0);
        }
        const net = lines.reduce((s, l) => s + l.taxable, 0);
        expect(totals.taxable).toBe(net);
      }),
      { numRuns: 500 },
    );
  });

  it('[GST3] the summary gathers lines by rate, each line with its taxable value', () => {
    const lines = [
      invoiceLine({
        title: 'Dosa',
        hsn: '996331',
        quantity: 2,
        lineTotal: money(20000),
        taxRate: 50_000,
        taxType: 'exclusive',
        taxKind: 'gst',
      }),
      invoiceLine({
        title: 'Idli',
        hsn: '996331',
        quantity: 1,
        lineTotal: money(10500),
        taxRate: 50_000,
        taxType: 'inclusive',
        taxKind: 'gst',
      }),
    ];
    expect(lines[0]).toMatchObject({ rate: 10000, taxable: 20000, tax: 1000 });
    expect(lines[1]).toMatchObject({ rate: 10000, taxable: 10000, tax: 500 });
    const [row] = taxSummary(lines, false);
    expect(row).toMatchObject({
      kind: 'gst',
      taxRate: 50_000,
      taxable: 30000 as Money,
      tax: 1500,
      cgst: 750,
      sgst: 750,
    });
  });
});
