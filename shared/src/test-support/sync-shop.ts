/**
 * A small shop for mutator tests: a taxed pizza with variants and an addon, an inclusive-tax drink, a
 * table, a customer and a payment type; plus the wire args of order.create.v1 and a one-call runner.
 */
import { rateFromPercent } from '../money/rate.ts';
import type { SyncState } from '../sync/apply.ts';
import type { MutatorContext, MutatorDecision } from '../sync/mutator.ts';
import { runMutation } from '../sync/mutators/run.ts';
import { aMutatorContext, aRow, aSyncState, DAY0 } from './sync.ts';

export const SHOP = {
  gst: aRow('taxes', { id: 'gst', title: 'GST', rate: rateFromPercent(5), type: 'exclusive' }),
  vat: aRow('taxes', { id: 'vat', title: 'VAT', rate: rateFromPercent(10), type: 'inclusive' }),
  pizza: aRow('menuItems', { id: 'pizza', title: 'Margherita', price: 25000, taxId: 'gst' }),
  large: aRow('variants', { id: 'pizza-large', itemId: 'pizza', title: 'Large', price: 30000 }),
  small: aRow('variants', { id: 'pizza-small', itemId: 'pizza', title: 'Small', price: 18000 }),
  cheese: aRow('addons', { id: 'cheese', itemId: 'pizza', title: 'Extra cheese', price: 4000 }),
  cola: aRow('menuItems', { id: 'cola', title: 'Cola', price: 5500, taxId: 'vat' }),
  table: aRow('storeTables', { id: 't1', tableTitle: 'T1' }),
  asha: aRow('customers', { id: 'asha', name: 'Asha', phone: '9876543210', balanceDue: 1000 }),
  cash: aRow('paymentTypes', { id: 'cash', title: 'Cash' }),
} as const;

export const aShopState = (): SyncState =>
  aSyncState({
    taxes: [SHOP.gst, SHOP.vat],
    menuItems: [SHOP.pizza, SHOP.cola],
    variants: [SHOP.large, SHOP.small],
    addons: [SHOP.cheese],
    storeTables: [SHOP.table],
    customers: [SHOP.asha],
    paymentTypes: [SHOP.cash],
  });

/**
 * order.create.v1 args as the till sends them: 2 × small pizza with cheese (220.00, 5% GST on top) and a
 * cola (55.00, 10% VAT inside) at table T1, token '1'. Totals: net 490.00, tax 27.00, total 517.00.
 */
export const createOrderWire = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: 'order-1',
  tokenNo: '1',
  businessDay: DAY0,
  cart: [
    {
      itemId: 'pizza',
      variantId: 'pizza-small',
      addonIds: ['cheese'],
      quantity: 2,
      notes: ' no basil ',
      unitPrice: 22000,
    },
    { itemId: 'cola', variantId: null, addonIds: [], quantity: 1, notes: null, unitPrice: 5500 },
  ],
  deliveryType: 'dinein',
  customerType: 'WALKIN',
  customerId: null,
  tableId: 't1',
  itemIds: ['line-1', 'line-2'],
  ...overrides,
});

/** Runs a named mutation on `state` with the wire args. */
export const run = (
  state: SyncState,
  name: string,
  args: unknown,
  ctx: MutatorContext = aMutatorContext(),
): { decision: MutatorDecision; state: SyncState } => runMutation(state, { name, args }, ctx);

/** The state with order-1 created by `createOrderWire(overrides)`; throws if it was rejected. */
export function withOrder(state: SyncState, overrides: Record<string, unknown> = {}): SyncState {
  const r = run(state, 'order.create.v1', createOrderWire(overrides));
  if (!r.decision.ok) throw new Error(`order.create.v1 rejected: ${r.decision.message}`);
  return r.state;
}
