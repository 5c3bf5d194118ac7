/**
 * SYNC18: an in-memory store of synced rows, for tests and the client's rebase: apply writes, answer reads.
 * Pure: every function returns a new state and leaves its input untouched.
 */
import type { Loaded, ReadSpec, Row, Write } from './mutator.ts';
import type { SyncedTable } from './protocol.ts';

/** Rows by table and id; tombstoned rows are absent. */
export type SyncState = { readonly [T in SyncedTable]?: Readonly<Record<string, Row>> };

export const EMPTY_STATE: SyncState = {};

/** A put replaces the whole row; a del removes it (deleting an absent row is a no-op). */
export function applyWrites(state: SyncState, writes: readonly Write[]): SyncState {
  const next: { [T in SyncedTable]?: Record<string, Row> } = { ...state };
  const touched = new Set<SyncedTable>();
  for (const w of writes) {
    if (!touched.has(w.table)) {
      next[w.table] = { ...state[w.table] };
      touched.add(w.table);
    }
    const rows = next[w.table] as Record<string, Row>;
    if (w.op === 'put') rows[w.row.id] = w.row;
    else delete rows[w.id];
  }
  return next;
}

/** A `by` spec's `and`: every named column equals its value. */
export const matchesAnd = (and: Readonly<Record<string, string>> | undefined, row: Row): boolean =>
  and === undefined || Object.entries(and).every(([column, value]) => row[column] === value);

function matches(spec: ReadSpec, row: Row): boolean {
  if ('ids' in spec) return spec.ids.includes(row.id);
  if ('by' in spec) return spec.values.includes(row[spec.by] as string) && matchesAnd(spec.and, row);
  return true; // singleton, all
}

/** Answers a mutator's ReadSpecs from the state: every row any spec asks for, by table and id. */
export function loadFromState(state: SyncState, reads: readonly ReadSpec[]): Loaded {
  const out: { [T in SyncedTable]?: Record<string, Row> } = {};
  for (const spec of reads) {
    const rows = state[spec.table] ?? {};
    const into = out[spec.table] ?? {};
    out[spec.table] = into;
    for (const row of Object.values(rows)) if (matches(spec, row)) into[row.id] = row;
  }
  return out;
}
