/** GST9: prints a refund's slip: on this till's own printer when it has one, else in the print window. */
import { creditNoteDocument } from '@tavola/shared/printing/credit-note-blocks';
import { currentDb } from '../../db/current.ts';
import { printOnTill } from '../printers/till-print.ts';
import { readTillPrinter } from '../printers/till-printer-store.ts';
import { loadCreditNote } from './credit-note-data.ts';
import { openPrintWindow } from './open-print-window.ts';

export const creditNotePath = (refundId: string): string =>
  `/print-receipt?refundId=${encodeURIComponent(refundId)}`;

export async function printCreditNote(refundId: string): Promise<void> {
  const till = readTillPrinter();
  const db = currentDb();
  if (till && db) {
    const data = await loadCreditNote(db, refundId);
    if (data && (await printOnTill([creditNoteDocument(data.note, data.currency)], till))) return;
  }
  openPrintWindow(creditNotePath(refundId));
}
