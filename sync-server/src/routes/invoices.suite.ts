/** The invoices REST adapters on SQLite (invoices.test.ts) and PostgreSQL (invoices.pg.test.ts): rows seeded as a sync would. */
import { aRow } from '@tavola/shared/test-support/index';
import { expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { scoped } from '../db/tenant-scope.ts';
import { useAppHarness } from '../test-support/app-harness.ts';

const API = '/api/v1/invoices';
const DAY = 86_400_000;

export function invoicesSuite(open: OpenTestDatabase) {
  const { start, signedIn, addStaff } = useAppHarness(open);

  it('lists by preset, searches, and returns the orders with their lines', async () => {
    const h = await start();
    const { c, user } = await signedIn(h);
    const { t } = h.database;
    const s = scoped(h.database, user.tenant_id);
    const now = h.clock.now;
    await s.insert(t.orders, [
      aRow('orders', { id: 'o1', tokenNo: '7', total: 51700, createdAt: now }),
      aRow('orders', { id: 'o2', tokenNo: '8', total: 5500, createdAt: now - DAY }),
    ]);
    await s.insert(t.orderItems, [
      {
        ...aRow('orderItems', {
          id: 'l1',
          orderId: 'o1',
          itemTitle: 'Margherita',
          quantity: 2,
          unitPrice: 22000,
        }),
        addons: [],
      },
    ]);
    await s.insert(t.invoices, [
      aRow('invoices', { id: 'inv-1', createdAt: now, total: 51700, customerId: null, deliveryType: null }),
      aRow('invoices', { id: 'inv-2', createdAt: now - DAY, total: 5500, customerId: 'x', name: 'Asha' }),
    ]);
    await s.insert(t.invoiceOrders, [
      aRow('invoiceOrders', { id: 'inv-1:o1', invoiceId: 'inv-1', orderId: 'o1' }),
      aRow('invoiceOrders', { id: 'inv-2:o2', invoiceId: 'inv-2', orderId: 'o2' }),
    ]);
    const today = (await c.get(`${API}?type=today`)).json().invoices;
    expect(today).toEqual([
      expect.objectContaining({
        invoice_id: 'inv-1',
        total: 51700,
        delivery_type: null,
        customer_id: null,
        orders: [{ order_id: 'o1', token_no: '7' }],
      }),
    ]);
    const yesterday = (await c.get(`${API}?type=yesterday`)).json().invoices;
    expect(yesterday.map((i: { invoice_id: string }) => i.invoice_id)).toEqual(['inv-2']);
    expect((await c.get(`${API}/search?q=asha`)).json().invoices).toHaveLength(1);
    expect((await c.get(`${API}/search?q=`)).json().invoices).toEqual([]);
    const orders = (await c.post(`${API}/orders`, { orderIds: ['o1'] })).json().orders;
    expect(orders).toEqual([
      expect.objectContaining({
        order_id: 'o1',
        token_no: '7',
        items: [expect.objectContaining({ title: 'Margherita', quantity: 2, price: 22000 })],
      }),
    ]);
    expect((await c.post(`${API}/orders`, { orderIds: [] })).statusCode).toBe(400);
    const cashier = (await signedIn(h, await addStaff(h, user.tenant_id, 'POS'))).c;
    expect((await cashier.get(`${API}?type=today`)).statusCode).toBe(403);
    const other = (await signedIn(h)).c;
    expect((await other.get(`${API}?type=today`)).json().invoices).toEqual([]);
  });
}
