import { aRow, T0 } from '@tavola/shared/test-support/index';
import { afterEach, describe, expect, it } from 'vitest';
import { getMeta, setMeta } from '../db/meta.ts';
import { FakeSyncServer } from '../test/fake-sync-server.ts';
import { aSyncEnv, type TestSync } from '../test/sync-env.ts';
import { syncBackoffDelay } from './backoff.ts';
import { SyncClient, type SyncClientOptions } from './client.ts';
import { mutateIn } from './mutate.ts';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-T220) AppleWebKit/537.36 Chrome/126.0 Safari/537.36';
const clients: SyncClient[] = [];

function aClient(env: TestSync, opts: Partial<SyncClientOptions> = {}) {
  const sleeps: number[] = [];
  const updates: string[] = [];
  const client = new SyncClient({
    env,
    locks: null,
    persistStorage: false,
    userAgent: ANDROID_CHROME,
    now: () => T0,
    random: () => 0.5,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    onUpdateRequired: (m) => updates.push(m),
    ...opts,
  });
  clients.push(client);
  return { client, sleeps, updates };
}

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.stop()));
});

const charge = (env: TestSync, amount: number) =>
  mutateIn(env, 'test.customer.charge.v1', { customerId: 'asha', amount }, T0);

describe('sync client', () => {
  it('first sync: registers the till, pulls, reserves no token numbers (TOK9), then pushes what is rung up', async () => {
    const env = aSyncEnv();
    env.server.put('customers', aRow('customers', { id: 'asha', balanceDue: 0 }));
    const { client } = aClient(env);
    client.start();
    await client.whenIdle();

    expect(env.server.callsOf('registerDevice')).toEqual(['Till on Chrome/Android']);
    expect(await getMeta(env.db, 'deviceCode')).toBe('A');
    expect(await env.db.customers.get('asha')).toBeDefined();
    expect(await getMeta(env.db, 'leases')).toBeUndefined();
    expect(env.server.callsOf('lease')).toEqual([]);

    await charge(env, 250);
    client.requestPush();
    await client.whenIdle();
    expect(env.server.row('customers', 'asha')?.balanceDue).toBe(250);
    expect(await env.db.outbox.count()).toBe(0); // pushed, then acknowledged by the pull that followed
  });

  it('a till signed in again (a new database) keeps its device and code instead of taking a new one', async () => {
    const server = new FakeSyncServer();
    const first = aClient(aSyncEnv(server));
    first.client.start();
    await first.client.whenIdle();
    await first.client.stop();

    const again = aSyncEnv(server); // signed out (database deleted), signed in again
    const { client } = aClient(again);
    client.start();
    await client.whenIdle();
    expect(server.devices).toHaveLength(1);
    expect(await getMeta(again.db, 'deviceCode')).toBe('A');
  });

  it('a device removed on the devices screen registers again on its next sync', async () => {
    const env = aSyncEnv();
    const { client } = aClient(env);
    client.start();
    await client.whenIdle();
    env.server.removeDevice('device-1');
    client.requestPull();
    await client.whenIdle();
    expect(await getMeta(env.db, 'deviceId')).toBe('device-2');
    expect(env.server.callsOf('pull').at(-1)).toMatchObject({ deviceId: 'device-2' });
  });

  it('retries network errors and 503 with exponential backoff and jitter, capped at 30 s', async () => {
    const env = aSyncEnv();
    env.server.failures.registerDevice.push({ status: 0 }, { status: 503 }, { status: 0 }, { status: 503 });
    env.server.failures.registerDevice.push({ status: 0 }, { status: 0 }, { status: 0 });
    const { client, sleeps } = aClient(env);
    client.start();
    await client.whenIdle();
    // random 0.5: three quarters of 1, 2, 4, 8, 16, then 30 (capped) seconds
    expect(sleeps).toEqual([750, 1500, 3000, 6000, 12000, 22500, 22500]);
    expect(sleeps).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => syncBackoffDelay(n, 0.5)));
    expect(await getMeta(env.db, 'deviceId')).toBe('device-1');
  });

  it('VersionNotSupported: stops syncing, keeps the outbox and reports that an update is required', async () => {
    const env = aSyncEnv();
    env.server.put('customers', aRow('customers', { id: 'asha', balanceDue: 0 }));
    const first = aClient(env);
    first.client.start();
    await first.client.whenIdle();
    await first.client.stop();
    await charge(env, 5);

    env.server.versionNotSupported = true;
    const { client, updates, sleeps } = aClient(env);
    client.start();
    await client.whenIdle();
    expect(updates).toEqual(['Please update the app!']);
    expect(client.updateRequired).toBe('Please update the app!');
    expect(sleeps).toEqual([]); // not retried
    const pushes = env.server.callsOf('push').length;
    client.requestPush();
    await client.whenIdle();
    expect(env.server.callsOf('push').length).toBe(pushes);
    expect(await env.db.outbox.count()).toBe(1);
  });

  it('pulls on a poke only when the server is ahead of the tables', async () => {
    const env = aSyncEnv();
    const { client } = aClient(env);
    client.start();
    await client.whenIdle();
    const pulls = () => env.server.callsOf('pull').length;
    const before = pulls();
    client.poke(env.server.version); // nothing new
    await client.whenIdle();
    expect(pulls()).toBe(before);
    const v = env.server.put('categories', aRow('categories', { id: 'drinks' }));
    client.poke(v);
    await client.whenIdle();
    expect(pulls()).toBe(before + 1);
    expect(await env.db.categories.get('drinks')).toBeDefined();
  });

  it('reserves numbers once the till sold offline, and again when the reserve is used up (TOK1, TOK9)', async () => {
    const env = aSyncEnv();
    const { client } = aClient(env);
    client.start();
    await client.whenIdle();
    const day = env.server.businessDay;
    await setMeta(env.db, 'tokenState', { deviceCode: 'A', businessDay: day, blocks: [], issued: ['A-1'] });
    client.requestPull();
    await client.whenIdle();
    expect((await getMeta(env.db, 'leases'))?.map((b) => [b.start, b.end])).toEqual([[1, 10]]);
    const issued = ['A-1', ...Array.from({ length: 10 }, (_, i) => String(i + 1))];
    await setMeta(env.db, 'tokenState', { deviceCode: 'A', businessDay: day, blocks: [], issued });
    client.requestPull();
    await client.whenIdle();
    expect((await getMeta(env.db, 'leases'))?.map((b) => b.start)).toEqual([1, 11]);
  });

  it('one tab per device flushes: the second waits for the lock and takes over when the first stops', async () => {
    const server = new FakeSyncServer();
    const env = aSyncEnv(server);
    const locks = aLockManager();
    const a = aClient(env, { locks });
    const b = aClient({ ...env, transport: server.transport() }, { locks });
    a.client.start();
    b.client.start();
    await a.client.whenIdle();
    expect(a.client.isLeader).toBe(true);
    expect(b.client.isLeader).toBe(false);
    expect(locks.held).toEqual([`tavola-sync-${env.db.name}`]);
    await a.client.stop();
    await new Promise((r) => setTimeout(r, 0));
    expect(b.client.isLeader).toBe(true);
  });
});

/** A LockManager with exclusive locks granted in request order; abort removes a waiting request. */
function aLockManager() {
  const held: string[] = [];
  const waiting: { name: string; grant: () => void }[] = [];
  const grantNext = (name: string) => {
    const i = waiting.findIndex((w) => w.name === name);
    if (i >= 0) waiting.splice(i, 1)[0]?.grant();
  };
  const request = (name: string, options: LockOptions, cb: LockGrantedCallback<unknown>) =>
    new Promise((resolve, reject) => {
      const grant = () => {
        held.push(name);
        Promise.resolve(cb({ name, mode: 'exclusive' } as Lock))
          .then(resolve, reject)
          .finally(() => {
            held.splice(held.indexOf(name), 1);
            grantNext(name);
          });
      };
      if (!held.includes(name)) return grant();
      const w = { name, grant };
      waiting.push(w);
      options.signal?.addEventListener('abort', () => {
        const i = waiting.indexOf(w);
        if (i >= 0) waiting.splice(i, 1);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
  return { held, request } as unknown as LockManager & { held: string[] };
}
