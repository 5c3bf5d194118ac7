/** The X or Z report's figures (SHIFT5, SHIFT6), on screen and on the printed page alike. */
import type { ReportFigures } from '@tavola/shared';
import { formatMoney } from '../../lib/format.ts';

export type ReportKind = 'X' | 'Z';

export function ReportView({
  kind,
  figures,
  currency,
  heading,
}: {
  kind: ReportKind;
  figures: ReportFigures;
  currency: string;
  heading: string;
}) {
  const money = (n: number) => formatMoney(n, currency);
  const row = (label: string, value: string, testId?: string) => (
    <tr key={label}>
      <th scope="row">{label}</th>
      <td data-testid={testId}>{value}</td>
    </tr>
  );
  const { cash } = figures;
  return (
    <section
      className="shift-report"
      data-testid={`${kind.toLowerCase()}-report`}
      aria-label={`${kind} report`}
    >
      <h2>
        {kind} report <span className="muted">{heading}</span>
      </h2>
      <table>
        <tbody>
          {row('Invoices', String(figures.invoices), 'report-invoices')}
          {row('Revenue', money(figures.revenue), 'report-revenue')}
          {row('Net sales', money(figures.netSales))}
          {row('Taxes', money(figures.taxTotal), 'report-taxes')}
          {figures.feeTotal !== 0 && row('Fees', money(figures.feeTotal))}
          {row('Discounts', money(figures.discounts))}
          {row('Refunds', money(figures.refunds))}
          {row('Voids', `${figures.voids.count} · ${money(figures.voids.value)}`)}
          {row('Cancellations', `${figures.cancellations.count} · ${money(figures.cancellations.value)}`)}
        </tbody>
      </table>
      <h3>Sales by payment type</h3>
      <table data-testid="report-tenders">
        <tbody>
          {figures.byPaymentType.length === 0 && row('No sales yet', '')}
          {figures.byPaymentType.map((t) => row(`${t.title} (${t.count})`, money(t.total)))}
        </tbody>
      </table>
      <h3>Cash</h3>
      <table>
        <tbody>
          {row('Opening float', money(cash.openingFloat))}
          {row('Cash sales', money(cash.cashSales), 'report-cash-sales')}
          {row('Pay-ins', money(cash.payIns))}
          {row('Pay-outs', money(cash.payOuts))}
          {cash.cashRefunds !== 0 && row('Cash refunds', money(cash.cashRefunds))}
          {row('Expected in drawer', money(cash.expected), 'report-expected')}
          {cash.counted !== null && row('Counted', money(cash.counted), 'report-counted')}
          {cash.difference !== null && row('Difference', money(cash.difference), 'report-difference')}
        </tbody>
      </table>
    </section>
  );
}
