import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEE_CONFIG } from '../../fees/diner-fees.ts';
import { aMutatorContext, aTokenBlock, DAY0, T0 } from '../../test-support/sync.ts';
import { aShopState, createOrderWire, run } from '../../test-support/sync-shop.ts';
import { applyWrites, loadFromState, type SyncState } from '../apply.ts';
import { menuItemOf, menuReads } from './menu-rows.ts';
import { createDinerOrder, dinerCreateArgs } from './order-diner-create.ts';

const shop = aShopState();
const later = aMutatorContext({ now: T0 + 1000 });
const staff = (scope: string) => aMutatorContext({ actor: { role: 'staff', scope, userId: `u-${scope}` } });
const fields = { title: 'Calzone', price: 32000, netPrice: '', categoryId: null, taxId: 'gst' };
const card = { description: ' Folded, with ricotta ', diet: 'veg', allergens: ['milk', 'gluten', 'milk'] };

const soldOut = (state: SyncState, id: string, on: boolean) =>
  run(state, 'menu-item.set-sold-out.v1', { id, soldOut: on }, later);

describe('menu item cards', () => {
  it('[CARD1][CARD2] a new item keeps its description, diet and allergens in the list order', () => {
    const { state } = run(shop, 'menu-item.create.v1', { id: 'calzone', ...fields, ...card }, later);
    expect(state.menuItems?.calzone).toMatchObject({
      description: 'Folded, with ricotta',
      diet: 'veg',
      allergens: 'gluten,milk',
      soldOut: false,
    });
    const loaded = loadFromState(state, menuReads(['calzone']));
    expect(menuItemOf(loaded, 'calzone')?.card).toEqual({
      description: 'Folded, with ricotta',
      diet: 'veg',
      allergens: ['gluten', 'milk'],
      soldOut: false,
    });
  });

  it('[CARD4] an update that leaves the card fields out keeps them; blank ones clear them', () => {
    const made = run(shop, 'menu-item.create.v1', { id: 'calzone', ...fields, ...card }, later).state;
    const renamed = run(made, 'menu-item.update.v1', {
      id: 'calzone',
      ...fields,
      title: 'Big calzone',
    }).state;
    expect(renamed.menuItems?.calzone).toMatchObject({
      title: 'Big calzone',
      diet: 'veg',
      allergens: 'gluten,milk',
    });
    const cleared = run(renamed, 'menu-item.update.v1', {
      id: 'calzone',
      ...fields,
      description: '',
      diet: '',
      allergens: [],
    }).state;
    expect(cleared.menuItems?.calzone).toMatchObject({ description: null, diet: null, allergens: '' });
  });

  it('[CARD1][CARD2] refuses an unknown diet or allergen with the card texts', () => {
    const bad = (o: Record<string, unknown>) =>
      run(shop, 'menu-item.create.v1', { id: 'calzone', ...fields, ...o }).decision;
    expect(bad({ diet: 'vegan' })).toMatchObject({
      ok: false,
      message: 'Please select veg, non-veg or egg!',
    });
    expect(bad({ allergens: ['gluten', 'kale'] })).toMatchObject({
      ok: false,
      message: 'Please select allergens from the list!',
    });
  });

  it('[CARD3][CARD4] the sold-out switch flips the item and back; an update leaves it alone', () => {
    const off = soldOut(shop, 'pizza', true).state;
    expect(off.menuItems?.pizza).toMatchObject({ soldOut: true, updatedAt: T0 + 1000 });
    const edited = run(off, 'menu-item.update.v1', { id: 'pizza', ...fields }).state;
    expect(edited.menuItems?.pizza?.soldOut).toBe(true);
    expect(soldOut(edited, 'pizza', false).state.menuItems?.pizza?.soldOut).toBe(false);
    expect(soldOut(shop, 'pizza', false).decision).toEqual({ ok: true, writes: [] });
    expect(soldOut(shop, 'gone', true).decision).toMatchObject({ ok: false, message: 'Item not found!' });
  });

  it('[CARD5] a cashier (POS) or a manager (SETTINGS) may flip it; a kitchen may not', () => {
    const args = { id: 'pizza', soldOut: true };
    expect(run(shop, 'menu-item.set-sold-out.v1', args, staff('POS')).decision.ok).toBe(true);
    expect(run(shop, 'menu-item.set-sold-out.v1', args, staff('SETTINGS')).decision.ok).toBe(true);
    expect(run(shop, 'menu-item.set-sold-out.v1', args, staff('KITCHEN,ORDERS')).decision).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
  });

  it('[CARD6] a diner order naming a sold-out item is refused, naming it; a till order is not', () => {
    const off = soldOut(shop, 'cola', true).state;
    const wire = {
      id: 'order-d1',
      tokenNo: '7',
      businessDay: DAY0,
      dinerId: 'diner-1',
      tableId: 't1',
      deliveryType: 'AppCash',
      paymentMethod: 'cash',
      cart: [
        { itemId: 'pizza', variantId: 'pizza-small', addonIds: [], quantity: 1, notes: null },
        { itemId: 'cola', variantId: null, addonIds: [], quantity: 1, notes: null },
      ],
      itemIds: ['dl-1', 'dl-2'],
      fees: DEFAULT_FEE_CONFIG,
    };
    const args = v.parse(dinerCreateArgs, wire);
    const ctx = aMutatorContext({ deviceCode: '', leases: [aTokenBlock({ start: 7, end: 7 })] });
    const decide = (state: SyncState) =>
      createDinerOrder.decide(loadFromState(state, createDinerOrder.reads(args)), args, ctx);
    expect(decide(off)).toEqual({
      ok: false,
      code: 'SOLD_OUT',
      message: 'Sorry, Cola is sold out. Please remove it from your cart.',
    });
    const onSale = decide(shop);
    expect(onSale.ok).toBe(true);
    if (onSale.ok) expect(applyWrites(shop, onSale.writes).orders?.['order-d1']).toBeDefined();
    expect(run(off, 'order.create.v1', createOrderWire()).decision.ok).toBe(true);
  });
});
