/**
 * GET /qrmenu/{qrcode}: the store's menu as the diner sees it (docs/api-diner.md §1), with the fee rates
 * the server charges, so the phone's running summary uses the same pure function (FEE5).
 */
import { createHash } from 'node:crypto';
import {
  cardOfRow,
  type DinerMenuAnswer,
  type DinerStoreSettings,
  type FeeConfig,
  parseLatLng,
} from '@tavola/shared';
import { asc } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { scoped } from '../db/tenant-scope.ts';
import { type DinerStore, findStoreTable } from './diner-store.ts';

const imageUrl = (hash: string | null) => (hash ? `/api/v1/images/${hash}` : null);

export type DinerMenu = { body: DinerMenuAnswer; etag: string };

export type DinerMenuOptions = { fees: FeeConfig; provider: string | null };

/** The store's own members of the answer (`storeSettings`), from the store row every request reads. */
export function dinerStoreSettings(store: DinerStore): DinerStoreSettings {
  const s = store.settings;
  const at = s.latlng ? parseLatLng(s.latlng) : null;
  return {
    storeName: s.storeName,
    address: s.address,
    phone: s.phone,
    email: s.email,
    currency: s.currency,
    isQRMenuEnabled: s.isQrMenuEnabled,
    lat: at?.lat ?? null,
    lng: at?.lng ?? null,
    imageUrl: imageUrl(s.imageHash),
  };
}

/**
 * The menu's members of the answer (`tax`, `categories`, `menuItems`): the rows of the five menu tables, the part
 * that grows with the menu (DIN-FP6 keeps it per menu version).
 */
export async function dinerMenuRows(
  database: Database,
  tenantId: string,
): Promise<Pick<DinerMenuAnswer, 'tax' | 'categories' | 'menuItems'>> {
  const { t } = database;
  const scope = scoped(database, tenantId);
  const [taxes, categories, items, variants, addons] = await Promise.all([
    scope.select(t.taxes, { orderBy: [asc(t.taxes.title), asc(t.taxes.id)] }),
    scope.select(t.categories, { orderBy: [asc(t.categories.title), asc(t.categories.id)] }),
    scope.select(t.menuItems, { orderBy: [asc(t.menuItems.title), asc(t.menuItems.id)] }),
    scope.select(t.variants, { orderBy: [asc(t.variants.title), asc(t.variants.id)] }),
    scope.select(t.addons, { orderBy: [asc(t.addons.title), asc(t.addons.id)] }),
  ]);
  const option = (o: { id: string; title: string; price: number }) => ({
    id: o.id,
    title: o.title,
    price: o.price,
  });
  // each item's options in one pass, in their order (a filter per item was items × options)
  const byItem = (rows: readonly { itemId: string; id: string; title: string; price: number }[]) => {
    const m = new Map<string, ReturnType<typeof option>[]>();
    for (const r of rows) {
      const list = m.get(r.itemId);
      if (list) list.push(option(r));
      else m.set(r.itemId, [option(r)]);
    }
    return m;
  };
  const variantsOf = byItem(variants);
  const addonsOf = byItem(addons);
  return {
    tax: taxes.map((x) => ({ id: x.id, title: x.title, rate: x.rate, type: x.type })),
    categories: categories.map((c) => ({ id: c.id, title: c.title })),
    menuItems: items.map((i) => ({
      id: i.id,
      title: i.title,
      price: i.price,
      netPrice: i.netPrice,
      categoryId: i.categoryId,
      taxId: i.taxId,
      imageUrl: imageUrl(i.imageHash),
      variants: variantsOf.get(i.id) ?? [],
      addons: addonsOf.get(i.id) ?? [],
      // CARD1-CARD3: description, marks and the sold-out switch, read fresh on every menu answer
      ...cardOfRow(i),
      // I18N5: the regional-language name, only when the item has one
      ...(i.titleLocal ? { titleLocal: i.titleLocal } : {}),
    })),
  };
}

/** The members after the menu's: the link's table, the fee rates and the payment provider. */
export const dinerMenuTail = (
  table: { id: string; title: string } | null,
  options: DinerMenuOptions,
): Pick<DinerMenuAnswer, 'table' | 'fees' | 'payments'> => ({
  table,
  fees: options.fees,
  // ADR 0042: online payment only with a live provider; 'demo' tells the page to say no money moves
  payments: { online: options.provider !== null, provider: options.provider },
});

export async function dinerMenu(
  database: Database,
  store: DinerStore,
  tableId: string | null,
  options: DinerMenuOptions,
): Promise<DinerMenu> {
  const [rows, table] = await Promise.all([
    dinerMenuRows(database, store.tenantId),
    findStoreTable(database, store.tenantId, tableId),
  ]);
  const body = { storeSettings: dinerStoreSettings(store), ...rows, ...dinerMenuTail(table, options) };
  const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
  return { body, etag };
}
