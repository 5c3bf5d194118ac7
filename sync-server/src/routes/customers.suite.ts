/** The customers REST adapters (CUS1-CUS4) on SQLite (customers.test.ts) and PostgreSQL (customers.pg.test.ts). */
import { describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { useAppHarness } from '../test-support/app-harness.ts';

const API = '/api/v1/customers';

export function customersSuite(open: OpenTestDatabase) {
  const { start, signedIn, addStaff } = useAppHarness(open);

  describe('customers', () => {
    it('[CUS1] adds, lists by page and filter, finds by phone and id', async () => {
      const h = await start();
      const { c } = await signedIn(h);
      const added = await c.post(`${API}/add`, { phone: '98765 43210', name: 'Asha', email: 'asha@x.test' });
      expect(added.statusCode).toBe(200);
      expect(added.json()).toMatchObject({ message: 'Customer added successfully!', id: expect.any(String) });
      for (let i = 0; i < 11; i++) await c.post(`${API}/add`, { phone: `555${i}`, name: `Guest ${i}` });
      const page1 = (await c.get(`${API}?sort=created_at&page=1&perPage=10&filter=`)).json();
      expect(page1).toMatchObject({ total: 12, page: 1, perPage: 10 });
      expect(page1.customers).toHaveLength(10);
      expect((await c.get(`${API}?page=2`)).json().customers).toHaveLength(2);
      const filtered = (await c.get(`${API}?filter=ASHA`)).json();
      expect(filtered.customers).toEqual([
        expect.objectContaining({ name: 'Asha', phone: '98765 43210', balance_due: 0 }),
      ]);
      expect((await c.get(`${API}?filter=%25`)).json().total).toBe(0);
      const byPhone = await c.get(`${API}/search-by-phone/${encodeURIComponent('98765 43210')}`);
      expect(byPhone.json().customer).toMatchObject({ name: 'Asha' });
      const id = byPhone.json().customer.id;
      expect((await c.get(`${API}/${id}`)).json().customer).toMatchObject({ email: 'asha@x.test' });
      expect((await c.get(`${API}/search-by-phone/000`)).statusCode).toBe(404);
    });

    it('[VAL9] the spec texts, and a taken phone', async () => {
      const h = await start();
      const { c } = await signedIn(h);
      const bad = async (body: object, message: string) => {
        const r = await c.post(`${API}/add`, body);
        expect({ status: r.statusCode, body: r.json() }).toMatchObject({ status: 400, body: { message } });
      };
      await bad({ name: 'A' }, "Please Provide Customer's Phone!");
      await bad({ phone: '123' }, "Please Provide Customer's Name!");
      await bad({ phone: 'abc', name: 'A' }, 'Please provide valid phone no.!');
      await bad({ phone: '123', name: 'A', email: 'x@' }, 'Please Provide Valid Email!');
      await c.post(`${API}/add`, { phone: '123', name: 'A' });
      await bad({ phone: '123', name: 'B' }, 'A customer with this phone already exists!');
    });

    it('[CUS2][CUS3] updates (phone kept), deletes; another tenant gets 404', async () => {
      const h = await start();
      const { c } = await signedIn(h);
      const other = (await signedIn(h)).c;
      const { id } = (await c.post(`${API}/add`, { phone: '123', name: 'A' })).json();
      expect((await other.post(`${API}/${id}/update`, { name: 'X' })).statusCode).toBe(404);
      const upd = await c.post(`${API}/${id}/update`, { name: 'Anna', phone: '999' });
      expect(upd.json()).toEqual({ message: 'Customer updated successfully!' });
      expect((await c.get(`${API}/${id}`)).json().customer).toMatchObject({ name: 'Anna', phone: '123' });
      expect((await other.request('DELETE', `${API}/${id}/delete`)).statusCode).toBe(404);
      expect((await c.request('DELETE', `${API}/${id}/delete`)).json()).toEqual({
        message: 'Customer deleted successfully!',
      });
      expect((await c.get(`${API}/${id}`)).statusCode).toBe(404);
    });

    it('[CUS4] settling more than is due is refused', async () => {
      const h = await start();
      const { c } = await signedIn(h);
      const { id } = (await c.post(`${API}/add`, { phone: '123', name: 'A' })).json();
      const r = await c.post(`${API}/${id}/settle-dues`, { amount: 100 });
      expect({ status: r.statusCode, body: r.json() }).toMatchObject({
        status: 400,
        body: { message: 'This customer has no dues to settle!' },
      });
    });

    it('[PERM8] viewers read, managers write, others get 403', async () => {
      const h = await start();
      const { user } = await signedIn(h);
      const viewer = (await signedIn(h, await addStaff(h, user.tenant_id, 'VIEW_CUSTOMERS'))).c;
      const cashier = (await signedIn(h, await addStaff(h, user.tenant_id, 'POS'))).c;
      const manager = (await signedIn(h, await addStaff(h, user.tenant_id, 'MANAGE_CUSTOMERS'))).c;
      expect((await viewer.get(API)).statusCode).toBe(200);
      expect((await viewer.post(`${API}/add`, { phone: '1', name: 'A' })).statusCode).toBe(403);
      expect((await cashier.get(API)).statusCode).toBe(403);
      expect((await manager.post(`${API}/add`, { phone: '1', name: 'A' })).statusCode).toBe(200);
    });
  });
}
