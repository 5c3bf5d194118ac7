/**
 * The order-status panel (OS9, DIN5, WHO1): first the token once the payment is not pending (before: waiting
 * for the store, the failed online payment, or that the store did not accept it in time, SALE7), then the short
 * reference and payment method, each item's
 * state, the price summary, the full order id in small print and Close. It refreshes on order_update and
 * payment_update, never by reloading.
 */
import {
  EXPIRY_TEXTS,
  isItemDoneForDiner,
  isOrderItemStatus,
  type OrderStatusAnswer,
  orderReference,
} from '@tavola/shared';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import type { ApiResult } from '../../lib/api.ts';
import { formatMoney } from '../../lib/format.ts';
import { notify } from '../../lib/toast.tsx';
import { dinerApi } from './diner-api.ts';
import { useDinerUpdates } from './diner-live.ts';
import { type SavedOrder, useDinerStore } from './diner-store.ts';
import { DINER_TEXTS } from './diner-texts.ts';
import { startOnlinePayment } from './online-payment.ts';
import { OrderSummary } from './order-summary.tsx';
import { METHOD_LABELS } from './payment-method-dialog.tsx';

const done = (status: string) => isOrderItemStatus(status) && isItemDoneForDiner(status);
const STATUS_LABEL: Record<string, string> = {
  created: 'Received',
  preparing: 'Preparing',
  completed: 'Ready',
  delivered: 'Served',
  cancelled: 'Cancelled',
};

/** What the panel says in place of the token while the payment is pending (DIN5). */
export const pendingText = (deliveryType: string, paymentMethod: string): string =>
  deliveryType === 'AppCash' || (deliveryType === 'App' && paymentMethod === 'cash')
    ? DINER_TEXTS.waitingForStore
    : DINER_TEXTS.onlineFailed;

/** SALE7: expired as the server answered, or once `expiresAt` (epoch ms) passes on this phone's clock. */
/** SALE7: when the order expires on this phone's clock: the server's remaining wait from when it answered. */
function localExpiry(o: OrderStatusAnswer['order'], receivedAt: number): number | null | undefined {
  if (o.expiresInMs == null) return o.expiresAt;
  return receivedAt + o.expiresInMs;
}

function useExpiredAt(answered: boolean, expiresAt: number | null | undefined): boolean {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (expiresAt == null) return;
    const wait = expiresAt - Date.now();
    if (wait <= 0) return;
    const timer = setTimeout(tick, Math.min(wait + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [expiresAt]);
  return answered || (expiresAt != null && Date.now() >= expiresAt);
}

type Props = { order: SavedOrder; currency: string | null; storeName: string; onClose: () => void };

export function OrderStatusDialog({ order, currency, storeName, onClose }: Props) {
  const [result, setResult] = useState<ApiResult<OrderStatusAnswer> | null>(null);
  const receivedAt = useRef(0);
  const setTokenNo = useDinerStore((s) => s.setTokenNo);
  const load = useCallback(async () => {
    const r = await dinerApi.order(order.orderId, order.orderToken);
    if (r.ok) receivedAt.current = Date.now();
    // a failed refresh keeps what is shown; only a first failure replaces the placeholder
    setResult((prev) => (r.ok || !prev?.ok ? r : prev));
    if (r.ok) setTokenNo(order.orderId, r.data.order.token_no);
  }, [order.orderId, order.orderToken, setTokenNo]);
  useEffect(() => {
    void load();
  }, [load]);
  useDinerUpdates(() => void load());

  const payAgain = async () => {
    const id = notify.loading();
    const r = await dinerApi.paymentOrder(order.orderId, order.orderToken);
    if (!r.ok) {
      notify.error(r.message, id);
      return;
    }
    notify.dismiss(id);
    await startOnlinePayment(order, r.data.payment, storeName);
  };

  const data = result?.ok ? result.data : null;
  const o = data?.order;
  const items = data?.kitchenOrdersItems ?? [];
  const pending = o?.payment_status === 'pending';
  // SALE7: the store did not accept it in time (the server says so, or its time ran out while the panel is open)
  const expired = useExpiredAt(
    o?.expired === true,
    pending && o?.status === 'created' ? localExpiry(o, receivedAt.current) : null,
  );
  const finished = items.length > 0 && items.every((i) => i.status === 'cancelled' || done(i.status));
  return (
    <Dialog open onClose={onClose} title="Order Status" size="sheet" testId="order-status">
      {!result && (
        <p className="status-line" role="status">
          {DINER_TEXTS.pleaseWait}
        </p>
      )}
      {result && !result.ok && (
        <p className="status-line status-error" role="alert">
          {result.message}
        </p>
      )}
      {o && (
        <div
          className={`diner-token ${pending ? 'is-pending' : 'is-paid'}`}
          data-testid="status-token"
          role="status"
        >
          {pending && expired ? (
            <p data-testid="status-expired">{EXPIRY_TEXTS.diner}</p>
          ) : pending ? (
            <p>{pendingText(o.delivery_type, o.paymentMethod)}</p>
          ) : (
            <>
              <p className="diner-token-label">{DINER_TEXTS.tokenNo}</p>
              <p className="diner-token-number">{o.token_no}</p>
              {finished && <p className="diner-token-done">Your order is ready. Enjoy!</p>}
            </>
          )}
        </div>
      )}
      {/* WHO1: the panel leads with the token and the short reference the cashier searches by */}
      <dl className="diner-status-facts">
        <div>
          <dt>{DINER_TEXTS.reference}</dt>
          <dd className="diner-reference" data-testid="status-reference">
            #{orderReference(order.orderId)}
          </dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>{METHOD_LABELS[o?.paymentMethod ?? order.paymentMethod]}</dd>
        </div>
      </dl>
      {o && pending && !expired && o.paymentMethod === 'online' && (
        <button type="button" className="btn btn-secondary btn-block" onClick={() => void payAgain()}>
          Try paying online again
        </button>
      )}
      {items.length > 0 && (
        <ul className="diner-status-items" aria-label="Items">
          {items.map((i) => (
            <li key={i.id} data-testid="status-item" data-status={i.status}>
              <span className={`diner-status-dot ${done(i.status) ? 'is-done' : ''}`} aria-hidden="true">
                {done(i.status) ? '✓' : ''}
              </span>
              <span className="diner-status-title">
                {i.quantity} × {i.item_title}
                {i.variant && <span className="muted"> ({i.variant})</span>}
              </span>
              <span className="diner-status-state">{STATUS_LABEL[i.status] ?? i.status}</span>
              <span className="diner-status-price">{formatMoney(i.price * i.quantity, currency)}</span>
            </li>
          ))}
        </ul>
      )}
      {o?.summary && <OrderSummary summary={o.summary} currency={currency} />}
      <p className="diner-order-id muted">
        Order ID <span data-testid="status-order-id">{order.orderId}</span>
      </p>
      <button type="button" className="btn btn-primary btn-block diner-cta" onClick={onClose}>
        Close
      </button>
    </Dialog>
  );
}
