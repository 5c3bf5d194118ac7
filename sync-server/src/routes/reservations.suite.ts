/** The reservations REST adapters (RES1-RES3) on SQLite (reservations.test.ts) and PostgreSQL (reservations.pg.test.ts). */
import { describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { useAppHarness } from '../test-support/app-harness.ts';

const API = '/api/v1/reservations';
const HOUR = 3_600_000;

export function reservationsSuite(open: OpenTestDatabase) {
  const { start, signedIn, addStaff } = useAppHarness(open);

  describe('reservations', () => {
    it('[RES1] books by phone, lists by preset, searches; update and delete', async () => {
      const h = await start();
      const { c } = await signedIn(h);
      await c.post('/api/v1/customers/add', { phone: '98765', name: 'Asha' });
      const t = (
        await c.post('/api/v1/settings/store-tables/add', { title: 'T1', floor: '-', seatingCapacity: 4 })
      ).json();
      expect((await c.get(`${API}/init`)).json().storeTables).toEqual([
        { id: t.id, table_title: 'T1', floor: '-', seating_capacity: 4 },
      ]);
      const date = h.clock.now + HOUR;
      const added = await c.post(`${API}/add`, {
        customerId: '98765',
        date,
        tableId: t.id,
        peopleCount: 3,
        notes: 'window',
      });
      expect(added.json()).toMatchObject({
        message: 'Reservation added successfully!',
        id: expect.any(String),
      });
      const { id } = added.json();
      const today = (await c.get(`${API}?type=today`)).json().reservations;
      expect(today).toEqual([
        expect.objectContaining({
          id,
          customer_name: 'Asha',
          date,
          table_title: 'T1',
          status: 'booked',
          notes: 'window',
          people_count: 3,
        }),
      ]);
      expect((await c.get(`${API}?type=tomorrow`)).json().reservations).toEqual([]);
      expect((await c.get(`${API}/search?q=ASH`)).json().reservations).toHaveLength(1);
      expect((await c.get(`${API}/search?q=WIND`)).json().reservations).toHaveLength(1);
      expect((await c.get(`${API}/search?q=%20`)).json().reservations).toEqual([]);
      const upd = await c.post(`${API}/update/${id}`, { date, status: 'paid', peopleCount: 2 });
      expect(upd.json()).toEqual({ message: 'Reservation updated successfully!' });
      expect((await c.get(`${API}?type=today`)).json().reservations[0]).toMatchObject({
        status: 'paid',
        people_count: 2,
        table_title: null,
      });
      expect((await c.request('DELETE', `${API}/delete/${id}`)).json()).toEqual({
        message: 'Reservation deleted successfully!',
      });
      expect((await c.get(`${API}?type=today`)).json().reservations).toEqual([]);
    });

    it('[VAL11] the spec texts', async () => {
      const h = await start();
      const { c } = await signedIn(h);
      await c.post('/api/v1/customers/add', { phone: '98765', name: 'Asha' });
      const bad = async (url: string, body: object, message: string) => {
        const r = await c.post(url, body);
        expect({ status: r.statusCode, body: r.json() }).toMatchObject({ status: 400, body: { message } });
      };
      await bad(`${API}/add`, { date: h.clock.now + HOUR }, 'Please select customer!');
      await bad(`${API}/add`, { customerId: '000', date: h.clock.now + HOUR }, 'Please select customer!');
      await bad(`${API}/add`, { customerId: '98765' }, 'Please select date & time!');
      await bad(
        `${API}/add`,
        { customerId: '98765', date: h.clock.now - HOUR },
        'Please select a date & time from now on!',
      );
      await bad(
        `${API}/add`,
        { customerId: '98765', date: h.clock.now + HOUR, peopleCount: -1 },
        'Please provide valid people count!',
      );
      expect((await c.get(`${API}?type=custom`)).statusCode).toBe(400);
    });

    it('[PERM8] viewers read, managers write', async () => {
      const h = await start();
      const { user } = await signedIn(h);
      const viewer = (await signedIn(h, await addStaff(h, user.tenant_id, 'VIEW_RESERVATIONS'))).c;
      const cashier = (await signedIn(h, await addStaff(h, user.tenant_id, 'POS'))).c;
      expect((await viewer.get(`${API}?type=today`)).statusCode).toBe(200);
      expect((await viewer.post(`${API}/add`, { customerId: '1', date: h.clock.now })).statusCode).toBe(403);
      expect((await cashier.get(`${API}/init`)).statusCode).toBe(403);
    });
  });
}
