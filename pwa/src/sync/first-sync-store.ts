/**
 * A first sync's early writes (PERF1, ADR 0072): what selling needs is stored in one transaction as soon as the
 * server's table-by-table walk has passed it, so a new till sells while thousands of customers still come; the
 * other tables follow one by one in short transactions. Every write happens only while the outbox is empty, so
 * the tables hold nothing but server rows; once a sale is rung up, the ops left go to the pull's usual
 * transaction, which rebases the sale on top.
 * FIRST1: a first sync begun again (the till reloaded halfway) replaces each table when its own rows are written,
 * not all of them when the walk has passed the menu: the open orders it shows stay until their table's turn.
 */
import { type PatchOp, SYNCED_TABLES, type SyncedTable } from '@tavola/shared';
import type { TavolaDb } from '../db/database.ts';
import { getMeta, setMeta } from '../db/meta.ts';
import { SYNC_STORES, type SyncEnv } from './local-env.ts';
import { applyPatch } from './local-rows.ts';

/** Most ops one first-sync transaction writes: the POS reads its menu between them. */
const FIRST_SYNC_CHUNK = 1000;

/**
 * What selling needs (settings, tables, the menu with its variants, addons and taxes, payment types): written in
 * one transaction, so the POS never shows an item whose variants or addons are still on the way (a cashier
 * could otherwise add it without its choices).
 */
export const SELLING_TABLES = SYNCED_TABLES.slice(0, SYNCED_TABLES.indexOf('paymentTypes') + 1);
export const isSelling = (table: string): boolean => (SELLING_TABLES as readonly string[]).includes(table);
/** A walk at this table index or beyond has sent every selling row. */
export const SELLING_WALKED = SELLING_TABLES.length;

/**
 * The selling tables of `patch`, with the tables emptied first when `replaceAll` (a till closed halfway starts
 * its next pull afresh: `fullResync` is set in the same transaction). False, and nothing written, when the
 * outbox is not empty.
 */
export async function storeSelling(
  env: SyncEnv,
  patch: readonly PatchOp[],
  replaceAll: boolean,
): Promise<boolean> {
  const { db } = env;
  return db.transaction('rw', SYNC_STORES, async () => {
    if ((await db.outbox.count()) > 0) return false;
    await setMeta(db, 'fullResync', true);
    // FIRST1: a walk begun again clears the other tables one by one, as their rows come (storeFirstSyncEarly)
    const cleared = !replaceAll ? [] : (await restarted(db)) ? SELLING_TABLES : SYNCED_TABLES;
    for (const t of cleared) await db.table(t).clear();
    await applyPatch(
      db,
      patch.filter((op) => isSelling(op.table)),
    );
    return true;
  });
}

/**
 * The whole first sync's `patch` written early: its selling rows (those of the first `storedUpTo` ops are stored
 * already, by `storeSelling` while the walk went on), then the other tables one by one in SYNCED_TABLES order.
 * Answers the ops left for the usual transaction, or null when nothing was written (the outbox was not empty:
 * the usual transaction does everything, clearing included).
 */
export async function storeFirstSyncEarly(
  env: SyncEnv,
  patch: readonly PatchOp[],
  replaceAll: boolean,
  storedUpTo: number,
): Promise<PatchOp[] | null> {
  const { db } = env;
  // FIRST1: a walk begun again still holds the other tables' old rows: each is cleared with its first chunk, and
  // should a sale stop the early writes, the usual transaction clears and writes everything (null)
  const replacing = replaceAll && (await restarted(db));
  if (storedUpTo === 0) {
    if (!(await storeSelling(env, patch, replaceAll))) return null;
  } else if (!(await storeSelling(env, patch.slice(storedUpTo), false))) {
    return replacing ? null : patch.filter((op, i) => i >= storedUpTo || !isSelling(op.table));
  }
  const byTable = SYNCED_TABLES.map((table) =>
    isSelling(table) ? [] : patch.filter((op) => op.table === table),
  );
  for (const [i, ops] of byTable.entries()) {
    const table = db.table(SYNCED_TABLES[i] as SyncedTable);
    if (replacing && ops.length === 0 && !isSelling(table.name)) {
      const cleared = await db.transaction('rw', [table, db.outbox], async () => {
        if ((await db.outbox.count()) > 0) return false;
        await table.clear();
        return true;
      });
      if (!cleared) return null;
    }
    for (let at = 0; at < ops.length; at += FIRST_SYNC_CHUNK) {
      const chunk = ops.slice(at, at + FIRST_SYNC_CHUNK);
      const written = await db.transaction('rw', [table, db.outbox], async () => {
        if ((await db.outbox.count()) > 0) return false;
        if (replacing && at === 0) await table.clear();
        await applyPatch(db, chunk);
        return true;
      });
      if (!written) return replacing ? null : [...ops.slice(at), ...byTable.slice(i + 1).flat()];
    }
  }
  return [];
}

/** FIRST1: a first sync begun again: the device never finished one, so every row it holds came from the last walk. */
const restarted = async (db: TavolaDb): Promise<boolean> => (await getMeta(db, 'cookie')) == null;
