/** GST9: a refund's slip ("Credit Note" or "Refund") on the print page, from the same text the thermal printers print. */
import { type CreditNote, creditNoteText } from '@tavola/shared';
import { type GstDocumentTestIds, GstDocumentView } from './gst-document-view.tsx';

const TEST_IDS: GstDocumentTestIds = {
  document: 'credit-note',
  details: 'credit-note-details',
  lines: 'credit-note-lines',
  summary: 'credit-note-summary',
  totals: 'credit-note-totals',
};

export function CreditNoteView({ note, currency }: { note: CreditNote; currency: string }) {
  return <GstDocumentView text={creditNoteText(note, currency)} testIds={TEST_IDS} />;
}
