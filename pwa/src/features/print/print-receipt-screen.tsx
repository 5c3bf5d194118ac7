/**
 * /print-receipt?orderId=… or ?orderIds=a,b: the receipt of one order or a table's orders, printed at once;
 * with `&share=k` the slip of one equal share (SPLIT9); `?refundId=…` a refund's slip (GST9).
 */

import { useRouterState } from '@tanstack/react-router';
import { FALLBACK, TEXTS } from '@tavola/shared';
import { useMemo } from 'react';
import { ShareSlipScreen } from '../bill-ops/share-slip.tsx';
import { CreditNoteScreen } from './credit-note-screen.tsx';
import { orderIdsFrom } from './open-print-window.ts';
import { Paper } from './paper.tsx';
import { usePrintData } from './print-data.ts';
import { buildReceipt } from './receipt-model.ts';
import { ReceiptView } from './receipt-view.tsx';
import { useAutoPrint } from './use-auto-print.ts';

export function PrintReceiptScreen() {
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  // SPLIT9: '&share=k' prints the slip of one equal share of the order
  const share = Number(new URLSearchParams(searchStr).get('share') ?? 0);
  const [orderId] = orderIdsFrom(searchStr);
  // GST9: '?refundId=…' prints a refund's slip (a Credit Note in a GST store)
  const refundId = new URLSearchParams(searchStr).get('refundId');
  if (refundId) return <CreditNoteScreen refundId={refundId} />;
  if (share > 0 && orderId) return <ShareSlipScreen orderId={orderId} share={share} />;
  return <ReceiptScreen searchStr={searchStr} />;
}

function ReceiptScreen({ searchStr }: { searchStr: string }) {
  const orderIds = useMemo(() => orderIdsFrom(searchStr), [searchStr]);
  const data = usePrintData(orderIds);
  // the moment the data arrived is the receipt's date
  const receipt = useMemo(() => (data ? buildReceipt(data, Date.now()) : data), [data]);
  useAutoPrint(Boolean(receipt));

  if (receipt === undefined) return <p className="print-status">{TEXTS.pleaseWait}</p>;
  if (receipt === null) return <p className="print-status">{FALLBACK.noResult}</p>;
  return (
    <Paper pageFormat={receipt.pageFormat}>
      <ReceiptView receipt={receipt} />
    </Paper>
  );
}
