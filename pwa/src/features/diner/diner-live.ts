/**
 * The diner's live status (OS9, DIN5): its own socket, /api/v1/qrmenu/ws, subscribed
 * to the capabilities of the orders placed on this phone only, never the store's stream. order_update and
 * payment_update go to the app's event bus; a (re)connect counts as an update, since events may have been missed.
 */
import { useEffect, useRef } from 'react';
import { onRealtimeEvent } from '../../sync/events.ts';
import { SyncSocket, sameOriginSocketUrl } from '../../sync/socket.ts';

export const DINER_SOCKET_PATH = '/api/v1/qrmenu/ws';

let socket: SyncSocket | null = null;
let subscribed: readonly string[] = [];
const reconnectListeners = new Set<() => void>();

const subscribe = () => socket?.send({ type: 'subscribe', orderTokens: subscribed });

/** Keeps the socket open and subscribed to `orderTokens` while the menu is open. */
export function useDinerSocket(orderTokens: readonly string[]): void {
  const key = orderTokens.join(' ');
  useEffect(() => {
    subscribed = key === '' ? [] : key.split(' ');
    if (subscribed.length === 0) return;
    if (!socket) {
      socket = new SyncSocket({
        url: sameOriginSocketUrl(DINER_SOCKET_PATH),
        onConnected: () => {
          subscribe();
          for (const l of [...reconnectListeners]) l();
        },
        onPoke: () => {},
        onStatus: () => {},
      });
      socket.start();
    } else subscribe();
  }, [key]);
  useEffect(
    () => () => {
      socket?.stop();
      socket = null;
    },
    [],
  );
}

/** Calls `refresh` on every order_update or payment_update and after each (re)connect. */
export function useDinerUpdates(refresh: () => void): void {
  const ref = useRef(refresh);
  ref.current = refresh;
  useEffect(() => {
    const run = () => ref.current();
    reconnectListeners.add(run);
    const off = onRealtimeEvent((e) => {
      if (e.type === 'order_update' || e.type === 'payment_update') run();
    });
    return () => {
      reconnectListeners.delete(run);
      off();
    };
  }, []);
}
