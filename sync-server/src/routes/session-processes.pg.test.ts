// PGW3 with two server processes on one PostgreSQL database: a session ended or changed through one process is
// refused (or narrowed) by the other at its very next request, with the batched session reads and without; and a
// burst of requests on one process, several sessions in a batch, answers each with its own.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { describePg, type OpenTestDatabase, pgTestUrl } from '../../test/databases.ts';
import { type Database, openDatabase } from '../db/index.ts';
import { queryRows } from '../db/raw.ts';
import { type Harness, startHarness, useAppHarness } from '../test-support/app-harness.ts';
import type { HttpClient } from '../test-support/http-client.ts';

/** A second pool on the same database, as another server process opens. */
async function secondHandle(database: Database): Promise<Database> {
  const [row] = await queryRows<{ name: string }>(database, sql`select current_database() as name`);
  const url = new URL(pgTestUrl() ?? '');
  url.pathname = `/${row?.name}`;
  return openDatabase(url.toString());
}

/** The same browser's cookies, sent to the other process. */
function copyTo(c: HttpClient, h: Harness): HttpClient {
  const other = h.client();
  for (const [name, stored] of c.jar) other.jar.set(name, { ...stored });
  return other;
}

const posProbe = (app: FastifyInstance) => {
  app.get(
    '/api/v1/test/pos',
    { preHandler: [app.requireActiveTenant, app.requireScope('POS')] },
    async () => ({
      message: 'ok',
    }),
  );
};

function sessionProcessesSuite(open: OpenTestDatabase) {
  const accounts = useAppHarness(open);
  const started: { h: Harness; owns: boolean }[] = [];
  afterEach(async () => {
    for (const { h, owns } of started.splice(0).reverse()) {
      await h.app.close();
      if (owns) await h.database.close();
    }
  });

  for (const batch of ['on', 'off'] as const) {
    describe(`SESSION_READ_BATCH=${batch}`, () => {
      /** Processes A and B on one database. */
      async function two() {
        const env = { SESSION_READ_BATCH: batch };
        const database = await open();
        const a = await startHarness(database, env, posProbe);
        started.push({ h: a, owns: true });
        const b = await startHarness(await secondHandle(database), env, posProbe);
        started.push({ h: b, owns: true });
        return { a, b };
      }

      it('[PGW3] signed out through A: the next request through B is refused', async () => {
        const { a, b } = await two();
        const { c } = await accounts.signedIn(a);
        const inB = copyTo(c, b);
        expect((await inB.get('/api/v1/auth/me')).statusCode).toBe(200);
        expect((await c.post('/api/v1/auth/signout')).statusCode).toBe(200);
        expect((await inB.get('/api/v1/auth/me')).statusCode).toBe(401);
      });

      it('[PGW3] a scope taken, a device removed, a password set, a user deleted through A: B follows at once', async () => {
        const { a, b } = await two();
        const owner = await accounts.signedIn(a);
        const tenantId = owner.user.tenant_id;
        const staff = async () => {
          const username = await accounts.addStaff(a, tenantId, 'POS');
          const { c } = await accounts.signedIn(a, username);
          const inB = copyTo(c, b);
          expect((await inB.get('/api/v1/test/pos')).statusCode).toBe(200);
          return { username, inB, sessionId: c.cookie('tavola_access')?.split('.')[0] };
        };
        const path = (action: string, username: string) =>
          `/api/v1/users/${action}/${encodeURIComponent(username)}`;

        const narrowed = await staff();
        const update = { name: 'Asha', userScopes: ['KITCHEN'] };
        expect((await owner.c.post(path('update', narrowed.username), update)).statusCode).toBe(200);
        expect((await narrowed.inB.get('/api/v1/test/pos')).statusCode).toBe(403);

        const removed = await staff();
        const remove = { device_id: removed.sessionId };
        expect((await owner.c.post('/api/v1/auth/remove-device', remove)).json()).toMatchObject({
          retiring: false,
        });
        expect((await removed.inB.get('/api/v1/auth/me')).statusCode).toBe(401);

        const reset = await staff();
        const password = { password: 'another-secret-2026' };
        expect((await owner.c.post(path('update-password', reset.username), password)).statusCode).toBe(200);
        expect((await reset.inB.get('/api/v1/auth/me')).statusCode).toBe(401);

        const deleted = await staff();
        expect((await owner.c.request('DELETE', path('delete', deleted.username))).statusCode).toBe(200);
        expect((await deleted.inB.get('/api/v1/auth/me')).statusCode).toBe(401);
      });

      it('[PGW3] a burst through B: each request answered with its own session, the ended ones refused', async () => {
        const { a, b } = await two();
        const owner = await accounts.signedIn(a);
        const users = [owner.username];
        for (let i = 0; i < 3; i++) users.push(await accounts.addStaff(a, owner.user.tenant_id, 'POS'));
        const clients: { username: string; c: HttpClient }[] = [];
        for (const username of users)
          clients.push({ username, c: copyTo((await accounts.signedIn(a, username)).c, b) });
        const ended = (await accounts.signedIn(a, users[1])).c;
        const endedInB = copyTo(ended, b);
        expect((await ended.post('/api/v1/auth/signout')).statusCode).toBe(200);
        const asked = Array.from({ length: 40 }, (_, i) =>
          i % 5 === 4 ? null : clients[i % clients.length],
        );
        const answers = await Promise.all(asked.map((x) => (x ? x.c : endedInB).get('/api/v1/auth/me')));
        for (const [i, answer] of answers.entries()) {
          const x = asked[i];
          if (!x) expect(answer.statusCode).toBe(401);
          else expect([answer.statusCode, answer.json().user?.username]).toEqual([200, x.username]);
        }
      });
    });
  }
}

describePg('sessions: two server processes', sessionProcessesSuite);
