/**
 * One mutator run on the device: validate the args, load its reads from Dexie, decide, write with undo
 * (shared's `runMutation` does the same on an in-memory state).
 */
import {
  ERROR_CODES,
  firstMessage,
  type Mutator,
  type MutatorContext,
  type MutatorDecision,
} from '@tavola/shared';
import * as v from 'valibot';
import type { UndoRecord } from '../db/database.ts';
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
  return { ok: true, decision, undo: await writeWithUndo(env.db, decision.writes) };
}
