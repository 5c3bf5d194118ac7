/** menu-item.update.v1 (SYNC17): new fields for an item; its image stays; a deleted item is not revived. */
import { defineMutator } from '../mutator.ts';
import { menuItemMutationArgs } from './menu-item-create.ts';
import { MUTATOR_SCOPES } from './scopes.ts';
import { forbidden, NOTHING, put, rejectSync, rowOf } from './support.ts';

export const updateMenuItem = defineMutator({
  name: 'menu-item.update.v1',
  args: menuItemMutationArgs,
  reads: (a) => [{ table: 'menuItems', ids: [a.id] }],
  decide(loaded, a, ctx) {
    const denied = forbidden(ctx, MUTATOR_SCOPES.menu);
    if (denied) return denied;
    const item = rowOf(loaded, 'menuItems', a.id);
    if (!item) return rejectSync('MENU_ITEM_NOT_FOUND');
    const { title, price, netPrice, categoryId, taxId } = a;
    const same =
      item.title === title &&
      item.price === price &&
      item.netPrice === netPrice &&
      item.categoryId === categoryId &&
      item.taxId === taxId;
    if (same) return NOTHING;
    const row = { ...item, title, price, netPrice, categoryId, taxId, updatedAt: ctx.now };
    return { ok: true, writes: [put('menuItems', row)] };
  },
});
