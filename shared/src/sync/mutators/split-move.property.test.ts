/** SPLIT2, SPLIT4, MOVE2-MOVE3: random sequences of split, merge, move and pay never lose, copy or charge twice. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { run, withOrder } from '../../test-support/sync-shop.ts';
import type { SyncState } from '../apply.ts';
import type { InvoiceOrderRow, InvoiceRow } from '../rows.ts';
import { billShop, linesOf, ordersOf, seen } from './bill-test-shop.ts';

const ITEMS = [
  { itemId: 'pizza', variantId: 'pizza-small', addonIds: ['cheese'], unitPrice: 22000 },
  { itemId: 'cola', variantId: null, addonIds: [], unitPrice: 5500 },
  { itemId: 'chai', variantId: null, addonIds: [], unitPrice: 1010 },
];

/** Two bills (T1, T2) of random lines. */
function tables(cart1: number[][], cart2: number[][]): SyncState {
  let s = billShop();
  for (const [k, cart] of [cart1, cart2].entries()) {
    s = withOrder(s, {
      id: `order-${k + 1}`,
      tokenNo: String(k + 1),
      tableId: `t${k + 1}`,
      cart: cart.map(([i, q]) => ({ ...ITEMS[i!]!, quantity: q!, notes: null })),
      itemIds: cart.map((_, j) => `o${k + 1}-l${j}`),
    });
  }
  return s;
}

const op = fc.record({
  kind: fc.constantFrom('split', 'move-new', 'merge', 'move-table', 'pay', 'stale'),
  order: fc.nat(),
  other: fc.nat(),
  picks: fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 3 }),
});
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

const open = (s: SyncState) =>
  ordersOf(s).filter((o) => o.status === 'created' && o.paymentStatus === 'pending');

/** The mutation an abstract step names in the current state (ids from the step's index). */
function mutation(s: SyncState, o: Op, k: number): { name: string; args: unknown } | null {
  const bills = open(s).sort((a, b) => (a.id < b.id ? -1 : 1));
  const bill = bills[o.order % Math.max(1, bills.length)];
  if (!bill) return null;
  const lines = linesOf(s, bill.id).sort((a, b) => (a.id < b.id ? -1 : 1));
  const picked = new Map<string, number>();
  for (const [li, q] of o.picks) {
    const line = lines[li % lines.length]!;
    picked.set(line.id, 1 + (q % line.quantity));
  }
  const picks = [...picked].map(([id, quantity], j) => ({ id, quantity, newId: `s${k}-n${j}` }));
  const base = { tokenNo: bill.tokenNo, seenLines: seen(s, bill.id) };
  const target = bills.filter((b) => b.id !== bill.id)[o.other % Math.max(1, bills.length - 1)];
  switch (o.kind) {
    case 'split':
      return {
        name: 'order.split.v1',
        args: { ...base, orderId: bill.id, parts: [{ orderId: `s${k}`, lines: picks }] },
      };
    case 'stale':
      return {
        name: 'order.split.v1',
        args: { ...base, seenLines: [], orderId: bill.id, parts: [{ orderId: `s${k}`, lines: picks }] },
      };
    case 'move-new':
      return {
        name: 'order.move-lines.v1',
        args: { ...base, fromOrderId: bill.id, lines: picks, toOrderId: `s${k}`, toTableId: 't2' },
      };
    case 'merge':
      if (!target) return null;
      return {
        name: 'order.move-lines.v1',
        args: {
          ...base,
          fromOrderId: bill.id,
          lines: seen(s, bill.id),
          toOrderId: target.id,
          toSeenLines: seen(s, target.id),
        },
      };
    case 'move-table':
      return {
        name: 'order.move-table.v1',
        args: { orderId: bill.id, tableId: bill.tableId === 't1' ? 't2' : 't1', seenLines: base.seenLines },
      };
    case 'pay':
      return {
        name: 'order.payment-collected.v1',
        args: { orderIds: [bill.id], invoiceId: `inv${k}`, paymentTypeId: 'cash' },
      };
  }
  return null;
}

const quantities = (s: SyncState) => {
  const by: Record<string, number> = {};
  for (const l of linesOf(s)) if (l.status !== 'cancelled') by[l.itemId] = (by[l.itemId] ?? 0) + l.quantity;
  return by;
};
const grand = (s: SyncState) => ordersOf(s).reduce((x, o) => x + o.total, 0);

describe('split, merge, move and pay in any order', () => {
  it('[SPLIT2][SPLIT4][MOVE2][MOVE3] totals reconcile to the paisa, no line is lost or copied, nothing is paid twice', () => {
    const line = fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 1, max: 4 }));
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 4 }),
        fc.array(line, { minLength: 1, maxLength: 4 }),
        fc.array(op, { maxLength: 12 }),
        (cart1, cart2, ops) => {
          let s = tables(cart1, cart2);
          const items = quantities(s);
          const total = grand(s);
          const paidLines = new Map<string, string>();
          ops.forEach((o, k) => {
            const m = mutation(s, o, k);
            if (!m) return;
            const r = run(s, m.name, m.args);
            if (o.kind === 'stale') expect(r.decision).toMatchObject({ ok: false, code: 'BILL_CHANGED' });
            s = r.state;
            expect(quantities(s)).toEqual(items);
            expect(grand(s)).toBe(total);
            const orders = new Set(ordersOf(s).map((x) => x.id));
            for (const l of linesOf(s)) expect(orders.has(l.orderId)).toBe(true);
            // a paid bill's lines never change afterwards
            for (const b of ordersOf(s).filter((x) => x.paymentStatus === 'paid'))
              for (const l of linesOf(s, b.id)) {
                const was = paidLines.get(l.id);
                const now = `${b.id}×${l.quantity}`;
                if (was !== undefined) expect(now).toBe(was);
                paidLines.set(l.id, now);
              }
          });
          const links = Object.values(s.invoiceOrders ?? {}) as unknown as InvoiceOrderRow[];
          const invoices = Object.values(s.invoices ?? {}) as unknown as InvoiceRow[];
          const paid = ordersOf(s).filter((x) => x.paymentStatus === 'paid');
          expect(links.map((l) => l.orderId).sort()).toEqual(paid.map((x) => x.id).sort());
          expect(invoices.reduce((x, i) => x + i.total, 0)).toBe(paid.reduce((x, o) => x + o.total, 0));
        },
      ),
      { numRuns: 150 },
    );
  });
});
