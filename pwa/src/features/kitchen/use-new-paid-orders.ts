/**
 * Calls `onNew` once per paid order new to the kitchen: announced by the server's new_order event with
 * paymentStatus paid, or appearing in the live list later (paid at the counter, or pulled while the socket
 * was down). The orders present when the screen opens, or brought by this device's first pull, are not new.
 */
import { type KitchenRule, kitchenSeesOrder } from '@tavola/shared';
import { useEffect, useRef } from 'react';
import { useRealtimeEvent } from '../../sync/events.ts';

export type NewPaidOrder = { readonly orderId: string; readonly tokenNo: string };

export function useNewPaidOrders(
  board:
    | {
        readonly orders: readonly { readonly id: string; readonly tokenNo: string }[];
        readonly synced: boolean;
        /** KDS10: the store's rule: a sent dine-in order may be the kitchen's before payment. */
        readonly rule?: KitchenRule | undefined;
      }
    | undefined,
  onNew: (o: NewPaidOrder) => void,
): void {
  const known = useRef(new Set<string>());
  const loaded = useRef(false);
  const handler = useRef(onNew);
  handler.current = onNew;

  const announce = (o: NewPaidOrder) => {
    if (known.current.has(o.orderId)) return;
    known.current.add(o.orderId);
    handler.current(o);
  };

  useEffect(() => {
    if (!board?.synced) return;
    if (!loaded.current) {
      loaded.current = true;
      for (const o of board.orders) known.current.add(o.id);
      return;
    }
    for (const o of board.orders) announce({ orderId: o.id, tokenNo: o.tokenNo });
  });

  useRealtimeEvent('new_order', (e) => {
    const seen = { status: 'created', paymentStatus: e.paymentStatus, deliveryType: e.deliveryType };
    if (kitchenSeesOrder(seen, board?.rule)) announce({ orderId: e.orderId, tokenNo: e.tokenNo });
  });
}
