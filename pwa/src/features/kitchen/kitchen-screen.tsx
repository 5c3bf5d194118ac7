/**
 * /dashboard/kitchen, 'All of Kitchen' (OS2): paid open orders, one button per line state,
 * live from the device database; a sound on each new paid order. Built to be read across a kitchen on a
 * wall tablet (ADR 0056): an all-day panel (KDS2), ticket bumps by header tap or bump bar (KDS3), screen kept on.
 * Set to one or more stations it shows only their lines still cooking, or the expo view of whole orders (ADR 0057).
 */
import { TEXTS } from '@tavola/shared';
import { useCallback, useMemo } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { notify } from '../../lib/toast.tsx';
import { ORDERS_TEXTS } from '../orders/orders-texts.ts';
import { refreshOrders } from '../orders/refresh-orders.ts';
import { PrinterDownBanner } from '../printers/printer-banner.tsx';
import { AllDayPanel } from './all-day-panel.tsx';
import { bumpTicket } from './bump-ticket.ts';
import { ExpoBoard } from './expo-board.tsx';
import { KitchenCard } from './kitchen-card.tsx';
import { useKitchenBoard } from './kitchen-data.ts';
import { KITCHEN_WALL_TEXTS } from './kitchen-wall-texts.ts';
import { useNewOrderSound } from './new-order-sound.ts';
import { KitchenRecall } from './recall-strip.tsx';
import { StaleBanner } from './stale-banner.tsx';
import { chosenStationIds, useStationChoice } from './station-choice.ts';
import { stationBoard, ticketLimits, useKitchenStations } from './station-data.ts';
import { StationPicker } from './station-picker.tsx';
import { useBumpBar } from './use-bump-bar.ts';
import { useNewPaidOrders } from './use-new-paid-orders.ts';
import { useWakeLock } from './use-wake-lock.ts';
import './kitchen.css';
import './kitchen-flow.css';

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
  const stations = useKitchenStations();
  const [choice, choose] = useStationChoice();
  const expo = choice.view === 'expo';
  // STN5: a screen of some stations shows their lines only (and rings for them only); the expo and All every line
  const stationIds = useMemo(() => chosenStationIds(choice, stations), [choice, stations]);
  const orders = useMemo(() => board && stationBoard(board.orders, stationIds), [board, stationIds]);
  const sound = useNewOrderSound();
  useNewPaidOrders(
    board && orders && { orders: orders.map((o) => o.order), synced: board.synced, rule: board.rule },
    (o) => {
      void sound.play();
      notify.blank(ORDERS_TEXTS.newOrder(o.tokenNo));
    },
  );
  useWakeLock();
  const bumpNth = useCallback(
    (n: number) => {
      const entry = orders?.[n];
      if (entry) void bumpTicket(entry);
    },
    [orders],
  );
  const bumpBar = useBumpBar(expo ? 0 : (orders?.length ?? 0), bumpNth);

  return (
    <section className="kitchen-screen" aria-labelledby="kitchen-title" data-testid="kitchen">
      <header className="kitchen-head">
        <h1 id="kitchen-title">{ORDERS_TEXTS.kitchenTitle}</h1>
        <div className="kitchen-head-actions">
          {stations && stations.length > 0 && (
            <StationPicker choice={choice} stations={stations} onChoose={choose} />
          )}
          {!sound.enabled && (
            <button
              type="button"
              className="kitchen-head-btn kitchen-sound"
              onClick={() => void sound.enable()}
            >
              <BellIcon /> {KITCHEN_WALL_TEXTS.enableSound}
            </button>
          )}
          <button
            type="button"
            className="kitchen-head-btn"
            aria-pressed={bumpBar.on}
            onClick={bumpBar.toggle}
          >
            {KITCHEN_WALL_TEXTS.bumpBar}
          </button>
          <button type="button" className="kitchen-head-btn" onClick={() => void refreshOrders()}>
            {ORDERS_TEXTS.refresh}
          </button>
        </div>
      </header>
      <StaleBanner />
      <PrinterDownBanner />
      {bumpBar.on && <p className="kitchen-legend">{KITCHEN_WALL_TEXTS.bumpBarLegend}</p>}
      {orders === undefined && <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>}
      {orders && !expo && <KitchenRecall key={stationIds.join()} orders={orders} />}
      {orders && expo && <ExpoBoard orders={orders} stations={stations ?? []} />}
      {orders && !expo && (
        <div className="kitchen-body">
          {orders.length === 0 && <p className="kitchen-empty">{ORDERS_TEXTS.empty}</p>}
          {orders.length > 0 && (
            <ul className="kitchen-board">
              {orders.map((o, n) => (
                <KitchenCard
                  key={o.order.id}
                  entry={o}
                  position={bumpBar.on && n < 9 ? n + 1 : undefined}
                  selected={bumpBar.selected === n}
                  limits={ticketLimits(o.items, stations ?? [])}
                />
              ))}
            </ul>
          )}
          <AllDayPanel orders={orders} stations={stations ?? []} />
        </div>
      )}
    </section>
  );
}
