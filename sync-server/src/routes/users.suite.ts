/**
 * The users REST adapters (VAL4-VAL5, PERM9-PERM11) on SQLite (users.test.ts) and PostgreSQL
 * (users.pg.test.ts): happy paths, each validation message, another tenant's user (404), a staff user
 * without SETTINGS (403), a new user's session, and the sub-kitchen as a child tenant. Who may change whom
 * (PERM9 to PERM11): users-permissions.cases.ts.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { PASSWORD, useAppHarness } from '../test-support/app-harness.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { userPermissionCases } from './users-permissions.cases.ts';

const API = '/api/v1/users';

export function usersSuite(open: OpenTestDatabase) {
  const harness = useAppHarness(open);
  const { start, signedIn, addStaff } = harness;

  const expect400 = async (res: Promise<{ statusCode: number; json(): unknown }>, message: string) => {
    const r = await res;
    expect({ status: r.statusCode, body: r.json() }).toMatchObject({ status: 400, body: { message } });
  };
  const del = (c: HttpClient, url: string) => c.request('DELETE', url);
  const newUser = {
    name: 'Ravi',
    username: 'Ravi@Cafe.test',
    password: 'saffron-2026',
    designation: 'Waiter',
    phone: '',
    email: 'ravi@mail.test',
    userScopes: ['POS', 'ORDERS', 'POS'],
  };

  it('lists the admin, adds a staff user whose session carries its scopes', async () => {
    const h = await start();
    const { c, username } = await signedIn(h);
    const first = await c.get(API);
    expect(first.statusCode).toBe(200);
    expect(first.json().users).toEqual([expect.objectContaining({ username, role: 'admin' })]);

    const added = await c.post(`${API}/add`, newUser);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ message: 'User added successfully!' });
    const users = (await c.get(API)).json().users;
    expect(users[1]).toMatchObject({
      username: 'ravi@cafe.test',
      name: 'Ravi',
      role: 'staff',
      designation: 'Waiter',
      phone: null,
      email: 'ravi@mail.test',
      scope: 'POS,ORDERS',
    });
    expect(users[1]).not.toHaveProperty('passwordHash');

    const staff = h.client();
    expect(
      (await staff.post('/api/v1/auth/signin', { username: 'ravi@cafe.test', password: 'saffron-2026' }))
        .statusCode,
    ).toBe(200);
    expect((await staff.get('/api/v1/test/pos')).statusCode).toBe(200);
    expect((await staff.get(API)).statusCode).toBe(403);

    await expect400(c.post(`${API}/add`, newUser), 'Username already exists!');
  });

  it('rejects each invalid add with its message', async () => {
    const h = await start();
    const { c } = await signedIn(h);
    await expect400(c.post(`${API}/add`, { ...newUser, name: '' }), 'Please provide name!');
    await expect400(c.post(`${API}/add`, { ...newUser, username: '' }), 'Please provide username!');
    await expect400(c.post(`${API}/add`, { ...newUser, password: '' }), 'Please provide password!');
    await expect400(c.post(`${API}/add`, { ...newUser, username: 'ravi' }), 'Please provide valid email!');
    await expect400(
      c.post(`${API}/add`, { ...newUser, userScopes: ['NOPE'] }),
      'Please select valid scopes!',
    );
    expect((await c.get(API)).json().users).toHaveLength(1);
  });

  it('updates details and scopes; the username cannot change', async () => {
    const h = await start();
    const { c } = await signedIn(h);
    await c.post(`${API}/add`, newUser);
    await expect400(c.post(`${API}/update/ravi@cafe.test`, { name: '' }), 'Please provide name!');
    const res = await c.post(`${API}/update/ravi@cafe.test`, {
      name: 'Ravi K',
      username: 'other@cafe.test',
      designation: '',
      phone: '98765',
      email: '',
      userScopes: 'KITCHEN,REPORTS',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'User updated successfully!' });
    const user = (await c.get(API)).json().users[1];
    expect(user).toMatchObject({
      username: 'ravi@cafe.test',
      name: 'Ravi K',
      designation: null,
      phone: '98765',
      email: null,
      scope: 'KITCHEN,REPORTS',
    });
  });

  it('resets a password: the old sessions end, the new password signs in', async () => {
    const h = await start();
    const { c } = await signedIn(h);
    await c.post(`${API}/add`, newUser);
    const staff = h.client();
    await staff.post('/api/v1/auth/signin', { username: 'ravi@cafe.test', password: 'saffron-2026' });
    await expect400(
      c.post(`${API}/update-password/ravi@cafe.test`, { password: '' }),
      'Provide new password!',
    );
    const res = await c.post(`${API}/update-password/ravi@cafe.test`, { password: 'jasmine-2027' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password updated successfully!' });
    expect((await staff.get('/api/v1/test/pos')).statusCode).toBe(401);
    const again = h.client();
    expect(
      (await again.post('/api/v1/auth/signin', { username: 'ravi@cafe.test', password: 'jasmine-2027' }))
        .statusCode,
    ).toBe(200);
  });

  it('deletes a staff user; admin accounts cannot be changed here', async () => {
    const h = await start();
    const { c, username } = await signedIn(h);
    await c.post(`${API}/add`, newUser);
    const res = await del(c, `${API}/delete/ravi@cafe.test`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'User deleted successfully!' });
    expect((await c.get(API)).json().users).toHaveLength(1);
    expect((await del(c, `${API}/delete/ravi@cafe.test`)).statusCode).toBe(404);
    expect((await del(c, `${API}/delete/${username}`)).statusCode).toBe(404);
    expect((await c.post(`${API}/update-password/${username}`, { password: 'x-2027-long' })).statusCode).toBe(
      404,
    );
  });

  it("another tenant's users answer 404 and are left alone", async () => {
    const h = await start();
    const a = await signedIn(h);
    const b = await signedIn(h);
    await a.c.post(`${API}/add`, newUser);
    expect((await b.c.get(API)).json().users).toHaveLength(1);
    expect((await b.c.post(`${API}/update/ravi@cafe.test`, { name: 'X' })).statusCode).toBe(404);
    expect(
      (await b.c.post(`${API}/update-password/ravi@cafe.test`, { password: 'jasmine-2027' })).statusCode,
    ).toBe(404);
    expect((await del(b.c, `${API}/delete/ravi@cafe.test`)).statusCode).toBe(404);
    expect((await a.c.get(API)).json().users[1]).toMatchObject({ name: 'Ravi', scope: 'POS,ORDERS' });
  });

  it('a staff user without SETTINGS is refused (403)', async () => {
    const h = await start();
    const { user } = await signedIn(h);
    const staffName = await addStaff(h, user.tenant_id, 'POS,REPORTS');
    const staff = h.client();
    await staff.post('/api/v1/auth/signin', { username: staffName, password: PASSWORD });
    expect((await staff.get(API)).statusCode).toBe(403);
    expect((await staff.post(`${API}/add`, newUser)).statusCode).toBe(403);
    expect((await staff.post(`${API}/add-kitchen`, {})).statusCode).toBe(403);
  });

  describe('sub-kitchens', () => {
    const kitchen = {
      storeName: 'Marigold Bakery',
      name: 'Meera',
      username: 'Bakery@Cafe.test',
      password: 'croissant-2026',
      address: '2 MG Road',
      phone: '12345',
      currency: 'eur',
      userScopes: [],
    };

    it('creates a child tenant, approved like its parent, with its own admin login', async () => {
      const h = await start();
      const { c, user } = await signedIn(h);
      const res = await c.post(`${API}/add-kitchen`, kitchen);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Sub-Kitchen added successfully!' });
      const { t, db } = h.database;
      const [admin] = await db.select().from(t.users).where(eq(t.users.username, 'bakery@cafe.test'));
      expect(admin).toMatchObject({ role: 'admin', name: 'Meera', email: 'bakery@cafe.test' });
      const [tenant] = await db
        .select()
        .from(t.tenants)
        .where(eq(t.tenants.id, admin?.tenantId ?? ''));
      expect(tenant).toMatchObject({ name: 'Marigold Bakery', parentId: user.tenant_id, approved: true });
      // The parent's users list does not show the sub-kitchen's admin.
      expect((await c.get(API)).json().users).toHaveLength(1);

      const k = h.client();
      const signin = await k.post('/api/v1/auth/signin', {
        username: 'bakery@cafe.test',
        password: 'croissant-2026',
      });
      expect(signin.statusCode).toBe(200);
      const settings = (await k.get('/api/v1/settings/store-setting')).json().storeSettings;
      expect(settings).toMatchObject({ storeName: 'Marigold Bakery', address: '2 MG Road', currency: 'EUR' });
      expect((await k.get(API)).json().users).toHaveLength(1);

      await expect400(c.post(`${API}/add-kitchen`, kitchen), 'Username already exists!');
    });

    it('rejects each invalid sub-kitchen with its message', async () => {
      const h = await start();
      const { c } = await signedIn(h);
      const url = `${API}/add-kitchen`;
      await expect400(c.post(url, { ...kitchen, storeName: '' }), 'Please provide business name!');
      await expect400(c.post(url, { ...kitchen, name: '' }), 'Please provide name!');
      await expect400(c.post(url, { ...kitchen, username: '' }), 'Please provide username!');
      await expect400(c.post(url, { ...kitchen, password: '' }), 'Please provide password!');
      await expect400(c.post(url, { ...kitchen, username: 'bakery' }), 'Please provide valid email!');
      const { t, db } = h.database;
      expect(await db.select().from(t.tenants)).toHaveLength(1);
    });
  });

  userPermissionCases(harness);
}
