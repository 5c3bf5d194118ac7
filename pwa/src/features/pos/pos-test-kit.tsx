/** The POS under test: a fake sync server with a small shop, the sync running against it, the screen in a router. */

import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import type { SessionUser, SyncedTable } from '@tavola/shared';
import { aRow } from '@tavola/shared/test-support/index';
import { render, screen } from '@testing-library/react';
import { currentDb } from '../../db/current.ts';
import type { TavolaDb } from '../../db/database.ts';
import { setSessionUser } from '../../lib/session.ts';
import { AppToaster } from '../../lib/toast.tsx';
import { businessDayAt } from '../../sync/context.ts';
import { startSync } from '../../sync/sync-session.ts';
import { aUser } from '../../test/builders.ts';
import { FakeSyncServer } from '../../test/fake-sync-server.ts';
import { PosScreen } from './pos-screen.tsx';
import { EMPTY_SALE, usePosStore } from './pos-store.ts';

const store = aRow('storeSettings', { id: 'store', currency: 'INR' });

/** Margherita (5% GST on top; Large 300.00 / Small 180.00; Extra cheese +40.00) and Cola (55.00, 10% VAT inside). */
export const POS_SHOP = {
  store,
  print: aRow('printSettings', { id: 'print', isEnablePrint: false }),
  gst: aRow('taxes', { id: 'gst', title: 'GST', rate: 50_000, type: 'exclusive' }),
  vat: aRow('taxes', { id: 'vat', title: 'VAT', rate: 100_000, type: 'inclusive' }),
  pizzas: aRow('categories', { id: 'cat-pizza', title: 'Pizza' }),
  drinks: aRow('categories', { id: 'cat-drinks', title: 'Drinks' }),
  pizza: aRow('menuItems', {
    id: 'pizza',
    title: 'Margherita',
    price: 25_000,
    taxId: 'gst',
    categoryId: 'cat-pizza',
  }),
  large: aRow('variants', { id: 'pizza-1-large', itemId: 'pizza', title: 'Large', price: 30_000 }),
  small: aRow('variants', { id: 'pizza-2-small', itemId: 'pizza', title: 'Small', price: 18_000 }),
  cheese: aRow('addons', { id: 'cheese', itemId: 'pizza', title: 'Extra cheese', price: 4_000 }),
  cola: aRow('menuItems', {
    id: 'cola',
    title: 'Cola',
    price: 5_500,
    taxId: 'vat',
    categoryId: 'cat-drinks',
  }),
  table: aRow('storeTables', { id: 't1', tableTitle: 'T1', seatingCapacity: 4, floor: 'Ground' }),
  asha: aRow('customers', { id: 'asha', name: 'Asha', phone: '9876543210', balanceDue: 1_000 }),
  cash: aRow('paymentTypes', { id: 'cash', title: 'Cash', isActive: true }),
} as const;

const SEED: [SyncedTable, keyof typeof POS_SHOP][] = [
  ['storeSettings', 'store'],
  ['printSettings', 'print'],
  ['taxes', 'gst'],
  ['taxes', 'vat'],
  ['categories', 'pizzas'],
  ['categories', 'drinks'],
  ['menuItems', 'pizza'],
  ['menuItems', 'cola'],
  ['variants', 'large'],
  ['variants', 'small'],
  ['addons', 'cheese'],
  ['storeTables', 'table'],
  ['customers', 'asha'],
  ['paymentTypes', 'cash'],
];

export type OpenPos = { server: FakeSyncServer; db: TavolaDb };

/** Syncs the shop onto a registered till, then shows the POS; `offline` fails every later sync call. */
export async function openPos(
  opts: { autoPrint?: boolean; offline?: boolean; extraItems?: number; user?: SessionUser } = {},
): Promise<OpenPos> {
  usePosStore.setState(EMPTY_SALE);
  const user = opts.user ?? aUser();
  setSessionUser(user);
  const server = new FakeSyncServer();
  server.now = Date.now();
  server.businessDay = businessDayAt(server.now, store, undefined);
  for (const [table, key] of SEED) server.put(table, POS_SHOP[key]);
  // a long menu: soups sort after the pizzas and drinks (category first, then title)
  if (opts.extraItems) server.put('categories', aRow('categories', { id: 'cat-soups', title: 'Soups' }));
  for (let i = 1; i <= (opts.extraItems ?? 0); i++) {
    const soup = { id: `soup-${i}`, title: `Zuppa ${i}`, price: 1_000, categoryId: 'cat-soups' };
    server.put('menuItems', aRow('menuItems', soup));
  }
  if (opts.autoPrint) server.put('printSettings', { ...POS_SHOP.print, isEnablePrint: true });
  const sync = startSync(user, { transport: server.transport(), socket: false, locks: null });
  if (!sync) throw new Error('sync did not start');
  await sync.client.whenIdle();
  if (opts.offline) {
    const down = Array.from({ length: 50 }, () => ({ status: 0 }));
    server.failures.push.push(...down);
    server.failures.pull.push(...down);
    server.failures.lease.push(...down);
  }

  showPos();
  await screen.findByRole('button', { name: 'Add Margherita' }, { timeout: 5000 });
  return { server, db: currentDb() as TavolaDb };
}

/** Renders the POS screen (again, after a cleanup: a reload of the page on the same device database). */
export function showPos(): void {
  const root = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <AppToaster />
      </>
    ),
  });
  const pos = createRoute({ getParentRoute: () => root, path: '/dashboard/pos', component: PosScreen });
  const router = createRouter({
    routeTree: root.addChildren([pos]),
    history: createMemoryHistory({ initialEntries: ['/dashboard/pos'] }),
  });
  render(<RouterProvider router={router} />);
}
