/**
 * The diner's state on this phone (UI state, zustand like the till's): the cart of the open menu, the orders
 * placed here (their capabilities), and orders placed with no signal waiting to be sent. Each change is
 * written to localStorage at once, so a reload or a closed tab loses nothing.
 */

import type { CreateOrderBody, DeliveryInfo } from '@tavola/shared';
import { create } from 'zustand';
import { addLine, type DinerLine, stepLine } from './diner-cart.ts';
import { DINER_KEYS, readJson, writeJson } from './diner-storage.ts';

/** An order this phone placed: `orderToken` lets it read the status and subscribe to its updates. */
export type SavedOrder = {
  orderId: string;
  orderToken: string;
  qrcode: string;
  paymentMethod: CreateOrderBody['paymentMethod'];
  tokenNo: string | null;
  placedAt: number;
  /** The provider's checkout of an online order (the demo page finds the order by it). */
  providerRef: string | null;
};

/** An order placed with no signal: sent as it is (same clientOrderId, so a retry never doubles it). */
export type QueuedOrder = {
  body: CreateOrderBody;
  queuedAt: number;
  /** queued: waiting for signal; failed: the server refused it (its message shown until dismissed). */
  state: 'queued' | 'failed';
  message: string | null;
};

type DinerState = {
  qrcode: string | null;
  lines: DinerLine[];
  orders: SavedOrder[];
  outbox: QueuedOrder[];
  /** The diner's delivery details for this store, kept on the phone. */
  delivery: DeliveryInfo | null;
  open: (qrcode: string) => void;
  setDelivery: (info: DeliveryInfo) => void;
  addLine: (line: DinerLine) => void;
  stepLine: (key: string, delta: number) => void;
  setNotes: (key: string, notes: string | null) => void;
  clearCart: () => void;
  saveOrder: (order: SavedOrder) => void;
  setTokenNo: (orderId: string, tokenNo: string | null) => void;
  enqueue: (body: CreateOrderBody) => void;
  /** Replaces the queued entry of `clientOrderId` (null drops it). */
  settleQueued: (clientOrderId: string, next: QueuedOrder | null) => void;
};

const allOrders = (): SavedOrder[] => readJson<SavedOrder[]>(DINER_KEYS.orders, []);

export const useDinerStore = create<DinerState>((set, get) => {
  const setLines = (lines: DinerLine[]) => {
    const { qrcode } = get();
    if (qrcode) writeJson(DINER_KEYS.cart(qrcode), lines);
    set({ lines });
  };
  const setOrders = (orders: SavedOrder[]) => {
    writeJson(DINER_KEYS.orders, orders);
    set({ orders });
  };
  const setOutbox = (outbox: QueuedOrder[]) => {
    writeJson(DINER_KEYS.outbox, outbox);
    set({ outbox });
  };
  return {
    qrcode: null,
    lines: [],
    orders: allOrders(),
    outbox: readJson<QueuedOrder[]>(DINER_KEYS.outbox, []),
    delivery: null,
    open: (qrcode) => {
      if (get().qrcode === qrcode) return;
      set({
        qrcode,
        lines: readJson<DinerLine[]>(DINER_KEYS.cart(qrcode), []),
        orders: allOrders(),
        delivery: readJson<DeliveryInfo | null>(DINER_KEYS.delivery(qrcode), null),
      });
    },
    setDelivery: (delivery) => {
      const { qrcode } = get();
      if (qrcode) writeJson(DINER_KEYS.delivery(qrcode), delivery);
      set({ delivery });
    },
    addLine: (line) => setLines(addLine(get().lines, line)),
    stepLine: (key, delta) => setLines(stepLine(get().lines, key, delta)),
    setNotes: (key, notes) => setLines(get().lines.map((l) => (l.key === key ? { ...l, notes } : l))),
    clearCart: () => setLines([]),
    saveOrder: (order) => setOrders([...get().orders.filter((o) => o.orderId !== order.orderId), order]),
    setTokenNo: (orderId, tokenNo) => {
      const orders = get().orders;
      if (orders.some((o) => o.orderId === orderId && o.tokenNo !== tokenNo))
        setOrders(orders.map((o) => (o.orderId === orderId ? { ...o, tokenNo } : o)));
    },
    enqueue: (body) =>
      setOutbox([...get().outbox, { body, queuedAt: Date.now(), state: 'queued', message: null }]),
    settleQueued: (clientOrderId, next) =>
      setOutbox(
        get().outbox.flatMap((q) =>
          q.body.clientOrderId !== clientOrderId ? [q] : next === null ? [] : [next],
        ),
      ),
  };
});

/** The orders placed from this store's menu on this phone, newest first. */
export const ordersOf = (orders: readonly SavedOrder[], qrcode: string): SavedOrder[] =>
  orders.filter((o) => o.qrcode === qrcode).sort((a, b) => b.placedAt - a.placedAt);
