/**
 * /dashboard/kitchen, 'All of Kitchen' (document 2 section 2): paid open orders, one button per line state,
 * live from the device database; a sound on each new paid order. Built to be read across a kitchen.
 */
import { TEXTS } from '@tavola/shared';
import { StatusLine } from '../../components/area-panel.tsx';
import { notify } from '../../lib/toast.tsx';
import { ORDERS_TEXTS } from '../orders/orders-texts.ts';
import { refreshOrders } from '../orders/refresh-orders.ts';
import { KitchenCard } from './kitchen-card.tsx';
import { useKitchenBoard } from './kitchen-data.ts';
import { useNewOrderSound } from './new-order-sound.ts';
import { useNewPaidOrders } from './use-new-paid-orders.ts';
import './kitchen.css';

export function KitchenScreen() {
  const board = useKitchenBoard();
  const orders = board?.orders;
  const sound = useNewOrderSound();
  useNewPaidOrders(board && { orders: board.orders.map((o) => o.order), synced: board.synced }, (o) => {
    void sound.play();
    notify.blank(ORDERS_TEXTS.newOrder(o.tokenNo));
  });

  return (
    <section className="kitchen-screen" aria-labelledby="kitchen-title" data-testid="kitchen">
      <header className="kitchen-head">
        <h1 id="kitchen-title">{ORDERS_TEXTS.kitchenTitle}</h1>
        <div className="kitchen-head-actions">
          {!sound.enabled && (
            <button
              type="button"
              className="kitchen-head-btn kitchen-sound"
              onClick={() => void sound.enable()}
            >
              <span aria-hidden="true">🔔</span> {ORDERS_TEXTS.enableSound}
            </button>
          )}
          <button type="button" className="kitchen-head-btn" onClick={() => void refreshOrders()}>
            {ORDERS_TEXTS.refresh}
          </button>
        </div>
      </header>
      {orders === undefined && <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>}
      {orders && orders.length === 0 && <p className="kitchen-empty">{ORDERS_TEXTS.empty}</p>}
      {orders && orders.length > 0 && (
        <ul className="kitchen-board">
          {orders.map((o) => (
            <KitchenCard key={o.order.id} entry={o} />
          ))}
        </ul>
      )}
    </section>
  );
}
