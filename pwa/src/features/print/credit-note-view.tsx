/** GST9: a refund's slip ("Credit Note" or "Refund") on the print page, from the same text the thermal printers print. */
import { type CreditNote, creditNoteText, type InvoiceTextRow } from '@tavola/shared';

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

export function CreditNoteView({ note, currency }: { note: CreditNote; currency: string }) {
  const t = creditNoteText(note, currency);
  return (
    <section className="receipt-tax-invoice" data-testid="credit-note">
      <h2 className="receipt-tax-invoice-title">{t.title}</h2>
      <div className="receipt-store">
        {t.seller.map((s) => (
          <p key={s}>{s}</p>
        ))}
      </div>
      <div className="receipt-meta" data-testid="credit-note-details">
        {t.details.map((d) => (
          <p key={d}>{d}</p>
        ))}
      </div>
      <Rows rows={t.lines} testId="credit-note-lines" />
      {t.summary.length > 0 && (
        <>
          <h3 className="receipt-tax-invoice-sub">Tax summary</h3>
          <Rows rows={t.summary} testId="credit-note-summary" />
        </>
      )}
      <Rows rows={t.totals} testId="credit-note-totals" />
    </section>
  );
}
