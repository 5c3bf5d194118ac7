import type { PatchOp, PullResponse, Row, SyncedTable } from '@tavola/shared';
import { aRow } from '@tavola/shared/test-support/index';
import { describe, expect, it } from 'vitest';
import { getMeta, setMeta } from '../db/meta.ts';
import { aRegisteredEnv } from '../test/sync-env.ts';
import { SELLING_WALKED } from './first-sync-store.ts';
import { pullAndRebase } from './pull.ts';

const put = (table: SyncedTable, row: Row): PatchOp => ({ table, id: String(row.id), op: 'put', row });
const page = (patch: PatchOp[], rest: Partial<Extract<PullResponse, { ok: true }>>): PullResponse => ({
  ok: true,
  cookie: 0,
  epoch: 'e-1',
  grant: 'g-1',
  lastMutationId: 0,
  patch,
  more: true,
  ...rest,
});

/**
 * A till reloaded halfway through its first sync (FIRST1): it holds the rows its cut-short walk stored (an open
 * order, a customer since deleted on the server) and walks again; the walk's last page waits until released.
 */
async function restartedTill() {
  const env = await aRegisteredEnv();
  const { db } = env;
  await db.orders.put(aRow('orders', { id: 'o1', tokenNo: '1' }));
  await db.customers.put(aRow('customers', { id: 'gone' }));
  await setMeta(db, 'fullResync', true); // as storeSelling left it; no cookie: it never finished a sync
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const pages = [
    page([put('menuItems', aRow('menuItems', { id: 'dal', title: 'Dal' }))], {
      firstSync: { at: 9, table: SELLING_WALKED, version: 0, id: '' },
    }),
    page(
      [
        put('customers', aRow('customers', { id: 'asha' })),
        put('orders', aRow('orders', { id: 'o1', tokenNo: '1' })),
      ],
      { cookie: 9, more: false },
    ),
  ];
  let n = 0;
  const transport = {
    ...env.transport,
    async pull() {
      n += 1;
      if (n === 2) await held;
      return { ok: true as const, data: pages[n - 1] as PullResponse };
    },
  };
  return { env: { ...env, transport }, db, release, pulls: () => n };
}

describe('a first sync begun again after a reload (FIRST1)', () => {
  it('[FIRST1] the open orders it shows stay while the walk goes on; the tables end as the walk says', async () => {
    const till = await restartedTill();
    const { db } = till;
    const pulled = pullAndRebase(till.env);
    await expect.poll(till.pulls).toBe(2);
    await expect.poll(async () => (await db.menuItems.get('dal'))?.title).toBe('Dal');
    // the walk has passed the menu, its last page is still on its way: the order screen keeps its order
    expect(await db.orders.get('o1')).toBeDefined();
    till.release();
    await pulled;
    expect((await db.customers.toArray()).map((c) => c.id)).toEqual(['asha']);
    expect((await db.orders.toArray()).map((o) => o.id)).toEqual(['o1']);
    expect(await getMeta(db, 'fullResync')).toBe(false);
    expect(await getMeta(db, 'cookie')).toBe(9);
  });

  it('[FIRST1] a sale rung up meanwhile: the usual transaction replaces every table, the old rows go', async () => {
    const till = await restartedTill();
    const { db } = till;
    const pulled = pullAndRebase(till.env);
    await expect.poll(async () => (await db.menuItems.get('dal'))?.title).toBe('Dal');
    // an entry of a mutator this app does not know: kept for the server, nothing to re-run here
    await db.outbox.add({ id: 1, name: 'x.v1', args: {}, clientTime: 0, status: 'pending', undo: [] });
    till.release();
    await pulled;
    expect((await db.customers.toArray()).map((c) => c.id)).toEqual(['asha']);
    expect((await db.orders.toArray()).map((o) => o.id)).toEqual(['o1']);
    expect(await db.menuItems.get('dal')).toBeDefined();
  });
});
