/**
 * menu-item.update.v1 (SYNC17): new fields for an item; its image and sold-out switch stay; a deleted item is
 * not revived. CARD4: a card field the args leave out stays as it is, so older tills keep the shape they know.
 */
import { allergenText } from '../../catalog/menu-card.ts';
import { defineMutator } from '../mutator.ts';
import { menuItemMutationArgs } from './menu-item-create.ts';
import { MUTATOR_SCOPES } from './scopes.ts';
import { withStation } from './station.ts';
import { forbidden, NOTHING, put, rejectSync, rowOf } from './support.ts';

export const updateMenuItem = withStation(
  defineMutator({
    name: 'menu-item.update.v1',
    args: menuItemMutationArgs,
    reads: (a) => [{ table: 'menuItems', ids: [a.id] }],
    decide(loaded, a, ctx) {
      const denied = forbidden(ctx, MUTATOR_SCOPES.menu);
      if (denied) return denied;
      const item = rowOf(loaded, 'menuItems', a.id);
      if (!item) return rejectSync('MENU_ITEM_NOT_FOUND');
      const { title, price, netPrice, categoryId, taxId } = a;
      const description = a.description === undefined ? item.description : a.description;
      const diet = a.diet === undefined ? item.diet : a.diet;
      const allergens = a.allergens === undefined ? item.allergens : allergenText(a.allergens);
      // STN3: like a card field, a station left out stays as it is
      const stationId = a.stationId === undefined ? (item.stationId ?? null) : a.stationId;
      // GST3: an HSN code left out stays as it is
      const hsn = a.hsn === undefined ? (item.hsn ?? null) : a.hsn;
      // I18N5: a regional name left out stays as it is
      const titleLocal = a.titleLocal === undefined ? (item.titleLocal ?? null) : a.titleLocal;
      const same =
        item.title === title &&
        item.price === price &&
        item.netPrice === netPrice &&
        item.categoryId === categoryId &&
        item.taxId === taxId &&
        item.description === description &&
        item.diet === diet &&
        item.allergens === allergens &&
        (item.stationId ?? null) === stationId &&
        (item.hsn ?? null) === hsn &&
        (item.titleLocal ?? null) === titleLocal;
      if (same) return NOTHING;
      const changed = {
        title,
        price,
        netPrice,
        categoryId,
        taxId,
        description,
        diet,
        allergens,
        stationId,
        hsn,
        titleLocal,
      };
      const row = { ...item, ...changed, updatedAt: ctx.now };
      return { ok: true, writes: [put('menuItems', row)] };
    },
  }),
  (ctx) => forbidden(ctx, MUTATOR_SCOPES.menu),
);
