/**
 * Security hardening (issue 9, ADR 0016), each property with its test: headers, cookie flags behind TLS,
 * session fixation, the Origin check on every state-changing route, rate limits, the password policy on
 * every route that sets one, uploads judged by their bytes, and the audit log of money and platform events.
 * Route lists come from the server's own registry, so routes added later are held to the same rules.
 */
import { DINER_LIMITS, PASSWORD_POLICY_MESSAGE, PROTOCOL_VERSION, SCHEMA_VERSION } from '@tavola/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { uuidv7 } from '../ids.ts';
import { routeKey } from '../plugins/route-registry.ts';
import { type Harness, PASSWORD, useAppHarness } from '../test-support/app-harness.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { GIF, JPEG, multipart, PNG, WEBP } from '../test-support/multipart.ts';
import { operatorClient } from '../test-support/operator.ts';

const TLS = { 'x-forwarded-proto': 'https' };
/** Limited to AUTH_RATE_LIMIT a minute per address (guessing passwords, mail bombing, sign-up spam). */
const AUTH_LIMITED = [
  'POST /api/v1/auth/signin',
  'POST /api/v1/auth/signup',
  'POST /api/v1/auth/forgot-password',
  'POST /api/v1/auth/reset-password/:token',
  'POST /api/v1/superadmin/signin',
];
/** The landing map's public calls, limited more loosely (scraping). */
const MAP_LIMITED = ['POST /api/v1/maptoken', 'POST /api/v1/qrmenu/get-all-latlng'];
/** The diner's saved-details routes (docs/api-diner.md): DINER_LIMITS.detailCallsPerMinute a minute each. */
const DINER_DETAILS_LIMITED = [
  'POST /api/v1/qrmenu/customer-lookup',
  'POST /api/v1/qrmenu/delivery-info',
  'POST /api/v1/qrmenu/save-location',
];
/** APPR1: setting the approval PIN derives a PBKDF2 key (300,000 rounds), so its calls are limited (CPU). */
const PIN_LIMITED = ['POST /api/v1/auth/approval-pin'];
/** I18N2: any signed-in user may save their language: 30 a minute. */
const LANGUAGE_LIMITED = ['POST /api/v1/auth/language'];
/** Set a password; their body schema may not list it in the OpenAPI document (refined schemas). */
const SETS_A_PASSWORD = [
  'POST /api/v1/auth/reset-password/:token',
  'POST /api/v1/auth/signup',
  'POST /api/v1/superadmin/tenants/add',
  'POST /api/v1/users/add',
  'POST /api/v1/users/add-kitchen',
  'POST /api/v1/users/update-password/:username',
];
/** Routes that check a password someone already has (the policy is for new ones). */
const CHECKS_A_PASSWORD = ['POST /api/v1/auth/signin', 'POST /api/v1/superadmin/signin'];

type Body = { properties?: Record<string, unknown> };

export function hardeningSuite(open: OpenTestDatabase) {
  const { start, signedIn } = useAppHarness(open);

  describe('headers', () => {
    it('sends a CSP without inline scripts that still lets the PWA run, and the other headers, on every kind of answer', async () => {
      const h = await start();
      const { c } = await signedIn(h);
      for (const res of [
        await c.get('/healthz'),
        await c.get('/api/v1/auth/me'),
        await c.get('/api/v1/nowhere'),
      ]) {
        const csp = String(res.headers['content-security-policy']);
        const directive = (name: string) =>
          csp
            .split(';')
            .map((d) => d.trim())
            .find((d) => d.startsWith(`${name} `)) ?? '';
        expect(directive('script-src')).toBe("script-src 'self'");
        expect(directive('script-src-attr')).toBe("script-src-attr 'none'");
        expect(directive('object-src')).toBe("object-src 'none'");
        expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
        expect(directive('base-uri')).toBe("base-uri 'self'");
        // The service worker is a file; maplibre starts blob: workers; images may be data: or blob: URLs.
        expect(directive('worker-src')).toBe("worker-src 'self' blob:");
        expect(directive('img-src')).toContain('data:');
        expect(directive('img-src')).toContain('blob:');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(res.headers['x-frame-options']).toBe('DENY');
      }
    });

    it('sends HSTS and Secure cookies only when the request came over TLS through a trusted proxy', async () => {
      const trusting = await start({ TRUST_PROXY: 'true' });
      expect((await trusting.client().get('/healthz', TLS)).headers['strict-transport-security']).toMatch(
        /max-age=\d+/,
      );
      expect((await trusting.client().get('/healthz')).headers['strict-transport-security']).toBeUndefined();
      // Without TRUST_PROXY the header is anyone's to forge: no HSTS, no Secure cookies on plain HTTP.
      const direct = await start();
      const forged = await direct.client().get('/healthz', TLS);
      expect(forged.headers['strict-transport-security']).toBeUndefined();
      const username = (await signedIn(direct)).username;
      const signin = await direct.client().post('/api/v1/auth/signin', { username, password: PASSWORD }, TLS);
      expect(signin.cookies.map((k) => k.name).sort()).toEqual([
        'tavola_access',
        'tavola_authenticated',
        'tavola_client',
        'tavola_known',
        'tavola_refresh',
      ]);
      for (const cookie of signin.cookies) expect(cookie.secure).toBeFalsy();
      const behindTls = await trusting
        .client()
        .post(
          '/api/v1/auth/signin',
          { username: (await signedIn(trusting)).username, password: PASSWORD },
          TLS,
        );
      for (const cookie of behindTls.cookies) {
        expect(cookie).toMatchObject({ secure: true, sameSite: 'Lax' });
        expect(!!cookie.httpOnly).toBe(cookie.name !== 'tavola_authenticated');
      }
    });
  });

  it("signs in with new session ids: a cookie planted before sign-in is never the victim's session", async () => {
    const h = await start();
    const attacker = await signedIn(h);
    const victim = await signedIn(h);
    // The attacker's cookies end up in the victim's browser (a shared till, a cookie-tossing subdomain).
    const planted = h.client();
    for (const name of ['tavola_access', 'tavola_refresh']) {
      planted.setCookie(
        name,
        attacker.c.cookie(name) ?? '',
        name === 'tavola_refresh' ? '/api/v1/auth' : '/',
      );
    }
    const before = { access: planted.cookie('tavola_access'), refresh: planted.cookie('tavola_refresh') };
    const res = await planted.post('/api/v1/auth/signin', { username: victim.username, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const sessionOf = (cookie: string | undefined) => cookie?.split('.')[0];
    expect(sessionOf(planted.cookie('tavola_access'))).not.toBe(sessionOf(before.access));
    expect(planted.cookie('tavola_refresh')).not.toBe(before.refresh);
    // The attacker's own cookie still names the attacker: it gained nothing of the victim's.
    expect((await attacker.c.get('/api/v1/auth/me')).json().user.id).toBe(attacker.user.id);
    expect((await planted.get('/api/v1/auth/me')).json().user.id).toBe(victim.user.id);
  });

  it('refuses a foreign Origin on every state-changing route with 403, before it changes anything', async () => {
    const h = await start();
    const { c } = await signedIn(h);
    const evil = h.client({ origin: 'https://evil.example' });
    for (const name of ['tavola_access', 'tavola_refresh']) evil.setCookie(name, c.cookie(name) ?? '');
    const changing = h.app.routeRegistry.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method));
    expect(changing.length).toBeGreaterThan(40);
    // Webhooks come from the provider's origin by nature: the signature is their check, so an unsigned call
    // from a foreign Origin is refused as a bad request instead.
    const signed = changing.filter((r) => r.config?.callerCheck === 'signature').map(routeKey);
    expect(signed).toEqual(['POST /api/v1/payments/razorpay/webhook']);
    const problems: string[] = [];
    for (const r of changing) {
      const path = r.url.replace(/:([A-Za-z0-9_]+)/g, 'x');
      const res = await evil.request(r.method as 'POST', path, {});
      const expected = signed.includes(routeKey(r)) ? 400 : 403;
      if (res.statusCode !== expected)
        problems.push(`${routeKey(r)}: ${res.statusCode}, expected ${expected}`);
    }
    expect(problems).toEqual([]);
    expect((await c.get('/api/v1/auth/me')).statusCode).toBe(200); // the session was not signed out
  });

  it('rate-limits the sign-in, sign-up and password-reset routes (429 past the limit) and the public map', async () => {
    const h = await start({ AUTH_RATE_LIMIT: '2' });
    const limited = h.app.routeRegistry.filter((r) => r.config?.rateLimit).map(routeKey);
    expect(limited.sort()).toEqual(
      [...AUTH_LIMITED, ...MAP_LIMITED, ...DINER_DETAILS_LIMITED, ...PIN_LIMITED, ...LANGUAGE_LIMITED].sort(),
    );
    for (const key of AUTH_LIMITED) {
      const url = (key.split(' ')[1] ?? '').replace(':token', 'x'.repeat(43));
      const c = h.client();
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await c.post(url, { username: 'a@b.test', password: 'x' })).statusCode);
      expect(statuses[2], key).toBe(429);
      expect(statuses.slice(0, 2), key).not.toContain(429);
    }
    for (const key of DINER_DETAILS_LIMITED) {
      const url = key.split(' ')[1] ?? '';
      const c = h.client();
      const statuses: number[] = [];
      for (let i = 0; i <= DINER_LIMITS.detailCallsPerMinute; i++)
        statuses.push((await c.post(url, { qrcode: 'no-such-store', dinerId: uuidv7() })).statusCode);
      expect(statuses.at(-1), key).toBe(429);
      expect(statuses.slice(0, -1), key).not.toContain(429);
    }
  });

  it('holds every route that sets a password to the policy (at least 8 characters)', async () => {
    const h = await start();
    const { c, user } = await signedIn(h);
    const operator = await operatorClient(h);
    // Every route whose documented body has a password, and the known ones whose document does not say.
    const setting = h.app.routeRegistry.filter((r) => {
      const body = r.config?.openapi?.body as Body | undefined;
      const documented = !!body?.properties && 'password' in body.properties;
      return (
        (documented && !CHECKS_A_PASSWORD.includes(routeKey(r))) || SETS_A_PASSWORD.includes(routeKey(r))
      );
    });
    expect(setting.map(routeKey)).toEqual(expect.arrayContaining(SETS_A_PASSWORD));
    const staff = `waiter-${uuidv7()}@cafe.test`;
    expect(
      (await c.post('/api/v1/users/add', { name: 'W', username: staff, password: PASSWORD })).statusCode,
    ).toBe(200);
    const problems: string[] = [];
    for (const r of setting) {
      const caller = routeKey(r).includes('/superadmin/') ? operator : c;
      const path = r.url.replace(':token', 'x'.repeat(43)).replace(':username', staff);
      const body = {
        password: 'seven77',
        username: `new-${uuidv7()}@cafe.test`,
        biz_name: 'Short Password Cafe',
        name: 'Someone',
        storeName: 'Kitchen 2',
        email: `e-${uuidv7()}@cafe.test`,
        tenant_id: user.tenant_id,
      };
      const res = await caller.post(path, body);
      if (res.statusCode !== 400 || res.json().message !== PASSWORD_POLICY_MESSAGE) {
        problems.push(`${routeKey(r)}: ${res.statusCode} ${res.body.slice(0, 100)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  describe('uploads', () => {
    const upload = (c: HttpClient, itemId: string, name: string, type: string, bytes: Buffer) => {
      const part = multipart('image', name, type, bytes);
      return c.post(`/api/v1/menu-items/update/${itemId}/upload-photo`, part.body, part.headers);
    };
    async function item(h: Harness) {
      const { c } = await signedIn(h);
      const added = await c.post('/api/v1/menu-items/add', { title: 'Dosa', price: 9000 });
      return { c, id: added.json().id as string };
    }

    it('[SET6] stores real JPEG, WebP and GIF images under the type their bytes say, whatever the name', async () => {
      const h = await start();
      const { c, id } = await item(h);
      for (const [bytes, mime] of [
        [JPEG, 'image/jpeg'],
        [WEBP, 'image/webp'],
        [GIF, 'image/gif'],
      ] as const) {
        const res = await upload(c, id, 'photo.png', 'image/png', bytes);
        expect(res.statusCode).toBe(200);
        const served = await h.client().get(res.json().imageURL);
        expect(served.headers['content-type']).toBe(mime);
        expect(served.headers['x-content-type-options']).toBe('nosniff');
      }
    });

    it('[SET6] refuses a truncated image, a polyglot and an HTML page named .png with 400', async () => {
      const h = await start();
      const { c, id } = await item(h);
      const cases = [
        PNG.subarray(0, PNG.length - 4),
        Buffer.concat([PNG, Buffer.from('<script>alert(document.cookie)</script>')]),
        Buffer.from('<!doctype html><script>alert(1)</script>'),
      ];
      for (const bytes of cases) {
        const res = await upload(c, id, 'photo.png', 'image/png', bytes);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Please upload a PNG, JPEG, WebP or GIF image!');
      }
      expect(await h.database.db.select().from(h.database.t.images)).toEqual([]);
    });
  });

  describe('audit log', () => {
    const push = (c: HttpClient, deviceId: string, mutations: unknown[]) =>
      c.post('/api/v1/sync/push', {
        protocolVersion: PROTOCOL_VERSION,
        schemaVersion: SCHEMA_VERSION,
        clientId: 'audit-till',
        deviceId,
        mutations,
      });

    it('[SYNC8][SYNC15] records price overrides, voids and cancellations pushed by a till', async () => {
      const h = await start();
      const { c, user } = await signedIn(h);
      const itemId = (await c.post('/api/v1/menu-items/add', { title: 'Dosa', price: 9000 })).json().id;
      const { deviceId } = (await c.post('/api/v1/sync/register-device', { name: 'Till 1' })).json();
      const lease = (await c.post('/api/v1/sync/lease', { deviceId })).json();
      const block = lease.leases[0];
      const order = (n: number, unitPrice: number) => ({
        id: `order-${n}`,
        tokenNo: String(block.start + n),
        businessDay: lease.businessDay,
        cart: [{ itemId, variantId: null, addonIds: [], quantity: 2, notes: null, unitPrice }],
        deliveryType: 'dinein',
        customerType: 'WALKIN',
        customerId: null,
        tableId: null,
        itemIds: [`line-${n}`],
      });
      const mutation = (id: number, name: string, args: unknown) => ({
        id,
        name,
        args,
        clientTime: h.clock.now,
      });
      const res = await push(c, deviceId, [
        mutation(1, 'order.create.v1', order(0, 7000)),
        mutation(2, 'order.create.v1', order(1, 9000)),
        mutation(3, 'order.item-status.v1', {
          orderId: 'order-1',
          itemId: 'line-1',
          status: 'cancelled',
          source: 'orders',
        }),
        mutation(4, 'order.cancel.v1', { orderIds: ['order-0'] }),
      ]);
      expect(res.statusCode).toBe(200);
      expect(res.json().results.map((r: { status: string }) => r.status)).toEqual([
        'applied',
        'applied',
        'applied',
        'applied',
      ]);
      const { t } = h.database;
      const rows = await h.database.db
        .select()
        .from(t.auditLog)
        .where(eq(t.auditLog.tenantId, user.tenant_id));
      const byAction = (action: string) => rows.filter((r) => r.action === action);
      expect(byAction('order.price_override')).toMatchObject([
        { actor: user.id, entityId: 'line-0', detail: { orderId: 'order-0', rungUp: 7000, menu: 9000 } },
      ]);
      expect(byAction('order.item_void')).toMatchObject([
        { actor: user.id, entityId: 'line-1', detail: { orderId: 'order-1', quantity: 2, unitPrice: 9000 } },
      ]);
      expect(byAction('order.cancel')).toMatchObject([{ actor: user.id, entityId: 'order-0' }]);
    });

    it("records the operator's sign-in and every change to a tenant, with who and from where", async () => {
      const h = await start();
      const { c, user } = await signedIn(h);
      const store = { storeName: 'Cafe', currency: 'INR', timeZone: 'Asia/Kolkata', dayStart: '04:00' };
      expect((await c.post('/api/v1/settings/store-setting', store)).statusCode).toBe(200);
      const op = await operatorClient(h);
      const tenant = user.tenant_id;
      const calls = [
        await op.request('PATCH', `/api/v1/superadmin/tenants/update/${tenant}`, {
          name: 'Renamed Cafe',
          email: `renamed-${uuidv7()}@cafe.test`,
          isActive: false,
        }),
        await op.post(`/api/v1/superadmin/tenants/${tenant}/latlng`, { latlng: '12.97,77.59' }),
        await op.post('/api/v1/superadmin/tenants/add', {
          name: 'Added Cafe',
          email: `added-${uuidv7()}@cafe.test`,
          password: 'added-pass-1',
          isActive: true,
        }),
        await op.request('DELETE', `/api/v1/superadmin/tenants/delete/${tenant}`),
      ];
      expect(calls.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      const { t } = h.database;
      const rows = await h.database.db.select().from(t.auditLog);
      const operatorId = rows.find((r) => r.action === 'superadmin.signin')?.actor;
      expect(operatorId).toBeTruthy();
      for (const action of ['tenant_update', 'tenant_location', 'tenant_add', 'tenant_delete']) {
        const row = rows.find((r) => r.action === `superadmin.${action}`);
        expect(row, action).toMatchObject({ actor: operatorId, detail: { ip: expect.any(String) } });
      }
      expect(rows.find((r) => r.action === 'superadmin.tenant_delete')?.entityId).toBe(tenant);
    });
  });
}
