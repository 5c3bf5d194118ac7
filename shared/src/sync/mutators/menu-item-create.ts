/** menu-item.create.v1 (SYNC17): a new menu item (VAL8); creating an existing id again changes nothing. */
import * as v from 'valibot';
import { allergenText } from '../../catalog/menu-card.ts';
import { idField } from '../../validation/fields.ts';
import { menuItemArgs } from '../../validation/menu.ts';
import { defineMutator } from '../mutator.ts';
import { MUTATOR_SCOPES } from './scopes.ts';
import { withStation } from './station.ts';
import { alreadyCreated, create, forbidden } from './support.ts';

/** A menu item's fields with its client-generated id. */
export const menuItemMutationArgs = v.object(
  { id: idField('Invalid request!'), ...menuItemArgs.entries },
  'Invalid request!',
);
export type MenuItemMutationArgs = v.InferOutput<typeof menuItemMutationArgs>;

/** STN3: the item's own station when the args name one (else its category's). */
export const createMenuItem = withStation(
  defineMutator({
    name: 'menu-item.create.v1',
    args: menuItemMutationArgs,
    reads: (a) => [{ table: 'menuItems', ids: [a.id] }],
    decide(loaded, a, ctx) {
      const denied = forbidden(ctx, MUTATOR_SCOPES.menu);
      if (denied) return denied;
      const repeat = alreadyCreated(loaded, { table: 'menuItems', id: a.id }); // SYNC11, SYNC19
      if (repeat) return repeat;
      const { id, title, price, netPrice, categoryId, taxId } = a;
      const row = {
        id,
        createdAt: ctx.now,
        updatedAt: ctx.now,
        title,
        price,
        netPrice,
        categoryId,
        taxId,
        imageHash: null,
        // CARD4: a card field left out starts empty
        description: a.description ?? null,
        diet: a.diet ?? null,
        allergens: allergenText(a.allergens ?? []),
        soldOut: false,
        stationId: a.stationId ?? null,
        hsn: a.hsn ?? null,
        titleLocal: a.titleLocal ?? null,
      };
      return { ok: true, writes: [create('menuItems', row)] };
    },
  }),
  (ctx) => forbidden(ctx, MUTATOR_SCOPES.menu),
);
