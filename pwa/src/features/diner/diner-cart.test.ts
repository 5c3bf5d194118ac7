import { CART_LIMITS } from '@tavola/shared';
import { describe, expect, it } from 'vitest';
import { addLine, cartSummary, newLine, orderItems, priceCart, stepLine } from './diner-cart.ts';
import { menuItemsOf } from './diner-menu.ts';
import { aMenu } from './diner-test-kit.ts';
import { pendingText } from './order-status-dialog.tsx';
import { breakdownRows } from './order-summary.tsx';
import { carouselStep } from './orders-carousel.tsx';

const answer = aMenu;
const items = new Map(menuItemsOf(answer).map((i) => [i.id, i]));

describe('the diner cart', () => {
  it('[CART1][CART2] a line is priced from the menu: the variant replaces the price, addons add on', () => {
    const lines = [newLine('bc', { variantId: 'lg', addonIds: ['naan', 'rice'] })];
    const cart = priceCart(items, lines);
    expect(cart.lines[0]).toMatchObject({
      quantity: 1,
      notes: null,
      title: 'Butter Chicken',
      variantTitle: 'Large',
      addonTitles: ['Butter Naan', 'Jeera Rice'],
      unitPrice: 60_000,
    });
    expect(cart.mrp).toBe(60_000);
  });

  it('[CART6] adding the same choice again raises the quantity; going to 0 removes the line', () => {
    const a = newLine('bc', { variantId: 'reg', addonIds: ['naan'] });
    let lines = addLine(addLine([], a), newLine('bc', { variantId: 'reg', addonIds: ['naan'] }));
    lines = addLine(lines, newLine('dal', { variantId: null, addonIds: [] }));
    expect(lines.map((l) => l.quantity)).toEqual([2, 1]);
    expect(priceCart(items, lines)).toMatchObject({ count: 3, mrp: 2 * 38_000 + 24_000 });
    lines = stepLine(stepLine(lines, a.key, -1), a.key, -1);
    expect(lines.map((l) => l.itemId)).toEqual(['dal']);
  });

  it('[CART6] a diner line stops at 99', () => {
    const dal = newLine('dal', { variantId: null, addonIds: [] });
    const lines = stepLine([{ ...dal, quantity: CART_LIMITS.dinerQuantityMax }], dal.key, 1);
    expect(lines[0]?.quantity).toBe(CART_LIMITS.dinerQuantityMax);
  });

  it('[CART8] a line whose item or variant left the menu is neither shown nor sent', () => {
    const lines = [
      newLine('gone', { variantId: null, addonIds: [] }),
      newLine('bc', { variantId: 'old', addonIds: [] }),
      newLine('dal', { variantId: null, addonIds: [] }),
    ];
    const cart = priceCart(items, lines);
    expect(orderItems(cart.lines)).toEqual([
      { itemId: 'dal', variantId: null, addonIds: [], quantity: 1, notes: null },
    ]);
  });

  it('[FEE1][FEE7] the breakdown taxes each item by its own tax: GST on the chicken only, then the fees', () => {
    const cart = priceCart(items, [
      newLine('bc', { variantId: 'reg', addonIds: [] }),
      newLine('dal', { variantId: null, addonIds: [] }),
    ]);
    expect(cart).toMatchObject({ mrp: 56_000, payable: 57_600 }); // 5% GST of 320.00 on top; Dal untaxed
    const s = cartSummary(cart, 'online', answer.fees);
    expect(breakdownRows(s)).toEqual([
      ['GST', 1_600],
      ['Platform fee', 1_680],
      ['GST on platform fee', 302],
      ['Processing fee', 1_582], // 2.655% of 576.00 + 16.80 + 3.02 = 595.82
    ]);
    expect(s.total).toBe(57_600 + 1_680 + 302 + 1_582);
  });
});

describe('diner helpers', () => {
  it('the carousel wraps only with more than 3 orders', () => {
    expect(carouselStep(2, 3, 1)).toBe(2);
    expect(carouselStep(0, 3, -1)).toBe(0);
    expect(carouselStep(3, 4, 1)).toBe(0);
    expect(carouselStep(0, 4, -1)).toBe(3);
  });

  it('[OS9] pending cash waits for the store; pending online says the transaction failed', () => {
    expect(pendingText('AppCash', 'cash')).toBe('Waiting for store to accept your order...');
    expect(pendingText('App', 'cash')).toBe('Waiting for store to accept your order...');
    expect(pendingText('AppOnline', 'online')).toBe(
      'Online Transaction failed, Please proceed to the payment counter',
    );
  });
});
