/**
 * GST5: GSTR-1's documents-issued section (table 13): per invoice series of the period, the first and last number
 * issued, how many numbers that range spans, and how many of them were cancelled: a number of the range with no
 * invoice (a bill voided, a payment the server refused: INVS4's one possible gap, or an invoice deleted).
 */
import { creditNoteSeriesOf, formatCreditNoteNo, parseCreditNoteNo } from './credit-note-series.ts';
import { formatInvoiceNo, parseInvoiceNo, seriesOf } from './invoice-series.ts';

export const GSTR1_DOC_NATURE = 'Invoices for outward supply';
/** GST6: the nature of the credit notes' rows. */
export const GSTR1_CREDIT_NOTE_NATURE = 'Credit Note';

const KINDS = {
  invoice: { nature: GSTR1_DOC_NATURE, parse: parseInvoiceNo, format: formatInvoiceNo, series: seriesOf },
  creditNote: {
    nature: GSTR1_CREDIT_NOTE_NATURE,
    parse: parseCreditNoteNo,
    format: formatCreditNoteNo,
    series: creditNoteSeriesOf,
  },
} as const;

export type Gstr1DocRow = {
  readonly nature: string;
  /** 'B/26-27'. */
  readonly series: string;
  /** The first and last invoice numbers of the series in the period ('B/26-27/1'). */
  readonly from: string;
  readonly to: string;
  /** Numbers from..to, issued or cancelled. */
  readonly total: number;
  readonly cancelled: number;
};

/**
 * GST5: the rows of `invoiceNos` (those of the period's live invoices; null and unreadable ones are left out);
 * GST6: of its credit notes' numbers with `kind` 'creditNote'.
 */
export function gstr1Documents(
  invoiceNos: readonly (string | null | undefined)[],
  kind: keyof typeof KINDS = 'invoice',
): Gstr1DocRow[] {
  const { nature, parse, format, series: seriesKey } = KINDS[kind];
  const bySeries = new Map<string, { code: string; fy: string; numbers: Set<number> }>();
  for (const text of invoiceNos) {
    const no = text ? parse(text) : null;
    if (!no) continue;
    const key = seriesKey(no.code, no.fy);
    const g = bySeries.get(key) ?? { code: no.code, fy: no.fy, numbers: new Set<number>() };
    g.numbers.add(no.n);
    bySeries.set(key, g);
  }
  return [...bySeries.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([series, g]) => {
      const first = Math.min(...g.numbers);
      const last = Math.max(...g.numbers);
      const total = last - first + 1;
      return {
        nature,
        series,
        from: format({ code: g.code, fy: g.fy, n: first }),
        to: format({ code: g.code, fy: g.fy, n: last }),
        total,
        cancelled: total - g.numbers.size,
      };
    });
}
