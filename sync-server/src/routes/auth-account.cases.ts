/** The account screens' calls: devices, password reset, subscription, approval (402) and scopes. */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../ids.ts';
import { type AppHarness, type Harness, MINUTE, PASSWORD, PUBLIC_URL } from '../test-support/app-harness.ts';

export function accountCases({ start, signup, signedIn, addStaff }: AppHarness) {
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
      expect(removed.json()).toEqual({ message: 'Device removed successfully!', retiring: false });
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

    it('a reset ends the sign-in backoff: the owner signs in with the new password at once', async () => {
      const h = await start();
      const username = await signup(h);
      const locked: number[] = [];
      for (let i = 0; i < 12; i++) {
        const guesser = h.client({ remoteAddress: `203.0.113.${i + 1}` });
        locked.push(
          (await guesser.post('/api/v1/auth/signin', { username, password: `guess-${i}` })).statusCode,
        );
      }
      expect(locked.at(-1)).toBe(429); // the name waits now, from any new browser
      const token = await requestReset(h, username);
      const reset = await h
        .client()
        .post(`/api/v1/auth/reset-password/${token}`, { password: 'new-password-3' });
      expect(reset.statusCode).toBe(200);
      const owner = h.client({ remoteAddress: '198.51.100.77' });
      expect(
        (await owner.post('/api/v1/auth/signin', { username, password: 'new-password-3' })).statusCode,
      ).toBe(200);
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

    it('mails nothing without PUBLIC_URL, whatever Host the request names, and logs why', async () => {
      const h = await start({ PUBLIC_URL: '', LOG_LEVEL: 'warn' });
      const username = await signup(h);
      const res = await h
        .client({ origin: null })
        .post('/api/v1/auth/forgot-password', { username }, { host: 'attacker.example' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: 'If an account exists for this email, a password reset link has been sent.',
      });
      await new Promise((r) => setImmediate(r));
      expect(h.mails).toEqual([]);
      expect(await h.database.db.select().from(h.database.t.passwordResets)).toEqual([]);
      const warnings = h.logs.map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(warnings).toContainEqual(
        expect.objectContaining({ level: 40, msg: expect.stringContaining('PUBLIC_URL is not set') }),
      );
    });

    it('links to PUBLIC_URL, never to the Host the request names', async () => {
      const h = await start({ TRUST_PROXY: 'true' });
      const username = await signup(h);
      const res = await h
        .client({ origin: null })
        .post(
          '/api/v1/auth/forgot-password',
          { username },
          { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' },
        );
      expect(res.statusCode).toBe(200);
      await new Promise((r) => setImmediate(r));
      const text = h.mails.at(-1)?.text ?? '';
      expect(text).toContain(`${PUBLIC_URL}/reset-password?token=`);
      expect(text).not.toContain('attacker.example');
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
}
