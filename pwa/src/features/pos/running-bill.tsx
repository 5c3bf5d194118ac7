/**
 * DISC7 on the till: with a table chosen, its running bills (sent to the kitchen, not paid) show under the cart
 * with each line's Discount, Comp and Void and the bill's discount: the Orders screen's operations (same hook,
 * same dialogs, same mutators), so the cashier ringing up the table does not leave the till to do them.
 */
import { type OrderItemRow, type OrderRow, orderTotals } from '@tavola/shared';
import { useState } from 'react';
import { useLive } from '../../db/hooks.ts';
import { formatMoney } from '../../lib/format.ts';
import { BillDiscountButton, useLineOps } from '../bill-ops/line-ops.tsx';
import { usePosStore } from './pos-store.ts';
import './cart-ops.css';

type RunningOrder = { readonly order: OrderRow; readonly items: OrderItemRow[] };

function RunningLine({ item }: { item: OrderItemRow }) {
  const ops = useLineOps(item, false);
  const voided = item.status === 'cancelled';
  return (
    <li className="pos-running-line" data-testid="running-line" data-status={item.status}>
      <span className="pos-running-title">
        <span>
          {voided ? <s>{item.itemTitle}</s> : item.itemTitle} × {item.quantity}
          {voided && <span className="muted"> · Void</span>}
        </span>
        {ops.note}
      </span>
      <span className="pos-running-actions">
        {ops.actions.map((a) => (
          <button
            key={a.label}
            type="button"
            className="btn btn-secondary btn-small"
            aria-label={`${a.label} ${item.itemTitle}`}
            onClick={a.onSelect}
          >
            {a.label}
          </button>
        ))}
      </span>
      {ops.dialog}
    </li>
  );
}

/** One sent bill: its header always, its lines open at first only when the cart is empty (the tablet's cart is short). */
function RunningBill({ order, items, currency }: RunningOrder & { currency: string | null }) {
  const [open, setOpen] = useState(() => usePosStore.getState().lines.length === 0);
  return (
    <details
      className="pos-running-bill"
      data-testid="running-bill"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="pos-running-head">
        Sent · Token {order.tokenNo} · {items.filter((i) => i.status !== 'cancelled').length} items ·{' '}
        <strong data-testid="running-total">{formatMoney(orderTotals(order, items).total, currency)}</strong>
      </summary>
      <ul className="pos-running-lines">
        {items.map((item) => (
          <RunningLine key={item.id} item={item} />
        ))}
      </ul>
      <div className="pos-bill-discount">
        <BillDiscountButton order={order} />
      </div>
    </details>
  );
}

export function RunningBills({ currency }: { currency: string | null }) {
  const tableId = usePosStore((s) => s.tableId);
  const running = useLive(
    async (db): Promise<RunningOrder[]> => {
      if (!tableId) return [];
      const open = (await db.orders.where('status').equals('created').toArray()).filter(
        (o) => o.tableId === tableId && o.paymentStatus !== 'paid',
      );
      const lines = open.length
        ? await db.orderItems
            .where('orderId')
            .anyOf(open.map((o) => o.id))
            .toArray()
        : [];
      return open
        .sort((a, b) => a.createdAt - b.createdAt)
        .map((order) => ({ order, items: lines.filter((l) => l.orderId === order.id) }));
    },
    [tableId],
  );
  if (!running?.length) return null;
  return (
    <section className="pos-running" aria-label="Running bills of the table" data-testid="running-bills">
      {running.map(({ order, items }) => (
        <RunningBill key={order.id} order={order} items={items} currency={currency} />
      ))}
    </section>
  );
}
