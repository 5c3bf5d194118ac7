import { describe, expect, it } from 'vitest';
import { aMutatorContext, T0 } from '../../test-support/sync.ts';
import { aShopState, run, SHOP } from '../../test-support/sync-shop.ts';

const shop = aShopState();
const later = aMutatorContext({ now: T0 + 1000 });
const cashier = aMutatorContext({ actor: { role: 'staff', scope: 'POS', userId: 'u-1' } });
const manager = aMutatorContext({ actor: { role: 'staff', scope: 'SETTINGS', userId: 'u-2' } });
const rejected = (code: string, message: string) => ({ ok: false, code, message });
const invalid = (message: string) => rejected('VALIDATION', message);
const NOTHING = { ok: true, writes: [] };

describe('category.*.v1', () => {
  it('[SET1] creates a category with the client id, trimmed', () => {
    const { state } = run(shop, 'category.create.v1', { id: 'c1', title: ' Pizza ' }, later);
    expect(state.categories?.c1).toEqual({
      id: 'c1',
      title: 'Pizza',
      stationId: null,
      createdAt: T0 + 1000,
      updatedAt: T0 + 1000,
    });
  });

  it('[SET1] [SYNC11] creating an existing id writes nothing', () => {
    const once = run(shop, 'category.create.v1', { id: 'c1', title: 'Pizza' }).state;
    expect(run(once, 'category.create.v1', { id: 'c1', title: 'Other' }).decision).toEqual(NOTHING);
  });

  it('[VAL15] add says "Please provide Category Title!", update "Please provide title!"', () => {
    expect(run(shop, 'category.create.v1', { id: 'c1', title: ' ' }).decision).toEqual(
      invalid('Please provide Category Title!'),
    );
    expect(run(shop, 'category.create.v1', { id: 'c1' }).decision).toEqual(
      invalid('Please provide Category Title!'),
    );
    expect(run(shop, 'category.update.v1', { id: 'c1', title: '' }).decision).toEqual(
      invalid('Please provide title!'),
    );
  });

  it('[SET1] update renames a live category and refuses a deleted one', () => {
    const once = run(shop, 'category.create.v1', { id: 'c1', title: 'Pizza' }).state;
    const { state } = run(once, 'category.update.v1', { id: 'c1', title: 'Pizzas' }, later);
    expect(state.categories?.c1).toMatchObject({ title: 'Pizzas', createdAt: T0, updatedAt: T0 + 1000 });
    expect(run(once, 'category.update.v1', { id: 'c1', title: 'Pizza' }).decision).toEqual(NOTHING);
    const gone = run(once, 'category.delete.v1', { id: 'c1' }).state;
    expect(run(gone, 'category.update.v1', { id: 'c1', title: 'X' }).decision).toEqual(
      rejected('CATEGORY_NOT_FOUND', 'Category not found!'),
    );
  });

  it('[SET1] [SET2] delete tombstones the category and leaves its items naming it', () => {
    const withCategory = run(shop, 'category.create.v1', { id: 'c1', title: 'Pizza' }).state;
    const filed = run(withCategory, 'menu-item.update.v1', {
      id: 'pizza',
      title: 'Margherita',
      price: 25000,
      categoryId: 'c1',
      taxId: 'gst',
    }).state;
    const { decision, state } = run(filed, 'category.delete.v1', { id: 'c1' });
    expect(decision).toEqual({ ok: true, writes: [{ table: 'categories', op: 'del', id: 'c1' }] });
    expect(state.categories?.c1).toBeUndefined();
    expect(state.menuItems?.pizza).toMatchObject({ categoryId: 'c1' });
    expect(run(state, 'category.delete.v1', { id: 'c1' }).decision).toEqual(NOTHING);
  });
});

describe('tax.*.v1', () => {
  const gst = { id: 't1', title: 'CGST', rate: 2.5, type: 'exclusive' };

  it('[SET1] [MON7] creates a tax with its percent rate stored in ppm', () => {
    const { state } = run(shop, 'tax.create.v1', gst);
    expect(state.taxes?.t1).toMatchObject({ title: 'CGST', rate: 25_000, type: 'exclusive' });
    expect(run(shop, 'tax.create.v1', { ...gst, rate: '8.875' }).state.taxes?.t1).toMatchObject({
      rate: 88_750,
    });
  });

  it.each([
    ['tax.create.v1', { title: '' }, 'Provide Title!'],
    ['tax.update.v1', { id: 'gst', title: '' }, 'Please provide title!'],
    ['tax.create.v1', { rate: -1 }, 'Invalid value provided in Tax Rate!'],
    ['tax.create.v1', { rate: 'abc' }, 'Invalid value provided in Tax Rate!'],
    ['tax.create.v1', { rate: 1.23456 }, 'Invalid value provided in Tax Rate!'],
    ['tax.create.v1', { type: '' }, 'Select Tax Type!'],
    ['tax.update.v1', { id: 'gst', type: 'flat' }, 'Select Tax Type!'],
  ])('[VAL15] %s %j: %s', (name, overrides, message) => {
    expect(run(shop, name, { ...gst, ...overrides }).decision).toEqual(invalid(message));
  });

  it('[SET1] updates title, rate and type; a missing tax is refused', () => {
    const { state } = run(shop, 'tax.update.v1', { id: 'gst', title: 'GST', rate: 18, type: 'inclusive' });
    expect(state.taxes?.gst).toMatchObject({ title: 'GST', rate: 180_000, type: 'inclusive' });
    expect(run(shop, 'tax.update.v1', { ...gst, id: 'nope' }).decision).toEqual(
      rejected('TAX_NOT_FOUND', 'Tax not found!'),
    );
  });

  it('[SET2] deleting a tax leaves the item naming it, priced without tax', () => {
    const { state } = run(shop, 'tax.delete.v1', { id: 'gst' });
    expect(state.taxes?.gst).toBeUndefined();
    expect(state.menuItems?.pizza).toMatchObject({ taxId: 'gst' });
  });
});

describe('store-table.*.v1', () => {
  const table = { id: 't2', title: 'Patio 1', floor: 'Ground', seatingCapacity: 4 };

  it('[SET1] creates a table: title on the wire is tableTitle', () => {
    const { state } = run(shop, 'store-table.create.v1', { ...table, seatingCapacity: '6' });
    expect(state.storeTables?.t2).toMatchObject({
      tableTitle: 'Patio 1',
      floor: 'Ground',
      seatingCapacity: 6,
    });
  });

  it.each([
    [{ title: '' }, 'Please provide Title!'],
    [{ floor: ' ' }, "Please provide Floor or use '-'"],
    [{ seatingCapacity: '' }, "Please provide Seating Capacity or '0'"],
    [{ seatingCapacity: undefined }, "Please provide Seating Capacity or '0'"],
    [{ seatingCapacity: -1 }, "Please provide Valid Seating Capacity count or '0'"],
    [{ seatingCapacity: 2.5 }, "Please provide Valid Seating Capacity count or '0'"],
  ])('[VAL6] %j: %s', (overrides, message) => {
    for (const name of ['store-table.create.v1', 'store-table.update.v1'])
      expect(run(shop, name, { ...table, ...overrides }).decision).toEqual(invalid(message));
  });

  it("[SET1] updates a table; floor '-' and capacity 0 are allowed; delete tombstones it", () => {
    const { state } = run(shop, 'store-table.update.v1', {
      ...table,
      id: SHOP.table.id,
      floor: '-',
      seatingCapacity: 0,
    });
    expect(state.storeTables?.[SHOP.table.id]).toMatchObject({
      tableTitle: 'Patio 1',
      floor: '-',
      seatingCapacity: 0,
    });
    expect(run(shop, 'store-table.update.v1', table).decision).toEqual(
      rejected('STORE_TABLE_NOT_FOUND', 'Table not found!'),
    );
    expect(run(shop, 'store-table.delete.v1', { id: SHOP.table.id }).state.storeTables).toEqual({});
  });
});

describe('payment-type.*.v1', () => {
  it('[SET1] [VAL15] creates an active payment type by default', () => {
    const { state } = run(shop, 'payment-type.create.v1', { id: 'upi', title: 'UPI' });
    expect(state.paymentTypes?.upi).toMatchObject({ title: 'UPI', isActive: true });
    expect(run(shop, 'payment-type.create.v1', { id: 'upi', title: '' }).decision).toEqual(
      invalid('Please provide Payment Type Title!'),
    );
    expect(run(shop, 'payment-type.update.v1', { id: 'cash', title: '' }).decision).toEqual(
      invalid('Please provide title!'),
    );
  });

  it('[SET1] the switch flips isActive only; it needs a boolean', () => {
    const { state } = run(shop, 'payment-type.toggle.v1', { id: 'cash', isActive: false });
    expect(state.paymentTypes?.cash).toMatchObject({ title: 'Cash', isActive: false });
    expect(run(shop, 'payment-type.toggle.v1', { id: 'cash', isActive: 'maybe' }).decision).toEqual(
      invalid('Invalid request!'),
    );
    expect(run(shop, 'payment-type.toggle.v1', { id: 'cash', isActive: true }).decision).toEqual(NOTHING);
    expect(run(shop, 'payment-type.toggle.v1', { id: 'card', isActive: true }).decision).toEqual(
      rejected('PAYMENT_TYPE_NOT_FOUND', 'Payment type not found!'),
    );
  });

  it('[SET1] update and delete', () => {
    const updated = run(shop, 'payment-type.update.v1', { id: 'cash', title: 'Cash ', isActive: 0 }).state;
    expect(updated.paymentTypes?.cash).toMatchObject({ title: 'Cash', isActive: false });
    expect(run(shop, 'payment-type.delete.v1', { id: 'cash' }).state.paymentTypes).toEqual({});
  });
});

describe('settings mutators and scopes', () => {
  const samples: [string, unknown][] = [
    ['category.create.v1', { id: 'c1', title: 'Pizza' }],
    ['tax.create.v1', { id: 't1', title: 'VAT', rate: 5, type: 'inclusive' }],
    ['store-table.create.v1', { id: 't2', title: 'T2', floor: '-', seatingCapacity: 2 }],
    ['payment-type.delete.v1', { id: 'cash' }],
    ['variant.create.v1', { id: 'v1', itemId: 'pizza', title: 'Medium', price: 100 }],
    ['store-settings.update.v1', { storeName: 'Trattoria' }],
    ['print-settings.update.v1', { pageFormat: '57' }],
  ];

  it.each(samples)('[SYNC4] %s needs SETTINGS', (name, args) => {
    expect(run(shop, name, args, cashier).decision).toEqual(
      rejected('FORBIDDEN', "You don't have access to this action!"),
    );
    expect(run(shop, name, args, manager).decision.ok).toBe(true);
  });
});
