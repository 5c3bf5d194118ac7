/**
 * SHIFT9 (ADR 0067, "Shares in their own shift"): an equal split paid over two tills counts each share in the
 * shift of the till that took it, in the server's shift figures and its re-run of shift.close.v1, on SQLite
 * (shift-shares.test.ts) and PostgreSQL (shift-shares.pg.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { pullEverything } from '../security/pull-reads.ts';
import { useAppHarness } from '../test-support/app-harness.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { aLine, openShop } from '../test-support/shop-fixture.ts';
import { syncTill } from '../test-support/sync-till.ts';

const DAY = '2026-01-15'; // the harness's clock, in Asia/Kolkata

const rowsOf = async (c: HttpClient, table: string) =>
  (await pullEverything(c, 'reader')).flatMap((op) =>
    op.table === table && op.op === 'put' ? [op.row as Record<string, unknown>] : [],
  );

export function shiftSharesSuite(open: OpenTestDatabase) {
  const { start, signedIn } = useAppHarness(open);

  describe('equal shares in their own shift (SHIFT9)', () => {
    it('[SHIFT9] a split of 3 over two tills: each shift’s expected cash and tenders; Z = the invoice’s tenders', async () => {
      const owner = await signedIn(await start());
      const shop = await openShop(owner.c);
      const cardId = (await owner.c.post('/api/v1/settings/payment-types/add', { title: 'Card' })).json().id;
      const a = await syncTill(owner.c, 'till-a');
      const b = await syncTill(owner.c, 'till-b');
      const waiter = await syncTill(owner.c, 'waiter'); // rings the bill up; no shift, no drawer
      await a.push('shift.open.v1', { id: 'sh-a', deviceId: a.deviceId, openingFloat: 100000 });
      await b.push('shift.open.v1', { id: 'sh-b', deviceId: b.deviceId, openingFloat: 50000 });
      // 409.50 (390.00 + 5%) in 3: 136.50 each
      const created = await waiter.push('order.create.v1', {
        id: 'o-1',
        tokenNo: `${waiter.code}-1`,
        businessDay: DAY,
        cart: [aLine(shop)],
        deliveryType: 'dinein',
        tableId: shop.tableId,
        customerType: 'WALKIN',
        itemIds: ['o-1-l1'],
      });
      expect(created, JSON.stringify(created)).toMatchObject({ status: 'applied' });
      const share = (k: number, paymentTypeId: string, tendered: number) => ({
        id: `share-${k}`,
        orderId: 'o-1',
        of: 3,
        share: k,
        seenLines: [{ id: 'o-1-l1', quantity: 1 }],
        tenders: [{ paymentTypeId, tendered }],
        invoiceId: `inv-${k}`,
      });
      expect(await a.push('order.share-paid.v1', share(1, shop.cashId, 20000))).toMatchObject({
        status: 'applied',
      });
      // before the bill is invoiced, till A's shift already holds share 1's cash (less the change)
      const before = (await owner.c.get('/api/v1/reports/shifts?type=today')).json();
      const ofShift = (r: typeof before, id: string) =>
        r.shifts.find((s: { id: string }) => s.id === id).figures;
      expect(ofShift(before, 'sh-a').cash).toMatchObject({ cashSales: 13650, expected: 113650 });
      await b.push('order.share-paid.v1', share(2, shop.cashId, 13650));
      expect(await b.push('order.share-paid.v1', share(3, cardId, 13650))).toMatchObject({
        status: 'applied',
      });
      const report = (await owner.c.get('/api/v1/reports/shifts?type=today')).json();
      const x = ofShift(report, 'sh-a');
      const y = ofShift(report, 'sh-b');
      expect(x.cash).toMatchObject({ cashSales: 13650, expected: 113650 });
      expect(x.byPaymentType).toEqual([{ title: 'Cash', count: 1, total: 13650 }]);
      expect(y.cash).toMatchObject({ cashSales: 13650, expected: 63650 });
      expect(y.byPaymentType).toEqual([
        { title: 'Card', count: 1, total: 13650 },
        { title: 'Cash', count: 1, total: 13650 },
      ]);
      expect(y).toMatchObject({ invoices: 1, revenue: 40950 });
      // the invoice lists the three shares' tenders; the shifts' tenders add up to it, never twice
      const [invoice] = await rowsOf(owner.c, 'invoices');
      const tenders = invoice!.tenders as { amount: number }[];
      expect(tenders.map((t) => t.amount)).toEqual([13650, 13650, 13650]);
      const shiftsTotal = [...x.byPaymentType, ...y.byPaymentType].reduce(
        (sum: number, t: { total: number }) => sum + t.total,
        0,
      );
      expect(shiftsTotal).toBe(tenders.reduce((sum, t) => sum + t.amount, 0));
      expect(shiftsTotal).toBe(invoice!.total);
      // the server's re-run of shift.close.v1 on each till: its own shares' cash
      const close = (id: string, deviceId: string, countedCash: number) => ({
        shiftId: id,
        deviceId,
        countedCash,
        businessDays: [DAY],
      });
      await a.push('shift.close.v1', close('sh-a', a.deviceId, 113650));
      await b.push('shift.close.v1', close('sh-b', b.deviceId, 63650));
      const shifts = await rowsOf(owner.c, 'shifts');
      expect(shifts.find((s) => s.id === 'sh-a')).toMatchObject({ status: 'closed', expectedCash: 113650 });
      expect(shifts.find((s) => s.id === 'sh-b')).toMatchObject({ status: 'closed', expectedCash: 63650 });
    });
  });
}
