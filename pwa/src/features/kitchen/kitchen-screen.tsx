/**
 * /dashboard/kitchen, 'All of Kitchen' (OS2): paid open orders, one button per line state,
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

const BellIcon = () => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    <path
      d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16zM10 20a2 2 0 0 0 4 0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

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
              <BellIcon /> {ORDERS_TEXTS.enableSound}
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
