import { describe, expect, it } from 'vitest';
import { firstMessageOf, parsed } from '../test-support/validation.ts';
import { addonArgs, menuItemArgs, variantArgs } from './menu.ts';

describe('menu items, variants, addons', () => {
  it.each([
    [{ price: 100 }, 'Please enter title!'],
    [{ title: 'Tea', price: -1 }, 'Please provide valid price!'],
    [{ title: 'Tea' }, 'Please provide valid price!'],
    [{ title: 'Tea', price: 12.5 }, 'Please provide valid price!'],
  ])('[VAL8] menu item %j → %s', (input, message) => {
    expect(firstMessageOf(menuItemArgs, input)).toBe(message);
  });

  it('[VAL8] net price, category and tax are optional and sent as null when empty', () => {
    expect(
      parsed(menuItemArgs, { title: ' Tea ', price: 2500, netPrice: '', categoryId: '', taxId: null }),
    ).toEqual({
      title: 'Tea',
      price: 2500,
      netPrice: null,
      categoryId: null,
      taxId: null,
    });
  });

  it.each([
    [variantArgs, { price: 100 }, 'Please provide variant title!'],
    [variantArgs, { title: 'Large', price: -5 }, 'Please provide valid variant price!'],
    [addonArgs, { price: 100 }, 'Please provide addon title!'],
    [addonArgs, { title: 'Cheese', price: 'x' }, 'Please provide valid addon price!'],
  ])('[VAL8] variant/addon → %s', (schema, input, message) => {
    expect(firstMessageOf(schema, input)).toBe(message);
  });

  it('[VAL8] an empty variant or addon price is 0', () => {
    expect(parsed(variantArgs, { title: 'Regular', price: '' })).toEqual({ title: 'Regular', price: 0 });
    expect(parsed(addonArgs, { title: 'Ice' })).toEqual({ title: 'Ice', price: 0 });
  });
});
