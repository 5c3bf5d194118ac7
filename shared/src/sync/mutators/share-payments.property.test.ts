/**
 * SPLIT5-SPLIT8, TEND2, REF2: random carts split equally into N and paid share by share in a random order with
 * random tenders: the shares add to the total to the paisa, the invoice's tenders equal the total, change only for
 * cash, and refunds never exceed what was paid.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aRow } from '../../test-support/sync.ts';
import { run, withOrder } from '../../test-support/sync-shop.ts';
import type { SyncState } from '../apply.ts';
import type { RefundRow } from '../bill-rows.ts';
import type { InvoiceRow } from '../rows.ts';
import { billShop, linesOf, ordersOf, seen } from './bill-test-shop.ts';

const ITEMS = [
  { itemId: 'pizza', variantId: 'pizza-small', addonIds: ['cheese'], unitPrice: 22000 },
  { itemId: 'cola', variantId: null, addonIds: [], unitPrice: 5500 },
  { itemId: 'chai', variantId: null, addonIds: [], unitPrice: 1010 },
];
const TYPES = ['cash', 'card', 'upi'] as const;

function shop(cart: [number, number][], roundBills: boolean): SyncState {
  const s = billShop();
  const withTypes: SyncState = {
    ...s,
    storeSettings: { store: aRow('storeSettings', { id: 'store', roundBills, currency: 'INR' }) },
    paymentTypes: {
      ...s.paymentTypes,
      card: aRow('paymentTypes', { id: 'card', title: 'Card' }),
      upi: aRow('paymentTypes', { id: 'upi', title: 'UPI' }),
    },
  };
  return withOrder(withTypes, {
    cart: cart.map(([i, q]) => ({ ...ITEMS[i]!, quantity: q, notes: null })),
    itemIds: cart.map((_, j) => `line-${j}`),
  });
}

const bill = (s: SyncState) => ordersOf(s).find((o) => o.id === 'order-1')!;
const invoices = (s: SyncState) => Object.values(s.invoices ?? {}) as unknown as InvoiceRow[];

const scenario = fc.record({
  cart: fc.array(fc.tuple(fc.nat(2), fc.integer({ min: 1, max: 5 })), { minLength: 1, maxLength: 6 }),
  n: fc.integer({ min: 2, max: 8 }),
  order: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
  tenders: fc.array(fc.tuple(fc.nat(2), fc.nat(3), fc.nat(20_000)), { minLength: 8, maxLength: 8 }),
  roundBills: fc.boolean(),
  refunds: fc.array(fc.nat(10), { maxLength: 4 }),
});

describe('equal shares paid in any order (property)', () => {
  it('[SPLIT5] [SPLIT6] [SPLIT8] [TEND2] [REF2] shares add up to the total, the invoice’s tenders too, change only in cash, refunds ≤ paid', () => {
    fc.assert(
      fc.property(scenario, ({ cart, n, order, tenders, roundBills, refunds }) => {
        let s = shop(cart as [number, number][], roundBills);
        // the shares in a random order: k-th pick among those still unpaid
        const unpaid = Array.from({ length: n }, (_, k) => k + 1);
        const amounts: number[] = [];
        for (let step = 0; step < n; step++) {
          const k = unpaid.splice(order[step % order.length]! % unpaid.length, 1)[0]!;
          const [type, split, extra] = tenders[step % tenders.length]!;
          const paymentTypeId = TYPES[type]!;
          // the share's amount as the deciding side prices it (a probe paid in cash far above it)
          const probe = run(s, 'order.share-paid.v1', {
            id: `probe-${k}`,
            orderId: 'order-1',
            of: n,
            share: k,
            seenLines: seen(s, 'order-1'),
            tenders: [{ paymentTypeId: 'cash', tendered: 10_000_000 }],
            invoiceId: `inv-${k}`,
          });
          expect(probe.decision.ok).toBe(true);
          const paid = bill(probe.state).shares?.paid.find((p) => p.id === `probe-${k}`);
          const amount = paid?.amount ?? invoices(probe.state)[0]?.tenders?.at(-1)?.amount ?? 0;
          // one or two tenders: a part by card or UPI, the rest by this step's type (cash: with extra)
          const first = split > 0 && amount > 1 ? Math.max(1, Math.floor(amount / (split + 1))) : 0;
          const rest = amount - first;
          const given = [
            ...(first > 0 ? [{ paymentTypeId: TYPES[1 + (split % 2)]!, tendered: first }] : []),
            { paymentTypeId, tendered: rest + (paymentTypeId === 'cash' ? extra : 0) },
          ];
          const r = run(s, 'order.share-paid.v1', {
            id: `share-${k}`,
            orderId: 'order-1',
            of: n,
            share: k,
            seenLines: seen(s, 'order-1'),
            tenders: given,
            invoiceId: `inv-${k}`,
          });
          expect(r.decision.ok, JSON.stringify(r.decision)).toBe(true);
          amounts.push(amount);
          s = r.state;
        }
        const [invoice] = invoices(s);
        expect(invoice).toBeDefined();
        const total = invoice!.total;
        expect(amounts.reduce((x, y) => x + y, 0)).toBe(total);
        expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
        const ts = invoice!.tenders ?? [];
        expect(ts.reduce((x, t) => x + t.amount, 0)).toBe(total);
        expect(ts.reduce((x, t) => x + t.tendered - t.change, 0)).toBe(total);
        for (const t of ts) if (t.paymentTypeId !== 'cash') expect(t.change).toBe(0);
        expect(bill(s)).toMatchObject({ paymentStatus: 'paid', status: 'completed' });
        // refunds by random lines, then the rest: never more than paid, per type never more than it took
        const lineIds = linesOf(s, 'order-1').map((l) => l.id);
        for (const [j, pick] of refunds.entries()) {
          const itemIds = pick < lineIds.length ? [lineIds[pick]!] : [];
          s = run(s, 'invoice.refund.v1', {
            id: `ref-${j}`,
            invoiceId: invoice!.id,
            orderIds: ['order-1'],
            itemIds,
            method: 'tender',
            reason: 'Cold food',
          }).state;
        }
        const given = Object.values(s.refunds ?? {}) as unknown as RefundRow[];
        expect(given.reduce((x, r) => x + r.amount, 0)).toBeLessThanOrEqual(total);
        for (const type of TYPES) {
          const took = ts.filter((t) => t.paymentTypeId === type).reduce((x, t) => x + t.amount, 0);
          const back = given.flatMap((r) => r.tenders).filter((t) => t.paymentTypeId === type);
          expect(back.reduce((x, t) => x + t.amount, 0)).toBeLessThanOrEqual(took);
        }
      }),
      { numRuns: 120 },
    );
  });
});
