/** Test shop of the split, merge and move tests: the sync shop with a second table and a chai that rounds. */
import { aMutatorContext, aRow } from '../../test-support/sync.ts';
import { aShopState, run } from '../../test-support/sync-shop.ts';
import type { SyncState } from '../apply.ts';
import type { OrderItemRow, OrderRow } from '../rows.ts';
import { seenLinesOf } from './bill-lines.ts';

/** 10.10 with 5% GST on top: 2 × chai is taxed 1.01, 1 + 1 chai 0.51 + 0.51. */
export const CHAI = aRow('menuItems', { id: 'chai', title: 'Chai', price: 1010, taxId: 'gst' });

export const billShop = (): SyncState => {
  const s = aShopState();
  return {
    ...s,
    menuItems: { ...s.menuItems, chai: CHAI },
    storeTables: { ...s.storeTables, t2: aRow('storeTables', { id: 't2', tableTitle: 'T2' }) },
  };
};

export const ordersOf = (s: SyncState) => Object.values(s.orders ?? {}) as unknown as OrderRow[];
export const linesOf = (s: SyncState, orderId?: string) =>
  (Object.values(s.orderItems ?? {}) as unknown as OrderItemRow[]).filter(
    (i) => orderId === undefined || i.orderId === orderId,
  );
export const seen = (s: SyncState, orderId: string) => seenLinesOf(linesOf(s, orderId));

/** Runs a mutation that must be accepted; returns the next state. */
export function ok(state: SyncState, name: string, args: unknown, ctx = aMutatorContext()): SyncState {
  const r = run(state, name, args, ctx);
  if (!r.decision.ok) throw new Error(`${name} rejected: ${r.decision.code} ${r.decision.message}`);
  return r.state;
}
