import { ACKNOWLEDGED_RETENTION_MS, SCHEMA_VERSION } from '@tavola/shared';
import { aRow, T0 } from '@tavola/shared/test-support/index';
import { describe, expect, it } from 'vitest';
import { getMeta, setMeta } from '../db/meta.ts';
import { aRegisteredEnv, type TestSync } from '../test/sync-env.ts';
import { mutateIn } from './mutate.ts';
import { pullAndRebase } from './pull.ts';
import { pushOutbox } from './push.ts';
import { dismissRejected } from './rebase.ts';

const asha = (balanceDue: number) => aRow('customers', { id: 'asha', name: 'Asha', balanceDue });
const charge = (env: TestSync, amount: number) =>
  mutateIn(env, 'test.customer.charge.v1', { customerId: 'asha', amount }, T0);
const balance = async (env: TestSync) => (await env.db.customers.get('asha'))?.balanceDue;
const outbox = async (env: TestSync) =>
  (await env.db.outbox.orderBy('seq').toArray()).map((e) => ({ id: e.id, status: e.status }));

async function aSyncedTill() {
  const env = await aRegisteredEnv();
  env.server.put('customers', asha(1000));
  await pullAndRebase(env);
  return env;
}

describe('pull and rebase (docs/architecture.md §6.3)', () => {
  it('re-applies pending mutations over the new server state and drops acknowledged ones', async () => {
    const env = await aSyncedTill();
    await charge(env, 500);
    await charge(env, 200);
    await pushOutbox(env); // the server applies 1 and 2: 1700
    env.server.write([
      { table: 'customers', op: 'put', row: { ...env.server.row('customers', 'asha')!, balanceDue: 2700 } },
    ]); // another till: +1000
    await charge(env, 5); // pending, not pushed
    expect(await balance(env)).toBe(1705);

    await pullAndRebase(env);
    expect(await balance(env)).toBe(2705); // server's 2700 + the pending 5
    expect(await outbox(env)).toEqual([{ id: 3, status: 'pending' }]);
    expect(await getMeta(env.db, 'cookie')).toBe(env.server.version);
  });

  it('applies every page before rebasing; tombstones delete rows', async () => {
    const env = await aSyncedTill();
    env.server.pageSize = 2;
    for (let i = 1; i <= 5; i++)
      env.server.put('categories', aRow('categories', { id: `c${i}`, title: `C${i}` }));
    env.server.write([{ table: 'categories', op: 'del', id: 'c2' }]);
    const before = env.server.callsOf('pull').length;
    await pullAndRebase(env);
    expect(env.server.callsOf('pull').length - before).toBe(3);
    expect((await env.db.categories.toArray()).map((c) => c.id).sort()).toEqual(['c1', 'c3', 'c4', 'c5']);
  });

  it('reset (restored backup): the tables become the server state, the outbox and clientId stay', async () => {
    const env = await aSyncedTill();
    const backup = env.server.snapshot();
    env.server.put('categories', aRow('categories', { id: 'lost', title: 'Made after the backup' }));
    await pullAndRebase(env);
    expect(await env.db.categories.get('lost')).toBeDefined();
    const clientId = await getMeta(env.db, 'clientId');
    await charge(env, 300);

    env.server.restore(backup);
    await pullAndRebase(env);

    expect(await env.db.categories.get('lost')).toBeUndefined();
    expect(await balance(env)).toBe(1300); // the backup's 1000 + the pending 300
    expect(await outbox(env)).toEqual([{ id: 1, status: 'pending' }]);
    expect(await getMeta(env.db, 'clientId')).toBe(clientId);
    expect(await getMeta(env.db, 'cookie')).toBe(backup.version);
    // and the outbox still reaches the restored server
    await pushOutbox(env);
    expect(env.server.row('customers', 'asha')?.balanceDue).toBe(1300);
  });
});

describe('a server restored from a backup (RST1, RST2)', () => {
  it('[RST1] [RST2] resets even past the cookie, and sends again the acknowledged mutations the restore lost', async () => {
    const env = await aSyncedTill();
    await charge(env, 1);
    await pushOutbox(env);
    await pullAndRebase(env);
    const backup = env.server.snapshot();
    await charge(env, 10);
    await pushOutbox(env);
    await pullAndRebase(env); // acknowledged: gone from the outbox, held
    expect(await outbox(env)).toEqual([]);
    const cookie = (await getMeta(env.db, 'cookie')) ?? 0;

    env.server.restore(backup);
    for (let i = 0; i < 5; i++) env.server.put('categories', aRow('categories', { id: `new-${i}` }));
    expect(env.server.version).toBeGreaterThan(cookie); // the cookie alone would not tell
    await charge(env, 100); // pending

    await pullAndRebase(env);
    expect(await outbox(env)).toEqual([
      { id: 2, status: 'pending' },
      { id: 3, status: 'pending' },
    ]);
    expect(await balance(env)).toBe(1111);
    expect(await env.db.categories.count()).toBe(5);
    expect(await getMeta(env.db, 'epoch')).toBe(env.server.epoch);

    await pushOutbox(env);
    await pullAndRebase(env);
    expect(env.server.row('customers', 'asha')?.balanceDue).toBe(1111);
    expect(await balance(env)).toBe(1111);
    expect(await outbox(env)).toEqual([]);
  });

  it('[RST2] acknowledged mutations are held for the retention, then dropped', async () => {
    const env = await aSyncedTill();
    await charge(env, 1);
    await pushOutbox(env, () => T0);
    await pullAndRebase(env, () => T0);
    expect((await env.db.acknowledged.toArray()).map((e) => [e.id, e.ackedAt])).toEqual([[1, T0]]);
    await pullAndRebase(env, () => T0 + ACKNOWLEDGED_RETENTION_MS);
    expect(await env.db.acknowledged.count()).toBe(1);
    await pullAndRebase(env, () => T0 + ACKNOWLEDGED_RETENTION_MS + 1);
    expect(await env.db.acknowledged.count()).toBe(0);
  });
});

describe('first sync (docs/architecture.md §6.3)', () => {
  const customers = (n: number) =>
    Array.from({ length: n }, (_, i) => aRow('customers', { id: `c${String(i).padStart(5, '0')}` }));

  it('is written in short transactions, menu first, and ends with the cookie and no resync pending', async () => {
    const env = await aRegisteredEnv();
    env.server.put('categories', aRow('categories', { id: 'starters', title: 'Starters' }));
    for (const c of customers(2500)) env.server.put('customers', c);
    const order: string[] = [];
    env.db.customers.hook('creating', () => void order.push('customers'));
    env.db.categories.hook('creating', () => void order.push('categories'));
    await pullAndRebase(env);
    expect(await env.db.customers.count()).toBe(2500);
    expect(order[0]).toBe('categories'); // the menu before the customers, though written after them
    expect(await getMeta(env.db, 'cookie')).toBe(env.server.version);
    expect(await getMeta(env.db, 'fullResync')).toBe(false);
  });

  it('writes a menu item with its variants and addons in one transaction (never an item without its choices)', async () => {
    const env = await aRegisteredEnv();
    env.server.put('menuItems', aRow('menuItems', { id: 'butter-chicken', title: 'Butter Chicken' }));
    env.server.put('variants', aRow('variants', { id: 'large', itemId: 'butter-chicken' }));
    env.server.put('addons', aRow('addons', { id: 'naan', itemId: 'butter-chicken' }));
    for (const c of customers(1200)) env.server.put('customers', c);
    const seen = new Map<string, unknown>();
    for (const table of ['menuItems', 'variants', 'addons', 'customers'] as const) {
      env.db.table(table).hook('creating', (_key, _row, transaction) => void seen.set(table, transaction));
    }
    await pullAndRebase(env);
    expect(seen.get('variants')).toBe(seen.get('menuItems'));
    expect(seen.get('addons')).toBe(seen.get('menuItems'));
    expect(seen.get('customers')).not.toBe(seen.get('menuItems')); // the rest come after, in their own
  });

  it('a sale rung up while it is written is rebased on top of the rest', async () => {
    const env = await aRegisteredEnv();
    env.server.put('customers', asha(1000));
    for (const c of customers(1500)) env.server.put('customers', c);
    const transaction = env.db.transaction.bind(env.db) as (...args: unknown[]) => Promise<unknown>;
    let calls = 0;
    // after the first chunk of customers (calls: start, what selling needs, then that chunk) the cashier
    // charges Asha
    (env.db as unknown as { transaction: unknown }).transaction = async (...args: unknown[]) => {
      const result = await transaction(...args);
      if (++calls === 3) await charge(env, 500);
      return result;
    };
    await pullAndRebase(env);
    expect(await env.db.customers.count()).toBe(1501);
    expect(await balance(env)).toBe(1500); // the server's 1000 + the pending 500
    expect(await outbox(env)).toEqual([{ id: 1, status: 'pending' }]);
    expect(await getMeta(env.db, 'cookie')).toBe(env.server.version);
  });
});

describe('rejected mutations (docs/architecture.md §6.3)', () => {
  it("are kept with the server's message, lose their local effect, and go only when dismissed", async () => {
    const env = await aSyncedTill();
    env.server.write([{ table: 'customers', op: 'del', id: 'asha' }]); // deleted on another till
    await charge(env, 500);
    await charge(env, 1); // a later pending one, rejected as well
    await pushOutbox(env);

    const entries = await env.db.outbox.orderBy('id').toArray();
    expect(entries.map((e) => [e.id, e.status, e.message])).toEqual([
      [1, 'rejected', 'Please select customer!'],
      [2, 'rejected', 'Please select customer!'],
    ]);
    expect(await balance(env)).toBe(1000); // undone at once, before any pull

    await pullAndRebase(env);
    expect(await env.db.customers.get('asha')).toBeUndefined();
    expect(await env.db.outbox.count()).toBe(2); // acknowledged, yet kept for the user

    await dismissRejected(env, [1]);
    expect(await outbox(env)).toEqual([{ id: 2, status: 'rejected' }]);
  });
});

describe("a user's scopes changed (READ4)", () => {
  it('[READ4] a new read grant replaces the tables: rows the user may no longer read are gone, the outbox stays', async () => {
    const env = await aSyncedTill();
    env.server.put('categories', aRow('categories', { id: 'c1', title: 'Tea' }));
    await pullAndRebase(env);
    expect(await getMeta(env.db, 'grant')).toBe('grant-1');
    await charge(env, 5); // pending

    env.server.grant = 'grant-2';
    env.server.hiddenTables.add('customers'); // the owner took the customer scopes away
    await pullAndRebase(env);

    expect(env.server.callsOf('pull').at(-2)).toMatchObject({ grant: 'grant-1' });
    expect(await env.db.customers.count()).toBe(0);
    expect((await env.db.categories.toArray()).map((c) => c.id)).toEqual(['c1']);
    expect(await outbox(env)).toEqual([{ id: 1, status: 'pending' }]);
    expect(await getMeta(env.db, 'grant')).toBe('grant-2');
  });
});

describe("a kitchen's device (READ2)", () => {
  it("[READ2] drops an order's lines with the order when the order leaves it", async () => {
    const env = await aSyncedTill();
    env.server.put('orders', aRow('orders', { id: 'o1' }));
    env.server.put('orderItems', aRow('orderItems', { id: 'l1', orderId: 'o1' }));
    env.server.put('orderItems', aRow('orderItems', { id: 'l2', orderId: 'o1' }));
    env.server.put('orders', aRow('orders', { id: 'o2' }));
    env.server.put('orderItems', aRow('orderItems', { id: 'l3', orderId: 'o2' }));
    await pullAndRebase(env);
    expect(await env.db.orderItems.count()).toBe(3);

    env.server.write([{ table: 'orders', op: 'del', id: 'o1' }]); // the kitchen's order was cancelled
    await pullAndRebase(env);

    expect(await env.db.orders.get('o1')).toBeUndefined();
    expect((await env.db.orderItems.toArray()).map((l) => l.id)).toEqual(['l3']);
  });
});

describe('a till updated to a new schema (SYNC20)', () => {
  it('[SYNC20] rows stored under an older SCHEMA_VERSION are pulled afresh once; the outbox stays', async () => {
    const env = await aSyncedTill();
    await charge(env, 5); // pending
    // as the previous version stored it: without the columns a later schema added
    await env.db.customers
      .where('id')
      .equals('asha')
      .modify((row) => {
        delete (row as { name?: string }).name;
      });
    await setMeta(env.db, 'schemaVersion', SCHEMA_VERSION - 1);

    await pullAndRebase(env);

    expect(env.server.callsOf('pull').at(-1)).toMatchObject({ cookie: null });
    expect((await env.db.customers.get('asha'))?.name).toBe('Asha');
    expect(await balance(env)).toBe(1005);
    expect(await outbox(env)).toEqual([{ id: 1, status: 'pending' }]);
    expect(await getMeta(env.db, 'schemaVersion')).toBe(SCHEMA_VERSION);

    await pullAndRebase(env); // once: the next pull goes on from its cookie
    expect(env.server.callsOf('pull').at(-1)).not.toMatchObject({ cookie: null });
  });
});
