// ADR 0045 on PostgreSQL: the server of a cluster of the test's own is stopped (fast shutdown: every session
// ended) and started again on the same port. While it is down, a lease, a REST write, a push, a read and
// /readyz answer 503 (never 500); once it is back, writes work again within 10 s, without restarting the app.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownClusterSkipReason, type PostgresCluster, startOwnCluster } from '../../test/pg-cluster.ts';
import { openDatabase } from '../db/index.ts';
import { SYNC_UNAVAILABLE, UNAVAILABLE_MESSAGE } from '../plugins/errors.ts';
import { expectRetry, type OutageApp, startOutageApp } from '../test-support/outage.ts';

/** How soon writes must work again once PostgreSQL is back. */
const BACK_WITHIN_MS = 10_000;

/** A new migrated database `name` in `cluster`; its URL. */
async function migratedDatabase(cluster: PostgresCluster, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(cluster.url);
  url.pathname = `/${name}`;
  const database = await openDatabase(url.toString());
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  return url.toString();
}

/** Retries `write` until it answers 200; the milliseconds that took. */
async function timeUntilOk(what: string, write: () => Promise<{ statusCode: number; body: string }>) {
  const started = performance.now();
  for (;;) {
    const res = await write();
    if (res.statusCode === 200) return performance.now() - started;
    expect(res.statusCode, `${what}: ${res.body}`).toBe(503);
    if (performance.now() - started > 3 * BACK_WITHIN_MS)
      throw new Error(`${what} still failing: ${res.body}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const skipped = ownClusterSkipReason();

(skipped ? describe.skip : describe)(
  `[SS25][SS8][ADR 0045] PostgreSQL stopped and started again [pg]${skipped ? ` (skipped: ${skipped})` : ''}`,
  () => {
    let cluster: PostgresCluster;
    beforeAll(async () => {
      cluster = await startOwnCluster();
    }, 60_000);
    afterAll(() => cluster?.stop());

    for (const thread of ['off', 'on'] as const) {
      it(`push thread ${thread}: 503 with a retry on every route while down, writes again within 10 s of its return`, async () => {
        const url = await migratedDatabase(cluster, `tavola_outage_${thread}`);
        const database = await openDatabase(url);
        let o: OutageApp | null = null;
        try {
          o = await startOutageApp(database, { env: { DATABASE_URL: url, PG_WRITE_THREAD: thread } });
          const [spare, other] = await o.tills(2);
          o.mutate(3);
          expect((await o.push()).statusCode).toBe(200);
          expect((await o.lease()).statusCode).toBe(200);
          expect((await o.addCustomer('+91 90000 00000')).statusCode).toBe(200);
          expect((await o.readyz()).statusCode).toBe(200);

          await cluster.pause();
          o.mutate(3);
          expectRetry(await o.push(), SYNC_UNAVAILABLE);
          expectRetry(await o.lease(spare), SYNC_UNAVAILABLE);
          expectRetry(await o.addCustomer('+91 91000 00000'), UNAVAILABLE_MESSAGE);
          expectRetry(await o.http.post('/api/v1/pos/create-order', {}), UNAVAILABLE_MESSAGE);
          expectRetry(await o.customers(), UNAVAILABLE_MESSAGE);
          expectRetry(await o.http.post('/api/v1/sync/pull', {}), SYNC_UNAVAILABLE);
          expect((await o.readyz()).statusCode).toBe(503);
          expect((await o.http.get('/healthz')).statusCode).toBe(503);

          await cluster.resume();
          const app = o;
          const took = {
            push: await timeUntilOk('push', () => app.push()),
            lease: await timeUntilOk('lease', () => app.lease(other)),
            rest: await timeUntilOk('REST write', () => app.addCustomer('+91 91000 00000')),
            readyz: await timeUntilOk('readyz', () => app.readyz()),
          };
          const total = took.push + took.lease + took.rest + took.readyz;
          expect(total, JSON.stringify(took)).toBeLessThan(BACK_WITHIN_MS);
          expect(o.outbox).toEqual([]);
          expect(o.acked).toHaveLength(6);
        } finally {
          await cluster.resume().catch(() => {}); // already running unless the test failed while it was down
          await o?.close();
          await database.close();
        }
      }, 90_000);
    }
  },
);
