/**
 * The real-time event bus (SYNC16): the socket publishes the server's new_order,
 * order_update and payment_update; the kitchen and orders screens subscribe for sounds and toasts.
 * Data itself arrives by pull: screens read Dexie, these events only say "something happened".
 */
import type { ServerMessage } from '@tavola/shared';
import { useEffect, useRef } from 'react';

export type RealtimeEvent = Extract<
  ServerMessage,
  { type: 'new_order' | 'order_update' | 'payment_update' | 'print_status' }
>;
export type RealtimeEventType = RealtimeEvent['type'];
type Listener = (e: RealtimeEvent) => void;

const listeners = new Set<Listener>();

export const REALTIME_EVENT_TYPES: readonly RealtimeEventType[] = [
  'new_order',
  'order_update',
  'payment_update',
  // PRT5: the printers' state for the printer-down banner
  'print_status',
];

export const isRealtimeEvent = (m: { type: string }): m is RealtimeEvent =>
  (REALTIME_EVENT_TYPES as readonly string[]).includes(m.type);

/** Subscribes to every event; returns the unsubscribe function. */
export function onRealtimeEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function publishRealtimeEvent(e: RealtimeEvent): void {
  for (const l of [...listeners]) {
    try {
      l(e);
    } catch (err) {
      console.error('realtime event listener failed', err);
    }
  }
}

/** Calls `handler` for events of `type` while the component is mounted (the latest handler, no resubscribe). */
export function useRealtimeEvent<T extends RealtimeEventType>(
  type: T,
  handler: (e: Extract<RealtimeEvent, { type: T }>) => void,
): void {
  const ref = useRef(handler);
  ref.current = handler;
  useEffect(
    () =>
      onRealtimeEvent((e) => {
        if (e.type === type) ref.current(e as Extract<RealtimeEvent, { type: T }>);
      }),
    [type],
  );
}
