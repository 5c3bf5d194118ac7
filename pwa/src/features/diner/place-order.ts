/**
 * Placing a diner order (DIN2-DIN3). With no signal a cash order waits on the phone
 * and is sent when the signal returns, under the same clientOrderId, so a retry never makes a second order.
 */

import type { CreatedOrder, CreateOrderBody } from '@tavola/shared';
import { useEffect } from 'react';
import type { ApiResult } from '../../lib/api.ts';
import { notify } from '../../lib/toast.tsx';
import { dinerApi } from './diner-api.ts';
import { useDinerStore } from './diner-store.ts';
import { DINER_TEXTS } from './diner-texts.ts';

/** How often a phone with queued orders tries again (besides the browser's 'online' event). */
export const OUTBOX_RETRY_MS = 5000;

/** No answer at all, or a gateway that could not reach the server: the order may go later. */
const isTransient = (r: ApiResult<unknown>) =>
  r.status === 0 || r.status === 502 || r.status === 503 || r.status === 504;

export type PlaceResult =
  | { kind: 'sent'; order: CreatedOrder }
  | { kind: 'queued' }
  | { kind: 'refused'; message: string };

function remember(order: CreatedOrder, body: CreateOrderBody): void {
  useDinerStore.getState().saveOrder({
    orderId: order.orderId,
    orderToken: order.orderToken,
    qrcode: body.qrcode,
    paymentMethod: body.paymentMethod,
    tokenNo: order.tokenNo,
    placedAt: Date.now(),
    providerRef: order.payment?.providerRef ?? null,
  });
}

/** Sends the order; a cash order that finds no signal is queued (`queueIfOffline`). */
export async function placeOrder(body: CreateOrderBody, queueIfOffline: boolean): Promise<PlaceResult> {
  const r = await dinerApi.createOrder(body);
  if (r.ok) {
    remember(r.data, body);
    return { kind: 'sent', order: r.data };
  }
  if (isTransient(r) && queueIfOffline) {
    useDinerStore.getState().enqueue(body);
    return { kind: 'queued' };
  }
  return { kind: 'refused', message: isTransient(r) ? DINER_TEXTS.onlineNeedsSignal : r.message };
}

let flushing: Promise<void> | null = null;

/** Sends queued orders in the order they were placed; stops at the first that still finds no signal. */
export function flushQueuedOrders(): Promise<void> {
  flushing ??= (async () => {
    for (const q of useDinerStore.getState().outbox) {
      if (q.state !== 'queued') continue;
      const r = await dinerApi.createOrder(q.body);
      if (isTransient(r)) break;
      const store = useDinerStore.getState();
      if (r.ok) {
        remember(r.data, q.body);
        store.settleQueued(q.body.clientOrderId, null);
        notify.success(DINER_TEXTS.sentLater);
      } else {
        store.settleQueued(q.body.clientOrderId, { ...q, state: 'failed', message: r.message });
      }
    }
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

/** While queued orders wait: try at once, when the browser says it is online, and every few seconds. */
export function useQueuedOrderSender(): void {
  const waiting = useDinerStore((s) => s.outbox.some((q) => q.state === 'queued'));
  useEffect(() => {
    if (!waiting) return;
    const send = () => void flushQueuedOrders();
    send();
    window.addEventListener('online', send);
    const timer = setInterval(send, OUTBOX_RETRY_MS);
    return () => {
      window.removeEventListener('online', send);
      clearInterval(timer);
    };
  }, [waiting]);
}
