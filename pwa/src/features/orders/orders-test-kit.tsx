/**
 * Test support for the orders, kitchen and print screens: a signed-in sync against the in-memory server
 * running the real mutators, rows seeded on that server (as another till would), and a render with toasts.
 */
import { getMutator, type RowOf, type SessionUser, type SyncedTable } from '@tavola/shared';
import { aRow } from '@tavola/shared/test-support/index';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppToaster } from '../../lib/toast.tsx';
import { startSync } from '../../sync/sync-session.ts';
import { aUser } from '../../test/builders.ts';
import { FakeSyncServer } from '../../test/fake-sync-server.ts';

export type TestShop = {
  readonly server: FakeSyncServer;
  /** Writes rows on the server and has the device pull them. */
  put<T extends SyncedTable>(table: T, ...rows: RowOf<T>[]): Promise<void>;
};

/** `before` writes on the server before the device's first pull (rows the device finds on its first sync). */
export function startTestShop(
  user: SessionUser = aUser(),
  before?: (server: FakeSyncServer) => void,
): TestShop {
  const server = new FakeSyncServer(getMutator);
  before?.(server);
  const sync = startSync(user, {
    transport: server.transport(),
    mutators: getMutator,
    socket: false,
    locks: null,
  });
  if (!sync) throw new Error('startTestShop: the user has no tenant');
  return {
    server,
    async put(table, ...rows) {
      server.put(table, ...rows);
      await sync.client.flushNow();
    },
  };
}

export const renderWithToasts = (ui: ReactElement) =>
  render(
    <>
      {ui}
      <AppToaster />
    </>,
  );

/** An open order with its lines: `anOrder('o1', { tableId: 't1' }, [{ itemTitle: 'Dosa' }])`. */
export function anOrder(
  id: string,
  order: Partial<RowOf<'orders'>> = {},
  lines: Partial<RowOf<'orderItems'>>[] = [{}],
): { order: RowOf<'orders'>; items: RowOf<'orderItems'>[] } {
  return {
    order: aRow('orders', { id, ...order }),
    items: lines.map((l, k) => aRow('orderItems', { id: `${id}-line-${k + 1}`, orderId: id, ...l })),
  };
}

export async function putOrders(
  shop: TestShop,
  ...orders: { order: RowOf<'orders'>; items: RowOf<'orderItems'>[] }[]
): Promise<void> {
  shop.server.put('orders', ...orders.map((o) => o.order));
  await shop.put('orderItems', ...orders.flatMap((o) => o.items));
}
