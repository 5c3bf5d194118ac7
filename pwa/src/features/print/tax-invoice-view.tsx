/** GST3: the tax invoice block of the receipt page, from the same text the thermal printers print. */
import { type InvoiceTextRow, type TaxInvoice, taxInvoiceText } from '@tavola/shared';

function Rows({ rows, testId }: { rows: readonly InvoiceTextRow[]; testId: string }) {
  return (
    <div data-testid={testId}>
      {rows.map((r, k) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a printed list that never reorders
        <div key={k} className={r.bold ? 'receipt-row receipt-total' : 'receipt-row'}>
          <span>{r.left}</span>
          <span>{r.right}</span>
        </div>
      ))}
    </div>
  );
}

export function TaxInvoiceView({ invoice, currency }: { invoice: TaxInvoice; currency: string }) {
  const t = taxInvoiceText(invoice, currency);
  return (
    <section className="receipt-tax-invoice" data-testid="tax-invoice">
      <h2 className="receipt-tax-invoice-title">{t.title}</h2>
      <div className="receipt-store">
        {t.seller.map((s) => (
          <p key={s}>{s}</p>
        ))}
      </div>
      <div className="receipt-meta" data-testid="tax-invoice-details">
        {t.details.map((d) => (
          <p key={d}>{d}</p>
        ))}
      </div>
      <Rows rows={t.lines} testId="tax-invoice-lines" />
      {t.summary.length > 0 && (
        <>
          <h3 className="receipt-tax-invoice-sub">Tax summary</h3>
          <Rows rows={t.summary} testId="tax-summary" />
        </>
      )}
      <Rows rows={t.totals} testId="tax-invoice-totals" />
      {t.note && <p className="receipt-tax-invoice-note">{t.note}</p>}
    </section>
  );
}
