/**
 * What a menu card shows beyond the price (CARD1-CARD3): description, diet mark, allergens, sold out.
 * A synced row holds allergens as comma-separated codes in the list's order (CARD2, ADR 0055).
 */

/** CARD1: veg, non-veg or egg; unset shows no mark. */
export const DIETS = ['veg', 'nonveg', 'egg'] as const;
export type Diet = (typeof DIETS)[number];

export const DIET_LABELS: Readonly<Record<Diet, string>> = { veg: 'Veg', nonveg: 'Non-veg', egg: 'Egg' };

/** CARD2: the 14 allergens food law names most often, in the order cards list them. */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soy',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const ALLERGEN_LABELS: Readonly<Record<Allergen, string>> = {
  gluten: 'Gluten',
  crustaceans: 'Crustaceans',
  eggs: 'Eggs',
  fish: 'Fish',
  peanuts: 'Peanuts',
  soy: 'Soy',
  milk: 'Milk',
  nuts: 'Tree nuts',
  celery: 'Celery',
  mustard: 'Mustard',
  sesame: 'Sesame',
  sulphites: 'Sulphites',
  lupin: 'Lupin',
  molluscs: 'Molluscs',
};

/** CARD1: the longest description a card takes. */
export const DESCRIPTION_MAX = 300;

export const CARD_MESSAGES = {
  description: `Description can be at most ${DESCRIPTION_MAX} characters!`,
  diet: 'Please select veg, non-veg or egg!',
  allergens: 'Please select allergens from the list!',
} as const;

export type MenuCard = {
  readonly description: string | null;
  readonly diet: Diet | null;
  readonly allergens: readonly Allergen[];
  /** CARD3: staff switched it off for now; the diner cannot order it. */
  readonly soldOut: boolean;
};

const isAllergen = (s: string): s is Allergen => (ALLERGENS as readonly string[]).includes(s);
const isDiet = (s: unknown): s is Diet => typeof s === 'string' && (DIETS as readonly string[]).includes(s);

/** CARD2: known codes, each once, in the list's order. */
export const sortAllergens = (codes: Iterable<string>): Allergen[] => {
  const set = new Set(codes);
  return ALLERGENS.filter((a) => set.has(a));
};

/** CARD2: the row's text form of a list. */
export const allergenText = (list: readonly Allergen[]): string => sortAllergens(list).join(',');

/** CARD2: the list from the row's text; unknown codes are dropped. */
export const allergenList = (text: string | null | undefined): Allergen[] =>
  text ? sortAllergens(text.split(',').filter(isAllergen)) : [];

/** The card fields of a menu item row; a row stored before ADR 0055 has none of them (no mark, on sale). */
export const cardOfRow = (row: {
  readonly description?: string | null;
  readonly diet?: string | null;
  readonly allergens?: string | null;
  readonly soldOut?: boolean | null;
}): MenuCard => ({
  description: row.description ?? null,
  diet: isDiet(row.diet) ? row.diet : null,
  allergens: allergenList(row.allergens),
  soldOut: row.soldOut === true,
});

/** No description, no marks, on sale. */
export const PLAIN_CARD: MenuCard = { description: null, diet: null, allergens: [], soldOut: false };
