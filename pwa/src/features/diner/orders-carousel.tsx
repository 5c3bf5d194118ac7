/**
 * The carousel of this diner's orders: 'Token No.' and 'View Order' per card; it wraps around
 * (infinite) only when there are more than 3 orders. Orders still waiting for signal are listed before it.
 */

import type { MyOrder } from '@tavola/shared';
import { useRef, useState } from 'react';
import { formatMoney } from '../../lib/format.ts';
import type { QueuedOrder } from './diner-store.ts';
import { useDinerStore } from './diner-store.ts';
import { DINER_TEXTS } from './diner-texts.ts';

/** More than this many orders make the carousel infinite. */
export const INFINITE_AFTER = 3;

/** The card shown after moving `delta` from `index`: wraps when infinite, else stops at the ends. */
export function carouselStep(index: number, count: number, delta: number): number {
  if (count === 0) return 0;
  const next = index + delta;
  if (count > INFINITE_AFTER) return ((next % count) + count) % count;
  return Math.min(Math.max(next, 0), count - 1);
}

export function QueuedOrders({ queued }: { queued: readonly QueuedOrder[] }) {
  const settle = useDinerStore((s) => s.settleQueued);
  if (queued.length === 0) return null;
  return (
    <ul className="diner-queued" aria-label="Orders not sent yet">
      {queued.map((q) => (
        <li
          key={q.body.clientOrderId}
          className={`diner-queued-item is-${q.state}`}
          data-testid="queued-order"
        >
          <span aria-hidden="true">{q.state === 'queued' ? '⏳' : '⚠️'}</span>
          <p>
            {q.state === 'queued' ? DINER_TEXTS.queuedShort : q.message}
            <span className="muted"> · {q.body.items.reduce((n, i) => n + i.quantity, 0)} item(s)</span>
          </p>
          {q.state === 'failed' && (
            <button
              type="button"
              className="btn btn-secondary btn-small"
              onClick={() => settle(q.body.clientOrderId, null)}
            >
              Dismiss
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

type Props = { orders: readonly MyOrder[]; currency: string | null; onView: (o: MyOrder) => void };

export function OrdersCarousel({ orders, currency, onView }: Props) {
  const [index, setIndex] = useState(0);
  const track = useRef<HTMLUListElement>(null);
  if (orders.length === 0) return null;
  const infinite = orders.length > INFINITE_AFTER;
  const go = (delta: number) => {
    const next = carouselStep(index, orders.length, delta);
    setIndex(next);
    const card = track.current?.children[next];
    if (card instanceof HTMLElement)
      card.scrollIntoView({ behavior: 'smooth', inline: 'start', block: 'nearest' });
  };
  return (
    <section className="diner-orders" aria-labelledby="my-orders-title" data-testid="my-orders">
      <div className="diner-section-head">
        <h2 id="my-orders-title">Your orders</h2>
        {orders.length > 1 && (
          <div className="diner-carousel-nav">
            <button
              type="button"
              aria-label="Previous order"
              disabled={!infinite && index === 0}
              onClick={() => go(-1)}
            >
              ‹
            </button>
            <button
              type="button"
              aria-label="Next order"
              disabled={!infinite && index === orders.length - 1}
              onClick={() => go(1)}
            >
              ›
            </button>
          </div>
        )}
      </div>
      <ul ref={track} className="diner-carousel">
        {orders.map((o) => (
          <li key={o.orderId} className="diner-order-card" data-testid="my-order">
            <p className="diner-order-token">
              {DINER_TEXTS.tokenNo} <strong>{o.tokenNo ?? '—'}</strong>
            </p>
            <p className="muted">
              {o.paymentStatus === 'pending'
                ? 'Awaiting payment'
                : o.status === 'completed'
                  ? 'Completed'
                  : 'In the kitchen'}
              {' · '}
              {formatMoney(o.total, currency)}
            </p>
            <button type="button" className="btn btn-secondary btn-small" onClick={() => onView(o)}>
              {DINER_TEXTS.viewOrder}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
