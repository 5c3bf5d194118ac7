/**
 * Kitchen stations through sync push and pull (STN1-STN3, ADR 0057) on SQLite (stations.test.ts) and PostgreSQL
 * (stations.pg.test.ts): the settings mutators run on the server, the kitchen pulls the stations, and an order
 * line keeps the station it was rung up with.
 */
import { describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { pullEverything } from '../security/pull-reads.ts';
import { useAppHarness } from '../test-support/app-harness.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { aLine, openShop, ringUp } from '../test-support/shop-fixture.ts';
import { syncTill } from '../test-support/sync-till.ts';

/** A device of `c` that pushes mutations one after another, as a till's outbox does. */
const aPusher = async (c: HttpClient, clientId: string) => (await syncTill(c, clientId)).push;

const rowsOf = async (c: HttpClient, device: string, table: string) =>
  (await pullEverything(c, device)).flatMap((op) =>
    op.table === table && op.op === 'put' ? [op.row as Record<string, unknown>] : [],
  );

export function stationsSuite(open: OpenTestDatabase) {
  const { start, signedIn, addStaff } = useAppHarness(open);

  describe('kitchen stations (STN1-STN3)', () => {
    it('[STN2] [STN1] stations sync to the kitchen; lines keep the station of their item or category', async () => {
      const h = await start();
      const { c, user } = await signedIn(h);
      const shop = await openShop(c);
      const push = await aPusher(c, 'office');
      expect(await push('station.create.v1', { id: 'st-kitchen', title: 'Kitchen' })).toMatchObject({
        status: 'applied',
      });
      await push('station.create.v1', {
        id: 'st-bar',
        title: 'Bar',
        warnAfterMinutes: 3,
        lateAfterMinutes: 6,
      });
      // the category over REST (its validator takes the station), the drink's own station by push
      const cat = await c.post(`/api/v1/settings/categories/${shop.categoryId}/update`, {
        title: 'Pizza',
        stationId: 'st-kitchen',
      });
      expect(cat.statusCode, cat.body).toBe(200);
      const cola = 'item-cola';
      await push('menu-item.create.v1', {
        id: cola,
        title: 'Cola',
        price: 5000,
        categoryId: shop.categoryId,
      });
      expect(
        await push('menu-item.update.v1', {
          id: cola,
          title: 'Cola',
          price: 5000,
          categoryId: shop.categoryId,
          stationId: 'st-bar',
        }),
      ).toMatchObject({ status: 'applied' });
      const { orderId } = await ringUp(
        shop,
        {
          cart: [
            aLine(shop),
            { itemId: cola, variantId: null, addonIds: [], quantity: 2, notes: null, unitPrice: 5000 },
          ],
        },
        { paymentTypeId: shop.cashId },
      );

      const kitchen = (await signedIn(h, await addStaff(h, user.tenant_id, 'KITCHEN'))).c;
      expect(await rowsOf(kitchen, 'kds-1', 'stations')).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            id: 'st-kitchen',
            title: 'Kitchen',
            warnAfterMinutes: 10,
            lateAfterMinutes: 20,
          }),
          expect.objectContaining({ id: 'st-bar', title: 'Bar', warnAfterMinutes: 3, lateAfterMinutes: 6 }),
        ]),
      );
      const lines = (await rowsOf(kitchen, 'kds-2', 'orderItems')).filter((l) => l.orderId === orderId);
      expect(lines.map((l) => [l.itemTitle, l.stationId]).sort()).toEqual([
        ['Cola', 'st-bar'],
        ['Margherita', 'st-kitchen'],
      ]);

      // STN2: deleting the bar clears it from the drink; the line sent keeps it (STN1)
      expect(await push('station.delete.v1', { id: 'st-bar' })).toMatchObject({ status: 'applied' });
      const after = await pullEverything(c, 'office-2');
      expect(after.some((op) => op.table === 'stations' && op.id === 'st-bar')).toBe(false);
      const item = after.find((op) => op.table === 'menuItems' && op.id === cola);
      expect(item).toMatchObject({ op: 'put', row: { stationId: null } });
      const line = after.find(
        (op) => op.table === 'orderItems' && op.op === 'put' && op.row.itemTitle === 'Cola',
      );
      expect(line).toMatchObject({ row: { stationId: 'st-bar' } });
    });

    it('[STN2] [STN3] only SETTINGS writes stations; an unknown or another store’s station is refused', async () => {
      const h = await start();
      const { c, user } = await signedIn(h);
      const shop = await openShop(c);
      const push = await aPusher(c, 'office');
      const cashier = (await signedIn(h, await addStaff(h, user.tenant_id, 'POS'))).c;
      const till = await aPusher(cashier, 'till');
      expect(await till('station.create.v1', { id: 'st-x', title: 'Grill' })).toMatchObject({
        status: 'rejected',
        code: 'FORBIDDEN',
      });
      expect(await push('station.create.v1', { id: 'st-x', title: '' })).toMatchObject({
        status: 'rejected',
        message: 'Please provide Station Title!',
      });
      const other = (await signedIn(h)).c;
      const theirs = await aPusher(other, 'other-office');
      expect(await theirs('station.create.v1', { id: 'st-theirs', title: 'Bar' })).toMatchObject({
        status: 'applied',
      });
      expect(
        await push('category.update.v1', { id: shop.categoryId, title: 'Pizza', stationId: 'st-theirs' }),
      ).toEqual(
        expect.objectContaining({
          status: 'rejected',
          code: 'STATION_NOT_FOUND',
          message: 'Station not found!',
        }),
      );
      const rest = await c.post('/api/v1/settings/categories/add', { title: 'Drinks', stationId: 'nope' });
      expect({ status: rest.statusCode, message: rest.json().message }).toMatchObject({
        message: 'Station not found!',
      });
      expect(rest.statusCode).toBeGreaterThanOrEqual(400);
      expect(rest.statusCode).toBeLessThan(500);
      expect(await rowsOf(c, 'office-3', 'stations')).toEqual([]);
    });
  });
}
