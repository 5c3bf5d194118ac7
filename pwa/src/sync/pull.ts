/**
 * Pulling (docs/architecture.md §6.3): pages from the cookie until `more` is false, then one transaction applies
 * them all (a first sync walks the tables in order and is mostly written before it, first-sync-store.ts), drops
 * acknowledged outbox entries and rebases the rest. `reset` (a restored backup: another sync epoch, RST1) starts again from null
 * and replaces the synced tables, keeping the outbox, and puts back the acknowledged mutations the restore lost
 * (RST2); so does a change of the user's read grant (READ4: rows it may no longer read are dropped).
 */
import {
  type FirstSyncCursor,
  type PatchOp,
  PROTOCOL_VERSION,
  type PullResponse,
  SCHEMA_VERSION,
} from '@tavola/shared';
import { readMeta, setMeta } from '../db/meta.ts';
import { EchoUnsure, echoAnswers, forgetEchoes } from './echo.ts';
import { expectAnswer } from './errors.ts';
import { syncEcho } from './fast-paths.ts';
import { SELLING_WALKED, storeFirstSyncEarly, storeSelling } from './first-sync-store.ts';
import { SYNC_STORES, type SyncEnv } from './local-env.ts';
import { rebaseIn } from './rebase.ts';
import { pruneAcknowledged, requeueLost } from './resend.ts';
import { serverClockOf } from './server-clock.ts';

export type PullOutcome =
  | { readonly kind: 'pulled'; readonly cookie: number }
  | { readonly kind: 'update-required'; readonly message: string };

export async function pullAndRebase(env: SyncEnv, now: () => number = Date.now): Promise<PullOutcome> {
  if (!syncEcho()) return pullOnce(env, now, false);
  try {
    return await pullOnce(env, now, true);
  } catch (e) {
    // DRAIN4: a row left out that this till may not hold as the server does (an answer lost, a reload): every row
    if (e instanceof EchoUnsure) return pullOnce(env, now, false);
    throw e;
  }
}

/** One pull to the end and its rebase; `echo`: incremental pages leave out the rows this till holds alike. */
async function pullOnce(env: SyncEnv, now: () => number, echo: boolean): Promise<PullOutcome> {
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
  // DRAIN4: only a pull from a cookie asks to leave rows out (a first sync's later pages must not: it drops none)
  const asking = echo && cookie !== null;
  let lastMutationId = 0;
  let epoch = meta.epoch ?? null;
  let grant = meta.grant ?? null;
  const patch: PatchOp[] = [];
  // PERF1: a first sync walks the tables in order (the menu first); `walk` is where it stands (null: not begun)
  let walk: FirstSyncCursor | null | undefined = cookie === null ? null : undefined;
  /** The patch's first ops whose selling rows are stored already (0: none). */
  let storedUpTo = 0;
  for (;;) {
    const walking: boolean = walk !== undefined && walk !== null;
    const sentAt = Date.now();
    const res: PullResponse = expectAnswer(
      await transport.pull({
        protocolVersion: PROTOCOL_VERSION,
        schemaVersion: SCHEMA_VERSION,
        clientId: meta.clientId,
        deviceId: meta.deviceId,
        cookie,
        epoch: cookie === null && !walking ? null : epoch,
        grant: cookie === null && !walking ? null : grant,
        ...(walk === undefined ? {} : { firstSync: walk }),
        ...(asking && !replaceAll ? { echo: true } : {}),
      }),
    );
    if (!res.ok) return { kind: 'update-required', message: res.message };
    // KDS20: the server's clock, for the mutations this device runs next
    if (res.serverTime !== undefined)
      serverClockOf(db).heard({ sentAt, receivedAt: Date.now(), serverTime: res.serverTime });
    if (res.reset && cookie !== null) {
      // remembered, so a pull cut short still replaces the tables when it completes
      await setMeta(db, 'fullResync', true);
      replaceAll = true;
      cookie = null;
      walk = null;
      patch.length = 0;
      continue;
    }
    if (res.reset) {
      replaceAll = true;
      // a walk the server started again (the store was restored meanwhile): its pages so far are dropped
      patch.length = 0;
      storedUpTo = 0;
    }
    patch.push(...res.patch);
    epoch = res.epoch ?? null;
    grant = res.grant ?? null;
    lastMutationId = res.lastMutationId;
    if (res.firstSync && res.firstSync.table >= SELLING_WALKED && storedUpTo === 0) {
      // the walk has passed the menu: the POS can sell from here on, while the rest comes
      if (await storeSelling(env, patch, replaceAll)) storedUpTo = patch.length;
    }
    if (res.firstSync) {
      walk = res.firstSync;
      continue;
    }
    walk = undefined;
    cookie = res.cookie;
    if (!res.more) break;
  }

  const done = cookie;
  const firstSync =
    meta.cookie === null || meta.cookie === undefined || meta.fullResync === true || otherSchema;
  const rest = firstSync ? await storeFirstSyncEarly(env, patch, replaceAll, storedUpTo) : null;
  // the tables were emptied before the early writes: what is left is added to them, not cleared again
  const clearTables = replaceAll && rest === null;
  await db.transaction('rw', SYNC_STORES, async () => {
    // nothing new and nothing acknowledged: the tables are already right, skip re-running the outbox
    // DRAIN2: whether one is acknowledged, not how many (a count reads every entry after a week offline)
    const dropped = await db.outbox
      .where('id')
      .belowOrEqual(lastMutationId)
      .filter((e) => e.status === 'pending')
      .first();
    // RST2: a reset's server may have lost acknowledged mutations we still hold: they go back first
    if (replaceAll) await requeueLost(db, lastMutationId);
    const remaining = rest ?? patch;
    if (replaceAll || remaining.length > 0 || dropped !== undefined) {
      await rebaseIn(env, {
        patch: remaining,
        acknowledged: lastMutationId,
        replaceAll: clearTables,
        now: now(),
        // DRAIN4: a reset's pages came whole; otherwise the push answers tell which rows were left out
        ...(asking && !replaceAll && !firstSync ? { echoes: echoAnswers(db, meta.clientId as string) } : {}),
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
  forgetEchoes(db, lastMutationId);
  return { kind: 'pulled', cookie: done };
}
