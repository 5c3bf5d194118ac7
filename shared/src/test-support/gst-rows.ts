/** GST documents' test rows (GST3, GST9): an order line taxed as a restaurant's GST line. */
import type { RowOf } from '../sync/rows.ts';
import { aRow } from './sync.ts';

/** Line l1 of order o1: 3 Thalis at 4,000.00, 5% GST on top, HSN 996331 (restaurant service). */
export const aThaliLine = (overrides: Partial<RowOf<'orderItems'>> = {}): RowOf<'orderItems'> =>
  aRow('orderItems', {
    id: 'l1',
    orderId: 'o1',
    itemTitle: 'Thali',
    unitPrice: 400000,
    quantity: 3,
    taxRate: 50_000,
    taxType: 'exclusive',
    taxKind: 'gst',
    hsn: '996331',
    ...overrides,
  });
