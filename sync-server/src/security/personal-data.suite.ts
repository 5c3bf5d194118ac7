/**
 * Answers naming people are kept out of every cache (issue 27): each route of the personal-data areas carries
 * `config.personalData` (plugins/route.ts), and its answer, as its own caller gets it, says
 * `Cache-Control: no-store`. A route added to one of the areas without the flag fails here; a new /qrmenu route
 * must be flagged or listed as naming nobody.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { type RegisteredRoute, routeKey } from '../plugins/route-registry.ts';
import { ROUTE_ACCESS } from './route-access.ts';
import { describeCall, send } from './route-call.ts';
import { buildWorld, type World } from './world.ts';

/** Areas every route of which answers personal data: customers, invoices, reservations, a diner's own, synced rows. */
const PERSONAL_AREAS = [
  '/api/v1/customers',
  '/api/v1/invoices',
  '/api/v1/reservations',
  '/api/v1/qrmenu',
  '/api/v1/sync/pull',
];
/** Routes of those areas naming nobody: the public menu (cached 30 s on purpose) and the landing map's stores. */
const NAMES_NOBODY = ['GET /api/v1/qrmenu/:qrcode', 'POST /api/v1/qrmenu/get-all-latlng'];
/**
 * Personal routes outside those areas: the spec's name of the diner's checkout call, and the orders list, which
 * carries each diner's name, phone and address (WHO7).
 */
const ALSO_PERSONAL = [
  'POST /api/v1/create-payment-order',
  'GET /api/v1/orders',
  // AUD2: the audit log names the store's staff and what they did
  'GET /api/v1/reports/audit',
  // GST4: B2B invoices name their buyers and GSTINs
  'GET /api/v1/reports/gst',
];

const SWEEP_TIMEOUT_MS = 60_000;
const inArea = (url: string) => PERSONAL_AREAS.some((area) => url === area || url.startsWith(`${area}/`));

export function personalDataSuite(open: OpenTestDatabase) {
  let w: World;
  let routes: RegisteredRoute[];

  beforeAll(async () => {
    w = await buildWorld(await open());
    routes = w.h.app.routeRegistry.filter((r) => !r.websocket);
  });
  afterAll(() => w?.close());

  it('flags every route of the personal-data areas, and only those', () => {
    const keys = routes.map(routeKey);
    expect(
      [...NAMES_NOBODY, ...ALSO_PERSONAL].filter((k) => !keys.includes(k)),
      'listed but gone',
    ).toEqual([]);
    const expected = routes
      .filter(
        (r) => (inArea(r.url) && !NAMES_NOBODY.includes(routeKey(r))) || ALSO_PERSONAL.includes(routeKey(r)),
      )
      .map(routeKey);
    const flagged = routes.filter((r) => r.config?.personalData).map(routeKey);
    expect(flagged.sort()).toEqual(expected.sort());
    expect(flagged.length).toBeGreaterThanOrEqual(25);
  });

  it(
    "answers every personal-data route with Cache-Control: no-store, its caller's own answer and a refusal alike",
    async () => {
      const flagged = routes
        .filter((r) => r.config?.personalData)
        .map((route) => ({ route, key: routeKey(route), access: ROUTE_ACCESS[routeKey(route)] }));
      const order = Object.keys(ROUTE_ACCESS);
      // The owner's destructive calls (deleting the customer, the reservation) come last.
      flagged.sort(
        (x, y) =>
          Number(x.access?.destructive ?? false) - Number(y.access?.destructive ?? false) ||
          order.indexOf(x.key) - order.indexOf(y.key),
      );
      const problems: string[] = [];
      for (const { route, key, access } of flagged) {
        if (!access) {
          problems.push(`${key}: no ROUTE_ACCESS entry`);
          continue;
        }
        const call = describeCall(route, access, w.a.ids, w.h.clock.now);
        const isPublic = access.class === 'public';
        const answers = [await send(isPublic ? w.h.client() : w.a.c, call)];
        if (!isPublic) answers.push(await send(w.h.client(), call)); // 401 without a session
        const [own] = answers;
        const expected = isPublic ? null : (access.ownerStatus?.status ?? 200);
        if (own && expected !== null && own.statusCode !== expected) {
          problems.push(`${key}: expected ${expected}, got ${own.statusCode} ${own.body.slice(0, 120)}`);
        }
        for (const res of answers) {
          if (res.statusCode >= 500) problems.push(`${key}: ${res.statusCode}`);
          const cacheControl = res.headers['cache-control'];
          if (cacheControl !== 'no-store')
            problems.push(`${key} (${res.statusCode}): cache-control ${cacheControl}`);
        }
      }
      expect(problems).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  it("answers a diner's own order, read with its token, with no-store", async () => {
    const { ids } = w.a;
    const diner = w.h.client();
    const res = await diner.get(`/api/v1/qrmenu/orders/${ids.dinerOrder}`, {
      'x-order-token': ids.dinerOrderToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain(ids.dinerOrder);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('leaves the public menu cacheable', async () => {
    const menu = await w.h.client().get(`/api/v1/qrmenu/${w.a.ids.qrcode}`);
    expect(menu.statusCode).toBe(200);
    expect(menu.headers['cache-control']).toBe('public, max-age=30');
  });
}
