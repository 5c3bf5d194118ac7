/** Menu items, variants and addons (VAL8; /menu-items/*). Prices in minor units. */
import * as v from 'valibot';
import {
  ALLERGENS,
  type Allergen,
  CARD_MESSAGES,
  DESCRIPTION_MAX,
  DIETS,
  type Diet,
  sortAllergens,
} from '../catalog/menu-card.ts';
import { ZERO } from '../money/money.ts';
import { requiredText } from './common.ts';
import { fieldFrom, isEmpty, moneyField, optionalIdField } from './fields.ts';
import { stationField } from './stations.ts';
import { hsnField } from './tax-identity.ts';
import { titleLocalField } from './title-local.ts';

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** CARD4: a missing key leaves the item's value as it is (undefined); a blank one clears it. */
const cardField = <T>(parse: (x: unknown) => Parsed<T>) =>
  fieldFrom<T | undefined>((x) => (x === undefined ? { ok: true, value: undefined } : parse(x)));

/** CARD1: free text up to DESCRIPTION_MAX; blank clears it. */
export const descriptionField = cardField<string | null>((x) => {
  if (isEmpty(x)) return { ok: true, value: null };
  if (typeof x !== 'string' || x.trim().length > DESCRIPTION_MAX)
    return { ok: false, message: CARD_MESSAGES.description };
  return { ok: true, value: x.trim() };
});

/** CARD1: veg, nonveg or egg; blank clears it. */
export const dietField = cardField<Diet | null>((x) => {
  if (isEmpty(x)) return { ok: true, value: null };
  const s = typeof x === 'string' ? x.trim() : x;
  return (DIETS as readonly unknown[]).includes(s)
    ? { ok: true, value: s as Diet }
    : { ok: false, message: CARD_MESSAGES.diet };
});

/** CARD2: a list (or a form's comma-separated text) of codes from ALLERGENS, kept in the list's order. */
export const allergensField = cardField<Allergen[]>((x) => {
  if (isEmpty(x)) return { ok: true, value: [] };
  const raw =
    typeof x === 'string'
      ? x
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : x;
  if (!Array.isArray(raw) || raw.length > ALLERGENS.length * 2)
    return { ok: false, message: CARD_MESSAGES.allergens };
  if (!raw.every((a) => (ALLERGENS as readonly unknown[]).includes(a))) {
    return { ok: false, message: CARD_MESSAGES.allergens };
  }
  return { ok: true, value: sortAllergens(raw as string[]) };
});

/** POST /menu-items/add and /menu-items/update/{id}. VAL8: net price, category and tax: empty → null. */
export const menuItemArgs = v.object(
  {
    title: requiredText('Please enter title!', 200),
    price: moneyField('Please provide valid price!'),
    netPrice: moneyField('Please provide valid price!', { whenEmpty: null }),
    categoryId: optionalIdField('Invalid request!'),
    taxId: optionalIdField('Invalid request!'),
    description: descriptionField,
    diet: dietField,
    allergens: allergensField,
    /** STN3 */
    stationId: stationField,
    /** GST3: absent → unchanged, empty → none */
    hsn: hsnField,
    /** I18N5: absent → unchanged, empty → none */
    titleLocal: titleLocalField,
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
