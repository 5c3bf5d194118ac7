import { aRow } from '@tavola/shared/test-support/index';
import { describe, expect, it } from 'vitest';
import { deliveryDetails, groupOrders, mapLink } from './orders-data.ts';

const order = (id: string, tableId: string | null, createdAt: number) =>
  aRow('orders', { id, tableId, createdAt, tokenNo: id });

describe('groupOrders (document 2: cards per table, or Delivery without a table)', () => {
  it('groups per table in title order, oldest order first, and puts orders without a table under Delivery last', () => {
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
    expect(groups.map((g) => [g.title, g.floor, g.orders.map((o) => o.order.id)])).toEqual([
      ['T2', 'Rooftop', ['d', 'c']],
      ['T10', 'Ground', ['b']],
      ['Delivery', null, ['e', 'a']],
    ]);
    expect(groups[0]?.orders[0]?.items.map((i) => i.id)).toEqual(['l1', 'l2']);
  });
});

describe('delivery details', () => {
  it('builds the map link from lat and lng, and prefers the saved delivery info', () => {
    expect(mapLink(12.97, 77.59)).toBe('https://www.google.com/maps?q=12.97,77.59');
    expect(mapLink(null, 77.59)).toBeNull();
    const o = aRow('orders', { customerName: 'Asha' });
    const customer = aRow('customers', { name: 'Asha K', phone: '98450', address: 'Old Rd', lat: 1, lng: 2 });
    const info = aRow('deliveryInfo', {
      address: '12 MG Road',
      landmark: 'Near the park',
      lat: 12.5,
      lng: 77.5,
    });
    expect(deliveryDetails(o, customer, info)).toEqual({
      name: 'Asha K',
      phone: '9876543210',
      address: '12 MG Road',
      landmark: 'Near the park',
      mapUrl: 'https://www.google.com/maps?q=12.5,77.5',
    });
    expect(deliveryDetails(o, undefined, undefined)).toMatchObject({ name: 'Asha', mapUrl: null });
  });
});
