import { describe, expect, it } from 'vitest';
import { aMutatorContext, T0 } from '../../test-support/sync.ts';
import { aShopState, run, SHOP } from '../../test-support/sync-shop.ts';

const shop = aShopState();
const later = aMutatorContext({ now: T0 + 1000 });
const fields = { title: ' Calzone ', price: 32000, netPrice: '', categoryId: null, taxId: 'gst' };

describe('menu-item.create.v1', () => {
  it('[SYNC17] creates the item with the client id and no image', () => {
    const { state } = run(shop, 'menu-item.create.v1', { id: 'calzone', ...fields }, later);
    expect(state.menuItems?.calzone).toEqual({
      id: 'calzone',
      createdAt: T0 + 1000,
      updatedAt: T0 + 1000,
      title: 'Calzone',
      price: 32000,
      netPrice: null,
      categoryId: null,
      taxId: 'gst',
      imageHash: null,
      description: null,
      diet: null,
      allergens: '',
      soldOut: false,
      stationId: null,
      hsn: null,
      titleLocal: null,
    });
  });

  it('[SYNC11] creating an existing id writes nothing', () => {
    expect(run(shop, 'menu-item.create.v1', { id: 'pizza', ...fields }).decision).toEqual({
      ok: true,
      writes: [],
    });
  });

  it.each([
    [{ title: '  ' }, 'Please enter title!'],
    [{ price: -1 }, 'Please provide valid price!'],
    [{ price: undefined }, 'Please provide valid price!'],
    [{ id: '' }, 'Invalid request!'],
  ])('[SYNC3] VAL8 texts: %j', (overrides, message) => {
    expect(run(shop, 'menu-item.create.v1', { id: 'calzone', ...fields, ...overrides }).decision).toEqual({
      ok: false,
      code: 'VALIDATION',
      message,
    });
  });

  it('[SYNC4] menu items need SETTINGS', () => {
    const cashier = aMutatorContext({ actor: { role: 'staff', scope: 'POS', userId: 'u-1' } });
    const manager = aMutatorContext({ actor: { role: 'staff', scope: 'SETTINGS', userId: 'u-2' } });
    for (const name of ['menu-item.create.v1', 'menu-item.update.v1', 'menu-item.delete.v1']) {
      expect(run(shop, name, { id: 'pizza', ...fields }, cashier).decision).toMatchObject({
        code: 'FORBIDDEN',
      });
      expect(run(shop, name, { id: 'pizza', ...fields }, manager).decision.ok).toBe(true);
    }
  });
});

describe('menu-item.update.v1', () => {
  it('[SYNC17] replaces the fields and keeps the image and creation time', () => {
    const withImage = run(shop, 'menu-item.create.v1', { id: 'calzone', ...fields }).state;
    const imaged = {
      ...withImage,
      menuItems: { ...withImage.menuItems, calzone: { ...withImage.menuItems!.calzone!, imageHash: 'h1' } },
    };
    const { state } = run(
      imaged,
      'menu-item.update.v1',
      { id: 'calzone', ...fields, price: 33000, taxId: null },
      later,
    );
    expect(state.menuItems?.calzone).toMatchObject({
      price: 33000,
      taxId: null,
      imageHash: 'h1',
      createdAt: T0,
      updatedAt: T0 + 1000,
    });
  });

  it('[SYNC11] an update that changes nothing writes nothing', () => {
    const same = {
      id: 'pizza',
      title: 'Margherita',
      price: 25000,
      netPrice: null,
      categoryId: null,
      taxId: 'gst',
    };
    expect(run(shop, 'menu-item.update.v1', same).decision).toEqual({ ok: true, writes: [] });
  });

  it('[SYNC17] a deleted item is not revived', () => {
    expect(run(shop, 'menu-item.update.v1', { id: 'ghost', ...fields }).decision).toEqual({
      ok: false,
      code: 'MENU_ITEM_NOT_FOUND',
      message: 'Item not found!',
    });
  });
});

describe('menu-item.delete.v1', () => {
  it('[SYNC17] tombstones the item with its variants and addons', () => {
    const { decision, state } = run(shop, 'menu-item.delete.v1', { id: 'pizza' });
    expect(decision).toEqual({
      ok: true,
      writes: [
        { table: 'variants', op: 'del', id: SHOP.large.id },
        { table: 'variants', op: 'del', id: SHOP.small.id },
        { table: 'addons', op: 'del', id: SHOP.cheese.id },
        { table: 'menuItems', op: 'del', id: 'pizza' },
      ],
    });
    expect(state.menuItems?.pizza).toBeUndefined();
    expect(state.menuItems?.cola).toBeDefined();
  });

  it('[SYNC11] deleting an absent item writes nothing', () => {
    expect(run(shop, 'menu-item.delete.v1', { id: 'ghost' }).decision).toEqual({ ok: true, writes: [] });
  });
});
