/** GST3, GST9: a GST document (tax invoice, credit note) on the print page, block for block as the thermal printers print it. */
import type { InvoiceTextRow, TaxInvoiceText } from '@tavola/shared';

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

/** The test ids of a document's blocks (`summary` apart: the tax invoice's was named before the credit note came). */
export type GstDocumentTestIds = {
  readonly document: string;
  readonly details: string;
  readonly lines: string;
  readonly summary: string;
  readonly totals: string;
};

type Text = Omit<TaxInvoiceText, 'note'> & { readonly note?: string | null };

export function GstDocumentView({ text: t, testIds: id }: { text: Text; testIds: GstDocumentTestIds }) {
  return (
    <section className="receipt-tax-invoice" data-testid={id.document}>
      <h2 className="receipt-tax-invoice-title">{t.title}</h2>
      <div className="receipt-store">
        {t.seller.map((s) => (
          <p key={s}>{s}</p>
        ))}
      </div>
      <div className="receipt-meta" data-testid={id.details}>
        {t.details.map((d) => (
          <p key={d}>{d}</p>
        ))}
      </div>
      <Rows rows={t.lines} testId={id.lines} />
      {t.summary.length > 0 && (
        <>
          <h3 className="receipt-tax-invoice-sub">Tax summary</h3>
          <Rows rows={t.summary} testId={id.summary} />
        </>
      )}
      <Rows rows={t.totals} testId={id.totals} />
      {t.note && <p className="receipt-tax-invoice-note">{t.note}</p>}
    </section>
  );
}
