import { describe, expect, it } from 'vitest';
import { aCartLine } from '../test-support/builders.ts';
import {
  addCartLine,
  cartLineKey,
  changeLineQuantity,
  normalizeNotes,
  removeCartLine,
  setLineQuantity,
} from './cart-lines.ts';
import { CART_LIMITS, CART_MESSAGES } from './limits.ts';

describe('cart lines', () => {
  it('[CART6] the same item, variant and addon set is one line', () => {
    expect(cartLineKey({ itemId: 'i', variantId: 'v', addonIds: ['b', 'a'] })).toBe(
      cartLineKey({ itemId: 'i', variantId: 'v', addonIds: ['a', 'b', 'a'] }),
    );
    expect(cartLineKey({ itemId: 'i', variantId: null, addonIds: [] })).not.toBe(
      cartLineKey({ itemId: 'i', variantId: 'v', addonIds: [] }),
    );
  });

  it('[CART6] adding a repeat raises the quantity instead of adding a line', () => {
    const line = aCartLine({ itemId: 'i1' });
    const cart = addCartLine(addCartLine([], line), { ...line, quantity: 2 });
    expect(cart).toHaveLength(1);
    expect(cart[0]?.quantity).toBe(3);
  });

  it('[CART6] plus and minus change the quantity; down to zero removes the line', () => {
    const a = aCartLine({ itemId: 'a' });
    const b = aCartLine({ itemId: 'b' });
    let cart = [a, b];
    cart = changeLineQuantity(cart, a.key, +1);
    expect(cart[0]?.quantity).toBe(2);
    cart = changeLineQuantity(cart, a.key, -1);
    cart = changeLineQuantity(cart, a.key, -1);
    expect(cart.map((l) => l.key)).toEqual([b.key]);
    expect(setLineQuantity(cart, b.key, 0)).toEqual([]);
    expect(removeCartLine([a, b], a.key)).toEqual([b]);
  });

  it('[CART6] quantity is capped at the limit', () => {
    const a = aCartLine({ itemId: 'a', quantity: CART_LIMITS.dinerQuantityMax });
    expect(changeLineQuantity([a], a.key, 1, CART_LIMITS.dinerQuantityMax)[0]?.quantity).toBe(99);
    expect(setLineQuantity([a], a.key, 5000)[0]?.quantity).toBe(CART_LIMITS.posQuantityMax);
  });

  it('[CART7] notes are trimmed, blank is null, at most 100 characters', () => {
    expect(normalizeNotes('  no onions ')).toEqual({ ok: true, notes: 'no onions' });
    expect(normalizeNotes('   ')).toEqual({ ok: true, notes: null });
    expect(normalizeNotes(null)).toEqual({ ok: true, notes: null });
    expect(normalizeNotes('x'.repeat(100))).toEqual({ ok: true, notes: 'x'.repeat(100) });
    expect(normalizeNotes('x'.repeat(101))).toEqual({ ok: false, message: CART_MESSAGES.notesTooLong });
  });
});
