// A push group's mutations applied merged (ADR 0014): every row the group reads loaded in one batch with the
// tenants' version rows locked first, the mutators deciding one after another in memory, each on the rows as
// the ones before it left them, and the writes as multi-row statements per table.
import {
  type Loaded,
  loadFromState,
  type Mutation,
  type Mutator,
  type ReadSpec,
  type Row,
  SYNC_REJECTIONS,
  type SyncedTable,
} from '@tavola/shared';
import type { Tables } from '../db/index.ts';
import {
  decideMutation,
  loadQuery,
  type MutationResult,
  type MutationStart,
  specRead,
  startMutation,
} from './apply-mutation.ts';
import { type AuditOf, auditPlan, type StampedWrite, writePlan } from './mutation-writes.ts';
import { padded } from './prepared-rows.ts';
import { echoOf } from './push-echo.ts';
import { versionLock, versionSet } from './push-statements.ts';
import type { LivePush, OnError, PushDeps } from './push-types.ts';
import { type Plan, type Prepared, run } from './store/plan.ts';
import type { PushInput } from './store/types.ts';
import { overClientRow, toClientRow } from './tables.ts';

/** What the group's mutations read, merged per tenant: one query per table and kind of read. */
class MergedReads {
  private readonly byKey = new Map<string, { table: SyncedTable; spec: ReadSpec; values: Set<string> }>();

  add(spec: ReadSpec): void {
    if ('ids' in spec) this.values(`${spec.table}|ids`, spec, spec.ids);
    else if ('by' in spec) {
      const and = spec.and ? Object.entries(spec.and).sort(([a], [b]) => a.localeCompare(b)) : [];
      this.values(`${spec.table}|by|${spec.by}|${JSON.stringify(and)}`, spec, spec.values);
    } else this.values(`${spec.table}|all`, { table: spec.table, all: true }, []);
  }

  private values(key: string, spec: ReadSpec, values: readonly string[]): void {
    let found = this.byKey.get(key);
    if (!found) {
      found = { table: spec.table, spec, values: new Set() };
      this.byKey.set(key, found);
    }
    for (const value of values) found.values.add(value);
  }

  queries(t: Tables, tenantId: string): { table: SyncedTable; query: Prepared }[] {
    const out: { table: SyncedTable; query: Prepared }[] = [];
    for (const { table, spec, values } of this.byKey.values()) {
      const merged: ReadSpec =
        'ids' in spec
          ? { table, ids: padded([...values]) }
          : 'by' in spec
            ? { ...spec, values: padded([...values]) }
            : spec;
      const read = specRead(t, merged);
      if (read) out.push({ table, query: loadQuery(t, tenantId, table, read) });
    }
    return out;
  }
}

type Pending = {
  readonly push: number;
  readonly m: Mutation;
  readonly mutator: Mutator<unknown>;
  readonly started: Extract<MutationStart, { ok: true }>;
};

/** Rows by table and id, as the group's mutators see them; updated with each applied mutation's writes. */
export type State = { [T in SyncedTable]?: Record<string, Row> };

/** `next`'s values over `earlier`'s; a key `next` leaves undefined keeps its earlier value (as its upsert would). */
function overlay(earlier: Row, next: Row): Row {
  const out: Record<string, unknown> = { ...earlier };
  for (const [key, value] of Object.entries(next)) if (value !== undefined) out[key] = value;
  return out as Row;
}

function rowsIn(state: State, table: SyncedTable): Record<string, Row> {
  const rows = state[table] ?? {};
  state[table] = rows;
  return rows;
}

/** A mutation of the group as its reads were asked for: its mutator and start, and what the mutator threw. */
type Started = {
  readonly mutator: Mutator<unknown>;
  readonly started: MutationStart;
  readonly errors: readonly unknown[];
};

/**
 * What a group's mutations read, asked before the group's first round trip (ADR 0014): every mutation of every
 * push is started (its args parsed, its reads named), whether or not it turns out to be applied (a duplicate,
 * a refused push: rows read and not used), so the version rows and the rows read go out with the prelude.
 */
export type GroupReads = {
  /** The tenants' version rows (locked first), then every row the mutators read, FOR UPDATE: in that order. */
  readonly queries: readonly Prepared[];
  /** By mutation; none for an unknown mutator. */
  readonly starts: ReadonlyMap<Mutation, Started>;
  readonly loads: readonly { readonly tenantId: string; readonly loads: { table: SyncedTable }[] }[];
};

export function groupReads(deps: PushDeps, inputs: readonly PushInput[]): GroupReads {
  const { t } = deps;
  const starts = new Map<Mutation, Started>();
  const reads = new Map<string, MergedReads>();
  for (const input of inputs) {
    for (const m of input.mutations) {
      const mutator = deps.mutators(m.name);
      if (!mutator) continue;
      const errors: unknown[] = [];
      const started = startMutation(t, mutator, m.args, (e) => errors.push(e));
      starts.set(m, { mutator, started, errors });
      if (!started.ok) continue;
      const tenantReads = reads.get(input.tenantId) ?? new MergedReads();
      reads.set(input.tenantId, tenantReads);
      for (const spec of started.specs) tenantReads.add(spec);
    }
  }
  const tenants = [...reads.keys()].sort();
  const loads = tenants.map((tenantId) => ({
    tenantId,
    loads: reads.get(tenantId)?.queries(t, tenantId) ?? [],
  }));
  return {
    queries: [
      ...tenants.map((tenantId) => versionLock(t, tenantId)),
      ...loads.flatMap(({ loads }) => loads.map((l) => ({ ...l.query, lock: true as const }))),
    ],
    starts,
    loads,
  };
}

/**
 * The merged path, on the rows `found` for `reads.queries`: null when the group both puts and tombstones one row
 * (their writes could not share a statement; the caller falls back). Database errors escape.
 */
export function* merged(
  deps: PushDeps,
  pushes: readonly LivePush[],
  reads: GroupReads,
  found: readonly (readonly Record<string, unknown>[])[],
  onError: OnError,
  /** Filled with each store's rows as the group left them (its answers without a read, ADR 0077). */
  states: Map<string, State> = new Map(),
): Plan<MutationResult[][] | null> {
  const { t } = deps;
  const results: (MutationResult | Pending)[][] = pushes.map(() => []);
  for (const [i, push] of pushes.entries()) {
    for (const { m, apply } of push.entries) {
      if (!apply) continue;
      const start = reads.starts.get(m);
      if (!start) {
        results[i]?.push({ ok: false, code: 'UNKNOWN_MUTATOR', message: SYNC_REJECTIONS.UNKNOWN_MUTATOR });
        continue;
      }
      for (const error of start.errors) onError(error, m.name);
      if (!start.started.ok) {
        results[i]?.push(start.started.result);
        continue;
      }
      results[i]?.push({ push: i, m, mutator: start.mutator, started: start.started });
    }
  }
  const { loads } = reads;
  if (loads.length === 0) return results as MutationResult[][];

  const versions = new Map<string, number>();
  let at = loads.length;
  for (const [i, { tenantId, loads: tenantLoads }] of loads.entries()) {
    const version = Number(found[i]?.[0]?.version);
    if (!Number.isSafeInteger(version))
      throw new Error(`tenant version lock returned no row for ${tenantId}`);
    versions.set(tenantId, version);
    const state: State = {};
    for (const { table } of tenantLoads) {
      const into = rowsIn(state, table);
      for (const row of found[at++] ?? []) into[row.id as string] = toClientRow(table, row);
    }
    states.set(tenantId, state);
  }

  // Decide in order, each mutation on the rows as the ones before it left them.
  const writes = new Map<string, StampedWrite[]>();
  /** Where each row the group writes is in its tenant's writes, by tenant, table and id. */
  const written = new Map<string, number>();
  const audits: AuditOf[] = [];
  const out: MutationResult[][] = [];
  for (const [i, pushResults] of results.entries()) {
    const push = pushes[i] as LivePush;
    const { tenantId } = push.ctx;
    const state = states.get(tenantId) as State;
    const done: MutationResult[] = [];
    for (const r of pushResults) {
      if (!('started' in r)) {
        done.push(r);
        continue;
      }
      const loaded: Loaded = loadFromState(state, r.started.specs);
      const decision = decideMutation(r.mutator, loaded, r.started.args, push.ctx, (e) =>
        onError(e, r.m.name),
      );
      if (!decision.ok) {
        done.push(decision.result);
        continue;
      }
      const version = (versions.get(tenantId) as number) + 1;
      versions.set(tenantId, version);
      const tenantWrites = writes.get(tenantId) ?? [];
      writes.set(tenantId, tenantWrites);
      // DRAIN4: the till's echo, on the rows as the group left them before this decision
      const echoed = r.m.echo
        ? echoOf(
            t,
            { clientId: push.input.clientId, echo: r.m.echo },
            decision.writes,
            version,
            (table: SyncedTable, id: string) => rowsIn(state, table)[id],
          )
        : null;
      for (const [k, write] of decision.writes.entries()) {
        const echo = echoed?.marks[k];
        const key = `${tenantId}|${write.table}|${write.op === 'put' ? write.row.id : write.id}`;
        const earlier = written.get(key);
        if (earlier === undefined) {
          written.set(key, tenantWrites.length);
          tenantWrites.push({ write, version, echo });
        } else {
          // A row written again (an order rung up, then paid): one put of the later values over the earlier,
          // with the later version, leaves the row as two upserts would; a new row stays new (one insert). A
          // tombstone cannot share a put, and a row created again would be refused by its second insert
          // (SYNC19): push by push tells whose mutation that is.
          const before = tenantWrites[earlier]?.write;
          if (before?.op !== 'put' || write.op !== 'put' || write.create) return null;
          const row = overlay(before.row, write.row);
          tenantWrites[earlier] = {
            write: before.create ? { ...write, row, create: true } : { ...write, row },
            version,
            echo, // the later write's mark: the row is as it left it
          };
        }
        const rows = rowsIn(state, write.table);
        if (write.op === 'del') delete rows[write.id];
        else rows[write.row.id] = overClientRow(write.table, rows[write.row.id], write.row);
      }
      if (decision.audit?.length) audits.push({ ctx: push.ctx, entries: decision.audit });
      const events = decision.events ?? [];
      done.push({ ok: true, version, events, ...(echoed ? { echo: echoed.mask } : {}) });
    }
    out.push(done);
  }

  for (const [tenantId, tenantWrites] of writes) yield* writePlan(t, tenantId, tenantWrites, 'any');
  for (const [i, { tenantId }] of loads.entries()) {
    const version = versions.get(tenantId) as number;
    if (version !== Number(found[i]?.[0]?.version)) yield* run(versionSet(t, tenantId, version));
  }
  yield* auditPlan(t, audits);
  return out;
}
