import { describe, expect, it } from 'vitest';
import { aRow } from '../test-support/index.ts';
import { groupOrders, ordersTotals, paymentCovers } from './order-groups.ts';

const order = (id: string, tableId: string | null, createdAt: number) =>
  aRow('orders', { id, tableId, createdAt, tokenNo: id });

describe('order groups', () => {
  it('[OS10] one card per table in title order, then one Delivery card per table-less order, oldest first', () => {
    const tables = [
      aRow('storeTables', { id: 't10', tableTitle: 'T10', floor: 'Ground' }),
      aRow('storeTables', { id: 't2', tableTitle: 'T2', floor: 'Rooftop' }),
    ];
    const groups = groupOrders(
      [
        order('a', null, 3),
        order('b', 't10', 2),
        order('c', 't2', 5),
        order('d', 't2', 1),
        order('e', null, 1),
      ],
      [
        aRow('orderItems', { id: 'l2', orderId: 'd', createdAt: 9 }),
        aRow('orderItems', { id: 'l1', orderId: 'd', createdAt: 1 }),
      ],
      tables,
    );
    expect(groups.map((g) => [g.key, g.title, g.floor, g.orders.map((o) => o.order.id)])).toEqual([
      ['t2', 'T2', 'Rooftop', ['d', 'c']],
      ['t10', 'T10', 'Ground', ['b']],
      ['delivery:e', 'Delivery', null, ['e']],
      ['delivery:a', 'Delivery', null, ['a']],
    ]);
    expect(groups[0]?.orders[0]?.items.map((i) => i.id)).toEqual(['l1', 'l2']);
  });

  it('[WHO8] a table-less take-away card is headed Take Away; delivery and QR menu orders Delivery', () => {
    const titles = groupOrders(
      [
        aRow('orders', { id: 'a', tableId: null, createdAt: 1, deliveryType: 'takeaway' }),
        aRow('orders', { id: 'b', tableId: null, createdAt: 2, deliveryType: 'delivery' }),
        aRow('orders', { id: 'c', tableId: null, createdAt: 3, deliveryType: 'AppCash' }),
      ],
      [],
      [],
    ).map((g) => g.title);
    expect(titles).toEqual(['Take Away', 'Delivery', 'Delivery']);
  });

  it('[OS11] a group payment covers the pending orders, or all when all are paid; totals are sums', () => {
    const paid = aRow('orders', { id: 'p', paymentStatus: 'paid', subTotal: 100, taxTotal: 5, total: 105 });
    const pending = aRow('orders', {
      id: 'q',
      paymentStatus: 'pending',
      subTotal: 200,
      taxTotal: 10,
      total: 210,
    });
    expect(paymentCovers([paid, pending]).map((o) => o.id)).toEqual(['q']);
    expect(paymentCovers([paid]).map((o) => o.id)).toEqual(['p']);
    expect(ordersTotals([paid, pending])).toEqual({ subTotal: 300, taxTotal: 15, feeTotal: 0, total: 315 });
  });
});
