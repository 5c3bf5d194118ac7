/** The receipt as printed: every optional block decided by `buildReceipt`. */
import { ROUND_OFF_TEXTS } from '@tavola/shared';
import { discountLabel } from '@tavola/shared/printing/receipt-model';
import { formatDateTime } from '../../lib/format.ts';
import { moneyText } from './money-text.ts';
import type { Receipt, ReceiptLine } from './receipt-model.ts';
import { TaxInvoiceView } from './tax-invoice-view.tsx';

function Line({ line, currency }: { line: ReceiptLine; currency: string }) {
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
      {line.notes && <div className="receipt-sub receipt-notes">Note: {line.notes}</div>}
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
  const { currency } = receipt;
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
          {receipt.customer.phone && <p>Phone: {receipt.customer.phone}</p>}
          {receipt.customer.address && <p>Address: {receipt.customer.address}</p>}
          <p>Order Type: {receipt.customer.orderType}</p>
          <p>Source: {receipt.customer.source}</p>
        </section>
      )}
      <section className="receipt-meta">
        <p>Receipt No: {receipt.receiptNo}</p>
        <p>Ref: {receipt.references}</p>
        <p>Date: {formatDateTime(new Date(receipt.saleAt).toISOString())}</p>
      </section>
      <ul className="receipt-lines">
        {receipt.lines.map((l) => (
          <Line key={l.id} line={l} currency={currency} />
        ))}
      </ul>
      <section className="receipt-totals">
        {receipt.discountTotal > 0 && (
          <Row label="Discounts" value={`-${moneyText(receipt.discountTotal, currency)}`} />
        )}
        <Row label="Subtotal (excl. tax)" value={moneyText(receipt.subTotal, currency)} />
        <Row label="Tax" value={moneyText(receipt.taxTotal, currency)} />
        {receipt.feeTotal > 0 && <Row label="Fees" value={moneyText(receipt.feeTotal, currency)} />}
        {receipt.roundOff !== 0 && (
          <Row label={ROUND_OFF_TEXTS.roundOff} value={moneyText(receipt.roundOff, currency)} />
        )}
        <Row label="Total" value={moneyText(receipt.total, currency)} strong />
        <Row label="Payment" value={receipt.paymentState} />
        {receipt.toCollect > 0 && (
          <Row label="To collect" value={moneyText(receipt.toCollect, currency)} strong />
        )}
        {/* TEND3: each tender; cash handed over and the change */}
        {receipt.tenders.map((t, k) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a tender's place is its identity
          <div key={k} data-testid="receipt-tender">
            <Row label={t.title} value={moneyText(t.amount, currency)} />
            {t.change > 0 && <Row label="Tendered" value={moneyText(t.tendered, currency)} />}
            {t.change > 0 && <Row label="Change" value={moneyText(t.change, currency)} />}
          </div>
        ))}
      </section>
      {receipt.taxInvoice && <TaxInvoiceView invoice={receipt.taxInvoice} currency={currency} />}
      {receipt.footer && <TextLines text={receipt.footer} className="receipt-footer" />}
      {receipt.token && (
        <p className="receipt-token" data-testid="receipt-token">
          Token: <strong>{receipt.token}</strong>
        </p>
      )}
    </article>
  );
}
