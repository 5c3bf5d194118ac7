/** The accounts and sessions contract (docs/api-auth-contract.md), run on SQLite (auth.test.ts) and PostgreSQL (auth.pg.test.ts). */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/index.ts';
import { uuidv7 } from '../ids.ts';
import { ensureSuperadmin } from '../services/accounts.ts';
import type { Mail } from '../services/mail.ts';
import { hashPassword } from '../services/passwords.ts';
import { REUSE_GRACE_MS } from '../services/sessions.ts';
import { HttpClient } from '../test-support/http-client.ts';

const PUBLIC_URL = 'https://pos.example.test';
const PASSWORD = 'marigold-2026';
const MINUTE = 60_000;

type Harness = {
  app: FastifyInstance;
  database: Database;
  mails: Mail[];
  clock: { now: number };
  client(opts?: ConstructorParameters<typeof HttpClient>[1]): HttpClient;
};

export function authSuite(open: OpenTestDatabase) {
  const opened: Harness[] = [];
  afterEach(async () => {
    for (const h of opened.splice(0)) {
      await h.app.close();
      await h.database.close();
    }
  });

  async function start(env: Record<string, string> = {}): Promise<Harness> {
    const database = await open();
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT: '1000',
      PUBLIC_URL,
      SUPERADMIN_EMAIL: 'operator@tavola.test',
      SUPERADMIN_PASSWORD: 'operator-secret',
      ...env,
    });
    const mails: Mail[] = [];
    const clock = { now: Date.UTC(2026, 0, 15, 9, 0, 0) };
    const app = await buildApp(config, database, {
      logger: false,
      now: () => clock.now,
      mailer: { send: async (m) => void mails.push(m) },
    });
    // Stand-ins for the tenant routes of later issues, guarded the way they will be.
    app.get('/api/v1/test/tenant', { preHandler: [app.requireUser, app.requireActiveTenant] }, async () => ({
      message: 'ok',
    }));
    app.get(
      '/api/v1/test/pos',
      { preHandler: [app.requireActiveTenant, app.requireScope('POS')] },
      async () => ({
        message: 'ok',
      }),
    );
    await app.ready();
    await ensureSuperadmin(config, database);
    const h: Harness = { app, database, mails, clock, client: (opts) => new HttpClient(app, opts) };
    opened.push(h);
    return h;
  }

  let counter = 0;
  const email = (prefix = 'owner') => `${prefix}-${++counter}@cafe.test`;

  async function signup(h: Harness, username = email(), password = PASSWORD) {
    const res = await h
      .client()
      .post('/api/v1/auth/signup', { biz_name: 'Cafe Marigold', username, password });
    expect(res.statusCode).toBe(200);
    return username;
  }

  async function signedIn(h: Harness, username?: string, opts?: ConstructorParameters<typeof HttpClient>[1]) {
    const name = username ?? (await signup(h));
    const c = h.client(opts);
    const res = await c.post('/api/v1/auth/signin', { username: name, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    return { c, username: name, user: res.json().user as { id: string; tenant_id: string } };
  }

  async function addStaff(h: Harness, tenantId: string, scope: string) {
    const username = email('staff');
    const now = h.clock.now;
    const passwordHash = await hashPassword(PASSWORD);
    await h.database.transaction((tx) =>
      tx.insert(h.database.t.users).values({
        id: uuidv7(),
        tenantId,
        username,
        passwordHash,
        name: 'Asha',
        role: 'staff',
        scope,
        createdAt: now,
        updatedAt: now,
      }),
    );
    return username;
  }

  describe('health, documentation and headers', () => {
    it('GET /healthz answers ok while the database answers', async () => {
      const h = await start();
      const res = await h.client().get('/healthz');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    });

    it('GET /api/v1/openapi.json documents every auth route with its schemas', async () => {
      const h = await start();
      const res = await h.client().get('/api/v1/openapi.json');
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.openapi).toBe('3.1.0');
      for (const [path, method] of [
        ['/api/v1/auth/signup', 'post'],
        ['/api/v1/auth/signin', 'post'],
        ['/api/v1/auth/signout', 'post'],
        ['/api/v1/auth/refresh-token', 'post'],
        ['/api/v1/auth/me', 'get'],
        ['/api/v1/auth/forgot-password', 'post'],
        ['/api/v1/auth/reset-password/{token}', 'post'],
        ['/api/v1/auth/subscription-details', 'get'],
        ['/api/v1/auth/cancel-subscription', 'post'],
        ['/api/v1/auth/devices', 'get'],
        ['/api/v1/auth/remove-device', 'post'],
        ['/api/v1/superadmin/signin', 'post'],
        ['/api/v1/superadmin/signout', 'post'],
        ['/healthz', 'get'],
      ] as const) {
        expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
      }
      const signup = doc.paths['/api/v1/auth/signup'].post.requestBody.content['application/json'].schema;
      expect(Object.keys(signup.properties)).toEqual(['biz_name', 'username', 'password']);
      expect(doc.paths['/api/v1/auth/devices'].get.security).toEqual([{ sessionCookie: [] }]);
      expect(doc.paths['/api/v1/auth/reset-password/{token}'].post.parameters[0]).toMatchObject({
        name: 'token',
        in: 'path',
        required: true,
      });
    });

    it('sends the security headers, with HSTS only behind TLS', async () => {
      const h = await start({ TRUST_PROXY: 'true' });
      const plain = await h.client().get('/healthz');
      const csp = String(plain.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(plain.headers['x-content-type-options']).toBe('nosniff');
      expect(plain.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(plain.headers['x-frame-options']).toBe('DENY');
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      const tls = await h.client().get('/healthz', { 'x-forwarded-proto': 'https' });
      expect(tls.headers['strict-transport-security']).toContain('max-age=');
      const missing = await h.client().get('/nowhere');
      expect(missing.headers['x-content-type-options']).toBe('nosniff');
    });

    it('answers unknown routes with 404 { message } and bad bodies with 400, never 500', async () => {
      const h = await start();
      const c = h.client();
      const missing = await c.get('/api/v1/nowhere');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBeTruthy();
      const malformed = await c.post('/api/v1/auth/signin', '{"username":', {
        'content-type': 'application/json',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBeTruthy();
      const huge = await c.post('/api/v1/auth/signin', {
        username: 'x'.repeat(2 * 1024 * 1024),
        password: 'y',
      });
      expect(huge.statusCode).toBe(400);
      const notAnObject = await c.post('/api/v1/auth/signin', [1, 2]);
      expect(notAnObject.statusCode).toBe(400);
      const wrongType = await c.post('/api/v1/auth/signin', { username: 42, password: ['x'] });
      expect(wrongType.statusCode).toBe(400);
      expect(wrongType.json().message).toBe('Please provide username!');
      const empty = await c.post('/api/v1/auth/signout', '', { 'content-type': 'application/json' });
      expect(empty.statusCode).toBe(200);
    });
  });

  describe('POST /auth/signup', () => {
    it('creates the tenant, its admin and a Free subscription with a created history entry', async () => {
      const h = await start();
      const res = await h.client().post('/api/v1/auth/signup', {
        biz_name: ' Cafe Marigold ',
        username: 'Owner@Cafe.test',
        password: PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Account created successfully! Please login.' });
      const { db, t } = h.database;
      const [user] = await db.select().from(t.users).where(eq(t.users.username, 'owner@cafe.test'));
      expect(user).toMatchObject({ role: 'admin', name: 'Cafe Marigold' });
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
      const [tenant] = await db
        .select()
        .from(t.tenants)
        .where(eq(t.tenants.id, user?.tenantId ?? ''));
      expect(tenant).toMatchObject({ name: 'Cafe Marigold', approved: true, isActive: true, plan: 'free' });
      const subs = await db
        .select()
        .from(t.subscriptions)
        .where(eq(t.subscriptions.tenantId, tenant?.id ?? ''));
      expect(subs).toHaveLength(1);
      expect(subs[0]).toMatchObject({ plan: 'free', isActive: true });
      const history = await db
        .select()
        .from(t.subscriptionHistory)
        .where(eq(t.subscriptionHistory.tenantId, tenant?.id ?? ''));
      expect(history.map((e) => e.status)).toEqual(['created']);
    });

    it.each([
      [{ username: 'a@b.test', password: PASSWORD }, 'Please provide business name!'],
      [{ biz_name: '   ', username: 'a@b.test', password: PASSWORD }, 'Please provide business name!'],
      [{ biz_name: 'Cafe', password: PASSWORD }, 'Please provide email!'],
      [{ biz_name: 'Cafe', username: 'not-an-email', password: PASSWORD }, 'Please provide valid email!'],
      [{ biz_name: 'Cafe', username: 'a@b.test' }, 'Please provide password!'],
      [
        { biz_name: 'Cafe', username: 'a@b.test', password: 'short' },
        'Password must be at least 8 characters!',
      ],
    ])('refuses %j with the spec text', async (body, message) => {
      const h = await start();
      const res = await h.client().post('/api/v1/auth/signup', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });

    it('refuses a username that exists, whatever its case', async () => {
      const h = await start();
      const username = await signup(h);
      const res = await h.client().post('/api/v1/auth/signup', {
        biz_name: 'Other',
        username: username.toUpperCase(),
        password: PASSWORD,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Username already exists!');
    });
  });

  describe('POST /auth/signin and the session cookies', () => {
    it('signs in, answers the SessionUser and sets the three cookies with their flags', async () => {
      const h = await start();
      const username = await signup(h);
      const c = h.client();
      const res = await c.post('/api/v1/auth/signin', {
        username: ` ${username.toUpperCase()} `,
        password: PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.message).toBe('Login successful!');
      expect(Object.keys(body.user).sort()).toEqual(
        ['designation', 'id', 'name', 'photo', 'role', 'scope', 'tenant_id', 'username'].sort(),
      );
      expect(body.user).toMatchObject({ username, role: 'admin', name: 'Cafe Marigold' });
      const byName = Object.fromEntries(res.cookies.map((k) => [k.name, k]));
      expect(byName.tavola_access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 900 });
      expect(byName.tavola_access?.secure).toBeFalsy();
      expect(byName.tavola_refresh).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        path: '/api/v1/auth',
        maxAge: 30 * 24 * 3600,
      });
      expect(byName.tavola_authenticated).toMatchObject({ value: '1', path: '/', maxAge: 30 * 24 * 3600 });
      expect(byName.tavola_authenticated?.httpOnly).toBeFalsy();
      const me = await c.get('/api/v1/auth/me');
      expect(me.statusCode).toBe(200);
      expect(me.json().user).toEqual(body.user);
    });

    it('marks the cookies Secure behind TLS', async () => {
      const h = await start({ TRUST_PROXY: 'true' });
      const username = await signup(h);
      const res = await h
        .client({ origin: 'https://localhost' })
        .post(
          '/api/v1/auth/signin',
          { username, password: PASSWORD },
          { host: 'localhost', 'x-forwarded-proto': 'https' },
        );
      expect(res.statusCode).toBe(200);
      for (const k of res.cookies) expect(k.secure, k.name).toBe(true);
    });

    it.each([
      [{ password: PASSWORD }, 'Please provide username!'],
      [{ username: '  ', password: PASSWORD }, 'Please provide username!'],
      [{ username: 'a@b.test' }, 'Please provide password!'],
      [{ username: 'a@b.test', password: '' }, 'Please provide password!'],
    ])('refuses %j with the spec text', async (body, message) => {
      const h = await start();
      const res = await h.client().post('/api/v1/auth/signin', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message });
    });

    it('refuses a wrong password and an unknown user alike, with no cookies', async () => {
      const h = await start();
      const username = await signup(h);
      for (const body of [
        { username, password: 'wrong-password' },
        { username: 'nobody@cafe.test', password: PASSWORD },
      ]) {
        const res = await h.client().post('/api/v1/auth/signin', body);
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe('Invalid username or password!');
        expect(res.cookies).toHaveLength(0);
      }
    });

    it('starts a new device session on every sign-in (no session fixation)', async () => {
      const h = await start();
      const { c, username } = await signedIn(h);
      const before = c.cookie('tavola_access');
      const again = await c.post('/api/v1/auth/signin', { username, password: PASSWORD });
      expect(again.statusCode).toBe(200);
      expect(c.cookie('tavola_access')?.split('.')[0]).not.toBe(before?.split('.')[0]);
      const devices = (await c.get('/api/v1/auth/devices')).json().devices;
      expect(devices).toHaveLength(2);
    });

    it('refuses a missing or tampered access cookie with 401', async () => {
      const h = await start();
      const { c } = await signedIn(h);
      const anonymous = await h.client().get('/api/v1/auth/me');
      expect(anonymous.statusCode).toBe(401);
      const [id, exp] = (c.cookie('tavola_access') ?? '').split('.');
      c.setCookie('tavola_access', `${id}.${exp}.forged`);
      expect((await c.get('/api/v1/auth/me')).statusCode).toBe(401);
      c.setCookie('tavola_access', `${id}.${(h.clock.now + 10 * 24 * 60 * MINUTE).toString(36)}.forged`);
      expect((await c.get('/api/v1/auth/me')).statusCode).toBe(401);
    });

    it('rate-limits sign-in attempts with 429', async () => {
      const h = await start({ AUTH_RATE_LIMIT: '3' });
      const c = h.client();
      for (let i = 0; i < 3; i++) {
        const res = await c.post('/api/v1/auth/signin', {
          username: 'nobody@cafe.test',
          password: 'wrong-password',
        });
        expect(res.statusCode).toBe(401);
      }
      const limited = await c.post('/api/v1/auth/signin', {
        username: 'nobody@cafe.test',
        password: 'wrong-password',
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe('Too many requests, please try again later.');
      const other = await c.post('/api/v1/auth/forgot-password', { username: 'nobody@cafe.test' });
      expect(other.statusCode).toBe(200);
    });
  });

  describe('Origin check on state-changing requests', () => {
    it('refuses a foreign Origin with 403 and allows its own host and ALLOWED_ORIGINS', async () => {
      const h = await start({ ALLOWED_ORIGINS: 'https://till.example.test' });
      const username = await signup(h);
      const body = { username, password: PASSWORD };
      const evil = await h.client({ origin: 'https://evil.example' }).post('/api/v1/auth/signin', body);
      expect(evil.statusCode).toBe(403);
      expect(evil.json().message).toBeTruthy();
      expect(evil.cookies).toHaveLength(0);
      expect((await h.client({ origin: 'null' }).post('/api/v1/auth/signin', body)).statusCode).toBe(403);
      const crossSite = await h
        .client({ origin: null })
        .post('/api/v1/auth/signin', body, { 'sec-fetch-site': 'cross-site' });
      expect(crossSite.statusCode).toBe(403);
      expect(
        (await h.client({ origin: 'http://localhost:80' }).post('/api/v1/auth/signin', body)).statusCode,
      ).toBe(200);
      expect(
        (await h.client({ origin: 'https://till.example.test' }).post('/api/v1/auth/signin', body))
          .statusCode,
      ).toBe(200);
      expect((await h.client({ origin: PUBLIC_URL }).post('/api/v1/auth/signin', body)).statusCode).toBe(200);
      expect((await h.client({ origin: null }).post('/api/v1/auth/signin', body)).statusCode).toBe(200);
      // Reads are not state-changing.
      expect((await h.client({ origin: 'https://evil.example' }).get('/healthz')).statusCode).toBe(200);
    });
  });

  describe('POST /auth/refresh-token', () => {
    it('rotates the refresh cookie; the access cookie works again after it expired', async () => {
      const h = await start();
      const { c } = await signedIn(h);
      h.clock.now += 16 * MINUTE;
      expect((await c.get('/api/v1/auth/me')).statusCode).toBe(401);
      const oldRefresh = c.cookie('tavola_refresh');
      const res = await c.post('/api/v1/auth/refresh-token');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Session refreshed!' });
      expect(c.cookie('tavola_refresh')).not.toBe(oldRefresh);
      expect((await c.get('/api/v1/auth/me')).statusCode).toBe(200);
    });

    it('revokes the session when a spent refresh token is presented again', async () => {
      const h = await start();
      const { c } = await signedIn(h);
      const stolen = c.cookie('tavola_refresh') ?? '';
      expect((await c.post('/api/v1/auth/refresh-token')).statusCode).toBe(200);
      h.clock.now += REUSE_GRACE_MS + 1;
      const thief = h.client();
      thief.setCookie('tavola_refresh', stolen, '/api/v1/auth');
      const reuse = await thief.post('/api/v1/auth/refresh-token');
      expect(reuse.statusCode).toBe(401);
      // The legitimate device is signed out too: the whole session is revoked.
      expect((await c.get('/api/v1/auth/me')).statusCode).toBe(401);
      expect((await c.post('/api/v1/auth/refresh-token')).statusCode).toBe(401);
    });

    it('gives requests racing with the same refresh cookie a fresh pair each, within the grace period', async () => {
      const h = await start();
      const { c } = await signedIn(h);
      const shared = c.cookie('tavola_refresh') ?? '';
      const tab = h.client();
      tab.setCookie('tavola_refresh', shared, '/api/v1/auth');
      const [first, second] = await Promise.all([
        c.post('/api/v1/auth/refresh-token'),
        tab.post('/api/v1/auth/refresh-token'),
      ]);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect((await c.get('/api/v1/auth/me')).statusCode).toBe(200);
      expect((await tab.get('/api/v1/auth/me')).statusCode).toBe(200);
      expect(c.cookie('tavola_refresh')).not.toBe(tab.cookie('tavola_refresh'));
    });

    it('answers 401 without a refresh cookie, and for an expired one', async () => {
      const h = await start();
      expect((await h.client().post('/api/v1/auth/refresh-token')).statusCode).toBe(401);
      const { c } = await signedIn(h);
      h.clock.now += 31 * 24 * 60 * MINUTE;
      const res = await c.post('/api/v1/auth/refresh-token');
      expect(res.statusCode).toBe(401);
      expect(c.cookie('tavola_authenticated')).toBeUndefined();
    });
  });

  describe('POST /auth/signout', () => {
    it('revokes the device session and clears the cookies', async () => {
      const h = await start();
      const { c } = await signedIn(h);
      const access = c.cookie('tavola_access') ?? '';
      const res = await c.post('/api/v1/auth/signout');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Logged out successfully!' });
      expect(c.jar.size).toBe(0);
      const replay = h.client();
      replay.setCookie('tavola_access', access);
      expect((await replay.get('/api/v1/auth/me')).statusCode).toBe(401);
    });

    it('signs out with only the refresh cookie left', async () => {
      const h = await start();
      const { c } = await signedIn(h);
      const refresh = c.cookie('tavola_refresh') ?? '';
      h.clock.now += 20 * MINUTE;
      expect((await c.post('/api/v1/auth/signout')).statusCode).toBe(200);
      const replay = h.client();
      replay.setCookie('tavola_refresh', refresh, '/api/v1/auth');
      expect((await replay.post('/api/v1/auth/refresh-token')).statusCode).toBe(401);
    });
  });

  describe('GET /auth/devices and POST /auth/remove-device', () => {
    it('lists the devices, and a removed device is refused on its next request', async () => {
      const h = await start();
      const username = await signup(h);
      const { c: till } = await signedIn(h, username);
      const { c: phone } = await signedIn(h, username, {
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Safari/604.1',
      });
      const list = await till.get('/api/v1/auth/devices');
      expect(list.statusCode).toBe(200);
      const devices = list.json().devices as Array<Record<string, unknown>>;
      expect(devices).toHaveLength(2);
      const mine = devices.find((d) => d.isMyDevice);
      const other = devices.find((d) => !d.isMyDevice);
      expect(mine).toMatchObject({ device_name: 'Chrome on Android', device_location: null, username });
      expect(other?.device_name).toBe('Safari on iPhone');
      expect(typeof other?.device_ip).toBe('string');
      expect(new Date(String(other?.created_at)).toISOString()).toBe(other?.created_at);

      const removed = await till.post('/api/v1/auth/remove-device', { device_id: other?.device_id });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ message: 'Device removed successfully!' });
      expect((await phone.get('/api/v1/auth/devices')).statusCode).toBe(401);
      expect((await phone.post('/api/v1/auth/refresh-token')).statusCode).toBe(401);
      expect((await till.get('/api/v1/auth/devices')).json().devices).toHaveLength(1);
    });

    it("refuses a missing id, an unknown id and another store's device", async () => {
      const h = await start();
      const { c } = await signedIn(h);
      const { c: stranger } = await signedIn(h);
      const strangerDevice = (await stranger.get('/api/v1/auth/devices')).json().devices[0].device_id;
      const missing = await c.post('/api/v1/auth/remove-device', {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('Invalid request!');
      expect((await c.post('/api/v1/auth/remove-device', { device_id: uuidv7() })).statusCode).toBe(404);
      expect((await c.post('/api/v1/auth/remove-device', { device_id: strangerDevice })).statusCode).toBe(
        404,
      );
      expect((await stranger.get('/api/v1/auth/me')).statusCode).toBe(200);
    });

    it("lets staff see and remove only their own devices, and an admin the store's", async () => {
      const h = await start();
      const { c: admin, user } = await signedIn(h);
      const staffName = await addStaff(h, user.tenant_id, 'POS');
      const { c: staff } = await signedIn(h, staffName);
      const staffDevices = (await staff.get('/api/v1/auth/devices')).json().devices;
      expect(staffDevices).toHaveLength(1);
      const adminDevices = (await admin.get('/api/v1/auth/devices')).json().devices as Array<{
        device_id: string;
        isMyDevice: boolean;
      }>;
      expect(adminDevices).toHaveLength(2);
      const adminOwn = adminDevices.find((d) => d.isMyDevice)?.device_id;
      expect((await staff.post('/api/v1/auth/remove-device', { device_id: adminOwn })).statusCode).toBe(404);
      expect(
        (await admin.post('/api/v1/auth/remove-device', { device_id: staffDevices[0].device_id })).statusCode,
      ).toBe(200);
      expect((await staff.get('/api/v1/auth/me')).statusCode).toBe(401);
    });
  });

  describe('password reset', () => {
    async function requestReset(h: Harness, username: string) {
      const res = await h.client().post('/api/v1/auth/forgot-password', { username });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: 'If an account exists for this email, a password reset link has been sent.',
      });
      await new Promise((r) => setImmediate(r));
      const link = h.mails.at(-1)?.text.match(/https:\S+/)?.[0] ?? '';
      return new URL(link).searchParams.get('token') ?? '';
    }

    it('mails a single-use link that sets the password and signs every device out', async () => {
      const h = await start();
      const { c, username } = await signedIn(h);
      const token = await requestReset(h, username);
      expect(h.mails.at(-1)?.to).toBe(username);
      expect(h.mails.at(-1)?.text).toContain(`${PUBLIC_URL}/reset-password?token=`);
      const res = await h
        .client()
        .post(`/api/v1/auth/reset-password/${token}`, { password: 'new-password-1' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Password updated successfully! Please login.' });
      expect((await c.get('/api/v1/auth/me')).statusCode).toBe(401);
      const old = await h.client().post('/api/v1/auth/signin', { username, password: PASSWORD });
      expect(old.statusCode).toBe(401);
      const fresh = await h.client().post('/api/v1/auth/signin', { username, password: 'new-password-1' });
      expect(fresh.statusCode).toBe(200);
      const again = await h
        .client()
        .post(`/api/v1/auth/reset-password/${token}`, { password: 'new-password-2' });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe('Invalid request!');
    });

    it('gives the same answer for an unknown account and mails nothing', async () => {
      const h = await start();
      const res = await h.client().post('/api/v1/auth/forgot-password', { username: 'nobody@cafe.test' });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(
        'If an account exists for this email, a password reset link has been sent.',
      );
      expect(h.mails).toHaveLength(0);
      const empty = await h.client().post('/api/v1/auth/forgot-password', {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('Please provide username!');
    });

    it('refuses an expired token, an unknown token and a bad new password', async () => {
      const h = await start();
      const username = await signup(h);
      const token = await requestReset(h, username);
      const weak = await h.client().post(`/api/v1/auth/reset-password/${token}`, { password: 'short' });
      expect(weak.json().message).toBe('Password must be at least 8 characters!');
      const none = await h.client().post(`/api/v1/auth/reset-password/${token}`, {});
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe('Please provide new password!');
      const unknown = await h
        .client()
        .post('/api/v1/auth/reset-password/not-a-token', { password: 'new-password-1' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe('Invalid request!');
      const blank = await h.client().post('/api/v1/auth/reset-password/%20', { password: 'new-password-1' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().message).toBe('Invalid request!');
      h.clock.now += 61 * MINUTE;
      const expired = await h
        .client()
        .post(`/api/v1/auth/reset-password/${token}`, { password: 'new-password-1' });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe('Invalid request!');
    });
  });

  describe('subscription', () => {
    it('shows the Free subscription to the admin and refuses staff and strangers', async () => {
      const h = await start();
      const { c, user } = await signedIn(h);
      const res = await c.get('/api/v1/auth/subscription-details');
      expect(res.statusCode).toBe(200);
      expect(res.json().subscription).toMatchObject({
        is_active: true,
        plan: 'free',
        subscription_end: null,
      });
      expect(typeof res.json().subscription.subscription_id).toBe('string');
      const { c: staff } = await signedIn(h, await addStaff(h, user.tenant_id, 'DASHBOARD,POS'));
      expect((await staff.get('/api/v1/auth/subscription-details')).statusCode).toBe(403);
      expect((await staff.post('/api/v1/auth/cancel-subscription', { id: 'x' })).statusCode).toBe(403);
      expect((await h.client().get('/api/v1/auth/subscription-details')).statusCode).toBe(401);
    });

    it("cancels: history 'cancelled', the store turns inactive and tenant calls answer 402", async () => {
      const h = await start();
      const { c, user } = await signedIn(h);
      const { c: other } = await signedIn(h);
      const otherId = (await other.get('/api/v1/auth/subscription-details')).json().subscription
        .subscription_id;
      const id = (await c.get('/api/v1/auth/subscription-details')).json().subscription.subscription_id;
      expect((await c.get('/api/v1/test/tenant')).statusCode).toBe(200);

      const missing = await c.post('/api/v1/auth/cancel-subscription', {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('Invalid request!');
      expect((await c.post('/api/v1/auth/cancel-subscription', { id: otherId })).statusCode).toBe(404);

      const res = await c.post('/api/v1/auth/cancel-subscription', { id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Subscription cancelled successfully!' });
      const { db, t } = h.database;
      const history = await db
        .select()
        .from(t.subscriptionHistory)
        .where(
          and(
            eq(t.subscriptionHistory.tenantId, user.tenant_id),
            eq(t.subscriptionHistory.subscriptionId, id),
          ),
        );
      expect(history.map((e) => e.status).sort()).toEqual(['cancelled', 'created']);
      expect((await c.get('/api/v1/auth/subscription-details')).json().subscription.is_active).toBe(false);
      const blocked = await c.get('/api/v1/test/tenant');
      expect(blocked.statusCode).toBe(402);
      expect(blocked.json()).toEqual({
        message: "You don't have any active account!",
        code: 'SUBSCRIPTION_INACTIVE',
      });
      // The other store is untouched; cancelling twice changes nothing.
      expect((await other.get('/api/v1/test/tenant')).statusCode).toBe(200);
      expect((await c.post('/api/v1/auth/cancel-subscription', { id })).statusCode).toBe(200);
      expect(
        await db.select().from(t.subscriptionHistory).where(eq(t.subscriptionHistory.subscriptionId, id)),
      ).toHaveLength(2);
    });
  });

  describe('approval and scopes', () => {
    it('answers 402 SUBSCRIPTION_INACTIVE for an unapproved tenant when REQUIRE_APPROVAL=true; /auth stays open', async () => {
      const h = await start({ REQUIRE_APPROVAL: 'true' });
      const { c, user } = await signedIn(h);
      const blocked = await c.get('/api/v1/test/tenant');
      expect(blocked.statusCode).toBe(402);
      expect(blocked.json()).toEqual({
        message: 'Your account is yet to get approved',
        code: 'SUBSCRIPTION_INACTIVE',
      });
      expect((await c.get('/api/v1/auth/me')).statusCode).toBe(200);
      expect((await c.get('/api/v1/auth/subscription-details')).statusCode).toBe(200);
      const { t } = h.database;
      await h.database.transaction((tx) =>
        tx.update(t.tenants).set({ approved: true }).where(eq(t.tenants.id, user.tenant_id)),
      );
      expect((await c.get('/api/v1/test/tenant')).statusCode).toBe(200);
    });

    it('lets a user holding any one of the required scopes through, and refuses others with 403', async () => {
      const h = await start();
      const { c: admin, user } = await signedIn(h);
      const { c: cashier } = await signedIn(h, await addStaff(h, user.tenant_id, 'DASHBOARD,POS'));
      const { c: kitchen } = await signedIn(h, await addStaff(h, user.tenant_id, 'KITCHEN'));
      expect((await admin.get('/api/v1/test/pos')).statusCode).toBe(200);
      expect((await cashier.get('/api/v1/test/pos')).statusCode).toBe(200);
      const refused = await kitchen.get('/api/v1/test/pos');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        "Oops! You don't have access to this area! Relogin to check again.",
      );
    });

    it('reads the scope from the database on every request', async () => {
      const h = await start();
      const { user } = await signedIn(h);
      const staffName = await addStaff(h, user.tenant_id, 'POS');
      const { c: staff } = await signedIn(h, staffName);
      expect((await staff.get('/api/v1/test/pos')).statusCode).toBe(200);
      const { t } = h.database;
      await h.database.transaction((tx) =>
        tx.update(t.users).set({ scope: 'KITCHEN' }).where(eq(t.users.username, staffName)),
      );
      expect((await staff.get('/api/v1/test/pos')).statusCode).toBe(403);
    });
  });

  describe('super-admin', () => {
    const operator = { username: 'operator@tavola.test', password: 'operator-secret' };

    it('signs the operator in and out, with audit entries', async () => {
      const h = await start();
      const c = h.client();
      const res = await c.post('/api/v1/superadmin/signin', operator);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Login successful!');
      expect(res.json().user).toMatchObject({
        role: 'superadmin',
        tenant_id: null,
        username: operator.username,
      });
      expect(c.cookie('tavola_authenticated')).toBe('1');
      expect((await c.get('/api/v1/auth/me')).json().user.role).toBe('superadmin');
      const out = await c.post('/api/v1/superadmin/signout');
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ message: 'Logged out successfully!' });
      expect(c.jar.size).toBe(0);
      const { db, t } = h.database;
      const actions = (await db.select().from(t.auditLog)).map((e) => e.action);
      expect(actions).toEqual(expect.arrayContaining(['superadmin.signin', 'superadmin.signout']));
    });

    it('validates the form and refuses a wrong password', async () => {
      const h = await start();
      const empty = await h.client().post('/api/v1/superadmin/signin', { password: 'x' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('Please provide username!');
      const wrong = await h
        .client()
        .post('/api/v1/superadmin/signin', { ...operator, password: 'wrong-secret' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe('Invalid username or password!');
    });

    it('keeps the two consoles apart: a tenant admin cannot use super-admin routes, nor the operator tenant ones', async () => {
      const h = await start();
      const { c: admin, username } = await signedIn(h);
      const asOperator = await h.client().post('/api/v1/superadmin/signin', { username, password: PASSWORD });
      expect(asOperator.statusCode).toBe(401);
      const refused = await admin.post('/api/v1/superadmin/signout');
      expect(refused.statusCode).toBe(403);
      expect((await admin.get('/api/v1/auth/me')).statusCode).toBe(200);

      expect((await h.client().post('/api/v1/auth/signin', operator)).statusCode).toBe(401);
      const op = h.client();
      expect((await op.post('/api/v1/superadmin/signin', operator)).statusCode).toBe(200);
      expect((await op.get('/api/v1/auth/subscription-details')).statusCode).toBe(403);
      expect((await op.get('/api/v1/test/tenant')).statusCode).toBe(403);
      expect((await op.get('/api/v1/test/pos')).statusCode).toBe(403);
    });

    it('ensureSuperadmin updates the password from the environment', async () => {
      const h = await start();
      const changed = loadConfig({
        SUPERADMIN_EMAIL: operator.username,
        SUPERADMIN_PASSWORD: 'rotated-secret',
      });
      await ensureSuperadmin(changed, h.database);
      const old = await h.client().post('/api/v1/superadmin/signin', operator);
      expect(old.statusCode).toBe(401);
      const res = await h
        .client()
        .post('/api/v1/superadmin/signin', { ...operator, password: 'rotated-secret' });
      expect(res.statusCode).toBe(200);
      const { db, t } = h.database;
      expect(await db.select().from(t.users).where(eq(t.users.role, 'superadmin'))).toHaveLength(1);
    });
  });
}
