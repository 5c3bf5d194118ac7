/** Sessions: health and headers, bad input, sign-up, sign-in and cookies, Origin check, refresh, sign-out. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AppHarness, MINUTE, PASSWORD, PUBLIC_URL } from '../test-support/app-harness.ts';

export function sessionCases({ start, signup, signedIn }: AppHarness) {
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
      expect(signup.required).toEqual(['biz_name', 'username', 'password']);
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
      // the spec's SessionUser, plus Tavola's `language` (I18N2: the user's app language, null until chosen)
      expect(Object.keys(body.user).sort()).toEqual(
        ['designation', 'id', 'language', 'name', 'photo', 'role', 'scope', 'tenant_id', 'username'].sort(),
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

  describe('POST /auth/signout', () => {
    it('revokes the device session and clears the cookies', async () => {
      const h = await start();
      const { c } = await signedIn(h);
      const access = c.cookie('tavola_access') ?? '';
      const res = await c.post('/api/v1/auth/signout');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Logged out successfully!' });
      expect([...c.jar.keys()]).toEqual(['tavola_known']);
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
}
