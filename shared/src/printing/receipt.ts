/**
 * PRT10: the customer receipt on a thermal printer, from the one receipt model (`buildReceipt`) the browser's
 * `/print-receipt` page shows, so the flags of Print Settings hold on paper too. Line prices print as plain
 * amounts; totals carry the currency sign (a ₹ the printer lacks becomes an image, PRT12).
 */
import { currencySymbol } from '../currencies/currencies.ts';
import { formatMinor } from '../money/parse.ts';
import { ROUND_OFF_TEXTS } from '../money/round-off.ts';
import { cut, drawerKick, feed, type PrintBlock, type PrintDocument, row, rule, text } from './document.ts';
import { printTime } from './print-time.ts';
import { discountLabel, type Receipt } from './receipt-model.ts';
import { taxInvoiceBlocks } from './tax-invoice-blocks.ts';

export type ReceiptPrintOptions = {
  /** Kick the drawer first (a cash payment on a printer with a drawer, PRT6). */
  readonly openDrawer?: boolean;
  /** Prints REPRINT on top (PRT7). */
  readonly reprint?: boolean;
};

const textLines = (value: string): PrintBlock[] =>
  value
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '')
    .map((l) => text(l, { align: 'center' }));

export function receiptDocument(receipt: Receipt, options: ReceiptPrintOptions = {}): PrintDocument {
  const sign = currencySymbol(receipt.currency);
  const total = (amount: number): string => `${sign}${formatMinor(amount)}`;
  const blocks: PrintBlock[] = [];
  if (options.openDrawer) blocks.push(drawerKick());
  if (options.reprint) blocks.push(text('** REPRINT **', { bold: true, align: 'center' }));
  if (receipt.store) {
    blocks.push(text(receipt.store.name, { size: 2, bold: true, align: 'center' }));
    for (const detail of [receipt.store.address, receipt.store.phone, receipt.store.email]) {
      if (detail) blocks.push(text(detail, { align: 'center' }));
    }
  }
  blocks.push(...textLines(receipt.header));
  if (receipt.customer) {
    const c = receipt.customer;
    blocks.push(rule(), text(`${c.type}${c.name ? ` - ${c.name}` : ''}`));
    if (c.phone) blocks.push(text(`Phone: ${c.phone}`));
    if (c.address) blocks.push(text(`Address: ${c.address}`));
    blocks.push(text(`Order Type: ${c.orderType}`), text(`Source: ${c.source}`));
  }
  blocks.push(
    rule(),
    text(`Receipt No: ${receipt.receiptNo}`),
    text(`Ref: ${receipt.references}`),
    text(`Date: ${printTime(receipt.saleAt, receipt.timeZone)}`),
    rule(),
  );
  for (const line of receipt.lines) {
    blocks.push(row(`${line.title} x ${line.quantity}`, formatMinor(line.price)));
    if (line.variant) blocks.push(text(`  ${line.variant}`));
    if (line.addons.length > 0) blocks.push(text(`  + ${line.addons.join(', ')}`));
    if (line.notes) blocks.push(text(`  Note: ${line.notes}`));
    // DISC1: a line's discount or comp, with its reason
    if (line.discount > 0) blocks.push(row(`  ${discountLabel(line)}`, `-${formatMinor(line.discount)}`));
  }
  blocks.push(rule());
  if (receipt.discountTotal > 0) blocks.push(row('Discounts', `-${total(receipt.discountTotal)}`));
  blocks.push(row('Subtotal (excl. tax)', total(receipt.subTotal)), row('Tax', total(receipt.taxTotal)));
  if (receipt.feeTotal > 0) blocks.push(row('Fees', total(receipt.feeTotal)));
  if (receipt.roundOff !== 0) blocks.push(row(ROUND_OFF_TEXTS.roundOff, total(receipt.roundOff)));
  blocks.push(
    row('Total', total(receipt.total), { bold: true, size: 2 }),
    row('Payment', receipt.paymentState),
  );
  if (receipt.toCollect > 0) blocks.push(row('To collect', total(receipt.toCollect), { bold: true }));
  // TEND3: each tender; cash handed over and the change given back
  for (const t of receipt.tenders) {
    blocks.push(row(t.title, total(t.amount)));
    if (t.change > 0) blocks.push(row('  Tendered', total(t.tendered)), row('  Change', total(t.change)));
  }
  // GST3: a GST-registered store's tax invoice of the payment
  if (receipt.taxInvoice)
    blocks.push(rule('double'), ...taxInvoiceBlocks(receipt.taxInvoice, receipt.currency));
  if (receipt.footer) blocks.push(rule(), ...textLines(receipt.footer));
  if (receipt.token)
    blocks.push(feed(), text(`Token: ${receipt.token}`, { size: 2, bold: true, align: 'center' }));
  blocks.push(feed(2), cut());
  return { kind: 'receipt', title: `Receipt ${receipt.receiptNo}`, blocks };
}
