import { aRow } from '@tavola/shared/test-support/index';
import { describe, expect, it } from 'vitest';
import { deliveryDetails, mapLink } from './orders-data.ts';

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

  it('[WHO7] a QR menu order shows the name, phone, address and map point the diner gave with it', () => {
    const o = aRow('orders', {
      customerType: 'QRMENU',
      customerName: 'Asha Rao',
      customerPhone: '9845012345',
      deliveryAddress: '12 MG Road',
      deliveryLandmark: 'Near the bank',
      deliveryLat: 12.97,
      deliveryLng: 77.59,
    });
    expect(deliveryDetails(o, undefined, undefined)).toEqual({
      name: 'Asha Rao',
      phone: '9845012345',
      address: '12 MG Road',
      landmark: 'Near the bank',
      mapUrl: 'https://www.google.com/maps?q=12.97,77.59',
    });
  });
});
