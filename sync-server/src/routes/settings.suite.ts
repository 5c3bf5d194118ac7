/**
 * The settings REST adapters (SET1-SET5) on SQLite (settings.test.ts) and
 * PostgreSQL (settings.pg.test.ts): happy paths, each validation message, another tenant's id (404, nothing
 * changes), a staff user without SETTINGS (403), and that every write reaches devices (a new version).
 */
import { describe, expect, it, vi } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { scoped } from '../db/tenant-scope.ts';
import { currentTenantVersion } from '../db/tenant-version.ts';
import { type Harness, useAppHarness } from '../test-support/app-harness.ts';
import type { HttpClient } from '../test-support/http-client.ts';

const API = '/api/v1/settings';

export function settingsSuite(open: OpenTestDatabase) {
  const { start, signedIn, addStaff } = useAppHarness(open);

  /** Two tenants' admins, signed in. */
  async function twoTenants(h: Harness) {
    const a = await signedIn(h);
    const b = await signedIn(h);
    return { a: a.c, tenantA: a.user.tenant_id, b: b.c, tenantB: b.user.tenant_id };
  }

  const del = (c: HttpClient, url: string) => c.request('DELETE', url);
  const expect400 = async (res: Promise<{ statusCode: number; json(): unknown }>, message: string) => {
    const r = await res;
    expect({ status: r.statusCode, body: r.json() }).toMatchObject({ status: 400, body: { message } });
  };

  describe('store and print settings', () => {
    it('[SET5][MENU1] a new tenant starts with its business name; a save updates them', async () => {
      const h = await start();
      const { c, user } = await signedIn(h);
      expect((await c.get(`${API}/store-setting`)).json().storeSettings).toMatchObject({
        storeName: 'Cafe Marigold',
        uniqueQRCode: 'cafe-marigold',
      });
      const before = await currentTenantVersion(h.database.db, h.database.t, user.tenant_id);
      const saved = await c.post(`${API}/store-setting`, {
        storeName: 'Cafe Marigold',
        address: '1 MG Road',
        phone: '',
        email: 'hello@marigold.test',
        currency: 'eur',
        image: null,
        isQRMenuEnabled: true,
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ message: 'Store details saved successfully!' });
      expect((await c.get(`${API}/store-setting`)).json().storeSettings).toEqual({
        storeName: 'Cafe Marigold',
        address: '1 MG Road',
        phone: null,
        email: 'hello@marigold.test',
        currency: 'EUR',
        image: null,
        isQRMenuEnabled: true,
        uniqueQRCode: 'cafe-marigold',
        latlng: null,
        timeZone: 'Asia/Kolkata',
        dayStart: '04:00',
        pendingOrderExpiryMinutes: 120,
        kitchenShowsUnpaidDineIn: false,
        roundBills: false, // RND2
        // GST1 (ADR 0061): the tax identity, none set
        gstin: null,
        gstState: null,
        legalName: null,
        fssai: null,
        composition: false,
      });
      // devices pull it: the row carries a version above the one before
      const [row] = await scoped(h.database, user.tenant_id).select(h.database.t.storeSettings);
      expect(row?.version).toBeGreaterThan(before);
      await c.post(`${API}/store-setting`, {
        storeName: 'Marigold',
        currency: 'INR',
        timeZone: 'Europe/Rome',
      });
      expect((await c.get(`${API}/store-setting`)).json().storeSettings).toMatchObject({
        storeName: 'Marigold',
        isQRMenuEnabled: false,
        timeZone: 'Europe/Rome',
        uniqueQRCode: 'cafe-marigold', // the menu link stays what sign-up made it
      });
    });

    it('[VAL7] refuses an unknown currency, time zone and page size', async () => {
      const h = await start();
      const { c } = await signedIn(h);
      await expect400(c.post(`${API}/store-setting`, { currency: 'XYZ' }), 'Please select a valid currency!');
      await expect400(
        c.post(`${API}/store-setting`, { timeZone: 'Mars/Base' }),
        'Please select a valid time zone!',
      );
      await expect400(
        c.post(`${API}/print-setting`, { pageFormat: '72' }),
        'Please select a valid page size!',
      );
    });

    it('[SET5] print settings: flags read as 1 or 0, page_format in mm', async () => {
      const h = await start();
      const { c } = await signedIn(h);
      const body = {
        pageFormat: '57',
        header: 'Welcome',
        footer: '',
        showNotes: false,
        isEnablePrint: true,
        showStoreDetails: true,
        printToken: false,
        showCustomerDetails: true,
      };
      expect((await c.post(`${API}/print-setting`, body)).json()).toEqual({
        message: 'Print settings saved successfully!',
      });
      expect((await c.get(`${API}/print-setting`)).json().printSettings).toEqual({
        page_format: '57',
        header: 'Welcome',
        footer: '',
        show_notes: 0,
        is_enable_print: 1,
        show_store_details: 1,
        show_customer_details: 1,
        print_token: 0,
      });
    });

    it("[SET3] a REST write pokes the tenant's devices with its version (SQLite publishes after commit)", async () => {
      const h = await start();
      const { c, user } = await signedIn(h);
      const publish = vi.spyOn(h.app.realtime, 'publish');
      expect((await c.post(`${API}/categories/add`, { title: 'Pizza' })).statusCode).toBe(200);
      const version = await currentTenantVersion(h.database.db, h.database.t, user.tenant_id);
      if (h.database.dialect === 'sqlite') {
        expect(publish).toHaveBeenCalledWith(user.tenant_id, { version, events: [] });
      } else {
        expect(publish).not.toHaveBeenCalled(); // the NOTIFY inside the transaction fans it out
      }
      // a rejected write changes nothing and pokes nobody
      publish.mockClear();
      expect((await c.post(`${API}/categories/add`, { title: '' })).statusCode).toBe(400);
      expect(publish).not.toHaveBeenCalled();
      expect(await currentTenantVersion(h.database.db, h.database.t, user.tenant_id)).toBe(version);
    });

    it("[SET5] set-latlng saves the caller's location, never the tenant named in the body", async () => {
      const h = await start();
      const { a, tenantB, b } = await twoTenants(h);
      const saved = await a.post(`${API}/set-latlng`, { tenantId: tenantB, latlng: '12.9716, 77.5946' });
      expect(saved.json()).toEqual({ message: 'Location saved successfully' });
      expect((await a.get(`${API}/store-setting`)).json().storeSettings.latlng).toBe('12.9716,77.5946');
      expect((await b.get(`${API}/store-setting`)).json().storeSettings.latlng).toBeNull();
      await expect400(a.post(`${API}/set-latlng`, { latlng: '100,0' }), 'Please provide a valid location!');
    });
  });

  describe('store tables', () => {
    it('[SET1] add, list, update and delete', async () => {
      const h = await start();
      const { c } = await signedIn(h);
      const added = await c.post(`${API}/store-tables/add`, { title: 'T1', floor: '-', seatingCapacity: 4 });
      expect(added.json()).toMatchObject({ message: 'Table added successfully!', id: expect.any(String) });
      const id = added.json().id as string;
      expect((await c.get(`${API}/store-tables`)).json().storeTables).toEqual([
        { id, table_title: 'T1', floor: '-', seating_capacity: 4 },
      ]);
      const updated = await c.post(`${API}/store-tables/${id}/update`, {
        title: 'Patio',
        floor: 'Ground',
        seatingCapacity: '0',
      });
      expect(updated.json()).toEqual({ message: 'Table updated successfully!' });
      expect((await c.get(`${API}/store-tables`)).json().storeTables[0]).toMatchObject({
        table_title: 'Patio',
        seating_capacity: 0,
      });
      expect((await del(c, `${API}/store-tables/${id}`)).json()).toEqual({
        message: 'Table deleted successfully!',
      });
      expect((await c.get(`${API}/store-tables`)).json().storeTables).toEqual([]);
      expect((await del(c, `${API}/store-tables/${id}`)).statusCode).toBe(404);
    });

    it('[VAL6] every table message, on add and update', async () => {
      const h = await start();
      const { c } = await signedIn(h);
      const id = (
        await c.post(`${API}/store-tables/add`, { title: 'T1', floor: '-', seatingCapacity: 4 })
      ).json().id as string;
      const cases: [Record<string, unknown>, string][] = [
        [{ floor: '-', seatingCapacity: 1 }, 'Please provide Title!'],
        [{ title: 'T2', seatingCapacity: 1 }, "Please provide Floor or use '-'"],
        [{ title: 'T2', floor: '-' }, "Please provide Seating Capacity or '0'"],
        [
          { title: 'T2', floor: '-', seatingCapacity: -1 },
          "Please provide Valid Seating Capacity count or '0'",
        ],
      ];
      for (const [body, message] of cases) {
        await expect400(c.post(`${API}/store-tables/add`, body), message);
        await expect400(c.post(`${API}/store-tables/${id}/update`, body), message);
      }
      expect((await c.get(`${API}/store-tables`)).json().storeTables).toHaveLength(1);
    });

    it("another tenant's table answers 404 and is left unchanged", async () => {
      const h = await start();
      const { a, b } = await twoTenants(h);
      const id = (
        await a.post(`${API}/store-tables/add`, { title: 'T1', floor: '-', seatingCapacity: 4 })
      ).json().id as string;
      const update = await b.post(`${API}/store-tables/${id}/update`, {
        title: 'X',
        floor: '-',
        seatingCapacity: 1,
      });
      expect(update.statusCode).toBe(404);
      expect((await del(b, `${API}/store-tables/${id}`)).statusCode).toBe(404);
      expect((await a.get(`${API}/store-tables`)).json().storeTables).toEqual([
        { id, table_title: 'T1', floor: '-', seating_capacity: 4 },
      ]);
      expect((await b.get(`${API}/store-tables`)).json().storeTables).toEqual([]);
    });
  });

  describe('taxes, categories and payment types', () => {
    it('[SET1] [MON7] taxes: rate in percent on the wire; add and update messages', async () => {
      const h = await start();
      const { c } = await signedIn(h);
      const added = await c.post(`${API}/taxes/add`, { title: 'CGST', rate: 2.5, type: 'exclusive' });
      const id = added.json().id as string;
      expect(added.json().message).toBe('Tax added successfully!');
      expect((await c.get(`${API}/taxes`)).json().taxes).toEqual([
        { id, title: 'CGST', rate: 2.5, type: 'exclusive' },
      ]);
      await c.post(`${API}/taxes/${id}/update`, { title: 'GST', rate: '18', type: 'inclusive' });
      expect((await c.get(`${API}/taxes`)).json().taxes[0]).toMatchObject({
        title: 'GST',
        rate: 18,
        type: 'inclusive',
      });
      await expect400(c.post(`${API}/taxes/add`, { rate: 5, type: 'exclusive' }), 'Provide Title!');
      await expect400(
        c.post(`${API}/taxes/${id}/update`, { title: ' ', rate: 5, type: 'exclusive' }),
        'Please provide title!',
      );
      await expect400(
        c.post(`${API}/taxes/add`, { title: 'X', rate: -1, type: 'exclusive' }),
        'Invalid value provided in Tax Rate!',
      );
      await expect400(c.post(`${API}/taxes/add`, { title: 'X', rate: 5 }), 'Select Tax Type!');
      await expect400(
        c.post(`${API}/taxes/${id}/update`, { title: 'X', rate: 5, type: 'flat' }),
        'Select Tax Type!',
      );
      expect((await del(c, `${API}/taxes/${id}`)).json()).toEqual({ message: 'Tax deleted successfully!' });
    });

    it('[SET1] categories: add and update messages, rename, delete', async () => {
      const h = await start();
      const { c } = await signedIn(h);
      const id = (await c.post(`${API}/categories/add`, { title: 'Pizza' })).json().id as string;
      await expect400(c.post(`${API}/categories/add`, { title: '' }), 'Please provide Category Title!');
      await expect400(c.post(`${API}/categories/${id}/update`, {}), 'Please provide title!');
      expect((await c.post(`${API}/categories/${id}/update`, { title: 'Pizzas' })).json()).toEqual({
        message: 'Category updated successfully!',
      });
      expect((await c.get(`${API}/categories`)).json().categories).toEqual([{ id, title: 'Pizzas' }]);
      await del(c, `${API}/categories/${id}`);
      expect((await c.get(`${API}/categories`)).json().categories).toEqual([]);
    });

    it('[SET1] payment types: active by default, the toggle, update, delete and messages', async () => {
      const h = await start();
      const { c } = await signedIn(h);
      const id = (await c.post(`${API}/payment-types/add`, { title: 'UPI' })).json().id as string;
      expect((await c.get(`${API}/payment-types`)).json().paymentTypes).toEqual([
        { id, title: 'UPI', is_active: true },
      ]);
      expect((await c.post(`${API}/payment-types/${id}/toggle`, { isActive: false })).statusCode).toBe(200);
      expect((await c.get(`${API}/payment-types`)).json().paymentTypes[0].is_active).toBe(false);
      await expect400(c.post(`${API}/payment-types/${id}/toggle`, {}), 'Invalid request!');
      await expect400(
        c.post(`${API}/payment-types/add`, { title: '' }),
        'Please provide Payment Type Title!',
      );
      await expect400(c.post(`${API}/payment-types/${id}/update`, { title: '' }), 'Please provide title!');
      await c.post(`${API}/payment-types/${id}/update`, { title: 'UPI / QR', isActive: true });
      expect((await c.get(`${API}/payment-types`)).json().paymentTypes[0]).toMatchObject({
        title: 'UPI / QR',
        is_active: true,
      });
      expect((await del(c, `${API}/payment-types/${id}`)).json()).toEqual({
        message: 'Payment type deleted successfully!',
      });
    });

    it("another tenant's tax, category or payment type answers 404 and stays", async () => {
      const h = await start();
      const { a, b } = await twoTenants(h);
      const tax = (await a.post(`${API}/taxes/add`, { title: 'GST', rate: 5, type: 'exclusive' })).json().id;
      const category = (await a.post(`${API}/categories/add`, { title: 'Pizza' })).json().id;
      const paymentType = (await a.post(`${API}/payment-types/add`, { title: 'Cash' })).json().id;
      const refused = [
        await b.post(`${API}/taxes/${tax}/update`, { title: 'X', rate: 1, type: 'exclusive' }),
        await del(b, `${API}/taxes/${tax}`),
        await b.post(`${API}/categories/${category}/update`, { title: 'X' }),
        await del(b, `${API}/categories/${category}`),
        await b.post(`${API}/payment-types/${paymentType}/toggle`, { isActive: false }),
        await b.post(`${API}/payment-types/${paymentType}/update`, { title: 'X' }),
        await del(b, `${API}/payment-types/${paymentType}`),
      ];
      expect(refused.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404]);
      expect((await a.get(`${API}/taxes`)).json().taxes[0]).toMatchObject({ title: 'GST', rate: 5 });
      expect((await a.get(`${API}/categories`)).json().categories[0]).toMatchObject({ title: 'Pizza' });
      expect((await a.get(`${API}/payment-types`)).json().paymentTypes[0]).toMatchObject({
        title: 'Cash',
        is_active: true,
      });
    });
  });

  describe('who may', () => {
    it('[SYNC4] a staff user without SETTINGS gets 403 on reads and writes; with SETTINGS 200', async () => {
      const h = await start();
      const { user } = await signedIn(h);
      const cashier = (await signedIn(h, await addStaff(h, user.tenant_id, 'POS'))).c;
      const manager = (await signedIn(h, await addStaff(h, user.tenant_id, 'SETTINGS'))).c;
      const calls = (c: HttpClient) => [
        c.get(`${API}/store-setting`),
        c.post(`${API}/store-setting`, { storeName: 'X' }),
        c.get(`${API}/taxes`),
        c.post(`${API}/store-tables/add`, { title: 'T1', floor: '-', seatingCapacity: 2 }),
        c.post(`${API}/categories/add`, { title: 'Pizza' }),
        c.post(`${API}/set-latlng`, { latlng: '1,2' }),
      ];
      expect((await Promise.all(calls(cashier))).map((r) => r.statusCode)).toEqual([
        403, 403, 403, 403, 403, 403,
      ]);
      expect((await Promise.all(calls(manager))).map((r) => r.statusCode)).toEqual([
        200, 200, 200, 200, 200, 200,
      ]);
      expect((await h.client().get(`${API}/taxes`)).statusCode).toBe(401);
    });
  });
}
