/**
 * Pulling (docs/architecture.md §6.3): pages from the cookie until `more` is false, then one transaction applies
 * them all (a first sync is mostly written before it, see storeFirstSyncEarly), drops acknowledged outbox
 * entries and rebases the rest. `reset` (a restored backup: another sync epoch, RST1) starts again from null
 * and replaces the synced tables, keeping the outbox, and puts back the acknowledged mutations the restore lost
 * (RST2); so does a change of the user's read grant (READ4: rows it may no longer read are dropped).
 */
import {
  type PatchOp,
  PROTOCOL_VERSION,
  SCHEMA_VERSION,
  SYNCED_TABLES,
  type SyncedTable,
} from '@tavola/shared';
import { readMeta, setMeta } from '../db/meta.ts';
import { expectAnswer } from './errors.ts';
import { SYNC_STORES, type SyncEnv } from './local-env.ts';
import { applyPatch } from './local-rows.ts';
import { rebaseIn } from './rebase.ts';
import { pruneAcknowledged, requeueLost } from './resend.ts';

/** Most ops one first-sync transaction writes: the POS reads its menu between them. */
const FIRST_SYNC_CHUNK = 1000;

/**
 * What selling needs (settings, tables, the menu with its variants, addons and taxes, payment types): written in
 * one transaction of a first sync, so the POS never shows an item whose variants or addons are still on the way
 * (a cashier could otherwise add it without its choices).
 */
const SELLING_TABLES = SYNCED_TABLES.slice(0, SYNCED_TABLES.indexOf('paymentTypes') + 1);
const isSelling = (table: string): boolean => (SELLING_TABLES as readonly string[]).includes(table);

/**
 * A first sync (no cookie) with an empty outbox writes what selling needs in one transaction (SELLING_TABLES),
 * then the other tables one by one, in SYNCED_TABLES order, in short transactions over that table alone, so that
 * a new till can ring up sales while thousands of customers are still being stored (seconds of IndexedDB writes
 * on a slow tablet).
 * `fullResync` is set first: a till closed halfway starts its next pull afresh. Each chunk is written only
 * while the outbox is empty, so the tables hold nothing but server rows; once a sale is rung up, the ops left
 * go to the usual transaction, which rebases the sale on top. Answers the ops left, or null when the outbox
 * was not empty at the start (then the usual transaction does everything, clearing included).
 */
async function storeFirstSyncEarly(
  env: SyncEnv,
  patch: readonly PatchOp[],
  replaceAll: boolean,
): Promise<PatchOp[] | null> {
  const { db } = env;
  const started = await db.transaction('rw', SYNC_STORES, async () => {
    if ((await db.outbox.count()) > 0) return false;
    await setMeta(db, 'fullResync', true);
    if (replaceAll) for (const t of SYNCED_TABLES) await db.table(t).clear();
    return true;
  });
  if (!started) return null;
  const selling = patch.filter((op) => isSelling(op.table));
  const sellingWritten = await db.transaction(
    'rw',
    [...SELLING_TABLES.map((t) => db.table(t)), db.outbox],
    async () => {
      if ((await db.outbox.count()) > 0) return false;
      await applyPatch(db, selling);
      return true;
    },
  );
  if (!sellingWritten) return [...patch];
  const byTable = SYNCED_TABLES.map((table) =>
    isSelling(table) ? [] : patch.filter((op) => op.table === table),
  );
  for (const [i, ops] of byTable.entries()) {
    for (let at = 0; at < ops.length; at += FIRST_SYNC_CHUNK) {
      const chunk = ops.slice(at, at + FIRST_SYNC_CHUNK);
      const table = db.table(SYNCED_TABLES[i] as SyncedTable);
      const written = await db.transaction('rw', [table, db.outbox], async () => {
        if ((await db.outbox.count()) > 0) return false;
        await applyPatch(db, chunk);
        return true;
      });
      if (!written) return [...ops.slice(at), ...byTable.slice(i + 1).flat()];
    }
  }
  return [];
}

export type PullOutcome =
  | { readonly kind: 'pulled'; readonly cookie: number }
  | { readonly kind: 'update-required'; readonly message: string };

export async function pullAndRebase(env: SyncEnv, now: () => number = Date.now): Promise<PullOutcome> {
  const { db, transport } = env;
  const meta = await readMeta(db, [
    'clientId',
    'deviceId',
    'cookie',
    'epoch',
    'grant',
    'fullResync',
    'schemaVersion',
  ]);
  if (!meta.clientId || !meta.deviceId) throw new Error('pull before the device is registered');
  // SYNC20: rows stored under another schema lack its columns: pull everything afresh once (remembered, as a reset)
  const otherSchema = meta.cookie != null && meta.schemaVersion !== SCHEMA_VERSION;
  if (otherSchema) await setMeta(db, 'fullResync', true);
  let replaceAll = meta.fullResync === true || otherSchema;
  let cookie = replaceAll ? null : (meta.cookie ?? null);
  let lastMutationId = 0;
  let epoch = meta.epoch ?? null;
  let grant = meta.grant ?? null;
  const patch: PatchOp[] = [];
  for (;;) {
    const res = expectAnswer(
      await transport.pull({
        protocolVersion: PROTOCOL_VERSION,
        schemaVersion: SCHEMA_VERSION,
        clientId: meta.clientId,
        deviceId: meta.deviceId,
        cookie,
        epoch: cookie === null ? null : epoch,
        grant: cookie === null ? null : grant,
      }),
    );
    if (!res.ok) return { kind: 'update-required', message: res.message };
    if (res.reset && cookie !== null) {
      // remembered, so a pull cut short still replaces the tables when it completes
      await setMeta(db, 'fullResync', true);
      replaceAll = true;
      cookie = null;
      patch.length = 0;
      continue;
    }
    if (res.reset) replaceAll = true;
    patch.push(...res.patch);
    cookie = res.cookie;
    epoch = res.epoch ?? null;
    grant = res.grant ?? null;
    lastMutationId = res.lastMutationId;
    if (!res.more) break;
  }

  const done = cookie;
  const firstSync =
    meta.cookie === null || meta.cookie === undefined || meta.fullResync === true || otherSchema;
  const rest = firstSync ? await storeFirstSyncEarly(env, patch, replaceAll) : null;
  // the tables were emptied before the early writes: what is left is added to them, not cleared again
  const clearTables = replaceAll && rest === null;
  await db.transaction('rw', SYNC_STORES, async () => {
    // nothing new and nothing acknowledged: the tables are already right, skip re-running the outbox
    const dropped = await db.outbox
      .where('id')
      .belowOrEqual(lastMutationId)
      .filter((e) => e.status === 'pending')
      .count();
    // RST2: a reset's server may have lost acknowledged mutations we still hold: they go back first
    if (replaceAll) await requeueLost(db, lastMutationId);
    const remaining = rest ?? patch;
    if (replaceAll || remaining.length > 0 || dropped > 0) {
      await rebaseIn(env, {
        patch: remaining,
        acknowledged: lastMutationId,
        replaceAll: clearTables,
        now: now(),
      });
    }
    await pruneAcknowledged(db, now());
    const { lastMutationId: acked = 0 } = await readMeta(db, ['lastMutationId']);
    // after a reset the server's count is the truth even when lower (it lost what the backup missed)
    await setMeta(db, 'lastMutationId', replaceAll ? lastMutationId : Math.max(acked, lastMutationId));
    await setMeta(db, 'cookie', done);
    await setMeta(db, 'epoch', epoch);
    await setMeta(db, 'grant', grant);
    await setMeta(db, 'fullResync', false);
    await setMeta(db, 'lastSyncedAt', now());
    await setMeta(db, 'protocolVersion', PROTOCOL_VERSION);
    await setMeta(db, 'schemaVersion', SCHEMA_VERSION);
    await setMeta(db, 'updateRequired', null);
  });
  return { kind: 'pulled', cookie: done };
}
