/**
 * KDS14: the recall strip: the last bumped tickets, one tap each. The kitchen tablet does not hold closed orders
 * (READ2), so a recall goes to the server (POST /kitchen/recall/:id, order.recall.v1); the ticket comes back with
 * the next pull.
 */
import { REVERSE_TEXTS } from '@tavola/shared';
import { useState } from 'react';
import { serverMessage } from '../../i18n/server-messages.ts';
import { apiPost } from '../../lib/api.ts';
import { notify } from '../../lib/toast.tsx';
import { sendNow } from '../../sync/sync-session.ts';
import type { KitchenOrder } from './kitchen-data.ts';
import { type BumpedTicket, useRecallList } from './use-recall-list.ts';

export function RecallStrip({
  list,
  onRecalled,
}: {
  list: readonly BumpedTicket[];
  onRecalled: (orderId: string) => void;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  if (list.length === 0) return null;
  const recall = async (t: BumpedTicket) => {
    if (busy) return;
    setBusy(t.orderId);
    try {
      const r = await apiPost<{ message: string }>(`/kitchen/recall/${encodeURIComponent(t.orderId)}`, {
        itemIds: t.itemIds,
      });
      if (!r.ok) {
        notify.error(serverMessage(r));
        return;
      }
      notify.success(REVERSE_TEXTS.recalled(t.tokenNo));
      onRecalled(t.orderId);
      void sendNow(); // the reopened order comes back with this pull
    } finally {
      setBusy(null);
    }
  };
  return (
    <nav className="kitchen-recall" aria-label={REVERSE_TEXTS.recallTitle} data-testid="recall-strip">
      <span className="kitchen-recall-title">{REVERSE_TEXTS.recallTitle}</span>
      {list.map((t) => (
        <button
          key={t.orderId}
          type="button"
          className="kitchen-recall-btn"
          disabled={busy !== null}
          aria-label={REVERSE_TEXTS.recallTicket(t.tokenNo)}
          onClick={() => void recall(t)}
        >
          {REVERSE_TEXTS.recall} {t.tokenNo}
        </button>
      ))}
    </nav>
  );
}

/** KDS14: the strip of this screen's board: it watches tickets leave and offers them back. */
export function KitchenRecall({ orders }: { orders: readonly KitchenOrder[] }) {
  const { list, forget } = useRecallList(orders);
  return <RecallStrip list={list} onRecalled={forget} />;
}
