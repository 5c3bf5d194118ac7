import { describe, expect, it } from 'vitest';
import { money } from '../money/money.ts';
import { cheapestVariant } from './cheapest-variant.ts';
import type { MenuVariant } from './menu.ts';

const variant = (id: string, price: number): MenuVariant => ({
  id,
  itemId: 'i',
  title: id,
  price: money(price),
});

describe('the preselected variant', () => {
  it('[CART11] is the cheapest, not the first alphabetically', () => {
    const variants = [variant('Full', 45_000), variant('Half', 32_000), variant('Quarter', 40_000)];
    expect(cheapestVariant({ variants })?.id).toBe('Half');
  });

  it('[CART11] of equal prices, the first in the menu order; no variants, none', () => {
    expect(cheapestVariant({ variants: [variant('A', 100), variant('B', 100)] })?.id).toBe('A');
    expect(cheapestVariant({ variants: [] })).toBeNull();
  });
});
