import { describe, expect, it } from 'vitest';
import { aRow } from '../test-support/index.ts';
import { orderMatches, orderReference } from './order-reference.ts';

const ID = '0193a4f2-7c1e-7d3a-9b2f-3c4d5e6fa1b2';

describe('order reference', () => {
  it('[WHO1] is the last six letters or digits of the id, upper case, the same on every device', () => {
    expect(orderReference(ID)).toBe('6FA1B2');
    // two orders of the same minute share the clock part of a UUIDv7, never the reference
    expect(orderReference('0193a4f2-7c1e-7d3a-9b2f-3c4d5e000001')).not.toBe(orderReference(ID));
  });

  it('[WHO2] the search finds an order by its token, its reference (any case, with #), name or phone', () => {
    const order = aRow('orders', {
      id: ID,
      tokenNo: '17',
      customerName: 'Asha Rao',
      customerPhone: '9845012345',
    });
    for (const q of ['', '  ', '17', '6FA1B2', '#6fa1b2', '6fa', 'asha', '45012']) {
      expect(orderMatches(order, q), q).toBe(true);
    }
    for (const q of ['1', '7', '6F', 'FA1B2X', 'Ravi', '1111']) {
      expect(orderMatches(order, q), q).toBe(false);
    }
  });
});
