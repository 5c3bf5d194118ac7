/** GST3: the tax invoice block of the receipt page, from the same text the thermal printers print. */
import { type TaxInvoice, taxInvoiceText } from '@tavola/shared';
import { type GstDocumentTestIds, GstDocumentView } from './gst-document-view.tsx';

const TEST_IDS: GstDocumentTestIds = {
  document: 'tax-invoice',
  details: 'tax-invoice-details',
  lines: 'tax-invoice-lines',
  summary: 'tax-summary',
  totals: 'tax-invoice-totals',
};

export function TaxInvoiceView({ invoice, currency }: { invoice: TaxInvoice; currency: string }) {
  return <GstDocumentView text={taxInvoiceText(invoice, currency)} testIds={TEST_IDS} />;
}
