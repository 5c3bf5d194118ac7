// PostgreSQL fan-out across server processes: two apps on two ports, each with its own pool and LISTEN
// connection on one database, stand for two hosted instances.
import type { SyncEvent } from '@tavola/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, it } from 'vitest';
import { describePg, type OpenTestDatabase, pgTestUrl } from '../../test/databases.ts';
import { type Database, openDatabase } from '../db/index.ts';
import { queryRows } from '../db/raw.ts';
import { currentTenantVersion, nextTenantVersion } from '../db/tenant-version.ts';
import { CLOSE } from './close-codes.ts';
import { notifyInTransaction, SYNC_CHANNEL } from './notification.ts';
import { useRealtimeHarness } from './realtime-harness.ts';

const newOrder: SyncEvent = { type: 'new_order', orderId: 'o-9', tokenNo: '41', paymentStatus: 'paid' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A second pool on the same database, as another server process would open. */
async function secondHandle(database: Database): Promise<Database> {
  const [row] = await queryRows<{ name: string }>(database, sql`select current_database() as name`);
  const url = new URL(pgTestUrl() ?? '');
  url.pathname = `/${row?.name}`;
  return openDatabase(url.toString());
}

function fanoutSuite(open: OpenTestDatabase) {
  const rt = useRealtimeHarness(open);

  /** Instance A and instance B; the store's owner signs in on A, its socket is on B. */
  async function twoInstances() {
    const a = await rt.start();
    const b = await rt.start({ database: await secondHandle(a.database) });
    const { c, user, username } = await rt.signedIn(a);
    const onB = await rt.connect(b, c);
    const onA = await rt.connect(a, c);
    return { a, b, c, username, tenantId: user.tenant_id, onA, onB };
  }

  it('[SS21] a publish on instance A pokes the sockets on instance B (and on A)', async () => {
    const { a, tenantId, onA, onB } = await twoInstances();
    a.app.realtime.publish(tenantId, { version: 12, events: [newOrder] });
    const expected = [{ type: 'poke', version: 12 }, newOrder];
    expect(await onB.take(2)).toEqual(expected);
    expect(await onA.take(2)).toEqual(expected);
  });

  it('[SS21] a NOTIFY inside a committed transaction on A reaches B; one inside a rolled-back transaction delivers nothing', async () => {
    const { a, tenantId, onB } = await twoInstances();
    const db = a.database;
    const before = await currentTenantVersion(db.db, db.t, tenantId); // a new store's settings are its first write
    await expect(
      db.transaction(async (tx) => {
        const version = await nextTenantVersion(tx, db.t, tenantId);
        await notifyInTransaction(db, tx, tenantId, { version, events: [newOrder] });
        throw new Error('the push failed');
      }),
    ).rejects.toThrow('the push failed');
    await sleep(100);
    expect(onB.pending()).toEqual([]);

    const committed = await db.transaction(async (tx) => {
      const version = await nextTenantVersion(tx, db.t, tenantId);
      await notifyInTransaction(db, tx, tenantId, { version, events: [newOrder] });
      return version;
    });
    expect(committed).toBe(before + 1); // the rolled-back bump left no trace either
    expect(await onB.take(2)).toEqual([{ type: 'poke', version: before + 1 }, newOrder]);
  });

  it('a raw pg_notify of the documented payload, committed, pokes B; garbage on the channel is ignored', async () => {
    const { a, tenantId, onB } = await twoInstances();
    await queryRows(a.database, sql`select pg_notify(${SYNC_CHANNEL}, ${'not json'})`);
    await queryRows(a.database, sql`select pg_notify(${SYNC_CHANNEL}, ${'{"tenantId":"x"}'})`);
    const payload = JSON.stringify({
      tenantId,
      version: 33,
      events: [{ type: 'order_update', orderIds: ['o-1'] }, { type: 'from_a_newer_server' }],
    });
    await a.database.transaction((tx) =>
      queryRows(a.database, sql`select pg_notify(${SYNC_CHANNEL}, ${payload})`, tx),
    );
    expect(await onB.take(2)).toEqual([
      { type: 'poke', version: 33 },
      { type: 'order_update', orderIds: ['o-1'] },
    ]);
    await sleep(50);
    expect(onB.pending()).toEqual([]);
  });

  it('[SS23] removing a device on instance A closes its socket on instance B at once', async () => {
    const { a, username, onA, onB } = await twoInstances();
    const admin = await rt.signedIn(a, username);
    const devices = (await admin.c.get('/api/v1/auth/devices')).json().devices as {
      device_id: string;
      isMyDevice: boolean;
    }[];
    const till = devices.find((d) => !d.isMyDevice)?.device_id;
    expect((await admin.c.post('/api/v1/auth/remove-device', { device_id: till })).statusCode).toBe(200);
    const closed = await Promise.race([onB.closed, sleep(1000).then(() => null)]);
    expect(closed?.code).toBe(CLOSE.sessionEnded);
    expect((await onA.closed).code).toBe(CLOSE.sessionEnded);
  });

  it('[SS24] re-establishes a killed LISTEN connection, re-pokes its sockets with the current version, and delivers again', async () => {
    const { a, b, tenantId, onB } = await twoInstances();
    const db = a.database;
    const version = await db.transaction((tx) => nextTenantVersion(tx, db.t, tenantId)); // no NOTIFY: missed
    const killed = await queryRows<{ pid: number }>(
      db,
      sql`select pid from pg_stat_activity
          where datname = current_database() and query like 'listen %' and pid <> pg_backend_pid()`,
    );
    expect(killed.length).toBe(2); // one per instance
    await queryRows(
      db,
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query like 'listen %' and pid <> pg_backend_pid()`,
    );
    expect(await onB.next(5000)).toEqual({ type: 'poke', version });
    a.app.realtime.publish(tenantId, { version: version + 1, events: [] });
    expect(await onB.next(5000)).toEqual({ type: 'poke', version: version + 1 });
    expect(b.app.realtime.socketCount(tenantId)).toBe(1);
  });
  it('[SS24] keeps retrying the LISTEN through a database outage, then re-pokes and delivers again', async () => {
    const { a, tenantId, onB } = await twoInstances();
    const db = a.database;
    const version = await db.transaction((tx) => nextTenantVersion(tx, db.t, tenantId));
    const [row] = await queryRows<{ name: string }>(db, sql`select current_database() as name`);
    const name = row?.name ?? '';
    const admin = new pg.Client({ connectionString: pgTestUrl() ?? '' });
    admin.on('error', () => {});
    await admin.connect();
    try {
      await admin.query(`alter database "${name}" allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      await sleep(1500); // every reconnect is refused meanwhile
      await admin.query(`alter database "${name}" allow_connections true`);
      expect(await onB.next(15_000)).toEqual({ type: 'poke', version });
      a.app.realtime.publish(tenantId, { version: version + 1, events: [] });
      expect(await onB.next(5000)).toEqual({ type: 'poke', version: version + 1 });
      await sleep(200);
      expect(onB.pending()).toEqual([]); // one re-poke per reconnect, however many retries it took
    } finally {
      await admin.query(`alter database "${name}" allow_connections true`);
      await admin.end();
    }
  });
}

describePg('realtime fan-out across processes', fanoutSuite);
