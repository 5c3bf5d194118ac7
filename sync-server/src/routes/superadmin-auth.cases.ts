/** The platform operator's sign-in and sign-out, and the wall between the two consoles. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { ensureSuperadmin } from '../services/accounts.ts';
import { type AppHarness, OPERATOR, PASSWORD } from '../test-support/app-harness.ts';

export function superadminCases({ start, signedIn }: AppHarness) {
  describe('super-admin', () => {
    it('signs the operator in and out, with audit entries', async () => {
      const h = await start();
      const c = h.client();
      const res = await c.post('/api/v1/superadmin/signin', OPERATOR);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Login successful!');
      expect(res.json().user).toMatchObject({
        role: 'superadmin',
        tenant_id: null,
        username: OPERATOR.username,
      });
      expect(c.cookie('tavola_authenticated')).toBe('1');
      expect((await c.get('/api/v1/auth/me')).json().user.role).toBe('superadmin');
      const out = await c.post('/api/v1/superadmin/signout');
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ message: 'Logged out successfully!' });
      // Only the cookie that spares this browser the sign-in backoff stays (not a session cookie).
      expect([...c.jar.keys()]).toEqual(['tavola_known']);
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
        .post('/api/v1/superadmin/signin', { ...OPERATOR, password: 'wrong-secret' });
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

      expect((await h.client().post('/api/v1/auth/signin', OPERATOR)).statusCode).toBe(401);
      const op = h.client();
      expect((await op.post('/api/v1/superadmin/signin', OPERATOR)).statusCode).toBe(200);
      expect((await op.get('/api/v1/auth/subscription-details')).statusCode).toBe(403);
      expect((await op.get('/api/v1/test/tenant')).statusCode).toBe(403);
      expect((await op.get('/api/v1/test/pos')).statusCode).toBe(403);
    });

    it('ensureSuperadmin updates the password from the environment', async () => {
      const h = await start();
      const changed = loadConfig({
        SUPERADMIN_EMAIL: OPERATOR.username,
        SUPERADMIN_PASSWORD: 'rotated-secret',
      });
      await ensureSuperadmin(changed, h.database);
      const old = await h.client().post('/api/v1/superadmin/signin', OPERATOR);
      expect(old.statusCode).toBe(401);
      const res = await h
        .client()
        .post('/api/v1/superadmin/signin', { ...OPERATOR, password: 'rotated-secret' });
      expect(res.statusCode).toBe(200);
      const { db, t } = h.database;
      expect(await db.select().from(t.users).where(eq(t.users.role, 'superadmin'))).toHaveLength(1);
    });
  });
}
