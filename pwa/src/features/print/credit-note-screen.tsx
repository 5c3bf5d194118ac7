/** GST9: /print-receipt?refundId=…: a refund's slip, a "Credit Note" for a GST store's numbered invoice, printed at once. */
import { FALLBACK, TEXTS } from '@tavola/shared';
import { useEffect, useState } from 'react';
import { type CreditNoteData, loadCreditNote } from './credit-note-data.ts';
import { CreditNoteView } from './credit-note-view.tsx';
import { Paper } from './paper.tsx';
import { usePrintDb } from './print-data.ts';
import { useAutoPrint } from './use-auto-print.ts';

export function CreditNoteScreen({ refundId }: { refundId: string }) {
  const db = usePrintDb();
  const [data, setData] = useState<CreditNoteData | null | undefined>(undefined);
  useEffect(() => {
    if (!db) return;
    let live = true;
    loadCreditNote(db, refundId).then(
      (d) => live && setData(d),
      () => live && setData(null),
    );
    return () => {
      live = false;
    };
  }, [db, refundId]);
  useAutoPrint(Boolean(data));
  if (data === undefined) return <p className="print-status">{TEXTS.pleaseWait}</p>;
  if (data === null) return <p className="print-status">{FALLBACK.noResult}</p>;
  return (
    <Paper pageFormat={data.pageFormat}>
      <CreditNoteView note={data.note} currency={data.currency} />
    </Paper>
  );
}
