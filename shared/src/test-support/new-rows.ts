/**
 * SYNC19: every mutator that creates rows under ids its args supply, each with the rows it needs and its args
 * under an id prefix (ids are global), for the property tests of the shared core and of the server; and every
 * other mutator with why it creates none. A new mutator fails those tests until it is listed here.
 */

import * as v from 'valibot';
import { DEFAULT_FEE_CONFIG } from '../fees/diner-fees.ts';
import { rateFromPercent } from '../money/rate.ts';
import { defineMutator, type Mutator, type MutatorContext } from '../sync/mutator.ts';
import { createDinerOrder } from '../sync/mutators/order-diner-create.ts';
import { MUTATORS } from '../sync/mutators/registry.ts';
import type { SyncedTable } from '../sync/protocol.ts';
import type { RowOf } from '../sync/rows.ts';
import { aRow } from './sync.ts';

export type CaseRows = { readonly [T in SyncedTable]?: readonly RowOf<T>[] };

/** How a case's args are made: ids under `ns`, `size` (1 to 3) varying them (lines, a payment, credit). */
export type CaseOn = { readonly ns: string; readonly size: number; readonly ctx: MutatorContext };

export type NewRowCase = {
  readonly mutator: Mutator;
  /** Pushed by tills (in MUTATORS), or run by the server alone (order.diner-create.v1, DIN5). */
  readonly pushed: boolean;
  /** The live rows it needs (a menu, a customer, open orders...), ids under `ns`; `deviceId` is the pushing till's. */
  given(ns: string, deviceId?: string): CaseRows;
  args(on: CaseOn): Record<string, unknown>;
  /** The row whose id is the mutation's own: already there, the mutation is a repeat (SYNC11). */
  own(args: Record<string, unknown>): { readonly table: SyncedTable; readonly id: string };
};

const id = (on: CaseOn, name: string) => `${on.ns}-${name}`;

/** A ten-digit phone of its own for each prefix (customers' phones are unique in a tenant). */
const phoneOf = (ns: string): string =>
  `9${[...ns].map((c) => c.charCodeAt(0) % 10).join('')}000000000`.slice(0, 10);

const menu = (ns: string): CaseRows => ({
  taxes: [aRow('taxes', { id: `${ns}-gst`, rate: rateFromPercent(5), type: 'exclusive' })],
  menuItems: [aRow('menuItems', { id: `${ns}-pizza`, price: 25000, taxId: `${ns}-gst` })],
  variants: [aRow('variants', { id: `${ns}-large`, itemId: `${ns}-pizza`, price: 30000 })],
  addons: [aRow('addons', { id: `${ns}-cheese`, itemId: `${ns}-pizza`, price: 4000 })],
  storeTables: [aRow('storeTables', { id: `${ns}-t1` })],
  customers: [aRow('customers', { id: `${ns}-asha`, phone: phoneOf(ns) })],
  paymentTypes: [aRow('paymentTypes', { id: `${ns}-cash`, title: 'Cash' })],
});

/** `size` lines of the menu's large pizza, the later ones with cheese. */
const lines = (on: CaseOn) =>
  Array.from({ length: on.size }, (_, k) => ({
    itemId: id(on, 'pizza'),
    variantId: id(on, 'large'),
    addonIds: k > 0 ? [id(on, 'cheese')] : [],
    quantity: 1,
    notes: null,
  }));
const lineIds = (on: CaseOn) => Array.from({ length: on.size }, (_, k) => id(on, `line-${k + 1}`));

/** `n` open orders with a line each. */
const openOrders = (ns: string, n = 3): CaseRows => ({
  orders: Array.from({ length: n }, (_, k) =>
    aRow('orders', { id: `${ns}-order-${k}`, tokenNo: String(k + 1), total: 25000 }),
  ),
  orderItems: Array.from({ length: n }, (_, k) =>
    aRow('orderItems', { id: `${ns}-order-${k}-line`, orderId: `${ns}-order-${k}`, itemId: `${ns}-pizza` }),
  ),
  paymentTypes: [aRow('paymentTypes', { id: `${ns}-cash`, title: 'Cash' })],
});

/** SPLIT1: an open bill (token 7 at table t1) of three lines of two pizzas each, and a second table. */
const billOfTwos = (ns: string): CaseRows => ({
  ...menu(ns),
  storeTables: [aRow('storeTables', { id: `${ns}-t1` }), aRow('storeTables', { id: `${ns}-t2` })],
  orders: [aRow('orders', { id: `${ns}-bill`, tokenNo: '7', tableId: `${ns}-t1` })],
  orderItems: [1, 2, 3].map((k) =>
    aRow('orderItems', {
      id: `${ns}-bill-line-${k}`,
      orderId: `${ns}-bill`,
      itemId: `${ns}-pizza`,
      quantity: 2,
    }),
  ),
});

const ownId = (table: SyncedTable) => (a: Record<string, unknown>) => ({ table, id: String(a.id) });
const ownInvoice = (a: Record<string, unknown>) => ({ table: 'invoices' as const, id: String(a.invoiceId) });
const pushed = (name: string): Mutator => {
  const m = MUTATORS.get(name);
  if (!m) throw new Error(`${name} is not in MUTATORS`);
  return m;
};

/** A settings-like create: its own row, from the args alone (and a menu item for the options). */
const simple = (
  name: string,
  table: SyncedTable,
  args: (on: CaseOn) => Record<string, unknown>,
  given: (ns: string, deviceId?: string) => CaseRows = () => ({}),
): NewRowCase => ({
  mutator: pushed(name),
  pushed: true,
  given,
  args: (on) => ({ id: id(on, 'new'), ...args(on) }),
  own: ownId(table),
});

const payment = (name: string): NewRowCase => ({
  mutator: pushed(name),
  pushed: true,
  given: (ns) => openOrders(ns),
  args: (on) => ({
    orderIds: Array.from({ length: on.size }, (_, k) => id(on, `order-${k}`)),
    invoiceId: id(on, 'invoice'),
    paymentTypeId: id(on, 'cash'),
  }),
  own: ownInvoice,
});

export const NEW_ROW_CASES: readonly NewRowCase[] = [
  {
    mutator: pushed('order.create.v1'),
    pushed: true,
    given: menu,
    // size 1: sent to the kitchen; 2: paid at once (an invoice and its link); 3: on credit
    args: (on) => ({
      id: id(on, 'order'),
      tokenNo: `${on.ctx.deviceCode}-1`,
      businessDay: on.ctx.businessDay,
      cart: lines(on).map((l) => ({ ...l, unitPrice: 25000 })),
      deliveryType: 'dinein',
      customerType: on.size === 3 ? 'CUSTOMER' : 'WALKIN',
      customerId: on.size === 3 ? id(on, 'asha') : null,
      tableId: id(on, 't1'),
      itemIds: lineIds(on),
      payNow:
        on.size > 1
          ? { invoiceId: id(on, 'invoice'), paymentTypeId: id(on, 'cash'), credit: on.size === 3 }
          : null,
    }),
    own: ownId('orders'),
  },
  {
    mutator: createDinerOrder,
    pushed: false,
    given: menu,
    args: (on) => ({
      id: id(on, 'order'),
      tokenNo: '1',
      businessDay: on.ctx.businessDay,
      dinerId: id(on, 'diner'),
      tableId: id(on, 't1'),
      deliveryType: 'AppCash',
      paymentMethod: 'cash',
      cart: lines(on),
      itemIds: lineIds(on),
      fees: DEFAULT_FEE_CONFIG,
    }),
    own: ownId('orders'),
  },
  // SPLIT1, MOVE2: new bills and the new rows of lines split by quantity
  {
    mutator: pushed('order.split.v1'),
    pushed: true,
    given: billOfTwos,
    args: (on) => ({
      orderId: id(on, 'bill'),
      tokenNo: '7',
      seenLines: [1, 2, 3].map((k) => ({ id: id(on, `bill-line-${k}`), quantity: 2 })),
      parts: Array.from({ length: on.size }, (_, k) => ({
        orderId: id(on, `part-${k}`),
        lines: [{ id: id(on, `bill-line-${k + 1}`), quantity: 1, newId: id(on, `part-${k}-line`) }],
      })),
    }),
    own: (a) => ({ table: 'orders', id: String((a.parts as { orderId: string }[])[0]?.orderId) }),
  },
  {
    mutator: pushed('order.move-lines.v1'),
    pushed: true,
    given: billOfTwos,
    args: (on) => ({
      fromOrderId: id(on, 'bill'),
      tokenNo: '7',
      seenLines: [1, 2, 3].map((k) => ({ id: id(on, `bill-line-${k}`), quantity: 2 })),
      lines: Array.from({ length: on.size }, (_, k) => ({
        id: id(on, `bill-line-${k + 1}`),
        quantity: 1,
        newId: id(on, `moved-${k}`),
      })),
      toOrderId: id(on, 'moved-bill'),
      toTableId: id(on, 't2'),
    }),
    own: (a) => ({ table: 'orderItems', id: String((a.lines as { newId: string }[])[0]?.newId) }),
  },
  payment('order.payment-collected.v1'),
  payment('order.pay-and-complete.v1'),
  simple('menu-item.create.v1', 'menuItems', () => ({ title: 'Calzone', price: 100 })),
  simple('category.create.v1', 'categories', () => ({ title: 'Pizza' })),
  simple('station.create.v1', 'stations', () => ({ title: 'Bar' })),
  simple('tax.create.v1', 'taxes', () => ({ title: 'Cess', rate: 1, type: 'exclusive' })),
  simple('store-table.create.v1', 'storeTables', () => ({ title: 'T2', floor: '-', seatingCapacity: 2 })),
  simple('payment-type.create.v1', 'paymentTypes', () => ({ title: 'UPI' })),
  simple(
    'variant.create.v1',
    'variants',
    (on) => ({ itemId: id(on, 'pizza'), title: 'Medium', price: 1 }),
    menu,
  ),
  simple('addon.create.v1', 'addons', (on) => ({ itemId: id(on, 'pizza'), title: 'Olives', price: 1 }), menu),
  simple('customer.create.v1', 'customers', (on) => ({ phone: phoneOf(`${on.ns}-new`), name: 'Ravi' })),
  simple('shift.open.v1', 'shifts', (on) => ({ deviceId: on.ctx.deviceId, openingFloat: 100000 })),
  simple(
    'shift.pay-in-out.v1',
    'cashMovements',
    (on) => ({ shiftId: id(on, 'shift'), kind: 'in', amount: 5000, reason: 'Change' }),
    // the till's own open shift (SHIFT2: a pay-in goes into the drawer of the device that pushes it)
    (ns, deviceId = 'device-a') => ({ shifts: [aRow('shifts', { id: `${ns}-shift`, deviceId })] }),
  ),
  {
    // REF1: a refund of a paid bill (its order and their link given)
    mutator: pushed('invoice.refund.v1'),
    pushed: true,
    given: (ns) => ({
      ...openOrders(ns, 1),
      invoices: [aRow('invoices', { id: `${ns}-inv`, total: 25000, paymentTypeId: `${ns}-cash` })],
      invoiceOrders: [
        aRow('invoiceOrders', {
          id: `${ns}-inv:${ns}-order-0`,
          invoiceId: `${ns}-inv`,
          orderId: `${ns}-order-0`,
        }),
      ],
    }),
    args: (on) => ({
      id: id(on, 'refund'),
      invoiceId: id(on, 'inv'),
      orderIds: [id(on, 'order-0')],
      method: 'tender',
      reason: 'Cold food',
    }),
    own: ownId('refunds'),
  },
  simple(
    'reservation.create.v1',
    'reservations',
    (on) => ({ customerId: id(on, 'asha'), date: on.ctx.now + 86_400_000, peopleCount: 2 }),
    menu,
  ),
];

/** The mutators that create no row under an id their args supply, and why. */
export const CREATES_NO_ROWS: Readonly<Record<string, string>> = {
  'order.item-status.v1': 'changes lines of a loaded order',
  'order.cancel.v1': 'changes loaded orders',
  'order.move-table.v1': 'changes a loaded order',
  'order.complete.v1': 'changes loaded orders',
  'menu-item.update.v1': 'changes a loaded row',
  'menu-item.delete.v1': 'tombstones loaded rows',
  'menu-item.set-image.v1': 'changes a loaded row',
  'menu-item.set-sold-out.v1': 'changes a loaded row',
  'category.update.v1': 'changes a loaded row',
  'category.delete.v1': 'tombstones a loaded row',
  'station.update.v1': 'changes a loaded row',
  'station.delete.v1': 'tombstones a loaded row and clears it from loaded rows',
  'tax.update.v1': 'changes a loaded row',
  'tax.delete.v1': 'tombstones a loaded row',
  'store-table.update.v1': 'changes a loaded row',
  'store-table.delete.v1': 'tombstones a loaded row',
  'payment-type.update.v1': 'changes a loaded row',
  'payment-type.toggle.v1': 'changes a loaded row',
  'payment-type.delete.v1': 'tombstones a loaded row',
  'variant.update.v1': 'changes a loaded row',
  'variant.delete.v1': 'tombstones a loaded row',
  'addon.update.v1': 'changes a loaded row',
  'addon.delete.v1': 'tombstones a loaded row',
  'store-settings.update.v1': "the tenant's one row: its id is the tenant's, never the args'",
  'store-settings.set-latlng.v1': "the tenant's one row: its id is the tenant's, never the args'",
  'print-settings.update.v1': "the tenant's one row: its id is the tenant's, never the args'",
  'customer.update.v1': 'changes a loaded row',
  'customer.delete.v1': 'tombstones a loaded row',
  'customer.settle-dues.v1': 'changes a loaded row',
  'reservation.update.v1': 'changes a loaded row',
  'reservation.delete.v1': 'tombstones a loaded row',
  'order.fire-course.v1': 'changes lines of a loaded order',
  'order.item-undo.v1': 'changes a loaded line',
  'order.recall.v1': 'changes lines of a loaded order',
  'shift.close.v1': 'changes a loaded shift',
  'order.discount.v1': 'changes a loaded order and line',
  'store-settings.discounts.v1': 'changes the settings row',
  'order.void.v1': 'changes a line of a loaded order',
  // SPLIT8: its last share settles as a payment, reading its invoice's ids first as pay-and-complete does
  'order.share-paid.v1': 'changes a loaded order (the last share: a payment, ids read)',
};

/**
 * SYNC19's last line of defence: a create that never reads the id it makes (a category under `args.id`), so only
 * the device's or the server's refusal of a new row over an existing one stands between it and that row.
 */
export const carelessCreate = defineMutator({
  name: 'test.careless-create.v1',
  args: v.object({ id: v.string() }),
  reads: () => [],
  decide: (_loaded, a, ctx) => ({
    ok: true,
    writes: [
      {
        table: 'categories',
        op: 'put',
        create: true,
        row: { ...aRow('categories'), id: a.id, title: 'new', createdAt: ctx.now, updatedAt: ctx.now },
      },
    ],
  }),
}) as Mutator;
