/** What the POS reads from the device database: the menu, the store's currency, tables, payment types. */
import type { MenuItem } from '@tavola/shared';
import { useMemo } from 'react';
import { useLive, useRows } from '../../db/hooks.ts';
import { menuFromRows } from './pos-menu.ts';

/** The whole menu, live: a pull that changes an item, variant, addon, category or tax re-renders it. */
export function usePosMenu(): readonly MenuItem[] | undefined {
  return useLive(async (db) =>
    menuFromRows({
      menuItems: await db.menuItems.toArray(),
      variants: await db.variants.toArray(),
      addons: await db.addons.toArray(),
      categories: await db.categories.toArray(),
      taxes: await db.taxes.toArray(),
    }),
  );
}

export function useMenuById(menu: readonly MenuItem[] | undefined): ReadonlyMap<string, MenuItem> {
  return useMemo(() => new Map((menu ?? []).map((i) => [i.id, i])), [menu]);
}

/** The store's currency code (storeSettings), null before the first sync. */
export const useCurrency = (): string | null => useRows('storeSettings')?.[0]?.currency ?? null;
