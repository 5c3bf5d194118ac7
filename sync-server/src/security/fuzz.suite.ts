/**
 * Hostile input (issue 9): a property-based fuzzer sends malformed, oversized, wrongly typed and
 * injection-shaped bodies, query strings and path parameters to every registered route, as the caller the
 * route is for, and random frames to the socket. Never a 5xx, never a crash, every answer within
 * ANSWER_BOUND_MS, and a refused call changes nothing of the store (digest of its tables before/after).
 * FUZZ_RUNS (per route) and FUZZ_SEED explore further; the default run is bounded for `npm test`. Under CI the
 * seed is fixed (CI_SEED), so the landing gate is reproducible; a developer's run draws a new seed each time.
 */
import { SCOPES } from '@tavola/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { type RegisteredRoute, routeKey } from '../plugins/route-registry.ts';
import { TestSocket } from '../realtime/test-socket.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { hostileCall, hostileValue, injection } from './hostile.ts';
import { pullBeyondRest } from './pull-reads.ts';
import { ROUTE_ACCESS, type RouteAccess } from './route-access.ts';
import { describeCall, send } from './route-call.ts';
import { tenantDigest } from './tenant-digest.ts';
import { buildWorld, type World } from './world.ts';

/** Longest an answer to hostile input may take (generous: the test machine is shared). */
export const ANSWER_BOUND_MS = 5_000;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Entry = { route: RegisteredRoute; key: string; access: RouteAccess };
const rank = (e: Entry) => (e.access.destructive ? 2 : e.access.class === 'superadmin' ? 1 : 0);

/** The seed of CI's runs; a failure found elsewhere is pinned by adding its case to the suite, not by this. */
const CI_SEED = 20_261_124;

export function fuzzSuite(open: OpenTestDatabase, runsPerRoute: number) {
  const runs = Number(process.env.FUZZ_RUNS ?? runsPerRoute);
  const seed = process.env.FUZZ_SEED
    ? Number(process.env.FUZZ_SEED)
    : process.env.CI === 'true'
      ? CI_SEED
      : undefined;
  let w: World;

  beforeAll(async () => {
    w = await buildWorld(await open());
  });
  afterAll(() => w?.close());

  /**
   * Every route with its entry: the operator's after the store's (a lucky PATCH may switch the store off),
   * destructive ones last in table order (a lucky call may sign the caller out).
   */
  const routesInOrder = (): Entry[] => {
    const order = Object.keys(ROUTE_ACCESS);
    return w.h.app.routeRegistry
      .filter((r) => !r.websocket)
      .flatMap((route) => {
        const key = routeKey(route);
        const access = ROUTE_ACCESS[key];
        return access ? [{ route, key, access }] : [];
      })
      .sort((x, y) => rank(x) - rank(y) || order.indexOf(x.key) - order.indexOf(y.key));
  };

  const callerOf = (e: Entry): HttpClient => {
    if (e.access.class === 'public') return w.h.client();
    return e.access.class === 'superadmin' ? w.operator : w.a.c;
  };

  it('refuses a NUL character in any path parameter, query or body field with 400 (no column can hold it)', async () => {
    const problems: string[] = [];
    for (const e of routesInOrder().filter((r) => !r.access.destructive)) {
      const valid = describeCall(e.route, e.access, w.a.ids, w.h.clock.now);
      const [path = '', query] = valid.path.split('?');
      const nul = '%00';
      const variants = [
        { ...valid, path: `${path}?q=a${nul}b${query ? `&${query}` : ''}` },
        ...(e.route.url.includes(':')
          ? [{ ...valid, path: e.route.url.replace(/:[A-Za-z0-9_]+/g, `x${nul}y`) }]
          : []),
        ...(valid.body && typeof valid.body === 'object' && !Buffer.isBuffer(valid.body)
          ? [{ ...valid, body: { ...valid.body, note: 'a\u0000b' } }]
          : []),
      ];
      for (const call of variants) {
        const res = await send(callerOf(e), call);
        if (res.statusCode !== 400)
          problems.push(`${e.key} ${call.path}: ${res.statusCode} ${res.body.slice(0, 100)}`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('answers every hostile request to every route below 500, in time, and changes nothing it refuses', async () => {
    const routes = routesInOrder();
    expect(routes.length).toBe(w.h.app.routeRegistry.filter((r) => !r.websocket).length);

    const failures: string[] = [];
    // an accepted call's print jobs are stored just after its answer (PRN2): let them land before comparing
    const digest = async () => {
      await w.h.app.printing.settled();
      return tenantDigest(w.h.database, w.a.ids.tenant);
    };
    // After a refused call the digest is known: it is the next call's "before" (halves the reads).
    let known: string | null = null;
    const statuses = new Map<number, number>();
    for (const e of routes) {
      const valid = describeCall(e.route, e.access, w.a.ids, w.h.clock.now);
      const caller = callerOf(e);
      const arbitrary = hostileCall(valid, e.route.url, { keepIds: !e.access.destructive });
      const result = await fc.check(
        fc.asyncProperty(arbitrary, async (call) => {
          const writes = STATE_CHANGING.has(call.method);
          const before = writes ? (known ?? (await digest())) : '';
          known = null;
          const started = performance.now();
          const res = await send(caller, call);
          const took = performance.now() - started;
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode >= 500) throw new Error(`${res.statusCode} ${res.body.slice(0, 200)}`);
          if (took > ANSWER_BOUND_MS) throw new Error(`answered in ${Math.round(took)} ms`);
          if (res.statusCode >= 400 && !res.json<{ message?: unknown }>().message) {
            throw new Error(`refusal without a message: ${res.body.slice(0, 200)}`);
          }
          if (writes && res.statusCode >= 400) {
            const after = await digest();
            if (after !== before) throw new Error(`refused with ${res.statusCode} but changed the store`);
            known = after;
          }
        }),
        { numRuns: runs, ...(seed === undefined ? {} : { seed }), endOnFailure: true },
      );
      if (result.failed) {
        const example = JSON.stringify(result.counterexample?.[0] ?? null).slice(0, 300);
        failures.push(`${e.key}: ${String(result.errorInstance)} — seed ${result.seed}, input ${example}`);
      }
    }
    expect(failures).toEqual([]);
    if (process.env.FUZZ_REPORT) console.info('answers by status', Object.fromEntries(statuses));
    // The calls reached the handlers (not only the guards), the server is up, the owner still signed in.
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(total / 10);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(total / 10);
    expect((await w.h.client().get('/healthz')).statusCode).toBe(200);
    expect((await w.a.c.get('/api/v1/auth/me')).statusCode).toBe(200);
  }, 600_000);

  it('gives a staff member of any set of scopes by sync pull only the rows its REST reads give (READ2)', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.subarray([...SCOPES]), async (held) => {
        const caller = await w.staffOfA(held);
        expect(await pullBeyondRest(caller, `fuzz-pull-${++n}`), held.join(',')).toEqual([]);
      }),
      { numRuns: Math.max(8, Math.ceil(runs / 2)), ...(seed === undefined ? {} : { seed }) },
    );
  }, 120_000);

  it('survives random frames on the socket: bad ones close it (1008/1009), the server keeps serving', async () => {
    const frame = fc.oneof(
      hostileValue.map((v) => JSON.stringify(v) ?? 'null'),
      fc
        .record({ type: fc.constantFrom('hello', 'pong', 'subscribe', 'join'), x: hostileValue })
        .map((v) => JSON.stringify(v)),
      fc
        .record({ type: fc.constant('hello'), clientId: injection, cookie: hostileValue })
        .map((v) => JSON.stringify(v)),
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b)),
      fc.constant('x'.repeat(8 * 1024)),
    );
    const access = w.a.c.cookie('tavola_access') ?? '';
    await fc.assert(
      fc.asyncProperty(frame, async (data) => {
        const socket = await TestSocket.open(w.h.port, { access });
        try {
          socket.ws.send(data);
          const closed = await Promise.race([
            socket.closed,
            new Promise<null>((resolve) => setTimeout(() => resolve(null), 150)),
          ]);
          if (closed) expect([1008, 1009]).toContain(closed.code);
        } finally {
          socket.close();
        }
      }),
      { numRuns: Math.max(10, runs), ...(seed === undefined ? {} : { seed }) },
    );
    const again = await TestSocket.open(w.h.port, { access });
    again.send({ type: 'hello', clientId: 'after-fuzz', cookie: 0 });
    expect((await again.next()).type).toBe('poke');
    again.close();
    expect((await w.h.client().get('/healthz')).statusCode).toBe(200);
  }, 120_000);
}
