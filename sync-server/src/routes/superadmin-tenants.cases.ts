/** Tenants in the console: the wall around /superadmin, the list, add, update (approval), export, details, map save. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { currentTenantVersion } from '../db/tenant-version.ts';
import { type AppHarness, type Harness, PASSWORD } from '../test-support/app-harness.ts';
import { operatorClient } from '../test-support/operator.ts';
import { insertStore } from '../test-support/platform-fixture.ts';

const API = '/api/v1/superadmin';
const DAY = 86_400_000;
const ENV = { PLATFORM_TIME_ZONE: 'Asia/Kolkata', REQUIRE_APPROVAL: 'true' };

export function superadminTenantsCases({ start, signedIn, signup }: AppHarness) {
  /** Seven tenants added a day apart, Tenant 1 oldest; Tenants 2 and 5 switched off. */
  async function sevenTenants(h: Harness) {
    const op = await operatorClient(h);
    const ids: string[] = [];
    const base = h.clock.now;
    for (let i = 1; i <= 7; i++) {
      h.clock.now = base - (8 - i) * DAY;
      const res = await op.post(`${API}/tenants/add`, {
        name: `Tenant ${i}`,
        username: `tenant${i}@example.test`,
        password: PASSWORD,
        isActive: i !== 2 && i !== 5,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Tenant added successfully!');
      ids.push(res.json().id);
    }
    h.clock.now = base;
    return { op, ids };
  }

  describe('super-admin tenants', () => {
    it('refuses every console call to a tenant admin (403) and to nobody (401)', async () => {
      const h = await start(ENV);
      const { c: admin, user } = await signedIn(h, undefined);
      const id = user.tenant_id;
      const calls: [string, string, unknown?][] = [
        ['GET', `${API}/dashboard`],
        ['GET', `${API}/tenantsData`],
        ['GET', `${API}/tenantsData/active`],
        ['GET', `${API}/tenants`],
        ['POST', `${API}/tenants/add`, { name: 'X', email: 'x@example.test', password: PASSWORD }],
        ['PATCH', `${API}/tenants/update/${id}`, { name: 'X', email: 'x@example.test', isActive: true }],
        ['DELETE', `${API}/tenants/delete/${id}`],
        ['GET', `${API}/reports`],
        ['GET', `${API}/tenants/${id}/subscription-history`],
        ['POST', `${API}/tenants/${id}/latlng`, { latlng: '12.9,77.5' }],
      ];
      for (const [method, url, body] of calls) {
        const asAdmin = await admin.request(method as 'GET', url, body);
        expect(asAdmin.statusCode, `${method} ${url}`).toBe(403);
        const anonymous = await h.client().request(method as 'GET', url, body);
        expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      }
      const [tenant] = await h.database.db.select().from(h.database.t.tenants);
      expect(tenant?.name).toBe('Cafe Marigold');
    });

    it('lists five a page, newest first, with the tiles and the pager fields', async () => {
      const h = await start(ENV);
      const { op } = await sevenTenants(h);
      const first = (await op.get(`${API}/tenants`)).json();
      expect(first.tenants.map((t: { name: string }) => t.name)).toEqual([
        'Tenant 7',
        'Tenant 6',
        'Tenant 5',
        'Tenant 4',
        'Tenant 3',
      ]);
      expect(first).toMatchObject({
        activeTenants: 5,
        inactiveTenants: 2,
        allTenants: 7,
        totalTenants: 7,
        totalPages: 2,
        page: 1,
        currentPage: 1,
        perPage: 5,
      });
      expect(first.tenants[2]).toMatchObject({
        name: 'Tenant 5',
        email: 'tenant5@example.test',
        is_active: 0,
        plan: 'free',
        plan_price: 0,
        subscription_end: null,
      });
      expect(first.tenants[0].subscription_start).toBe(new Date(h.clock.now - DAY).toISOString());
      const second = (await op.get(`${API}/tenants?page=2`)).json();
      expect(second.tenants.map((t: { name: string }) => t.name)).toEqual(['Tenant 2', 'Tenant 1']);
      const inactive = (await op.get(`${API}/tenants?status=inactive`)).json();
      expect(inactive.tenants.map((t: { name: string }) => t.name)).toEqual(['Tenant 5', 'Tenant 2']);
      expect(inactive).toMatchObject({ totalTenants: 2, totalPages: 1, allTenants: 7 });
      const active = (await op.get(`${API}/tenants?status=active&perPage=2&page=3`)).json();
      expect(active.tenants.map((t: { name: string }) => t.name)).toEqual(['Tenant 1']);
      expect(active).toMatchObject({ totalTenants: 5, totalPages: 3 });
      const counts = (await op.get(`${API}/tenantsData`)).json();
      expect(counts).toMatchObject({ activeTenants: 5, inactiveTenants: 2, allTenants: 7 });
    });

    it('searches names and e-mails (wildcards literal) and filters by creation date', async () => {
      const h = await start(ENV);
      const { op } = await sevenTenants(h);
      const byName = (await op.get(`${API}/tenants?search=${encodeURIComponent('  tenant 3 ')}`)).json();
      expect(byName.tenants.map((t: { name: string }) => t.name)).toEqual(['Tenant 3']);
      expect(byName).toMatchObject({ allTenants: 1, activeTenants: 1, totalTenants: 1 });
      const byEmail = (await op.get(`${API}/tenants?search=TENANT6@`)).json();
      expect(byEmail.tenants.map((t: { name: string }) => t.name)).toEqual(['Tenant 6']);
      expect((await op.get(`${API}/tenants?search=%25`)).json().tenants).toEqual([]);
      expect((await op.get(`${API}/tenants?search=_`)).json().tenants).toEqual([]);
      // Tenant 7 was added yesterday (2026-01-14 in Kolkata), Tenant 6 the day before
      const yesterday = (await op.get(`${API}/tenants?type=yesterday`)).json();
      expect(yesterday.tenants.map((t: { name: string }) => t.name)).toEqual(['Tenant 7']);
      const custom = (await op.get(`${API}/tenants?type=custom&from=2026-01-09&to=2026-01-10`)).json();
      expect(custom.tenants.map((t: { name: string }) => t.name)).toEqual(['Tenant 3', 'Tenant 2']);
      const noDates = await op.get(`${API}/tenants?type=custom`);
      expect(noDates.statusCode).toBe(400);
      expect(noDates.json().message).toBe('Please select From and To dates!');
      expect((await op.get(`${API}/tenants?status=sleeping`)).statusCode).toBe(400);
      expect((await op.get(`${API}/tenants?page=0`)).statusCode).toBe(400);
    });

    it("validates the add and update forms with the spec's texts", async () => {
      const h = await start(ENV);
      const op = await operatorClient(h);
      const add = async (body: object) => (await op.post(`${API}/tenants/add`, body)).json().message;
      expect(await add({})).toBe('Please provide name!');
      expect(await add({ name: 'A' })).toBe('Please provide Email!');
      expect(await add({ name: 'A', email: 'a@example.test' })).toBe('Please provide password!');
      expect(await add({ name: 'A', email: 'not-mail', password: PASSWORD })).toBe(
        'Please provide valid email!',
      );
      const taken = await signup(h);
      expect(await add({ name: 'A', email: taken, password: PASSWORD })).toBe('Username already exists!');
      const [tenant] = await h.database.db.select().from(h.database.t.tenants);
      const update = async (body: object) =>
        (await op.request('PATCH', `${API}/tenants/update/${tenant?.id}`, body)).json().message;
      expect(await update({})).toBe("Please Provide Tenant's Name!");
      expect(await update({ name: 'A' })).toBe("Please Provide Tenant's Email!");
      expect(await update({ name: 'A', email: 'nope' })).toBe('Please Provide Valid Email!');
      const missing = await op.request('PATCH', `${API}/tenants/update/no-such-tenant`, {
        name: 'A',
        email: 'a@example.test',
        isActive: true,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Tenant not found!');
    });

    it('approves an awaiting tenant: its admin gets 402 before and gets in after; switching off brings 402 back', async () => {
      const h = await start(ENV);
      const { c: owner, username, user } = await signedIn(h);
      const before = await owner.get('/api/v1/test/tenant');
      expect(before.statusCode).toBe(402);
      expect(before.json().message).toBe('Your account is yet to get approved');
      const op = await operatorClient(h);
      const listed = (await op.get(`${API}/tenants?status=inactive`)).json();
      expect(listed.tenants).toEqual([expect.objectContaining({ id: user.tenant_id, is_active: 0 })]);

      const approve = await op.request('PATCH', `${API}/tenants/update/${user.tenant_id}`, {
        name: 'Cafe Marigold & Co',
        email: username,
        isActive: true,
      });
      expect(approve.statusCode).toBe(200);
      expect(approve.json().message).toBe('Tenant updated successfully!');
      expect((await owner.get('/api/v1/test/tenant')).statusCode).toBe(200);
      const row = (await op.get(`${API}/tenants?status=active`)).json().tenants[0];
      expect(row).toMatchObject({ name: 'Cafe Marigold & Co', is_active: 1, email: username });

      await op.request('PATCH', `${API}/tenants/update/${user.tenant_id}`, {
        name: 'Cafe Marigold & Co',
        email: username,
        isActive: false,
      });
      const off = await owner.get('/api/v1/test/tenant');
      expect(off.statusCode).toBe(402);
      expect(off.json().message).toBe("You don't have any active account!");
      const actions = (await h.database.db.select().from(h.database.t.auditLog)).map((e) => e.action);
      expect(actions.filter((a) => a === 'superadmin.tenant_update')).toHaveLength(2);
    });

    it('[ACC1][ACC2] awaiting approval and deactivated read differently to the operator and the owner', async () => {
      const h = await start(ENV);
      const { c: owner, username, user } = await signedIn(h);
      const op = await operatorClient(h);
      const state = async () => (await owner.get('/api/v1/auth/account-status')).json().state;
      const listed = async () =>
        (await op.get(`${API}/tenants`)).json().tenants.find((t: { id: string }) => t.id === user.tenant_id)
          .state;
      expect([await state(), await listed()]).toEqual(['awaiting-approval', 'awaiting-approval']);
      const set = (isActive: boolean) =>
        op.request('PATCH', `${API}/tenants/update/${user.tenant_id}`, {
          name: 'Cafe',
          email: username,
          isActive,
        });
      await set(true);
      expect([await state(), await listed()]).toEqual(['active', 'active']);
      await set(false);
      expect([await state(), await listed()]).toEqual(['deactivated', 'deactivated']);
    });

    it("changes the admin's e-mail, which is the login, and refuses one already taken", async () => {
      const h = await start(ENV);
      const op = await operatorClient(h);
      const other = await signup(h);
      const id = (
        await op.post(`${API}/tenants/add`, {
          name: 'Olive',
          email: 'olive@example.test',
          password: PASSWORD,
        })
      ).json().id;
      const taken = await op.request('PATCH', `${API}/tenants/update/${id}`, {
        name: 'Olive',
        email: other,
        isActive: true,
      });
      expect(taken.statusCode).toBe(400);
      expect(taken.json().message).toBe('Username already exists!');
      const moved = await op.request('PATCH', `${API}/tenants/update/${id}`, {
        name: 'Olive',
        email: 'Olive.New@example.test',
        isActive: true,
      });
      expect(moved.statusCode).toBe(200);
      const signin = await h
        .client()
        .post('/api/v1/auth/signin', { username: 'olive.new@example.test', password: PASSWORD });
      expect(signin.statusCode).toBe(200);
    });

    it('switching a cancelled store back on starts a Free subscription', async () => {
      const h = await start(ENV);
      const op = await operatorClient(h);
      const id = (
        await op.post(`${API}/tenants/add`, {
          name: 'Basil',
          email: 'basil@example.test',
          password: PASSWORD,
          isActive: true,
        })
      ).json().id;
      const owner = h.client();
      await owner.post('/api/v1/auth/signin', { username: 'basil@example.test', password: PASSWORD });
      const sub = (await owner.get('/api/v1/auth/subscription-details')).json().subscription;
      h.clock.now += 60_000;
      expect(
        (await owner.post('/api/v1/auth/cancel-subscription', { id: sub.subscription_id })).statusCode,
      ).toBe(200);
      h.clock.now += 60_000;
      await op.request('PATCH', `${API}/tenants/update/${id}`, {
        name: 'Basil',
        email: 'basil@example.test',
        isActive: true,
      });
      const again = (await owner.get('/api/v1/auth/subscription-details')).json().subscription;
      expect(again).toMatchObject({ is_active: true, plan: 'free' });
      expect(again.subscription_id).not.toBe(sub.subscription_id);
      const history = (await op.get(`${API}/tenants/${id}/subscription-history`)).json().subscriptionHistory;
      expect(history.map((e: { status: string }) => e.status)).toEqual(['created', 'cancelled', 'created']);
    });

    it('exports a tile: the CSV rows match the list, and the export is audited', async () => {
      const h = await start(ENV);
      const { op } = await sevenTenants(h);
      const active = (await op.get(`${API}/tenantsData/active`)).json();
      expect(active.tenants.map((t: { name: string }) => t.name)).toEqual([
        'Tenant 7',
        'Tenant 6',
        'Tenant 4',
        'Tenant 3',
        'Tenant 1',
      ]);
      const listed = [
        ...(await op.get(`${API}/tenants?status=active`)).json().tenants,
        ...(await op.get(`${API}/tenants?status=active&page=2`)).json().tenants,
      ];
      expect(active.tenants).toEqual(listed);
      for (const row of active.tenants) {
        expect(Object.keys(row)).toEqual(
          expect.arrayContaining(['name', 'email', 'is_active', 'subscription_start', 'subscription_end']),
        );
      }
      expect((await op.get(`${API}/tenantsData/inactive`)).json().tenants).toHaveLength(2);
      expect((await op.get(`${API}/tenantsData/all`)).json().tenants).toHaveLength(7);
      expect((await op.get(`${API}/tenantsData/other`)).statusCode).toBe(400);
      const exports = (await h.database.db.select().from(h.database.t.auditLog)).filter(
        (e) => e.action === 'superadmin.tenants_export',
      );
      expect(exports).toHaveLength(3);
    });

    it('shows the tenant details card and payment history; the map details screen saves a location', async () => {
      const h = await start(ENV);
      const op = await operatorClient(h);
      const id = (
        await op.post(`${API}/tenants/add`, {
          name: 'Thyme',
          email: 'thyme@example.test',
          password: PASSWORD,
          isActive: true,
        })
      ).json().id;
      // MENU1: a store added by the operator has its settings from the start
      expect((await op.get(`${API}/tenants/${id}/subscription-history`)).json().storeDetails).toMatchObject({
        store_name: 'Thyme',
      });
      await insertStore(h.database, id, {
        currency: 'INR',
        timeZone: 'Asia/Kolkata',
        storeName: 'Thyme',
        qrMenu: true,
      });
      const detail = (await op.get(`${API}/tenants/${id}/subscription-history`)).json();
      expect(detail).toMatchObject({
        tenantInfo: { id, name: 'Thyme', is_active: 1, email: 'thyme@example.test' },
        storeDetails: { currency: 'INR', is_qr_menu_enabled: true, latlng: null },
        totalUsers: 1,
      });
      expect(detail.subscriptionHistory).toEqual([
        expect.objectContaining({
          tenant_id: id,
          status: 'created',
          plan: 'free',
          monthly_price: 0,
          created_at: new Date(h.clock.now).toISOString(),
          starts_on: new Date(h.clock.now).toISOString(),
          expires_on: null,
        }),
      ]);
      const bad = await op.post(`${API}/tenants/${id}/latlng`, { latlng: '91,0' });
      expect(bad.json().message).toBe('Please provide a valid location!');
      const saved = await op.post(`${API}/tenants/${id}/latlng`, { latlng: ' 12.97, 77.59 ' });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().message).toBe('Location saved successfully');
      const { db, t } = h.database;
      const [store] = await db.select().from(t.storeSettings).where(eq(t.storeSettings.tenantId, id));
      expect(store?.latlng).toBe('12.97,77.59');
      // stamped with a fresh tenant version, so the store's devices pull it
      expect(store?.version).toBe(await currentTenantVersion(db, t, id));
      expect((await op.get(`${API}/tenants/nope/subscription-history`)).statusCode).toBe(404);
      expect((await op.post(`${API}/tenants/nope/latlng`, { latlng: '1,1' })).statusCode).toBe(404);
    });
  });
}
