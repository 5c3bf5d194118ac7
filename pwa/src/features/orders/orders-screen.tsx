/** /dashboard/orders (OS10): open orders per table or Delivery, live from the device. */
import { TEXTS } from '@tavola/shared';
import { useState } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { notify } from '../../lib/toast.tsx';
import { useRealtimeEvent } from '../../sync/events.ts';
import { playNewOrderSound } from '../kitchen/sound-player.ts';
import { OrderGroupCard } from './order-group-card.tsx';
import { searchGroups, useOpenOrders } from './orders-data.ts';
import { ORDERS_TEXTS } from './orders-texts.ts';
import { refreshOrders } from './refresh-orders.ts';
import './orders.css';

export function OrdersScreen() {
  const data = useOpenOrders();
  const [search, setSearch] = useState('');
  const groups = data ? searchGroups(data.groups, search) : [];
  // a sound on a new order (here whatever its payment status)
  useRealtimeEvent('new_order', (e) => {
    void playNewOrderSound();
    notify.blank(ORDERS_TEXTS.newOrder(e.tokenNo));
  });
  return (
    <section className="orders-screen" aria-labelledby="orders-title" data-testid="orders">
      <header className="screen-head">
        <h1 id="orders-title">{ORDERS_TEXTS.title}</h1>
        <div className="screen-head-actions">
          <input
            type="search"
            className="orders-search"
            aria-label={ORDERS_TEXTS.search}
            placeholder={ORDERS_TEXTS.search}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <button type="button" className="btn btn-secondary" onClick={() => void refreshOrders()}>
            {ORDERS_TEXTS.refresh}
          </button>
        </div>
      </header>
      {data === undefined && <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>}
      {data && data.groups.length === 0 && <p className="empty-state">{ORDERS_TEXTS.empty}</p>}
      {data && data.groups.length > 0 && groups.length === 0 && (
        <p className="empty-state">{ORDERS_TEXTS.noMatch}</p>
      )}
      {data && groups.length > 0 && (
        <ul className="order-groups">
          {groups.map((g) => (
            <OrderGroupCard key={g.key} group={g} data={data} />
          ))}
        </ul>
      )}
    </section>
  );
}
