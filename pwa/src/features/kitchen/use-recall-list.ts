/**
 * KDS14: the tickets this screen saw leave (bumped: the order completed, or no longer the kitchen's), newest first,
 * the last RECALL.listMax within RECALL.windowMs, kept for the session (a reload keeps them).
 */
import { RECALL, recallList } from '@tavola/shared';
import { useEffect, useRef, useState } from 'react';
import type { KitchenOrder } from './kitchen-data.ts';

export type BumpedTicket = {
  readonly orderId: string;
  readonly tokenNo: string;
  /** The lines this screen showed (a station's screen shows some): the ones a recall brings back. */
  readonly itemIds: readonly string[];
  readonly leftAt: number;
};

type Seen = { readonly tokenNo: string; readonly itemIds: readonly string[] };

const KEY = 'tavola.kitchen.recall';

const stored = (): BumpedTicket[] => {
  try {
    const list = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? (list as BumpedTicket[]) : [];
  } catch {
    return [];
  }
};

export function useRecallList(
  orders: readonly KitchenOrder[] | undefined,
  now: () => number = Date.now,
): { list: readonly BumpedTicket[]; forget: (orderId: string) => void } {
  const [list, setList] = useState<BumpedTicket[]>(() => recallList(stored(), now()));
  const onScreen = useRef<Map<string, Seen> | null>(null);

  useEffect(() => {
    if (!orders) return;
    const current = new Map<string, Seen>(
      orders.map((o) => [o.order.id, { tokenNo: o.order.tokenNo, itemIds: o.items.map((i) => i.id) }]),
    );
    const before = onScreen.current;
    onScreen.current = current;
    if (!before) return;
    const left = [...before].filter(([id]) => !current.has(id));
    const back = [...current.keys()].filter((id) => !before.has(id));
    if (left.length === 0 && back.length === 0) return;
    setList((l) => {
      const at = now();
      const kept = l.filter((t) => !current.has(t.orderId));
      const gone = left.map(([orderId, seen]) => ({ orderId, ...seen, leftAt: at }));
      const next = recallList([...gone, ...kept], at);
      sessionStorage.setItem(KEY, JSON.stringify(next));
      return next;
    });
  }, [orders, now]);

  // the window passes by itself: drop what is too old once a minute
  useEffect(() => {
    const timer = setInterval(() => setList((l) => recallList(l, now())), Math.min(60_000, RECALL.windowMs));
    return () => clearInterval(timer);
  }, [now]);

  const forget = (orderId: string) =>
    setList((l) => {
      const next = l.filter((t) => t.orderId !== orderId);
      sessionStorage.setItem(KEY, JSON.stringify(next));
      return next;
    });
  return { list, forget };
}
