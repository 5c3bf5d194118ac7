/**
 * STN6 (ADR 0057): the expo view: whole orders, each station's progress ("Kitchen 2/3 ready · Bar ✓"), and a Serve
 * button once every live line is ready (held courses greyed and left for later, KDS19), which delivers the ready lines through the kitchen's own status step (OS2), so
 * the order completes (OS6) and leaves every screen; an unpaid order still says 'Please complete the payment'.
 */
import {
  expoCanServe,
  expoServeLines,
  isHeldLine,
  type StationProgress,
  type StationRow,
  stationProgress,
  ticketStartedAt,
} from '@tavola/shared';
import { useState } from 'react';
import { orderTypeText } from '../../i18n/shared-labels.ts';
import { setItemStatus } from '../orders/order-actions.ts';
import { ITEM_STATUS_LABELS } from '../orders/orders-texts.ts';
import { HeldBadge } from './held-badge.tsx';
import type { KitchenOrder } from './kitchen-data.ts';
import { ticketLimits } from './station-data.ts';
import { TicketAge } from './ticket-age.tsx';

export const EXPO_TEXTS = {
  serve: 'Serve',
  serveLabel: (token: string) => `Serve: all of Token ${token}`,
  other: 'Other',
  progress: (p: StationProgress) =>
    `${p.title ?? EXPO_TEXTS.other} ${p.ready === p.total ? '✓' : `${p.ready}/${p.total} ready`}`,
  empty: 'No orders in the kitchen.',
} as const;

/** Delivers the ready lines one by one; a refusal (PAYMENT_REQUIRED) is shown and stops the rest. */
async function serve(entry: KitchenOrder): Promise<void> {
  for (const line of expoServeLines(entry.items)) {
    if (!(await setItemStatus(entry.order.id, line.id, 'delivered', 'kitchen'))) return;
  }
}

function ExpoCard({ entry, stations }: { entry: KitchenOrder; stations: readonly StationRow[] }) {
  const [busy, setBusy] = useState(false);
  const { order, items, table } = entry;
  const progress = stationProgress(items, stations);
  const ready = expoCanServe(items);
  const titleOf = new Map(stations.map((s) => [s.id, s.title]));
  const headingId = `expo-order-${order.id}`;
  const onServe = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await serve(entry);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li
      className="kitchen-card expo-card"
      aria-labelledby={headingId}
      data-testid="expo-card"
      data-token={order.tokenNo}
      data-ready={ready || undefined}
    >
      <header className="kitchen-card-head">
        <h2 id={headingId} className="kitchen-token">
          <span className="visually-hidden">Token </span>
          {order.tokenNo}
        </h2>
        <div className="kitchen-where">
          <span className="kitchen-table">{table ? table.tableTitle : orderTypeText(order)}</span>
          {order.customerName && <span className="kitchen-customer">{order.customerName}</span>}
          <TicketAge
            sentAt={ticketStartedAt(order.createdAt, items)}
            limits={ticketLimits(items, stations)}
          />
        </div>
      </header>
      <p className="expo-progress" data-testid="expo-progress">
        {progress.map((p, i) => (
          <span key={p.stationId ?? ''} data-done={p.ready === p.total || undefined}>
            {i > 0 && ' · '}
            {EXPO_TEXTS.progress(p)}
          </span>
        ))}
      </p>
      <ul className="kitchen-lines">
        {items.map((i) => (
          <li
            key={i.id}
            className="kitchen-line expo-line"
            data-status={i.status}
            data-held={isHeldLine(i) || undefined}
            data-testid="expo-line"
          >
            <span className="kitchen-line-title">
              <span className="kitchen-qty">{i.quantity} ×</span> {i.itemTitle}
              {i.variantTitle && <span className="kitchen-line-sub"> {i.variantTitle}</span>}
            </span>
            <span className="expo-line-station">
              {(i.stationId && titleOf.get(i.stationId)) || EXPO_TEXTS.other}
            </span>
            {/* KDS19: a held course is greyed, not waited for: the live lines are served without it */}
            {isHeldLine(i) ? (
              <HeldBadge course={i.course} />
            ) : (
              <span className="kitchen-status" data-status={i.status}>
                {ITEM_STATUS_LABELS[i.status] ?? i.status}
              </span>
            )}
          </li>
        ))}
      </ul>
      {ready && (
        <button
          type="button"
          className="kitchen-step expo-serve"
          disabled={busy}
          aria-label={EXPO_TEXTS.serveLabel(order.tokenNo)}
          onClick={() => void onServe()}
        >
          {EXPO_TEXTS.serve}
        </button>
      )}
    </li>
  );
}

export function ExpoBoard({
  orders,
  stations,
}: {
  orders: readonly KitchenOrder[];
  stations: readonly StationRow[];
}) {
  if (orders.length === 0) return <p className="kitchen-empty">{EXPO_TEXTS.empty}</p>;
  return (
    <ul className="kitchen-board expo-board" data-testid="expo-board">
      {orders.map((o) => (
        <ExpoCard key={o.order.id} entry={o} stations={stations} />
      ))}
    </ul>
  );
}
