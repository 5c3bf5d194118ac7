import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aRow } from '../test-support/sync.ts';
import { gstr1 } from './gstr1.ts';
import { gstr1Csv } from './gstr1-csv.ts';
import { GSTR1_DOC_NATURE, gstr1Documents } from './gstr1-docs.ts';

describe('GSTR-1 documents issued', () => {
  it('[GST5] one row per series: first and last number, the range’s count, and the numbers with no invoice', () => {
    const nos = [
      'A/26-27/3',
      'A/26-27/1',
      'A/26-27/5',
      'S0/26-27/2',
      'B/25-26/9',
      null,
      'not a number',
      'A/26-27/3',
    ];
    expect(gstr1Documents(nos)).toEqual([
      {
        nature: GSTR1_DOC_NATURE,
        series: 'A/26-27',
        from: 'A/26-27/1',
        to: 'A/26-27/5',
        total: 5,
        cancelled: 2,
      },
      {
        nature: GSTR1_DOC_NATURE,
        series: 'B/25-26',
        from: 'B/25-26/9',
        to: 'B/25-26/9',
        total: 1,
        cancelled: 0,
      },
      {
        nature: GSTR1_DOC_NATURE,
        series: 'S0/26-27',
        from: 'S0/26-27/2',
        to: 'S0/26-27/2',
        total: 1,
        cancelled: 0,
      },
    ]);
    expect(gstr1Documents([])).toEqual([]);
  });

  it('[GST5] issued (total − cancelled) is the count of distinct numbers, whatever numbers are missing', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 500 }), { minLength: 1, maxLength: 60 }), (ns) => {
        const [row] = gstr1Documents(ns.map((n) => `C/26-27/${n}`));
        expect(row?.total).toBe(Math.max(...ns) - Math.min(...ns) + 1);
        expect((row?.total ?? 0) - (row?.cancelled ?? 0)).toBe(ns.length);
      }),
    );
  });

  it('[GST5] the export carries the section, and its CSV a DOCS section', () => {
    const invoice = (id: string, invoiceNo: string) => ({
      invoice: aRow('invoices', { id, businessDay: '2026-04-02', invoiceNo }),
      items: [],
    });
    const r = gstr1('29AAGCB7383J1Z4', '2026-04-01', '2026-04-30', [
      invoice('i1', 'A/26-27/1'),
      invoice('i3', 'A/26-27/3'),
    ]);
    expect(r.docs).toEqual([
      expect.objectContaining({ from: 'A/26-27/1', to: 'A/26-27/3', total: 3, cancelled: 1 }),
    ]);
    const csv = gstr1Csv(r).split('\n');
    const at = csv.indexOf('DOCS');
    expect(csv.slice(at, at + 3)).toEqual([
      'DOCS',
      'Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled',
      `${GSTR1_DOC_NATURE},A/26-27/1,A/26-27/3,3,1`,
    ]);
  });
});
