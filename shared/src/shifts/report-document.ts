/**
 * SHIFT5, SHIFT6: the X or Z report as a print document (PRT1), so a till's receipt printer prints it like a
 * receipt (ESC/POS or Star through `encodeDocument`). Amounts as on the receipt: two decimals, no symbol (MON6).
 */
import { formatMinor } from '../money/parse.ts';
import { cut, feed, type PrintDocument, row, rule, text } from '../printing/document.ts';
import type { ReportFigures } from './shift-report.ts';

export function shiftReportDocument(
  kind: 'X' | 'Z',
  figures: ReportFigures,
  heading: string,
  printedAt: string,
): PrintDocument {
  const m = (n: number) => formatMinor(n);
  const { cash } = figures;
  return {
    kind: 'receipt',
    title: `${kind} report ${heading}`,
    blocks: [
      text(`${kind} REPORT`, { size: 2, bold: true, align: 'center' }),
      text(heading, { align: 'center' }),
      text(printedAt, { align: 'center' }),
      rule(),
      row('Invoices', String(figures.invoices)),
      row('Revenue', m(figures.revenue), { bold: true }),
      row('Net sales', m(figures.netSales)),
      row('Taxes', m(figures.taxTotal)),
      ...(figures.feeTotal !== 0 ? [row('Fees', m(figures.feeTotal))] : []),
      row('Discounts', m(figures.discounts)),
      ...(figures.comps.count !== 0
        ? [row(`Of which comps (${figures.comps.count})`, m(figures.comps.value))]
        : []),
      row('Refunds', m(figures.refunds)),
      row(`Voids (${figures.voids.count})`, m(figures.voids.value)),
      row(`Cancellations (${figures.cancellations.count})`, m(figures.cancellations.value)),
      rule(),
      text('Sales by payment type', { bold: true }),
      ...figures.byPaymentType.map((t) => row(`${t.title} (${t.count})`, m(t.total))),
      rule(),
      text('Cash', { bold: true }),
      row('Opening float', m(cash.openingFloat)),
      row('Cash sales', m(cash.cashSales)),
      row('Pay-ins', m(cash.payIns)),
      row('Pay-outs', m(cash.payOuts)),
      ...(cash.cashRefunds !== 0 ? [row('Cash refunds', m(cash.cashRefunds))] : []),
      row('Expected', m(cash.expected), { bold: true }),
      ...(cash.counted !== null ? [row('Counted', m(cash.counted))] : []),
      ...(cash.difference !== null ? [row('Difference', m(cash.difference), { bold: true })] : []),
      feed(2),
      cut(),
    ],
  };
}
