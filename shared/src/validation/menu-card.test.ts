import { describe, expect, it } from 'vitest';
import { allergenList, cardOfRow } from '../catalog/menu-card.ts';
import { parseWith } from './common.ts';
import { menuItemArgs } from './menu.ts';

const base = { title: 'Dal', price: 24000 };
const parse = (o: Record<string, unknown>) => parseWith(menuItemArgs, { ...base, ...o });

describe('menu card fields (VAL8 + CARD)', () => {
  it('[CARD4] left out, every card field is undefined: an update keeps what the item has', () => {
    expect(parse({})).toMatchObject({
      ok: true,
      value: { description: undefined, diet: undefined, allergens: undefined },
    });
  });

  it('[CARD1] a description is trimmed, blank clears it, longer than 300 is refused', () => {
    expect(parse({ description: '  Slow-cooked  ' })).toMatchObject({
      value: { description: 'Slow-cooked' },
    });
    expect(parse({ description: '   ' })).toMatchObject({ value: { description: null } });
    expect(parse({ description: 'x'.repeat(300) }).ok).toBe(true);
    expect(parse({ description: 'x'.repeat(301) })).toEqual({
      ok: false,
      message: 'Description can be at most 300 characters!',
      field: 'description',
    });
  });

  it('[CARD1] diet is veg, nonveg or egg; blank clears it', () => {
    expect(parse({ diet: ' nonveg ' })).toMatchObject({ value: { diet: 'nonveg' } });
    expect(parse({ diet: '' })).toMatchObject({ value: { diet: null } });
    expect(parse({ diet: 'vegan' })).toMatchObject({
      ok: false,
      message: 'Please select veg, non-veg or egg!',
    });
  });

  it('[CARD2] allergens from a list or comma text, each once in the list order; unknown refused', () => {
    expect(parse({ allergens: 'sesame, gluten,gluten' })).toMatchObject({
      value: { allergens: ['gluten', 'sesame'] },
    });
    expect(parse({ allergens: ['milk', 'eggs'] })).toMatchObject({ value: { allergens: ['eggs', 'milk'] } });
    expect(parse({ allergens: '' })).toMatchObject({ value: { allergens: [] } });
    expect(parse({ allergens: ['gluten', 7] })).toMatchObject({
      ok: false,
      message: 'Please select allergens from the list!',
    });
    expect(parse({ allergens: 'peanut' }).ok).toBe(false);
  });

  it('[CARD2][CARD3] a row before the card columns reads as no marks and on sale; unknown codes dropped', () => {
    expect(cardOfRow({})).toEqual({ description: null, diet: null, allergens: [], soldOut: false });
    expect(cardOfRow({ diet: 'jain', allergens: 'milk,kale', soldOut: true })).toEqual({
      description: null,
      diet: null,
      allergens: ['milk'],
      soldOut: true,
    });
    expect(allergenList('')).toEqual([]);
  });
});
