/**
 * One mutator run on the device: validate the args, load its reads from Dexie, decide, refuse a new row over
 * one the device holds (SYNC19), write with undo (shared's `runMutation` does the same on an in-memory state).
 */
import {
  createdRows,
  createsOnlyNew,
  ERROR_CODES,
  firstMessage,
  type Mutator,
  type MutatorContext,
  type MutatorDecision,
  type SyncedTable,
  type Write,
} from '@tavola/shared';
import * as v from 'valibot';
import { rowsOf, type TavolaDb, type UndoRecord } from '../db/database.ts';
import type { LocalEnv } from './local-env.ts';
import { loadReads, writeWithUndo } from './local-rows.ts';

export type Accepted = Extract<MutatorDecision, { ok: true }>;
export type Rejection = { readonly ok: false; readonly code: string; readonly message: string };

export type RunOutcome =
  | { readonly ok: true; readonly decision: Accepted; readonly undo: UndoRecord[] }
  | Rejection;

/** Must run inside a transaction over SYNC_STORES. A rejection writes nothing. */
export async function runMutator(
  env: LocalEnv,
  mutator: Mutator,
  args: unknown,
  ctx: MutatorContext,
): Promise<RunOutcome> {
  const parsed = v.safeParse(mutator.args, args);
  if (!parsed.success) {
    return { ok: false, code: ERROR_CODES.validation, message: firstMessage(parsed.issues) };
  }
  const loaded = await loadReads(env.db, mutator.reads(parsed.output));
  const decision = mutator.decide(loaded, parsed.output, ctx);
  if (!decision.ok) return decision;
  const fresh = await createsOnlyNewHere(env.db, decision.writes);
  if (fresh !== true) return fresh;
  return { ok: true, decision, undo: await writeWithUndo(env.db, decision.writes) };
}

/** SYNC19: the decision's new rows over none this device holds, as the server's insert makes sure of. */
async function createsOnlyNewHere(db: TavolaDb, writes: readonly Write[]) {
  const byTable = new Map<SyncedTable, string[]>();
  for (const { table, id } of createdRows(writes)) byTable.set(table, [...(byTable.get(table) ?? []), id]);
  const held = new Set<string>();
  for (const [table, ids] of byTable)
    for (const row of await rowsOf(db, table).bulkGet(ids)) if (row) held.add(`${table}\u0000${row.id}`);
  return createsOnlyNew(writes, (table, id) => held.has(`${table}\u0000${id}`));
}
