/**
 * Rebase (docs/architecture.md §6.3): the synced tables always hold the server's state at `cookie` plus the
 * optimistic writes of the pending outbox, in order. To move to a new server state: undo every optimistic
 * write (newest first), apply the server's patch, drop what the server has acknowledged, and re-run every
 * remaining pending mutation on top. One transaction: screens never see a half-applied state.
 */
import { type PatchOp, SYNCED_TABLES, writesEcho } from '@tavola/shared';
import { Dexie } from 'dexie';
import type { AcknowledgedEntry, OutboxEntry, UndoRecord } from '../db/database.ts';
import { getMeta } from '../db/meta.ts';
import { buildContext } from './context.ts';
import { BREATHE_EVERY, type EchoAnswer, keptRows, type Pause, undosKeeping } from './echo.ts';
import { fastSync, keepAtPush } from './fast-paths.ts';
import { type LocalEnv, SYNC_STORES } from './local-env.ts';
import { applyPatch, inChunks, patchedKeys, undoAll } from './local-rows.ts';
import { runMutator } from './run-mutator.ts';

export type RebaseInput = {
  /** The server's changes since the tables' cookie. */
  readonly patch?: readonly PatchOp[];
  /** Pending entries with ids up to this one are part of the new server state: dropped. */
  readonly acknowledged?: number;
  /** Empty the synced tables before the patch (server reset, schema upgrade). */
  readonly replaceAll?: boolean;
  /** Rejected entries (mutation ids) the user dismissed. */
  readonly dismiss?: readonly number[];
  /** The clock for the acknowledged entries kept (RST2); default Date.now(). */
  readonly now?: number;
  /**
   * DRAIN4: the patch came from a pull that left out the rows the server holds as this till does; the push answers
   * say which (echo.ts). Those rows of acknowledged entries stay as they are; EchoUnsure when one cannot be told.
   */
  readonly echoes?: ReadonlyMap<number, EchoAnswer>;
};

type Rerun = { readonly undo: UndoRecord[]; readonly echo: string };
const NOTHING: Rerun = { undo: [], echo: '' };

/**
 * A pending entry's mutator on the current rows; a rejection or a failing mutator leaves no local writes. DRAIN4: its
 * echo follows the rows this run wrote.
 */
async function rerun(env: LocalEnv, entry: OutboxEntry): Promise<Rerun> {
  const mutator = env.mutators(entry.name);
  if (!mutator) return NOTHING; // an older app's mutation: the server decides it, nothing to show meanwhile
  // the entry's own time, so rows it creates keep their timestamps and business day
  const ctx = await buildContext(env.db, env.who, entry.clientTime);
  try {
    const outcome = await runMutator(env, mutator, entry.args, ctx);
    return outcome.ok ? { undo: outcome.undo, echo: writesEcho(outcome.decision.writes) } : NOTHING;
  } catch (e) {
    if (e instanceof Dexie.DexieError) throw e; // the database failed: abort the whole rebase
    return NOTHING; // a mutator that throws on these rows: the server's answer will tell
  }
}

/** Must run inside a transaction over SYNC_STORES. */
export async function rebaseIn(env: LocalEnv, input: RebaseInput): Promise<void> {
  const { db } = env;
  const entries = await readOutbox(env);
  const clientId = (await getMeta(db, 'clientId')) ?? '';
  const acknowledged = input.acknowledged ?? 0;
  // DRAIN4: rows the pull left out because this till holds them as the server does are not undone (checked first)
  const pause = breather(env);
  const echoed =
    input.echoes && !input.replaceAll
      ? await keptRows(entries, acknowledged, patchedKeys(input.patch ?? []), input.echoes, pause)
      : null;
  // PERF7: every optimistic write undone at once (each row back to its state before the oldest entry's write);
  // DRAIN2: not the rows the tables are then emptied of, or the patch replaces
  if (!(input.replaceAll && fastSync()))
    await undoAll(
      db,
      echoed ? await undosKeeping(entries, acknowledged, echoed, pause) : entries.map((e) => e.undo),
      input.patch && fastSync() ? patchedKeys(input.patch) : undefined,
    );
  if (input.replaceAll) for (const t of SYNCED_TABLES) await db.table(t).clear();
  if (input.patch) await applyPatch(db, input.patch);
  const ackedSeqs: number[] = [];
  /** DRAIN8: runs of acknowledged entries next to each other in the outbox, as [first seq, last seq]. */
  const runs: [number, number][] = [];
  let previousAcked = false;
  const kept: AcknowledgedEntry[] = [];
  for (const [i, e] of entries.entries()) {
    if (pause && i > 0 && i % BREATHE_EVERY === 0) await pause();
    const seq = e.seq as number;
    const acked = e.status === 'pending' && input.acknowledged !== undefined && e.id <= input.acknowledged;
    const run = runs.at(-1);
    if (acked && previousAcked && run) run[1] = seq;
    else if (acked) runs.push([seq, seq]);
    previousAcked = acked;
    if (e.status === 'rejected') {
      // kept (without local effects) until the user dismisses it: never dropped silently
      if (input.dismiss?.includes(e.id)) await db.outbox.delete(seq);
      else if (e.undo.length > 0) await db.outbox.update(seq, { undo: [] });
    } else if (input.acknowledged !== undefined && e.id <= input.acknowledged) {
      ackedSeqs.push(seq);
      // RST2: kept a while, to send again should the server be restored from an older backup
      const { name, args, clientTime } = e;
      kept.push({ clientId, id: e.id, name, args, clientTime, ackedAt: input.now ?? Date.now() });
    } else {
      await db.outbox.update(seq, await rerun(env, e));
    }
  }
  // PERF7: a drain acknowledges thousands of entries a pull: dropped and kept in two bulk calls
  // DRAIN8: each run in one range delete (the database's own work: no keys cloned on the page); off: by keys
  if (fastSync())
    for (const [first, last] of runs) await db.outbox.where(':id').between(first, last, true, true).delete();
  else await inChunks(ackedSeqs, (seqs) => db.outbox.bulkDelete(seqs));
  await inChunks(await notYetKept(env, clientId, kept), (rows) => db.acknowledged.bulkPut(rows));
}

/**
 * DRAIN10: the copies the push did not keep at its answer (one lost, or the switch off), found by one read of the
 * held keys over the acknowledged ids (no args read or cloned); with the switch off, all of them.
 */
async function notYetKept(
  env: LocalEnv,
  clientId: string,
  kept: AcknowledgedEntry[],
): Promise<AcknowledgedEntry[]> {
  if (!keepAtPush() || kept.length === 0) return kept;
  let [low, high] = [Number.POSITIVE_INFINITY, 0];
  for (const { id } of kept) [low, high] = [Math.min(low, id), Math.max(high, id)];
  const held = await env.db.acknowledged
    .where('[clientId+id]')
    .between([clientId, low], [clientId, high], true, true)
    .primaryKeys();
  const ids = new Set(held.map(([, id]) => id));
  return kept.filter((k) => !ids.has(k.id));
}

/** DRAIN9: the rebase's pause (echo.ts `Pause`): a trivial read of the outbox; none with the fast paths off. */
const breather = (env: LocalEnv): Pause => (fastSync() ? () => env.db.outbox.get(-1) : null);

/** DRAIN2: the outbox in seq order, read a page at a time (one read of 20,000 entries blocks the page). */
async function readOutbox(env: LocalEnv): Promise<OutboxEntry[]> {
  const { outbox } = env.db;
  if (!fastSync()) return outbox.orderBy('seq').toArray();
  const all: OutboxEntry[] = [];
  for (;;) {
    const last = all.at(-1)?.seq;
    const page = await (last === undefined ? outbox.orderBy('seq') : outbox.where('seq').above(last))
      .limit(OUTBOX_PAGE)
      .toArray();
    all.push(...page);
    if (page.length < OUTBOX_PAGE) return all;
  }
}
const OUTBOX_PAGE = 500;

// the callback must be an async function: Dexie follows native awaits only inside those
export const rebase = (env: LocalEnv, input: RebaseInput): Promise<void> =>
  env.db.transaction('rw', SYNC_STORES, async () => {
    await rebaseIn(env, input);
  });

/** The user dismisses rejected mutations: they leave the list (and any local effect left is undone). */
export const dismissRejected = (env: LocalEnv, ids: readonly number[]): Promise<void> =>
  rebase(env, { dismiss: ids });
