/** GST3: the tax invoice on a thermal printer, from the same text the `/print-receipt` page shows. */
import type { TaxInvoice } from '../gst/tax-invoice.ts';
import { taxInvoiceText } from '../gst/tax-invoice-text.ts';
import { type PrintBlock, text } from './document.ts';
import { gstDocumentBlocks } from './gst-document-blocks.ts';

export function taxInvoiceBlocks(ti: TaxInvoice, currency: string): PrintBlock[] {
  const t = taxInvoiceText(ti, currency);
  return [...gstDocumentBlocks(t), ...(t.note ? [text(t.note, { align: 'center' })] : [])];
}
