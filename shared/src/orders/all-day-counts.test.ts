import { describe, expect, it } from 'vitest';
import { allDayCounts, type KitchenLineState, ticketBump, ticketNextStep } from './all-day-counts.ts';

let seq = 0;
const aLine = (overrides: Partial<KitchenLineState> = {}): KitchenLineState => ({
  id: `line-${++seq}`,
  itemId: 'butter-chicken',
  itemTitle: 'Butter Chicken',
  variantId: null,
  variantTitle: null,
  quantity: 1,
  status: 'created',
  ...overrides,
});

describe('all-day counts (KDS2)', () => {
  it('[KDS2] sums the open quantity of each item across tickets, most first', () => {
    const chai = { itemId: 'chai', itemTitle: 'Masala Chai' };
    const [board] = allDayCounts([
      aLine({ quantity: 3 }),
      aLine({ quantity: 2, status: 'preparing' }),
      aLine({ quantity: 2, status: 'completed' }),
      aLine({ ...chai, quantity: 1 }),
    ]);
    expect(board?.station).toBeNull();
    expect(board?.counts.map((c) => [c.itemTitle, c.count])).toEqual([
      ['Butter Chicken', 7],
      ['Masala Chai', 1],
    ]);
  });

  it('[KDS2] leaves out delivered and cancelled lines, and says nothing when none is open', () => {
    expect(allDayCounts([aLine({ status: 'delivered' }), aLine({ status: 'cancelled' })])).toEqual([]);
    const [board] = allDayCounts([aLine({ quantity: 4, status: 'delivered' }), aLine({ quantity: 2 })]);
    expect(board?.counts.map((c) => c.count)).toEqual([2]);
  });

  it('[KDS2] counts each variant apart, ties by name', () => {
    const half = { variantId: 'half', variantTitle: 'Half' };
    const full = { variantId: 'full', variantTitle: 'Full' };
    const [board] = allDayCounts([
      aLine({ ...half, quantity: 2 }),
      aLine({ ...full, quantity: 2 }),
      aLine(half),
    ]);
    expect(board?.counts.map((c) => [c.variantTitle, c.count])).toEqual([
      ['Half', 3],
      ['Full', 2],
    ]);
  });
});

describe('ticket bump (KDS3)', () => {
  it('[KDS3] moves the least advanced open lines one step; the others wait', () => {
    const lines = [
      aLine({ id: 'a', status: 'created' }),
      aLine({ id: 'b', status: 'preparing' }),
      aLine({ id: 'c', status: 'created' }),
      aLine({ id: 'd', status: 'delivered' }),
    ];
    expect(ticketBump(lines)).toEqual([
      { itemId: 'a', next: 'preparing' },
      { itemId: 'c', next: 'preparing' },
    ]);
    expect(ticketNextStep(lines)).toBe('Start Making');
  });

  it('[KDS3] walks a ticket through Complete and Delivered, and has nothing to do when all are done', () => {
    const ready = [aLine({ id: 'a', status: 'completed' }), aLine({ id: 'b', status: 'cancelled' })];
    expect(ticketBump(ready)).toEqual([{ itemId: 'a', next: 'delivered' }]);
    expect(ticketNextStep([aLine({ status: 'preparing' })])).toBe('Complete');
    expect(ticketBump([aLine({ status: 'delivered' })])).toEqual([]);
    expect(ticketNextStep([aLine({ status: 'cancelled' })])).toBeNull();
  });
});
