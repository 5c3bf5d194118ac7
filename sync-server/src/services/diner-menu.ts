/**
 * GET /qrmenu/{qrcode}: the store's menu as the diner sees it (docs/api-diner.md §1), with the fee rates
 * the server charges, so the phone's running summary uses the same pure function (FEE5).
 */
import { createHash } from 'node:crypto';
import { cardOfRow, type FeeConfig, parseLatLng } from '@tavola/shared';
import { asc } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { scoped } from '../db/tenant-scope.ts';
import { type DinerStore, findStoreTable } from './diner-store.ts';

const imageUrl = (hash: string | null) => (hash ? `/api/v1/images/${hash}` : null);

export type DinerMenu = { body: Record<string, unknown>; etag: string };

export async function dinerMenu(
  database: Database,
  store: DinerStore,
  tableId: string | null,
  options: { fees: FeeConfig; provider: string | null },
): Promise<DinerMenu> {
  const { t } = database;
  const scope = scoped(database, store.tenantId);
  const [taxes, categories, items, variants, addons, table] = await Promise.all([
    scope.select(t.taxes, { orderBy: [asc(t.taxes.title), asc(t.taxes.id)] }),
    scope.select(t.categories, { orderBy: [asc(t.categories.title), asc(t.categories.id)] }),
    scope.select(t.menuItems, { orderBy: [asc(t.menuItems.title), asc(t.menuItems.id)] }),
    scope.select(t.variants, { orderBy: [asc(t.variants.title), asc(t.variants.id)] }),
    scope.select(t.addons, { orderBy: [asc(t.addons.title), asc(t.addons.id)] }),
    findStoreTable(database, store.tenantId, tableId),
  ]);
  const s = store.settings;
  const at = s.latlng ? parseLatLng(s.latlng) : null;
  const option = (o: { id: string; title: string; price: number }) => ({
    id: o.id,
    title: o.title,
    price: o.price,
  });
  const body = {
    storeSettings: {
      storeName: s.storeName,
      address: s.address,
      phone: s.phone,
      email: s.email,
      currency: s.currency,
      isQRMenuEnabled: s.isQrMenuEnabled,
      lat: at?.lat ?? null,
      lng: at?.lng ?? null,
      imageUrl: imageUrl(s.imageHash),
    },
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
      variants: variants.filter((x) => x.itemId === i.id).map(option),
      addons: addons.filter((x) => x.itemId === i.id).map(option),
      // CARD1-CARD3: description, marks and the sold-out switch, read fresh on every menu answer
      ...cardOfRow(i),
      // I18N5: the regional-language name, only when the item has one
      ...(i.titleLocal ? { titleLocal: i.titleLocal } : {}),
    })),
    table,
    fees: options.fees,
    // ADR 0042: online payment only with a live provider; 'demo' tells the page to say no money moves
    payments: { online: options.provider !== null, provider: options.provider },
  };
  const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
  return { body, etag };
}
