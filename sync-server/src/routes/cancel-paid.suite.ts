/**
 * A paid order is refunded, never cancelled (OS12, ADR 0052): the REST cancel and a till's push both run
 * order.cancel.v1 and are refused, on SQLite (cancel-paid.test.ts) and PostgreSQL (cancel-paid.pg.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { useAppHarness } from '../test-support/app-harness.ts';
import { openShop, ringUp } from '../test-support/shop-fixture.ts';

const API = '/api/v1/orders';
const REFUSED = "A paid order can't be cancelled; refund it instead.";

export function cancelPaidSuite(open: OpenTestDatabase) {
  const { start, signedIn } = useAppHarness(open);

  describe('cancelling a paid order', () => {
    it('[OS12] POST /orders/cancel refuses a paid order with its reason; the order and its invoice stay', async () => {
      const h = await start();
      const { c } = await signedIn(h);
      const shop = await openShop(c);
      const paid = await ringUp(shop, {}, { paymentTypeId: shop.cashId });
      const open = await ringUp(shop);
      const r = await c.post(`${API}/cancel`, { orderIds: [paid.orderId] });
      expect({ status: r.statusCode, message: r.json().message }).toEqual({ status: 400, message: REFUSED });
      // one group action: all or none (SYNC13), so the unpaid order with it is not cancelled either
      const both = await c.post(`${API}/cancel`, { orderIds: [open.orderId, paid.orderId] });
      expect(both.statusCode).toBe(400);
      const left = (await c.get(API)).json().orders as { orders: { id: string; total: number }[] }[];
      const orders = left.flatMap((g) => g.orders);
      expect(orders.map((o) => o.id).sort()).toEqual([paid.orderId, open.orderId].sort());
      expect(orders.find((o) => o.id === paid.orderId)?.total).toBe(paid.total);
      const invoices = (await c.get('/api/v1/invoices?type=today')).json().invoices as { total: number }[];
      expect(invoices.map((i) => i.total)).toEqual([paid.total]);
      expect((await c.post(`${API}/cancel`, { orderIds: [open.orderId] })).statusCode).toBe(200);
    });
  });
}
