import { describe, expect, it } from 'vitest';
import { money } from '../money/money.ts';
import { aMenuItem, anAddon, aVariant } from '../test-support/builders.ts';
import { priceFromMenu, unitPrice } from './unit-price.ts';

describe('unit price', () => {
  it('[CART1] a variant price replaces the base price', () => {
    expect(unitPrice(money(25000), money(30000), [])).toBe(30000);
    expect(unitPrice(money(25000), money(20000), [])).toBe(20000);
  });

  it('[CART2] addons add on top of the base or variant price', () => {
    expect(unitPrice(money(25000), null, [money(4000), money(1500)])).toBe(30500);
    expect(unitPrice(money(25000), money(30000), [money(4000)])).toBe(34000);
  });
});

describe('priceFromMenu', () => {
  const large = aVariant({ id: 'v-large', price: money(30000) });
  const small = aVariant({ id: 'v-small', price: money(18000) });
  const cheese = anAddon({ id: 'a-cheese', price: money(4000) });
  const olives = anAddon({ id: 'a-olives', price: money(2500) });
  const pizza = aMenuItem({ price: money(25000), variants: [large, small], addons: [cheese, olives] });

  it('[CART8] prices a variant with addons from the current menu', () => {
    const r = priceFromMenu(pizza, { variantId: 'v-small', addonIds: ['a-cheese', 'a-olives'] });
    expect(r).toMatchObject({ ok: true, unitPrice: 24500 });
  });

  it('[CART8] counts a repeated addon once', () => {
    const r = priceFromMenu(pizza, { variantId: 'v-large', addonIds: ['a-cheese', 'a-cheese'] });
    expect(r).toMatchObject({ ok: true, unitPrice: 34000 });
  });

  it('[CART8] an item without variants is priced at its base price', () => {
    const plain = aMenuItem({ price: money(12000), addons: [cheese] });
    expect(priceFromMenu(plain, { variantId: null, addonIds: [] })).toMatchObject({
      ok: true,
      unitPrice: 12000,
    });
  });

  it.each([
    ['ITEM_NOT_FOUND', undefined, { variantId: null, addonIds: [] }],
    ['VARIANT_REQUIRED', pizza, { variantId: null, addonIds: [] }],
    ['VARIANT_NOT_FOUND', pizza, { variantId: 'v-gone', addonIds: [] }],
    ['ADDON_NOT_FOUND', pizza, { variantId: 'v-large', addonIds: ['a-gone'] }],
  ] as const)('[CART8] rejects with %s', (code, item, choice) => {
    expect(priceFromMenu(item, choice)).toMatchObject({ ok: false, code });
  });
});
