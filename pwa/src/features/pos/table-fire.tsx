/**
 * CRS3 (issue 33 item 6): the till fires a course too. With a table chosen, each open order of that table that
 * still holds a course shows its "Fire Main" / "Fire Dessert" buttons (the Orders screen's, same mutator), so the
 * waiter who rang the starters fires the mains from where they stand.
 */
import { heldCourses, type OrderItemRow, type OrderRow } from '@tavola/shared';
import { useLive } from '../../db/hooks.ts';
import { FireCourseButtons } from '../orders/fire-course.tsx';
import { usePosStore } from './pos-store.ts';
import './table-fire.css';

type HeldOrder = { readonly order: OrderRow; readonly items: OrderItemRow[] };

export function TableFire() {
  const tableId = usePosStore((s) => s.tableId);
  const held = useLive(
    async (db): Promise<HeldOrder[]> => {
      if (!tableId) return [];
      const open = (await db.orders.where('status').equals('created').toArray()).filter(
        (o) => o.tableId === tableId,
      );
      const lines = open.length
        ? await db.orderItems
            .where('orderId')
            .anyOf(open.map((o) => o.id))
            .toArray()
        : [];
      return open
        .sort((a, b) => a.createdAt - b.createdAt)
        .map((order) => ({ order, items: lines.filter((l) => l.orderId === order.id) }))
        .filter((h) => heldCourses(h.items).length > 0);
    },
    [tableId],
  );
  if (!held?.length) return null;
  return (
    <div className="pos-table-fire" data-testid="till-fire">
      {held.map(({ order, items }) => (
        <div key={order.id} className="pos-table-fire-order">
          <span className="muted">Token {order.tokenNo}</span>
          <FireCourseButtons orderId={order.id} items={items} />
        </div>
      ))}
    </div>
  );
}
