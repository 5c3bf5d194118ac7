// READ2-READ4 through the real routes: a device's pull carries only what its user's scopes read over REST, a
// kitchen only its own orders and their lines, and a change of scopes reaches the device on its next pull.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { pullEverything } from '../security/pull-reads.ts';
import { type Harness, useAppHarness } from '../test-support/app-harness.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { openShop, ringUp } from '../test-support/shop-fixture.ts';

type Op = { table: string; id: string; op: 'put' | 'del' };
type PullAnswer = { cookie: number; grant: string; more: boolean; reset?: true; patch: Op[] };

const tablesOf = (ops: readonly Op[]) =>
  [...new Set(ops.filter((o) => o.op === 'put').map((o) => o.table))].sort();
const idsOf = (ops: readonly Op[], table: string, op: Op['op'] = 'put') =>
  ops.filter((o) => o.table === table && o.op === op).map((o) => o.id);

export function syncReadsSuite(open: OpenTestDatabase) {
  const { start, signedIn, addStaff } = useAppHarness(open);

  /** A store with a customer, a reservation, an unpaid order and a paid one (invoiced). */
  async function aBusyStore(h: Harness) {
    const { c, user } = await signedIn(h);
    const shop = await openShop(c);
    const booked = await c.post('/api/v1/reservations/add', {
      customerId: '9845012345', // the customer's phone (VAL11)
      date: h.clock.now + 3_600_000,
      tableId: shop.tableId,
      peopleCount: 4,
    });
    const unpaid = await ringUp(shop);
    const paid = await ringUp(shop, {}, { paymentTypeId: shop.cashId });
    return { shop, tenantId: user.tenant_id, booked: `${booked.statusCode} ${booked.body}`, unpaid, paid };
  }

  /** A device of `c` that pulls page by page, keeping its cookie and grant as the PWA does. */
  async function aDevice(c: HttpClient, clientId: string) {
    const { deviceId } = (await c.post('/api/v1/sync/register-device', { name: clientId })).json();
    let cookie: number | null = null;
    let grant: string | null = null;
    return async (): Promise<PullAnswer> => {
      const res = await c.post('/api/v1/sync/pull', {
        protocolVersion: 1,
        schemaVersion: 1,
        clientId,
        deviceId,
        cookie,
        grant,
      });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json() as PullAnswer;
      cookie = answer.reset ? null : answer.cookie;
      grant = answer.grant;
      return answer;
    };
  }

  const setScope = (h: Harness, username: string, scope: string) =>
    h.database.transaction((tx) =>
      tx.update(h.database.t.users).set({ scope }).where(eq(h.database.t.users.username, username)),
    );

  describe('what a pull carries (READ2)', () => {
    it('[READ2] a staff member with no scope gets the menu and settings, never the khata, invoices, reservations or orders', async () => {
      const h = await start();
      const store = await aBusyStore(h);
      const nobody = (await signedIn(h, await addStaff(h, store.tenantId, ''))).c;
      expect((await nobody.get('/api/v1/customers')).statusCode).toBe(403);
      const ops = await pullEverything(nobody, 'no-scope-device');
      expect(tablesOf(ops)).toEqual(
        [
          'addons',
          'categories',
          'menuItems',
          'paymentTypes',
          'storeSettings',
          'storeTables',
          'taxes',
          'variants',
        ].sort(),
      );
      expect(JSON.stringify(ops)).not.toContain('9845012345');
    });

    it('[READ2] each read scope brings its own tables: customers, reservations, invoices, orders', async () => {
      const h = await start();
      const store = await aBusyStore(h);
      expect(store.booked).toMatch(/^200 /);
      const pulled = async (scope: string) =>
        tablesOf(
          await pullEverything((await signedIn(h, await addStaff(h, store.tenantId, scope))).c, scope),
        );
      expect(await pulled('VIEW_CUSTOMERS')).toEqual(expect.arrayContaining(['customers']));
      expect(await pulled('VIEW_CUSTOMERS')).not.toEqual(expect.arrayContaining(['orders']));
      expect(await pulled('VIEW_RESERVATIONS')).toEqual(expect.arrayContaining(['reservations']));
      expect(await pulled('VIEW_RESERVATIONS')).not.toEqual(expect.arrayContaining(['customers']));
      expect(await pulled('INVOICES')).toEqual(expect.arrayContaining(['invoiceOrders', 'invoices']));
      const cashier = await pulled('POS');
      expect(cashier).toEqual(expect.arrayContaining(['orderItems', 'orders']));
      for (const hidden of ['customers', 'invoices', 'invoiceOrders', 'reservations'])
        expect(cashier).not.toContain(hidden);
      const owner = tablesOf(await pullEverything(store.shop.c, 'owner'));
      expect(owner).toEqual(
        expect.arrayContaining([
          'customers',
          'invoices',
          'invoiceOrders',
          'orders',
          'orderItems',
          'reservations',
        ]),
      );
    });

    it("[READ2] a kitchen gets only the kitchen's orders and their lines, and follows them as they change", async () => {
      const h = await start();
      const store = await aBusyStore(h);
      const cook = (await signedIn(h, await addStaff(h, store.tenantId, 'KITCHEN'))).c;
      const pull = await aDevice(cook, 'kitchen-wall');
      const first = await pull();
      const kitchen = (await cook.get('/api/v1/kitchen')).json();
      expect(JSON.stringify(kitchen)).toContain(store.paid.orderId);
      expect(idsOf(first.patch, 'orders')).toEqual([store.paid.orderId]);
      expect(idsOf(first.patch, 'orderItems')).toHaveLength(1);
      expect(tablesOf(first.patch)).not.toContain('customers');
      expect(tablesOf(first.patch)).not.toContain('invoices');

      // Paid later: the order arrives with its line, written before and withheld until now.
      const paid = await store.shop.c.post('/api/v1/orders/payment-complete', {
        orderIds: [store.unpaid.orderId],
        subTotal: 0,
        taxTotal: 0,
        total: 0,
        paymentTypeId: store.shop.cashId,
      });
      expect(paid.statusCode, paid.body).toBe(200);
      const second = await pull();
      expect(idsOf(second.patch, 'orders')).toEqual([store.unpaid.orderId]);
      expect(idsOf(second.patch, 'orderItems')).toHaveLength(1);
      expect(tablesOf(second.patch)).toEqual(['orderItems', 'orders']);

      // Completed (a paid order is never cancelled, OS12): it leaves the kitchen as a deletion (the device drops
      // its lines with it).
      const completed = await store.shop.c.post('/api/v1/orders/complete', {
        orderIds: [store.unpaid.orderId],
      });
      expect(completed.statusCode, completed.body).toBe(200);
      const third = await pull();
      expect(third.patch.filter((o) => o.table.startsWith('order'))).toEqual([
        { table: 'orders', id: store.unpaid.orderId, op: 'del' },
      ]);

      // A new unpaid order: the kitchen hears of it only as a deletion of a row it never held, without its lines.
      const another = await ringUp(store.shop);
      const fourth = await pull();
      expect(fourth.patch.filter((o) => o.table.startsWith('order'))).toEqual([
        { table: 'orders', id: another.orderId, op: 'del' },
      ]);
    });
  });

  describe('scopes changed (READ4)', () => {
    it('[READ4] a scope granted or taken away reaches the device on its next pull, as a reset', async () => {
      const h = await start();
      const store = await aBusyStore(h);
      const username = await addStaff(h, store.tenantId, 'POS');
      const cashier = (await signedIn(h, username)).c;
      const pull = await aDevice(cashier, 'front-till');
      const first = await pull();
      expect(tablesOf(first.patch)).not.toContain('customers');

      await setScope(h, username, 'POS,CUSTOMERS');
      const granted = await pull();
      expect(granted.reset).toBe(true);
      expect(granted.grant).not.toBe(first.grant);
      const full = await pull();
      expect(tablesOf(full.patch)).toEqual(expect.arrayContaining(['customers', 'orders']));

      await setScope(h, username, 'POS');
      const taken = await pull();
      expect(taken.reset).toBe(true);
      const after = await pull();
      expect(tablesOf(after.patch)).not.toContain('customers');
      expect(JSON.stringify(after.patch)).not.toContain('9845012345');
      expect((await pull()).patch).toEqual([]); // settled: no reset loop
    });
  });
}
