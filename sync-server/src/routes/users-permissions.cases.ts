/**
 * Who may change whom on the users routes: granting scopes (PERM9), resetting a password or deleting a user
 * (PERM10) and adding a sub-kitchen (PERM11), for staff holding fewer scopes than the store's admin.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AppHarness, type Harness, PASSWORD } from '../test-support/app-harness.ts';
import type { HttpClient } from '../test-support/http-client.ts';

const API = '/api/v1/users';
const FORBIDDEN = 'FORBIDDEN';

export function userPermissionCases({ start, signedIn, addStaff }: AppHarness) {
  /** A signed-in staff member of `tenantId` holding `scope`, and its username. */
  async function staffWith(h: Harness, tenantId: string, scope: string) {
    const username = await addStaff(h, tenantId, scope);
    const c = h.client();
    expect((await c.post('/api/v1/auth/signin', { username, password: PASSWORD })).statusCode).toBe(200);
    return { c, username };
  }
  const signsIn = async (h: Harness, username: string, password: string) =>
    (await h.client().post('/api/v1/auth/signin', { username, password })).statusCode === 200;
  const answer = async (res: Promise<{ statusCode: number; json(): unknown }>) => {
    const r = await res;
    return { status: r.statusCode, body: r.json() };
  };
  const listed = async (c: HttpClient) => ((await c.get(API)).json().users as { username: string }[]).length;

  it('[PERM9] a staff user with SETTINGS may grant only the scopes it holds', async () => {
    const h = await start();
    const { c, user } = await signedIn(h);
    const { c: staff } = await staffWith(h, user.tenant_id, 'SETTINGS,POS,SUBKITCHEN');
    const newUser = {
      name: 'Ravi',
      username: 'ravi@cafe.test',
      password: 'saffron-2026',
      userScopes: ['POS', 'ORDERS'],
    };
    const ravi = async () =>
      ((await c.get(API)).json().users as { username: string }[]).find(
        (u) => u.username === 'ravi@cafe.test',
      );
    const refused = { message: "You can't grant scopes you don't hold yourself!", code: FORBIDDEN };

    expect(await answer(staff.post(`${API}/add`, newUser))).toEqual({ status: 403, body: refused });
    const kitchen = {
      storeName: 'Annex',
      name: 'Meera',
      username: 'annex@cafe.test',
      password: 'x-2026-long',
      userScopes: ['REPORTS'],
    };
    expect(await answer(staff.post(`${API}/add-kitchen`, kitchen))).toEqual({ status: 403, body: refused });
    expect(await listed(c)).toBe(2);

    expect((await staff.post(`${API}/add`, { ...newUser, userScopes: ['POS'] })).statusCode).toBe(200);
    const update = (userScopes: string[]) =>
      staff.post(`${API}/update/ravi@cafe.test`, { ...newUser, userScopes });
    expect((await update(['POS', 'REPORTS'])).statusCode).toBe(403);
    expect(await ravi()).toMatchObject({ scope: 'POS' });

    // The admin may grant anything; the staff editor may then keep (or drop) what it lacks, never add more.
    expect(
      (await c.post(`${API}/update/ravi@cafe.test`, { ...newUser, userScopes: ['POS', 'REPORTS'] }))
        .statusCode,
    ).toBe(200);
    expect((await update(['REPORTS', 'SETTINGS'])).statusCode).toBe(200);
    expect((await update(['REPORTS', 'KITCHEN'])).statusCode).toBe(403);
    expect(await ravi()).toMatchObject({ scope: 'REPORTS,SETTINGS' });
  });

  describe('[PERM10] resetting a password and deleting a user', () => {
    const refused = {
      message: "You can't change a user who holds scopes you don't hold yourself!",
      code: FORBIDDEN,
    };

    it('refuses a SETTINGS-only staff member a colleague holding scopes it lacks: the password and the user stay', async () => {
      const h = await start();
      const { c, user } = await signedIn(h);
      const { c: staff } = await staffWith(h, user.tenant_id, 'SETTINGS');
      const colleague = await staffWith(h, user.tenant_id, 'CUSTOMERS,REPORTS');

      const reset = staff.post(`${API}/update-password/${colleague.username}`, { password: 'taken-over-1' });
      expect(await answer(reset)).toEqual({ status: 403, body: refused });
      expect(await signsIn(h, colleague.username, PASSWORD)).toBe(true);
      expect((await colleague.c.get('/api/v1/auth/me')).statusCode).toBe(200); // still signed in

      const removed = staff.request('DELETE', `${API}/delete/${colleague.username}`);
      expect(await answer(removed)).toEqual({ status: 403, body: refused });
      expect(await listed(c)).toBe(3);
      expect(await signsIn(h, colleague.username, PASSWORD)).toBe(true);
    });

    it('lets a staff member reset and delete a colleague whose scopes it all holds', async () => {
      const h = await start();
      const { c, user } = await signedIn(h);
      const { c: staff } = await staffWith(h, user.tenant_id, 'SETTINGS,POS,ORDERS');
      const colleague = await staffWith(h, user.tenant_id, 'POS,ORDERS');

      const reset = await staff.post(`${API}/update-password/${colleague.username}`, {
        password: 'jasmine-2027',
      });
      expect(reset.statusCode).toBe(200);
      expect(await signsIn(h, colleague.username, 'jasmine-2027')).toBe(true);
      expect((await staff.request('DELETE', `${API}/delete/${colleague.username}`)).statusCode).toBe(200);
      expect(await listed(c)).toBe(2);
    });

    it('lets the admin reset and delete any staff user', async () => {
      const h = await start();
      const { c, user } = await signedIn(h);
      const colleague = await staffWith(h, user.tenant_id, 'SETTINGS,CUSTOMERS,REPORTS,SUBKITCHEN');
      const reset = await c.post(`${API}/update-password/${colleague.username}`, {
        password: 'jasmine-2027',
      });
      expect(reset.statusCode).toBe(200);
      expect(await signsIn(h, colleague.username, 'jasmine-2027')).toBe(true);
      expect((await c.request('DELETE', `${API}/delete/${colleague.username}`)).statusCode).toBe(200);
      expect(await listed(c)).toBe(1);
    });
  });

  describe('[PERM11] adding a sub-kitchen', () => {
    const kitchen = (username: string) => ({
      storeName: 'Marigold Annex',
      name: 'Meera',
      username,
      password: 'croissant-2026',
      userScopes: [],
    });

    it('refuses a SETTINGS-only staff member (403) and makes no tenant', async () => {
      const h = await start();
      const { user } = await signedIn(h);
      const { c: staff } = await staffWith(h, user.tenant_id, 'SETTINGS');
      const res = await staff.post(`${API}/add-kitchen`, kitchen('annex@cafe.test'));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: FORBIDDEN });
      const { t, db } = h.database;
      expect(await db.select().from(t.tenants)).toHaveLength(1);
      expect(await db.select().from(t.users).where(eq(t.users.username, 'annex@cafe.test'))).toEqual([]);
    });

    it('lets a SUBKITCHEN holder and the admin add one', async () => {
      const h = await start();
      const { c, user } = await signedIn(h);
      const { c: staff } = await staffWith(h, user.tenant_id, 'SUBKITCHEN');
      expect((await staff.post(`${API}/add-kitchen`, kitchen('annex@cafe.test'))).statusCode).toBe(200);
      expect((await c.post(`${API}/add-kitchen`, kitchen('bakery@cafe.test'))).statusCode).toBe(200);
      const { t, db } = h.database;
      const children = await db.select().from(t.tenants).where(eq(t.tenants.parentId, user.tenant_id));
      expect(children).toHaveLength(2);
      expect(await signsIn(h, 'annex@cafe.test', 'croissant-2026')).toBe(true);
    });
  });
}
