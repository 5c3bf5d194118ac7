/**
 * menu-item.set-image.v1 (SET6): the item's photo, by the content hash of an image the server already
 * stores (upload-photo), or null (remove-photo). Run by the server's REST adapters: the bytes go online.
 */
import * as v from 'valibot';
import { idField } from '../../validation/fields.ts';
import { defineMutator } from '../mutator.ts';
import { MUTATOR_SCOPES } from './scopes.ts';
import { forbidden, NOTHING, put, rejectSync, rowOf } from './support.ts';

/** A SHA-256 in lower-case hex. */
export const IMAGE_HASH = /^[0-9a-f]{64}$/;

export const menuItemImageArgs = v.object(
  {
    id: idField('Invalid request!'),
    imageHash: v.nullable(v.pipe(v.string('Invalid request!'), v.regex(IMAGE_HASH, 'Invalid request!'))),
  },
  'Invalid request!',
);
export type MenuItemImageArgs = v.InferOutput<typeof menuItemImageArgs>;

export const setMenuItemImage = defineMutator({
  name: 'menu-item.set-image.v1',
  args: menuItemImageArgs,
  reads: (a) => [{ table: 'menuItems', ids: [a.id] }],
  decide(loaded, a, ctx) {
    const denied = forbidden(ctx, MUTATOR_SCOPES.menu);
    if (denied) return denied;
    const item = rowOf(loaded, 'menuItems', a.id);
    if (!item) return rejectSync('MENU_ITEM_NOT_FOUND');
    if (item.imageHash === a.imageHash) return NOTHING;
    return { ok: true, writes: [put('menuItems', { ...item, imageHash: a.imageHash, updatedAt: ctx.now })] };
  },
});
