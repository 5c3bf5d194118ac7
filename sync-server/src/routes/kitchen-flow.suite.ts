// The kitchen flow through the real routes (ADR 0058): which orders the kitchen sees under the store's rule at
// every door (KDS10-KDS11), undo and recall (KDS12-KDS14), held courses fired (CRS2-CRS3), preparation times (KDS16-KDS17).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { type Harness, useAppHarness } from '../test-support/app-harness.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { aLine, openShop, ringUp } from '../test-support/shop-fixture.ts';

type Op = { table: string; id: string; op: 'put' | 'del' };
type PullAnswer = { cookie: number; grant: string; reset?: true; patch: Op[] };
type Line = { id: string; status: string; course: string | null; held_until_fired: boolean };

const idsOf = (ops: readonly Op[], table: string, op: Op['op'] = 'put') =>
  ops.filter((o) => o.table === table && o.op === op).map((o) => o.id);

export function kitchenFlowSuite(open: OpenTestDatabase) {
  const { start, signedIn, addStaff } = useAppHarness(open);

  async function aStore(h: Harness) {
    const { c, user } = await signedIn(h);
    const shop = await openShop(c);
    const cook = (await signedIn(h, await addStaff(h, user.tenant_id, 'KITCHEN'))).c;
    return { shop, cook, tenantId: user.tenant_id };
  }

  /** A device pulling as the PWA does: cookie and grant kept between pulls, reset honoured. */
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

  const setRule = async (c: HttpClient, on: boolean) => {
    const r = await c.post('/api/v1/settings/store-setting', {
      storeName: 'Cafe Roma',
      currency: 'INR',
      kitchenShowsUnpaidDineIn: on,
    });
    expect(r.statusCode, r.body).toBe(200);
  };

  const kitchenLines = async (cook: HttpClient): Promise<Record<string, Line[]>> => {
    const groups = (await cook.get('/api/v1/kitchen')).json().orders as {
      orders: { id: string; items: Line[] }[];
    }[];
    return Object.fromEntries(groups.flatMap((g) => g.orders.map((o) => [o.id, o.items])));
  };

  describe('which orders (KDS10-KDS11)', () => {
    it('[KDS10][KDS11] with the setting on, a sent dine-in order reaches the kitchen before payment at every door', async () => {
      const h = await start();
      const { shop, cook } = await aStore(h);
      const pull = await aDevice(cook, 'kitchen-wall');
      const dineIn = await ringUp(shop);
      const takeaway = await ringUp(shop, { deliveryType: 'takeaway', tableId: null });
      // the specification's rule by default: paid only
      expect(Object.keys(await kitchenLines(cook))).toEqual([]);
      expect(idsOf((await pull()).patch, 'orders')).toEqual([]);

      await setRule(shop.c, true);
      expect((await shop.c.get('/api/v1/settings/store-setting')).json().storeSettings).toMatchObject({
        kitchenShowsUnpaidDineIn: true,
      });
      expect(Object.keys(await kitchenLines(cook))).toEqual([dineIn.orderId]);
      // the rule changed: the kitchen's grant says so, it starts again and gets the order with its line
      const reset = await pull();
      expect(reset.reset).toBe(true);
      const full = await pull();
      expect(idsOf(full.patch, 'orders')).toEqual([dineIn.orderId]);
      expect(idsOf(full.patch, 'orderItems')).toHaveLength(1);
      expect(idsOf(full.patch, 'orders')).not.toContain(takeaway.orderId);
      expect((await pull()).patch).toEqual([]); // settled: no reset loop

      // a dine-in order sent now comes in one pull, with its lines
      const next = await ringUp(shop);
      const live = await pull();
      expect(idsOf(live.patch, 'orders')).toEqual([next.orderId]);
      expect(idsOf(live.patch, 'orderItems')).toHaveLength(1);

      // cooking it is fine; delivering it unpaid is not (OS5)
      const [line] = (await kitchenLines(cook))[next.orderId] ?? [];
      for (const status of ['preparing', 'completed'])
        expect((await cook.post(`/api/v1/kitchen/${line?.id}`, { status })).statusCode).toBe(200);
      const delivered = await cook.post(`/api/v1/kitchen/${line?.id}`, { status: 'delivered' });
      expect(delivered.statusCode).toBe(400);
      expect(delivered.json().message).toBe('Please complete the payment');

      // switched back: unpaid orders leave the kitchen again
      await setRule(shop.c, false);
      expect(Object.keys(await kitchenLines(cook))).toEqual([]);
      expect((await pull()).reset).toBe(true);
      expect(idsOf((await pull()).patch, 'orders')).toEqual([]);
    });
  });

  describe('undo and recall (KDS12-KDS14)', () => {
    it('[KDS12][KDS13] a kitchen step is undone once, recorded, and not after 30 minutes', async () => {
      const h = await start();
      const { shop, cook } = await aStore(h);
      const paid = await ringUp(shop, {}, { paymentTypeId: shop.cashId });
      const [line] = (await kitchenLines(cook))[paid.orderId] ?? [];
      expect((await cook.post(`/api/v1/kitchen/${line?.id}`, { status: 'preparing' })).statusCode).toBe(200);
      const undo = await cook.post(`/api/v1/kitchen/${line?.id}/undo`, { from: 'preparing' });
      expect(undo.statusCode, undo.body).toBe(200);
      expect((await kitchenLines(cook))[paid.orderId]?.[0]?.status).toBe('created');
      // a second tap finds it undone: nothing more moves
      expect((await cook.post(`/api/v1/kitchen/${line?.id}/undo`, { from: 'preparing' })).statusCode).toBe(
        200,
      );
      expect((await kitchenLines(cook))[paid.orderId]?.[0]?.status).toBe('created');
      const { t, db } = h.database;
      const audit = await db.select().from(t.auditLog).where(eq(t.auditLog.action, 'order.item_undo'));
      expect(audit).toHaveLength(1);

      expect((await cook.post(`/api/v1/kitchen/${line?.id}`, { status: 'preparing' })).statusCode).toBe(200);
      // the step was taken 31 minutes ago (the session's token would not outlive a clock moved that far)
      await h.database.transaction((tx) =>
        tx
          .update(t.orderItems)
          .set({ updatedAt: h.clock.now - 31 * 60_000 })
          .where(eq(t.orderItems.id, String(line?.id))),
      );
      const late = await cook.post(`/api/v1/kitchen/${line?.id}/undo`, { from: 'preparing' });
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe('This can no longer be taken back!');
      const backwards = await cook.post(`/api/v1/kitchen/${line?.id}/undo`, { from: 'cancelled' });
      expect(backwards.statusCode).toBe(400);
    });

    it('[KDS14] a bumped ticket is recalled: the order opens again with its lines ready, recorded', async () => {
      const h = await start();
      const { shop, cook } = await aStore(h);
      const paid = await ringUp(shop, {}, { paymentTypeId: shop.cashId });
      const [line] = (await kitchenLines(cook))[paid.orderId] ?? [];
      for (const status of ['preparing', 'completed', 'delivered'])
        expect((await cook.post(`/api/v1/kitchen/${line?.id}`, { status })).statusCode).toBe(200);
      expect(Object.keys(await kitchenLines(cook))).toEqual([]); // bumped off the screen
      const pull = await aDevice(cook, 'kitchen-wall');
      await pull();

      const recalled = await cook.post(`/api/v1/kitchen/recall/${paid.orderId}`, {});
      expect(recalled.statusCode, recalled.body).toBe(200);
      expect((await kitchenLines(cook))[paid.orderId]?.map((l) => l.status)).toEqual(['completed']);
      const back = await pull();
      expect(idsOf(back.patch, 'orders')).toEqual([paid.orderId]);
      expect(idsOf(back.patch, 'orderItems')).toEqual([line?.id]);
      const { t, db } = h.database;
      expect(await db.select().from(t.auditLog).where(eq(t.auditLog.action, 'order.recall'))).toHaveLength(1);
      // only the kitchen recalls; 404 for an order that is not the store's
      expect((await shop.c.post(`/api/v1/kitchen/recall/${paid.orderId}`, {})).statusCode).toBe(200); // owner: admin
      expect(
        (await cook.post('/api/v1/kitchen/recall/01890000-0000-7000-8000-000000000000', {})).statusCode,
      ).toBe(404);
    });
  });

  describe('courses (CRS1-CRS3)', () => {
    it('[CRS1][CRS2][CRS3] mains wait behind starters until fired; the kitchen cannot start them before', async () => {
      const h = await start();
      const { shop, cook } = await aStore(h);
      const paid = await ringUp(
        shop,
        { cart: [aLine(shop, { course: 'starter' }), aLine(shop, { course: 'main' }), aLine(shop)] },
        { paymentTypeId: shop.cashId },
      );
      const lines = (await kitchenLines(cook))[paid.orderId] ?? [];
      const byCourse = (c: string | null) => lines.find((l) => l.course === c);
      expect([byCourse('starter'), byCourse('main'), byCourse(null)].map((l) => l?.held_until_fired)).toEqual(
        [false, true, false],
      );
      const main = byCourse('main');
      const early = await cook.post(`/api/v1/kitchen/${main?.id}`, { status: 'preparing' });
      expect(early.statusCode).toBe(400);
      expect(early.json().message).toBe('This course has not been fired yet!');
      expect(
        (await cook.post('/api/v1/orders/fire-course', { orderId: paid.orderId, course: 'main' })).statusCode,
      ).toBe(403);

      const fired = await shop.c.post('/api/v1/orders/fire-course', {
        orderId: paid.orderId,
        course: 'main',
      });
      expect(fired.statusCode, fired.body).toBe(200);
      expect(fired.json().message).toBe('Main fired');
      expect((await kitchenLines(cook))[paid.orderId]?.find((l) => l.id === main?.id)?.held_until_fired).toBe(
        false,
      );
      expect((await cook.post(`/api/v1/kitchen/${main?.id}`, { status: 'preparing' })).statusCode).toBe(200);
      const bad = await shop.c.post('/api/v1/orders/fire-course', { orderId: paid.orderId, course: 'soup' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Please select a valid course!');
    });
  });

  describe('preparation times (KDS16-KDS17)', () => {
    it('[KDS16][KDS17] average and slowest per item and station, from send (or fire) to ready', async () => {
      const h = await start();
      const { shop, cook } = await aStore(h);
      const step = (id: string | undefined, status: string) => cook.post(`/api/v1/kitchen/${id}`, { status });
      const first = await ringUp(shop, {}, { paymentTypeId: shop.cashId });
      const second = await ringUp(
        shop,
        { cart: [aLine(shop, { course: 'starter' }), aLine(shop, { course: 'main' })] },
        { paymentTypeId: shop.cashId },
      );
      const board = await kitchenLines(cook);
      const [a] = board[first.orderId] ?? [];
      const starter = board[second.orderId]?.find((l) => l.course === 'starter');
      const main = board[second.orderId]?.find((l) => l.course === 'main');
      h.clock.now += 60_000;
      await step(a?.id, 'preparing');
      await step(starter?.id, 'preparing');
      h.clock.now += 60_000;
      await step(a?.id, 'completed'); // 120 s after send
      h.clock.now += 120_000;
      await step(starter?.id, 'completed'); // 240 s
      await shop.c.post('/api/v1/orders/fire-course', { orderId: second.orderId, course: 'main' });
      h.clock.now += 30_000;
      await step(main?.id, 'completed'); // kitchen step OS2 refuses a skip
      await step(main?.id, 'preparing');
      h.clock.now += 60_000;
      await step(main?.id, 'completed'); // 90 s after its fire time, not 330 s after the order

      const report = await shop.c.get('/api/v1/reports/preparation-times?type=today');
      expect(report.statusCode, report.body).toBe(200);
      const r = report.json();
      expect(r.items).toEqual([
        {
          key: shop.itemId,
          title: 'Margherita',
          lines: 3,
          averageSeconds: Math.round((120 + 240 + 90) / 3),
          slowestSeconds: 240,
        },
      ]);
      expect(r.stations).toEqual([expect.objectContaining({ key: '', title: 'No station', lines: 3 })]);
      const { t, db } = h.database;
      const [row] = await db
        .select()
        .from(t.orderItems)
        .where(eq(t.orderItems.id, String(a?.id)));
      expect(row?.startedAt).toBeGreaterThan(0);
      expect((row?.readyAt ?? 0) - (row?.startedAt ?? 0)).toBe(60_000);
      expect((await cook.get('/api/v1/reports/preparation-times?type=today')).statusCode).toBe(403);
      expect((await shop.c.get('/api/v1/reports/preparation-times?type=someday')).statusCode).toBe(400);
    });
  });
}
