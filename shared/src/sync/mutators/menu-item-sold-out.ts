/**
 * menu-item.set-sold-out.v1 (CARD3, CARD5): the till's sold-out switch. It reaches other tills by the normal
 * pull and poke and the diner menu on its next read; the item's other fields stay.
 */
import * as v from 'valibot';
import { idField } from '../../validation/fields.ts';
import { defineMutator } from '../mutator.ts';
import { MUTATOR_SCOPES } from './scopes.ts';
import { forbidden, NOTHING, put, rejectSync, rowOf } from './support.ts';

/** CARD3: what the till and the REST route say after the switch. */
export const SOLD_OUT_SAVED = {
  soldOut: 'Item marked sold out!',
  onSale: 'Item is back on sale!',
} as const;

export const menuItemSoldOutArgs = v.object(
  { id: idField('Invalid request!'), soldOut: v.boolean('Invalid request!') },
  'Invalid request!',
);
export type MenuItemSoldOutArgs = v.InferOutput<typeof menuItemSoldOutArgs>;

export const setMenuItemSoldOut = defineMutator({
  name: 'menu-item.set-sold-out.v1',
  args: menuItemSoldOutArgs,
  reads: (a) => [{ table: 'menuItems', ids: [a.id] }],
  decide(loaded, a, ctx) {
    const denied = forbidden(ctx, MUTATOR_SCOPES.soldOut);
    if (denied) return denied;
    const item = rowOf(loaded, 'menuItems', a.id);
    if (!item) return rejectSync('MENU_ITEM_NOT_FOUND');
    if (item.soldOut === a.soldOut) return NOTHING;
    return { ok: true, writes: [put('menuItems', { ...item, soldOut: a.soldOut, updatedAt: ctx.now })] };
  },
});
