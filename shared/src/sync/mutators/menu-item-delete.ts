/** menu-item.delete.v1 (SYNC17): tombstones the item with its variants and addons; an absent item is a no-op. */
import * as v from 'valibot';
import { idField } from '../../validation/fields.ts';
import { defineMutator } from '../mutator.ts';
import { MUTATOR_SCOPES } from './scopes.ts';
import { del, forbidden, NOTHING, rowOf, rowsOf } from './support.ts';

export const menuItemIdArgs = v.object({ id: idField('Invalid request!') }, 'Invalid request!');
export type MenuItemIdArgs = v.InferOutput<typeof menuItemIdArgs>;

export const deleteMenuItem = defineMutator({
  name: 'menu-item.delete.v1',
  args: menuItemIdArgs,
  reads: (a) => [
    { table: 'menuItems', ids: [a.id] },
    { table: 'variants', by: 'itemId', values: [a.id] },
    { table: 'addons', by: 'itemId', values: [a.id] },
  ],
  decide(loaded, a, ctx) {
    const denied = forbidden(ctx, MUTATOR_SCOPES.menu);
    if (denied) return denied;
    if (!rowOf(loaded, 'menuItems', a.id)) return NOTHING;
    return {
      ok: true,
      writes: [
        ...rowsOf(loaded, 'variants')
          .filter((x) => x.itemId === a.id)
          .map((x) => del('variants', x.id)),
        ...rowsOf(loaded, 'addons')
          .filter((x) => x.itemId === a.id)
          .map((x) => del('addons', x.id)),
        del('menuItems', a.id),
      ],
    };
  },
});
