/** The receipt as printed: every optional block decided by `buildReceipt`. */
import { ROUND_OFF_TEXTS } from '@tavola/shared';
import { discountLabel } from '@tavola/shared/printing/receipt-model';
import { useT } from '../../i18n/i18n.ts';
import { formatDateTime } from '../../lib/format.ts';
import { moneyText } from './money-text.ts';
import type { Receipt, ReceiptLine } from './receipt-model.ts';
import { TaxInvoiceView } from './tax-invoice-view.tsx';

function Line({ line, currency }: { line: ReceiptLine; currency: string }) {
  const t = useT();
  return (
    <li className="receipt-line" data-testid="receipt-line">
      <div className="receipt-row">
        <span>
          {line.title} × {line.quantity}
        </span>
        <span>{moneyText(line.price, currency)}</span>
      </div>
      {line.variant && <div className="receipt-sub">{line.variant}</div>}
      {line.addons.length > 0 && <div className="receipt-sub">+ {line.addons.join(', ')}</div>}
      {line.notes && (
        <div className="receipt-sub receipt-notes">{t('print.note', { notes: line.notes })}</div>
      )}
      {/* DISC1: the line's discount or comp, with its reason */}
      {line.discount > 0 && (
        <div className="receipt-row receipt-sub" data-testid="receipt-line-discount">
          <span>{discountLabel(line)}</span>
          <span>-{moneyText(line.discount, currency)}</span>
        </div>
      )}
    </li>
  );
}

/** WHO10: the header and footer keep the line breaks typed in the print settings. */
function TextLines({ text, className }: { text: string; className: string }) {
  return (
    <p className={className}>
      {text.split(/\r?\n/).map((line, k) => (
        // the lines of a fixed text: their position is their identity
        // biome-ignore lint/suspicious/noArrayIndexKey: the text never reorders
        <span key={k} className="receipt-text-line">
          {line}
        </span>
      ))}
    </p>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'receipt-row receipt-total' : 'receipt-row'}>
      <span>{label}</span>
      <span>{value}</span>
    </div>
  );
}

export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const t = useT();
  const { currency } = receipt;
  // the token stands out wherever the language puts it in the label
  const token = t('print.token', { token: '\u0000' }).split('\u0000');
  return (
    <article className="receipt" data-testid="receipt">
      {receipt.store && (
        <section className="receipt-store" data-testid="receipt-store">
          <h1>{receipt.store.name}</h1>
          {receipt.store.address && <p>{receipt.store.address}</p>}
          {receipt.store.phone && <p>{receipt.store.phone}</p>}
          {receipt.store.email && <p>{receipt.store.email}</p>}
        </section>
      )}
      {receipt.header && <TextLines text={receipt.header} className="receipt-header" />}
      {receipt.customer && (
        <section className="receipt-customer" data-testid="receipt-customer">
          <p>
            {receipt.customer.type}
            {receipt.customer.name ? ` - ${receipt.customer.name}` : ''}
          </p>
          {receipt.customer.phone && <p>{t('print.phone', { phone: receipt.customer.phone })}</p>}
          {receipt.customer.address && <p>{t('print.address', { address: receipt.customer.address })}</p>}
          <p>{t('print.orderType', { type: receipt.customer.orderType })}</p>
          <p>{t('print.source', { source: receipt.customer.source })}</p>
        </section>
      )}
      <section className="receipt-meta">
        <p>{t('print.receiptNo', { no: receipt.receiptNo })}</p>
        <p>{t('print.ref', { ref: receipt.references })}</p>
        <p>{t('print.date', { date: formatDateTime(new Date(receipt.saleAt).toISOString()) })}</p>
      </section>
      <ul className="receipt-lines">
        {receipt.lines.map((l) => (
          <Line key={l.id} line={l} currency={currency} />
        ))}
      </ul>
      <section className="receipt-totals">
        {receipt.discountTotal > 0 && (
          <Row label={t('print.discounts')} value={`-${moneyText(receipt.discountTotal, currency)}`} />
        )}
        <Row label={t('print.subtotal')} value={moneyText(receipt.subTotal, currency)} />
        <Row label={t('print.tax')} value={moneyText(receipt.taxTotal, currency)} />
        {receipt.feeTotal > 0 && (
          <Row label={t('print.fees')} value={moneyText(receipt.feeTotal, currency)} />
        )}
        {receipt.roundOff !== 0 && (
          <Row label={ROUND_OFF_TEXTS.roundOff} value={moneyText(receipt.roundOff, currency)} />
        )}
        <Row label={t('print.total')} value={moneyText(receipt.total, currency)} strong />
        <Row label={t('print.payment')} value={receipt.paymentState} />
        {receipt.toCollect > 0 && (
          <Row label={t('print.toCollect')} value={moneyText(receipt.toCollect, currency)} strong />
        )}
        {/* TEND3: each tender; cash handed over and the change */}
        {receipt.tenders.map((tender, k) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a tender's place is its identity
          <div key={k} data-testid="receipt-tender">
            <Row label={tender.title} value={moneyText(tender.amount, currency)} />
            {tender.change > 0 && (
              <Row label={t('print.tendered')} value={moneyText(tender.tendered, currency)} />
            )}
            {tender.change > 0 && (
              <Row label={t('print.change')} value={moneyText(tender.change, currency)} />
            )}
          </div>
        ))}
      </section>
      {receipt.taxInvoice && <TaxInvoiceView invoice={receipt.taxInvoice} currency={currency} />}
      {receipt.footer && <TextLines text={receipt.footer} className="receipt-footer" />}
      {receipt.token && (
        <p className="receipt-token" data-testid="receipt-token">
          {token[0]}
          <strong>{receipt.token}</strong>
          {token[1]}
        </p>
      )}
    </article>
  );
}
