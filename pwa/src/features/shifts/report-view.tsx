/** The X or Z report's figures (SHIFT5, SHIFT6), on screen and on the printed page alike. */
import type { ReportFigures } from '@tavola/shared';
import { useT } from '../../i18n/i18n.ts';
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
  const t = useT();
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
      aria-label={t('shifts.report.title', { kind })}
    >
      <h2>
        {t('shifts.report.title', { kind })} <span className="muted">{heading}</span>
      </h2>
      <table>
        <tbody>
          {row(t('shifts.report.invoices'), String(figures.invoices), 'report-invoices')}
          {row(t('shifts.report.revenue'), money(figures.revenue), 'report-revenue')}
          {row(t('shifts.report.netSales'), money(figures.netSales))}
          {row(t('shifts.report.taxes'), money(figures.taxTotal), 'report-taxes')}
          {figures.feeTotal !== 0 && row(t('shifts.report.fees'), money(figures.feeTotal))}
          {row(t('shifts.report.discounts'), money(figures.discounts), 'report-discounts')}
          {figures.comps.count !== 0 &&
            row(
              t('shifts.report.comps'),
              `${figures.comps.count} · ${money(figures.comps.value)}`,
              'report-comps',
            )}
          {row(t('shifts.report.refunds'), money(figures.refunds))}
          {row(t('shifts.report.voids'), `${figures.voids.count} · ${money(figures.voids.value)}`)}
          {row(
            t('shifts.report.cancellations'),
            `${figures.cancellations.count} · ${money(figures.cancellations.value)}`,
          )}
        </tbody>
      </table>
      <h3>{t('shifts.report.byPaymentType')}</h3>
      <table data-testid="report-tenders">
        <tbody>
          {figures.byPaymentType.length === 0 && row(t('shifts.report.noSales'), '')}
          {figures.byPaymentType.map((t) =>
            row(`${t.title} (${t.count})`, money(t.total), `report-tender-${t.title}`),
          )}
        </tbody>
      </table>
      <h3>{t('shifts.report.cash')}</h3>
      <table>
        <tbody>
          {row(t('shifts.openingFloat'), money(cash.openingFloat))}
          {row(t('shifts.report.cashSales'), money(cash.cashSales), 'report-cash-sales')}
          {row(t('shifts.report.payIns'), money(cash.payIns))}
          {row(t('shifts.report.payOuts'), money(cash.payOuts))}
          {cash.cashRefunds !== 0 && row(t('shifts.report.cashRefunds'), money(cash.cashRefunds))}
          {row(t('shifts.report.expected'), money(cash.expected), 'report-expected')}
          {cash.counted !== null && row(t('shifts.counted'), money(cash.counted), 'report-counted')}
          {cash.difference !== null &&
            row(t('shifts.difference'), money(cash.difference), 'report-difference')}
        </tbody>
      </table>
    </section>
  );
}
