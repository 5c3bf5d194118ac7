/**
 * DIN-FP1 (ADR 0075): what the diner sees first on `/m/{qrcode}`, for the server to write into the page itself:
 * on Slow 3G every request costs 2 s, so a menu that waits for the app's script, stylesheet and menu answer
 * paints after 6 s or more. The store's name, the category chips and the first section's first items, in the
 * order the menu screen shows them (categories by title, items by title; items of no category last, as 'More').
 * A few small indexed reads, whatever the menu's size.
 */
import { cardOfRow } from '@tavola/shared';
import { asc, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { scoped } from '../db/tenant-scope.ts';
import { type DinerStore, findStoreTable } from './diner-store.ts';

/** Items written into the page: a phone's first screen of photo cards and a little more. */
export const FIRST_PAINT_ITEMS = 8;

/** The section of items whose category is none or deleted (pwa item-list.tsx OTHER). */
const OTHER_TITLE = 'More';

export type FirstPaintItem = {
  title: string;
  titleLocal: string | null;
  /** The lowest price a diner pays: the cheapest variant's, else the item's. */
  price: number;
  /** More than one variant: shown as 'from {price}'. */
  fromPrice: boolean;
  imageUrl: string | null;
  soldOut: boolean;
};

export type FirstPaint = {
  storeName: string;
  imageUrl: string | null;
  currency: string | null;
  tableTitle: string | null;
  /** The sections' titles (the category chips), in order. */
  chips: string[];
  section: { title: string; items: FirstPaintItem[] } | null;
};

const imageUrl = (hash: string | null) => (hash ? `/api/v1/images/${hash}` : null);

export async function dinerFirstPaint(
  database: Database,
  store: DinerStore,
  tableId: string | null,
  limit = FIRST_PAINT_ITEMS,
): Promise<FirstPaint> {
  const { t } = database;
  const scope = scoped(database, store.tenantId);
  const [categories, used, table] = await Promise.all([
    scope.select(t.categories, { orderBy: [asc(t.categories.title), asc(t.categories.id)] }),
    scope.db.selectDistinct({ id: t.menuItems.categoryId }).from(t.menuItems).where(scope.where(t.menuItems)),
    findStoreTable(database, store.tenantId, tableId),
  ]);
  const usedIds = new Set(used.map((u) => u.id));
  const known = new Set(categories.map((c) => c.id));
  const sections = categories.filter((c) => usedIds.has(c.id)).map((c) => ({ id: c.id, title: c.title }));
  const others = [...usedIds].some((id) => id === null || !known.has(id));
  const first = sections[0] ?? null;
  // no section of a live category: the items of none or of a deleted one (every item when none is live)
  const where = first
    ? eq(t.menuItems.categoryId, first.id)
    : known.size
      ? or(isNull(t.menuItems.categoryId), notInArray(t.menuItems.categoryId, [...known]))
      : undefined;
  const items =
    first || others
      ? await scope.select(t.menuItems, {
          where,
          orderBy: [asc(t.menuItems.title), asc(t.menuItems.id)],
          limit,
        })
      : [];
  const variants = items.length
    ? await scope.select(t.variants, {
        where: inArray(
          t.variants.itemId,
          items.map((i) => i.id),
        ),
      })
    : [];
  const s = store.settings;
  return {
    storeName: s.storeName,
    imageUrl: imageUrl(s.imageHash),
    currency: s.currency,
    tableTitle: table?.title ?? null,
    chips: [...sections.map((c) => c.title), ...(others ? [OTHER_TITLE] : [])],
    section:
      items.length > 0
        ? {
            title: first?.title ?? OTHER_TITLE,
            items: items.map((i) => {
              const own = variants.filter((x) => x.itemId === i.id);
              const cheapest = own.reduce<number | null>(
                (m, x) => (m === null || x.price < m ? x.price : m),
                null,
              );
              return {
                title: i.title,
                titleLocal: i.titleLocal || null,
                price: cheapest ?? i.price,
                fromPrice: own.length > 1,
                imageUrl: imageUrl(i.imageHash),
                soldOut: cardOfRow(i).soldOut,
              };
            }),
          }
        : null,
  };
}
