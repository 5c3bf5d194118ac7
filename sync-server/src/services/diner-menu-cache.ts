/**
 * DIN-FP6 (ADR 0081): the diner's menu answer kept per store and menu version, so a phone's poll every 15 s (CARD3)
 * and every other phone's first load cost a few indexed reads, not a rebuild of the whole menu (10,000 items: the
 * rows read and serialised, ~3.7 MB, hashed for its ETag). The menu's version is the highest tenant version among
 * the rows of its five tables, tombstones included (every write of an item, price, variant, addon, category or tax
 * stamps its row with a fresh one, whoever writes: REST, sync push, another process); the store's own members and
 * the table are read per request (the store row is read anyway) and spliced around the kept part. Each br/gzip
 * form (DIN-FP3) is made once per answer, on libuv's pool, and kept with its menu. DINER_MENU_CACHE=off: built
 * per request, as before.
 */
import { createHash } from 'node:crypto';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/index.ts';
import { compress, type DinerEncoder, encodedEtag } from './diner-encoded.ts';
import { type DinerMenuOptions, dinerMenuRows, dinerMenuTail, dinerStoreSettings } from './diner-menu.ts';
import { type DinerStore, findStoreTable } from './diner-store.ts';
import { matches } from './live-reads.ts';

type Entry = {
  /** The menu version it was read under, and its highest part (versions only grow: a later menu's is higher). */
  readonly version: string;
  readonly order: number;
  /** `"tax":[…],"categories":[…],"menuItems":[…]`: the answer's middle, as serialised once. */
  readonly rows: string;
  /** A hash of `rows`: the ETag of an answer is this with the store's and table's members. */
  readonly rowsTag: string;
  /** Compressed answers, by encoding and ETag (one per store settings and table seen). */
  readonly forms: Map<string, Promise<Buffer>>;
  bytes: number;
};

/** Most bytes kept for all stores (plain middles and their forms); the least recently read store goes first. */
const BYTES_KEPT = 64 * 1024 * 1024;
/** Compressed answers kept per menu (a store's tables and the bare link, each br and gzip). */
const FORMS_KEPT = 64;

const hash = (...parts: string[]) => {
  const h = createHash('sha1');
  for (const p of parts) h.update(p).update('\u0000');
  return h.digest('base64url').slice(0, 27);
};

/**
 * The menu's version: the highest row version of each menu table, tombstones included, in one statement of five
 * index reads (each table's (tenant_id, version) index). Any change to the menu changes one of them.
 */
export async function menuVersion(database: Database, tenantId: string): Promise<string> {
  const { db, t } = database;
  const top = (table: SQLiteTable & { tenantId: SQLiteColumn; version: SQLiteColumn }): SQL =>
    sql`(select max(${table.version}) from ${table} where ${table.tenantId} = ${tenantId})`;
  const [row] = await db
    .select({
      taxes: top(t.taxes),
      categories: top(t.categories),
      items: top(t.menuItems),
      variants: top(t.variants),
      addons: top(t.addons),
    })
    .from(t.tenants)
    .where(eq(t.tenants.id, tenantId));
  // PostgreSQL answers a bigint as text: the key is the same either way
  return row
    ? Object.values(row)
        .map((v) => Number(v ?? 0))
        .join('.')
    : '';
}

export type DinerMenuCache = {
  /** Answers the menu of `store` (with `tableId`'s table): from the kept menu when its version holds; 304 when the phone has it. */
  serve(
    request: FastifyRequest,
    reply: FastifyReply,
    store: DinerStore,
    tableId: string | null,
    options: DinerMenuOptions,
    encoder: DinerEncoder | null,
  ): Promise<FastifyReply>;
};

export function dinerMenuCache(database: Database): DinerMenuCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  /** Reads under way, by store and version: requests meanwhile wait for the same one. */
  const building = new Map<string, Promise<Entry>>();

  const drop = (tenantId: string) => {
    bytes -= entries.get(tenantId)?.bytes ?? 0;
    entries.delete(tenantId);
  };
  const keep = (tenantId: string, entry: Entry) => {
    drop(tenantId); // re-inserted: the map's order is the recency order
    while (entries.size > 0 && bytes + entry.bytes > BYTES_KEPT) drop(entries.keys().next().value as string);
    entries.set(tenantId, entry);
    bytes += entry.bytes;
  };

  /** The version is read before the rows: a kept menu is never older than its version (at worst newer). */
  const fresh = async (tenantId: string): Promise<Entry> => {
    const version = await menuVersion(database, tenantId);
    const kept = entries.get(tenantId);
    if (kept && kept.version === version) {
      entries.delete(tenantId); // most recent last
      entries.set(tenantId, kept);
      return kept;
    }
    const key = `${tenantId}@${version}`;
    let pending = building.get(key);
    if (!pending) {
      pending = dinerMenuRows(database, tenantId)
        .then((value) => {
          const rows = JSON.stringify(value).slice(1, -1);
          const order = Math.max(...version.split('.').map(Number));
          const entry: Entry = {
            version,
            order,
            rows,
            rowsTag: hash(rows),
            forms: new Map(),
            bytes: rows.length,
          };
          const latest = entries.get(tenantId);
          if (!latest || latest.order <= order) keep(tenantId, entry);
          return entry;
        })
        .finally(() => building.delete(key));
      building.set(key, pending);
    }
    return pending;
  };

  const formOf = (
    tenantId: string,
    entry: Entry,
    key: string,
    json: () => string,
    encoding: 'br' | 'gzip',
  ) => {
    let form = entry.forms.get(key);
    if (form) return form;
    form = compress(Buffer.from(json()), encoding);
    entry.forms.set(key, form);
    if (entry.forms.size > FORMS_KEPT) entry.forms.delete(entry.forms.keys().next().value as string);
    form.then(
      (b) => {
        // counted once made, while its menu is still the one kept
        if (entries.get(tenantId) === entry && entry.forms.get(key) === form) {
          entry.bytes += b.length;
          bytes += b.length;
        }
      },
      () => entry.forms.delete(key), // the next request tries again
    );
    return form;
  };

  return {
    async serve(request, reply, store, tableId, options, encoder) {
      const [entry, table] = await Promise.all([
        fresh(store.tenantId),
        findStoreTable(database, store.tenantId, tableId),
      ]);
      // the members around the menu's, in the plain answer's order (dinerMenu)
      const head = `{"storeSettings":${JSON.stringify(dinerStoreSettings(store))},`;
      const tail = `,${JSON.stringify(dinerMenuTail(table, options)).slice(1)}`;
      const tag = `"${hash(entry.rowsTag, head, tail)}"`;
      const encoding = encoder?.choose(request.headers['accept-encoding']) ?? null;
      const etag = encodedEtag(tag, encoding);
      reply.header('etag', etag).header('cache-control', 'public, max-age=30');
      if (encoder?.choose('br')) reply.header('vary', 'Accept-Encoding');
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      const json = () => head + entry.rows + tail;
      if (!encoding) return reply.send(json());
      const bytes = await formOf(store.tenantId, entry, etag, json, encoding);
      return reply.header('content-encoding', encoding).send(bytes);
    },
  };
}
