/** Menu items, variants and addons (VAL8; /menu-items/*). Prices in minor units. */
import * as v from 'valibot';
import { ZERO } from '../money/money.ts';
import { requiredText } from './common.ts';
import { moneyField, optionalIdField } from './fields.ts';

/** POST /menu-items/add and /menu-items/update/{id}. VAL8: net price, category and tax: empty → null. */
export const menuItemArgs = v.object(
  {
    title: requiredText('Please enter title!', 200),
    price: moneyField('Please provide valid price!'),
    netPrice: moneyField('Please provide valid price!', { whenEmpty: null }),
    categoryId: optionalIdField('Invalid request!'),
    taxId: optionalIdField('Invalid request!'),
  },
  'Invalid request!',
);
export type MenuItemArgs = v.InferOutput<typeof menuItemArgs>;

/** POST /menu-items/variants/{itemId}/add and .../update/{variantId}. VAL8: empty price → 0. */
export const variantArgs = v.object(
  {
    title: requiredText('Please provide variant title!', 200),
    price: moneyField('Please provide valid variant price!', { whenEmpty: ZERO }),
  },
  'Invalid request!',
);
export type VariantArgs = v.InferOutput<typeof variantArgs>;

/** POST /menu-items/addons/{itemId}/add and .../update/{addonId}. VAL8: empty price → 0. */
export const addonArgs = v.object(
  {
    title: requiredText('Please provide addon title!', 200),
    price: moneyField('Please provide valid addon price!', { whenEmpty: ZERO }),
  },
  'Invalid request!',
);
export type AddonArgs = v.InferOutput<typeof addonArgs>;
