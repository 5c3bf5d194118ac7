/**
 * Tenant isolation matrix (issue 9): every route the server registers, and the socket, called without a
 * session, by store B's admin naming store A's rows, by A's staff lacking the route's scope (or a scope of the
 * user the route changes, PERM10), by A's admin on the operator's routes and by the operator on store routes. Each call is refused, leaks none of A's
 * private values and changes nothing of A. A's staff pull, scope by scope, no row their REST reads would refuse
 * (READ2). Runs on SQLite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { SCOPES } from '@tavola/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { type RegisteredRoute, routeKey } from '../plugins/route-registry.ts';
import { TestSocket } from '../realtime/test-socket.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { pullBeyondRest } from './pull-reads.ts';
import { ROUTE_ACCESS, type RouteAccess } from './route-access.ts';
import { describeCall, leaked, names, send } from './route-call.ts';
import { tenantDigest } from './tenant-digest.ts';
import { buildWorld, CASHIER_SCOPES, scopesBut, type World } from './world.ts';

const REFUSED = [401, 403, 404];
/** A sweep makes about a hundred calls, each between two digests of store A. */
const SWEEP_TIMEOUT_MS = 120_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Entry = { route: RegisteredRoute; key: string; access: RouteAccess };

export function isolationSuite(open: OpenTestDatabase) {
  let w: World;
  let routes: Entry[];

  beforeAll(async () => {
    w = await buildWorld(await open());
    routes = w.h.app.routeRegistry
      .filter((r) => !r.websocket)
      .flatMap((route) => {
        const key = routeKey(route);
        const access = ROUTE_ACCESS[key];
        return access ? [{ route, key, access }] : [];
      });
  });
  afterAll(() => w?.close());

  /** A's row ids (a phone or a content hash is a value to search, not a row to name). */
  const foreignIds = () =>
    Object.entries(w.a.ids).flatMap(([k, v]) =>
      ['imageHash', 'customerPhone', 'qrcode', 'dinerOrderToken'].includes(k) ? [] : [v],
    );
  const tableOrder = (e: Entry) => Object.keys(ROUTE_ACCESS).indexOf(e.key);

  /** Calls `client` on every route `pick` selects; returns the problems found, one line each. */
  async function sweep(
    pick: (e: Entry) => boolean,
    client: (e: Entry) => Promise<HttpClient> | HttpClient,
    judge: (e: Entry, status: number, namesA: boolean) => string | null,
  ): Promise<string[]> {
    const problems: string[] = [];
    // The digest after one call is the digest before the next, unless a staff member was added between.
    let last: { digest: string; staff: number } | undefined;
    for (const e of routes.filter(pick)) {
      const call = describeCall(e.route, e.access, w.a.ids, w.h.clock.now);
      const caller = await client(e);
      const before =
        last?.staff === w.staffCount() ? last.digest : await tenantDigest(w.h.database, w.a.ids.tenant);
      const res = await send(caller, call);
      const verdict = judge(e, res.statusCode, names(call, foreignIds()));
      if (verdict) problems.push(`${e.key}: ${verdict} (got ${res.statusCode} ${res.body.slice(0, 120)})`);
      const found = leaked(res, w.markers);
      if (found.length > 0) problems.push(`${e.key}: answer carries A's ${found.join(', ')}`);
      const after = await tenantDigest(w.h.database, w.a.ids.tenant);
      if (after !== before) problems.push(`${e.key}: changed store A's data`);
      last = { digest: after, staff: w.staffCount() };
    }
    return problems;
  }

  it('has an access entry for every registered route, and no entry for a route that is gone', () => {
    const registered = w.h.app.routeRegistry.map(routeKey);
    const missing = registered.filter((k) => !(k in ROUTE_ACCESS));
    expect(missing, 'routes without a ROUTE_ACCESS entry (security/route-access.ts)').toEqual([]);
    expect(Object.keys(ROUTE_ACCESS).filter((k) => !registered.includes(k))).toEqual([]);
    const unfilled = routes.filter((e) => e.route.url.includes(':') && !e.access.params).map((e) => e.key);
    expect(unfilled, 'routes with path parameters need a params filler').toEqual([]);
    expect(routes.length).toBeGreaterThan(80);
  });

  it(
    'refuses every non-public route without a session (401); public ones answer below 500',
    async () => {
      const problems = await sweep(
        () => true,
        () => w.h.client(),
        (e, status) => {
          if (e.access.class === 'public') return status >= 500 ? 'server error' : null;
          return status === 401 ? null : 'expected 401';
        },
      );
      expect(problems).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    "refuses store B's admin every call naming store A's rows, and never shows or changes A's data",
    async () => {
      const problems = await sweep(
        (e) => e.access.class !== 'public',
        () => w.b.c,
        (e, status, namesA) => {
          if (status >= 500) return 'server error';
          if (e.access.class === 'superadmin') return status === 403 ? null : 'expected 403';
          if (!namesA || REFUSED.includes(status)) return null;
          return e.access.foreignIds === 'filtered' ? null : "expected a refusal for A's ids";
        },
      );
      expect(problems).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    "refuses store A's staff every route whose scope they lack (403)",
    async () => {
      const problems = await sweep(
        (e) => ['scope', 'admin', 'superadmin'].includes(e.access.class),
        (e) => w.staffOfA(e.access.class === 'scope' ? scopesBut(e.access.scopes) : SCOPES),
        (_e, status) => (status === 403 ? null : 'expected 403'),
      );
      expect(problems).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    "refuses A's staff changing A's cashier when they lack one of its scopes (403, PERM10)",
    async () => {
      const changing = (e: Entry) => e.access.changesUser === true;
      expect(routes.filter(changing).length).toBeGreaterThan(0);
      const problems = await sweep(
        changing,
        () => w.staffOfA(scopesBut(CASHIER_SCOPES)),
        (_e, status) => (status === 403 ? null : 'expected 403'),
      );
      expect(problems).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    "refuses the operator's routes to a store's admin, and store routes or A's rows to the operator (403)",
    async () => {
      const problems = await sweep(
        (e) => e.access.class !== 'public',
        (e) => (e.access.class === 'superadmin' ? w.a.c : w.operator),
        (e, status, namesA) => {
          // The operator has a session of its own (its account, its devices) but none of a store's rows.
          if (e.access.class === 'signed-in') {
            return namesA && !REFUSED.includes(status) ? "expected a refusal for A's ids" : null;
          }
          return status === 403 ? null : 'expected 403';
        },
      );
      expect(problems).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  it("never gives store B's sync pull a row of store A", async () => {
    const b = w.b.c;
    const { deviceId } = (await b.post('/api/v1/sync/register-device', { name: 'Till B2' })).json();
    const base = { protocolVersion: 1, schemaVersion: 1, clientId: 'isolation-pull', deviceId };
    let cookie: number | null = null;
    const bodies: string[] = [];
    for (let page = 0; page < 100; page++) {
      const res = await b.post('/api/v1/sync/pull', { ...base, cookie });
      expect(res.statusCode).toBe(200);
      bodies.push(res.body);
      const answer = res.json() as { cookie: number; more: boolean };
      cookie = answer.cookie;
      if (!answer.more) break;
    }
    const all = bodies.join('\n');
    expect(all).toContain(w.b.ids.customer); // the pull works: B's own rows arrive
    expect(foreignIds().filter((id) => all.includes(id))).toEqual([]);
    expect(w.markers.filter((m) => all.toLowerCase().includes(m.toLowerCase()))).toEqual([]);
  });

  it(
    "gives A's staff by sync pull only the rows their scopes read over REST, for every scope (READ2)",
    async () => {
      const problems: string[] = [];
      for (const held of [[], ...SCOPES.map((s) => [s])]) {
        const caller = await w.staffOfA(held);
        const beyond = await pullBeyondRest(caller, `isolation-${held.join('') || 'none'}`);
        problems.push(...beyond.map((row) => `${held.join(',') || 'no scope'}: ${row}`));
      }
      expect(problems).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  it("gives a diner A's order only with A's order token: store B's diner and a stranger get 404", async () => {
    const { a, b } = w;
    const Q = '/api/v1/qrmenu';
    const read = (orderId: string, token: string) =>
      w.h.client().get(`${Q}/orders/${orderId}`, { 'x-order-token': token });
    const own = await read(a.ids.dinerOrder, a.ids.dinerOrderToken);
    expect(own.statusCode).toBe(200); // the capability works for its holder
    const before = await tenantDigest(w.h.database, a.ids.tenant);
    const tries = [
      await read(a.ids.dinerOrder, b.ids.dinerOrderToken),
      await w.h.client().get(`${Q}/orders/${a.ids.dinerOrder}`),
      await w.h
        .client()
        .post(`${Q}/payment-order`, { orderId: a.ids.dinerOrder, orderToken: b.ids.dinerOrderToken }),
      await w.h.client().post(`${Q}/confirm-payment`, {
        orderId: a.ids.dinerOrder,
        orderToken: b.ids.dinerOrderToken,
        provider: 'demo',
        providerRef: a.ids.dinerOrder,
        outcome: 'paid',
      }),
    ];
    expect(tries.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    const mine = await w.h.client().post(`${Q}/my-orders`, {
      qrcode: a.ids.qrcode,
      dinerId: randomUUID(),
      orderTokens: [b.ids.dinerOrderToken],
    });
    expect(mine.statusCode).toBeLessThan(500);
    for (const r of [...tries, mine]) expect(leaked(r, w.markers)).toEqual([]);
    expect(await tenantDigest(w.h.database, a.ids.tenant)).toBe(before);
  });

  it("gives store B's diner socket nothing of store A's diner order, whatever tokens it subscribes with", async () => {
    const { a, b } = w;
    const path = '/api/v1/qrmenu/ws';
    const mine = await TestSocket.open(w.h.port, { path });
    const snoop = await TestSocket.open(w.h.port, { path });
    try {
      mine.send({ type: 'subscribe', orderTokens: [a.ids.dinerOrderToken] });
      expect(await mine.next()).toMatchObject({
        type: 'subscribed',
        orders: [{ orderId: a.ids.dinerOrder }],
      });
      // B's own token, a made-up one, and A's order id where a token goes.
      snoop.send({
        type: 'subscribe',
        orderTokens: [b.ids.dinerOrderToken, 'z'.repeat(43), a.ids.dinerOrder],
      });
      const subscribed = await snoop.next();
      expect(subscribed).toMatchObject({ type: 'subscribed', orders: [{ orderId: b.ids.dinerOrder }] });
      expect(JSON.stringify(subscribed)).not.toContain(a.ids.dinerOrder);
      const paid = await a.c.post('/api/v1/orders/payment-complete', {
        orderIds: [a.ids.dinerOrder],
        subTotal: 0,
        taxTotal: 0,
        total: 0,
        paymentTypeId: a.ids.paymentType,
      });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(await mine.next()).toMatchObject({ type: 'payment_update', orderId: a.ids.dinerOrder });
      await sleep(200);
      expect(snoop.pending()).toEqual([]);
    } finally {
      mine.close();
      snoop.close();
    }
  });

  describe('the socket', () => {
    const access = (c: HttpClient) => ({ access: c.cookie('tavola_access') ?? '' });

    it('refuses an upgrade without a session (401), from the operator (403) and from a foreign Origin (403)', async () => {
      const { port } = w.h;
      expect(await TestSocket.refusal(port)).toBe(401);
      expect(await TestSocket.refusal(port, access(w.operator))).toBe(403);
      expect(await TestSocket.refusal(port, { ...access(w.b.c), origin: 'https://evil.example' })).toBe(403);
    });

    it("gives store B's socket none of store A's pokes or events, whatever B's frames name", async () => {
      const a = await TestSocket.open(w.h.port, access(w.a.c));
      const b = await TestSocket.open(w.h.port, access(w.b.c));
      try {
        // Every client message type, naming A wherever a value can be put.
        b.send({ type: 'hello', clientId: w.a.ids.syncDevice, cookie: 0, tenantId: w.a.ids.tenant });
        b.send({ type: 'pong', t: 1, tenantId: w.a.ids.tenant });
        await sleep(100);
        const seenByB = b.pending().length;
        const added = await w.a.c.post('/api/v1/customers/add', { phone: '70000 12345', name: 'Late Guest' });
        expect(added.statusCode).toBe(200);
        expect((await a.next()).type).toBe('poke');
        await sleep(200);
        expect(b.pending().slice(seenByB)).toEqual([]);
        expect(JSON.stringify(b.pending())).not.toContain(w.a.ids.tenant);
        expect(b.closedAt).toBeNull();
      } finally {
        a.close();
        b.close();
      }
    });
  });

  it(
    "lets the owner make every call the matrix made (the ids point at A's rows)",
    async () => {
      const ordered = [
        ...routes.filter((e) => !e.access.destructive),
        ...routes.filter((e) => e.access.destructive).sort((x, y) => tableOrder(x) - tableOrder(y)),
      ].filter((e) => e.access.class !== 'public');
      const problems: string[] = [];
      for (const e of ordered) {
        const client = e.access.class === 'superadmin' ? w.operator : w.a.c;
        const res = await send(client, describeCall(e.route, e.access, w.a.ids, w.h.clock.now));
        const expected = e.access.ownerStatus?.status ?? 200;
        if (res.statusCode !== expected) {
          problems.push(`${e.key}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
      expect(problems).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );
}
