/**
 * SYNC3: running a named mutation: look up the mutator, parse its args (the schema's first message on
 * failure), load what it reads, decide; a decision creating a row over one there is ID_IN_USE (SYNC19).
 * `runMutation` does all of it on an in-memory state (tests, rebase).
 */
import * as v from 'valibot';
import { firstMessage } from '../../validation/common.ts';
import { applyWrites, loadFromState, type SyncState } from '../apply.ts';
import {
  createdRows,
  type Mutator,
  type MutatorContext,
  type MutatorDecision,
  type Write,
} from '../mutator.ts';
import { getMutator } from './registry.ts';
import { type Rejected, rejectInvalid, rejectSync } from './support.ts';

export type PreparedMutation = { readonly ok: true; readonly mutator: Mutator; readonly args: unknown };

/** A known name and valid args, or the permanent rejection (UNKNOWN_MUTATOR, VALIDATION). */
export function prepareMutation(name: string, rawArgs: unknown): PreparedMutation | Rejected {
  const mutator = getMutator(name);
  if (!mutator) return rejectSync('UNKNOWN_MUTATOR');
  const parsed = v.safeParse(mutator.args, rawArgs);
  if (!parsed.success) return rejectInvalid(firstMessage(parsed.issues));
  return { ok: true, mutator, args: parsed.output };
}

/**
 * SYNC19: the writes' new rows, each once, none over a row `exists` finds: true, or ID_IN_USE. What the server's
 * insert makes sure of, for a device's run (the mutators' own `alreadyCreated` answers first).
 */
export function createsOnlyNew(
  writes: readonly Write[],
  exists: (table: Write['table'], id: string) => boolean,
): true | Rejected {
  const seen = new Set<string>();
  for (const { table, id } of createdRows(writes)) {
    const key = `${table}\u0000${id}`;
    if (seen.has(key) || exists(table, id)) return rejectSync('ID_IN_USE');
    seen.add(key);
  }
  return true;
}

/** Runs one mutation against `state`: its decision, and the state after its writes (unchanged on rejection). */
export function runMutation(
  state: SyncState,
  mutation: { readonly name: string; readonly args: unknown },
  ctx: MutatorContext,
): { decision: MutatorDecision; state: SyncState } {
  const prepared = prepareMutation(mutation.name, mutation.args);
  if (!prepared.ok) return { decision: prepared, state };
  const { mutator, args } = prepared;
  const decided = mutator.decide(loadFromState(state, mutator.reads(args)), args, ctx);
  const fresh = decided.ok ? createsOnlyNew(decided.writes, (table, id) => !!state[table]?.[id]) : true;
  const decision = fresh === true ? decided : fresh;
  return { decision, state: decision.ok ? applyWrites(state, decision.writes) : state };
}
