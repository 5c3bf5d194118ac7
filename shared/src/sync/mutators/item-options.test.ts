import { describe, expect, it } from 'vitest';
import { aMutatorContext, T0 } from '../../test-support/sync.ts';
import { aShopState, run, SHOP } from '../../test-support/sync-shop.ts';

const shop = aShopState();
const later = aMutatorContext({ now: T0 + 1000 });
const invalid = (message: string) => ({ ok: false, code: 'VALIDATION', message });
const NOTHING = { ok: true, writes: [] };

describe.each([
  ['variant', 'variants', SHOP.large.id, 'variant', 'VARIANT_NOT_FOUND', 'Variant not found!'],
  ['addon', 'addons', SHOP.cheese.id, 'addon', 'ADDON_NOT_FOUND', 'Addon not found!'],
] as const)('%s.*.v1', (kind, table, existing, word, code, notFound) => {
  const create = `${kind}.create.v1`;
  const update = `${kind}.update.v1`;
  const remove = `${kind}.delete.v1`;

  it('[SET4] creates an option of a live item; an empty price is 0', () => {
    const { state } = run(shop, create, { id: 'o1', itemId: 'pizza', title: ' Medium ', price: '' }, later);
    expect(state[table]?.o1).toEqual({
      id: 'o1',
      itemId: 'pizza',
      title: 'Medium',
      price: 0,
      createdAt: T0 + 1000,
      updatedAt: T0 + 1000,
    });
  });

  it('[SET4] [SYNC17] an option of a missing item is refused', () => {
    expect(run(shop, create, { id: 'o1', itemId: 'ghost', title: 'Medium', price: 1 }).decision).toEqual({
      ok: false,
      code: 'MENU_ITEM_NOT_FOUND',
      message: 'Item not found!',
    });
  });

  it('[VAL8] the spec texts', () => {
    const base = { id: 'o1', itemId: 'pizza', title: 'Medium', price: 100 };
    expect(run(shop, create, { ...base, title: '' }).decision).toEqual(
      invalid(`Please provide ${word} title!`),
    );
    expect(run(shop, create, { ...base, price: -5 }).decision).toEqual(
      invalid(`Please provide valid ${word} price!`),
    );
    expect(run(shop, update, { ...base, id: existing, price: 'x' }).decision).toEqual(
      invalid(`Please provide valid ${word} price!`),
    );
  });

  it('[SET4] update changes title and price of an option of that item only', () => {
    const { state } = run(shop, update, { id: existing, itemId: 'pizza', title: 'XL', price: 999 }, later);
    expect(state[table]?.[existing]).toMatchObject({ title: 'XL', price: 999, updatedAt: T0 + 1000 });
    expect(run(shop, update, { id: existing, itemId: 'cola', title: 'XL', price: 1 }).decision).toEqual({
      ok: false,
      code,
      message: notFound,
    });
  });

  it('[SET4] delete tombstones an option of that item; anything else is a no-op', () => {
    expect(run(shop, remove, { id: existing, itemId: 'pizza' }).decision).toEqual({
      ok: true,
      writes: [{ table, op: 'del', id: existing }],
    });
    expect(run(shop, remove, { id: existing, itemId: 'cola' }).decision).toEqual(NOTHING);
    expect(run(shop, remove, { id: 'ghost', itemId: 'pizza' }).decision).toEqual(NOTHING);
  });
});

describe('menu-item.set-image.v1', () => {
  const hash = 'a'.repeat(64);

  it('[SET6] sets and clears the image hash of a live item', () => {
    const { state } = run(shop, 'menu-item.set-image.v1', { id: 'pizza', imageHash: hash }, later);
    expect(state.menuItems?.pizza).toMatchObject({ imageHash: hash, price: 25000, updatedAt: T0 + 1000 });
    expect(
      run(state, 'menu-item.set-image.v1', { id: 'pizza', imageHash: null }).state.menuItems?.pizza,
    ).toMatchObject({ imageHash: null });
    expect(run(shop, 'menu-item.set-image.v1', { id: 'pizza', imageHash: null }).decision).toEqual(NOTHING);
  });

  it('[SET6] refuses a hash that is not SHA-256 hex and a missing item', () => {
    expect(run(shop, 'menu-item.set-image.v1', { id: 'pizza', imageHash: '../x' }).decision).toEqual(
      invalid('Invalid request!'),
    );
    expect(run(shop, 'menu-item.set-image.v1', { id: 'ghost', imageHash: hash }).decision).toMatchObject({
      code: 'MENU_ITEM_NOT_FOUND',
    });
  });
});
