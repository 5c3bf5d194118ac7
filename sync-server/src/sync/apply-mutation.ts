// One mutation on the server (docs/architecture.md §6.2): bump the tenant version and load what the mutator declares it
// reads (tenant-scoped, tombstones excluded, row-locked on PostgreSQL), decide with the server's context, then
// write (mutation-writes.ts). Runs inside its own savepoint.
import {
  ERROR_CODES,
  type Loaded,
  type Mutator,
  type MutatorContext,
  type MutatorDecision,
  parseWith,
  type ReadSpec,
  ROW_KEYS,
  type Row,
  type SyncEvent,
  type SyncedTable,
} from '@tavola/shared';
import { and, eq, getTableColumns, inArray, is, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Tables } from '../db/index.ts';
import { auditPlan, writePlan } from './mutation-writes.ts';
import { type EchoAsk, earlierIn, echoOf } from './push-echo.ts';
import { batch, type Plan, type Prepared, prepared, type Savepointed } from './store/plan.ts';
import { syncedTable, toClientRow } from './tables.ts';

export type MutationResult =
  /** `version`: the tenant version its writes carry. */
  | {
      readonly ok: true;
      readonly version: number;
      readonly events: readonly SyncEvent[];
      /** DRAIN4: for a mutation sent with an echo, which of its rows the till holds as written (push-echo.ts). */
      readonly echo?: string;
    }
  | { readonly ok: false; readonly code: string; readonly message: string };

/** Rejection codes the server adds to the mutators' own. */
export const SERVER_REJECTIONS = {
  MUTATOR_FAILED: 'This action failed on the server and was not saved!',
  CONFLICT: 'This change conflicts with data saved on the server!',
  INVALID_ROW: 'This change holds a value the server cannot store!',
} as const;

const reject = (code: keyof typeof SERVER_REJECTIONS): MutationResult => ({
  ok: false,
  code,
  message: SERVER_REJECTIONS[code],
});

/**
 * What a ReadSpec adds to `tenant_id = ? and deleted = false`: a condition on placeholders `r0`, `r1`... with
 * their values and the shape it has (the prepared query's key); null when it can match nothing. The condition
 * is built only when the query of its shape is (once per handle on SQLite).
 */
export type SpecRead = {
  shape: string;
  condition: () => SQL | undefined;
  params: Record<string, unknown>;
  /** SQLite: the read's column is the primary key or leads an index, the way in rather than the tenant's rows. */
  keyed: boolean;
};

const leadingColumns = new WeakMap<SQLiteTable, ReadonlySet<string>>();

/** The columns (by key) that lead an index of a SQLite table, the primary key included. */
function leadsIndex(table: SQLiteTable, key: string): boolean {
  let leading = leadingColumns.get(table);
  if (!leading) {
    const columns = getTableColumns(table);
    const byName = new Map(Object.entries(columns).map(([k, c]) => [c.name, k]));
    const keys = new Set(Object.entries(columns).flatMap(([k, c]) => (c.primary ? [k] : [])));
    for (const index of getTableConfig(table).indexes) {
      const [first] = index.config.columns;
      const name = first && 'name' in first ? byName.get(first.name as string) : undefined;
      if (name) keys.add(name);
    }
    leading = keys;
    leadingColumns.set(table, leading);
  }
  return leading.has(key);
}

let keyedIds = true;
/**
 * PostgreSQL reads by ids leave the tenant filter to no index (loadQuery, ADR 0077); false (SYNC_PG_KEYED_PLANS=off,
 * given by config.ts to the store on each thread, `pgStore`): as before.
 */
export const setKeyedPgReads = (on: boolean): void => {
  keyedIds = on;
};
const pgKeyedIds = (): boolean => keyedIds;

const encode = (column: SQLiteColumn, value: unknown): unknown =>
  value === null
    ? null
    : (column as unknown as { mapToDriverValue(value: unknown): unknown }).mapToDriverValue(value);

export function specRead(t: Tables, spec: ReadSpec): SpecRead | null {
  const { table, columns } = syncedTable(t, spec.table);
  const anyOf = (by: string, column: SQLiteColumn, values: readonly unknown[]): SpecRead | null => {
    if (values.length === 0) return null;
    const params: Record<string, unknown> = {};
    for (const [i, value] of values.entries()) params[`r${i}`] = encode(column, value);
    const condition = () =>
      inArray(
        column,
        values.map((_, i) => sql.placeholder(`r${i}`)),
      );
    return {
      shape: `${by}:${values.length}`,
      condition,
      params,
      keyed: is(table, SQLiteTable) ? leadsIndex(table, by) : by === 'id' && pgKeyedIds(),
    };
  };
  if ('ids' in spec) return anyOf('id', columns.id, spec.ids);
  if ('by' in spec) {
    const columnOf = (name: string): SQLiteColumn => {
      const column = (ROW_KEYS[spec.table] as readonly string[]).includes(name) ? columns[name] : undefined;
      if (!column) throw new Error(`${spec.table} has no column ${name} to read by`);
      return column;
    };
    const read = anyOf(spec.by, columnOf(spec.by), spec.values);
    if (!read || !spec.and) return read;
    // `and`: equalities on placeholders a0, a1... (orders by token and business day use their unique index)
    const equal = Object.entries(spec.and);
    const conditions = () => equal.map(([name], i) => eq(columnOf(name), sql.placeholder(`a${i}`)));
    const params = { ...read.params };
    for (const [i, [name, value]] of equal.entries()) params[`a${i}`] = encode(columnOf(name), value);
    return {
      shape: `${read.shape}&${equal.map(([name]) => name).join('&')}`,
      condition: () => and(read.condition(), ...conditions()),
      params,
      keyed: read.keyed,
    };
  }
  return { shape: 'all', condition: () => undefined, params: {}, keyed: false }; // singleton, all
}

/**
 * Bumps the tenant's version and returns it. On PostgreSQL the upsert locks the tenant's version row until
 * commit: writers of one tenant take turns in commit order, so versions never become visible out of order.
 */
export function bumpVersion(t: Tables, tenantId: string): Prepared {
  const v = t.tenantVersions;
  return prepared(
    'bump-version',
    (db) =>
      db
        .insert(v)
        .values({ tenantId: sql.placeholder('tenantId'), version: 1 })
        .onConflictDoUpdate({ target: v.tenantId, set: { version: sql`${v.version} + 1` } })
        .returning({ version: v.version }),
    { tenantId },
  );
}

/**
 * The live rows of `table` that `read` selects, tenant-scoped, in id order. On SQLite, a read by a keyed column
 * writes the tenant filter `+tenant_id = ?`, which no index serves: SQLite's planner has no statistics here
 * and, from two to four values of an `in` list on, took the tenant's index over the key, reading every row of
 * the tenant (a store's whole order history) for a few orders. PostgreSQL, by ids: `tenant_id || '' = $1`, for
 * the same reason (ADR 0077): the sync statements run generic plans, planned without the tenant, and one took a
 * tenant index for a group's new line ids, reading every line of the store (4 ms at 3,000 lines, growing).
 */
export function loadQuery(t: Tables, tenantId: string, name: SyncedTable, read: SpecRead): Prepared {
  const { table, columns } = syncedTable(t, name);
  const unindexed = is(table, SQLiteTable)
    ? () => sql`+${columns.tenantId}`
    : () => sql`(${columns.tenantId} || '')`;
  const tenant = read.keyed
    ? () => sql`${unindexed()} = ${sql.placeholder('tenantId')}`
    : () => eq(columns.tenantId, sql.placeholder('tenantId'));
  return prepared(
    `load:${name}:${read.shape}`,
    (db) =>
      db
        .select()
        .from(table)
        .where(and(tenant(), eq(columns.deleted, false), read.condition()))
        .orderBy(columns.id),
    { ...read.params, tenantId },
  );
}

/**
 * The mutation's version and what it reads, in one round trip on PostgreSQL: the version bump goes first, so
 * the version row is locked before the rows (one lock order for every writer) and is held from here to
 * commit, not from before the savepoint.
 */
export function* loadPlan(
  t: Tables,
  tenantId: string,
  specs: readonly ReadSpec[],
  reads: readonly (SpecRead | null)[],
): Plan<{ version: number; loaded: Loaded }> {
  const loaded: { [T in SyncedTable]?: Record<string, Row> } = {};
  const wanted: { table: SyncedTable; query: Prepared }[] = [];
  for (const [i, spec] of specs.entries()) {
    loaded[spec.table] ??= {};
    const read = reads[i];
    if (read) wanted.push({ table: spec.table, query: loadQuery(t, tenantId, spec.table, read) });
  }
  // The bump and all reads in one round trip on PostgreSQL, each row locked until commit (FOR UPDATE applies
  // to the selects only).
  const [bumped, ...found] = yield* batch<Record<string, unknown>>(
    [bumpVersion(t, tenantId), ...wanted.map((w) => w.query)],
    { lock: true },
  );
  const version = Number(bumped?.[0]?.version);
  if (!Number.isSafeInteger(version))
    throw new Error(`tenant version upsert returned no row for ${tenantId}`);
  for (const [i, { table }] of wanted.entries()) {
    const into = loaded[table] as Record<string, Row>;
    for (const row of found[i] ?? []) into[row.id as string] = toClientRow(table, row);
  }
  return { version, loaded };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A mutation ready for its reads (args parsed, ReadSpecs known), or its rejection before any read. */
export type MutationStart =
  | { readonly ok: false; readonly result: MutationResult }
  | {
      readonly ok: true;
      readonly args: unknown;
      readonly specs: readonly ReadSpec[];
      readonly reads: readonly (SpecRead | null)[];
    };

/** Parses the args and asks the mutator what it reads; a mutator that throws is reported to `onError`. */
export function startMutation(
  t: Tables,
  mutator: Mutator<unknown>,
  rawArgs: unknown,
  onError: (error: unknown) => void,
): MutationStart {
  const parsed = parseWith(mutator.args, rawArgs);
  if (!parsed.ok)
    return { ok: false, result: { ok: false, code: ERROR_CODES.validation, message: parsed.message } };
  const args = parsed.value;
  try {
    const specs = mutator.reads(args);
    return { ok: true, args, specs, reads: specs.map((spec) => specRead(t, spec)) };
  } catch (error) {
    onError(error);
    return { ok: false, result: reject('MUTATOR_FAILED') };
  }
}

/** The mutator's decision on the loaded rows, or its rejection (a mutator that throws is rejected with its message). */
export function decideMutation(
  mutator: Mutator<unknown>,
  loaded: Loaded,
  args: unknown,
  ctx: MutatorContext,
  onError: (error: unknown) => void,
): Extract<MutatorDecision, { ok: true }> | { readonly ok: false; readonly result: MutationResult } {
  let decision: MutatorDecision;
  try {
    decision = mutator.decide(loaded, args, ctx);
  } catch (error) {
    onError(error);
    return { ok: false, result: { ok: false, code: 'MUTATOR_FAILED', message: messageOf(error) } };
  }
  if (!decision.ok)
    return { ok: false, result: { ok: false, code: decision.code, message: decision.message } };
  return decision;
}

/**
 * Runs one mutation; to be run inside a savepoint: kept when applied, rolled back when rejected. Database
 * errors of its writes escape (the caller decides between a rejection and a transient failure).
 */
export function* applyMutationPlan(
  t: Tables,
  mutator: Mutator<unknown>,
  rawArgs: unknown,
  ctx: MutatorContext,
  onError: (error: unknown) => void = () => {},
  /** DRAIN4: the till's echo of this mutation, when its push carried one. */
  echo?: EchoAsk,
): Plan<Savepointed<MutationResult>> {
  const started = startMutation(t, mutator, rawArgs, onError);
  if (!started.ok) return { keep: false, value: started.result };
  const { version, loaded } = yield* loadPlan(t, ctx.tenantId, started.specs, started.reads);
  const decision = decideMutation(mutator, loaded, started.args, ctx, onError);
  if (!decision.ok) return { keep: false, value: decision.result };
  const echoed = echo ? echoOf(t, echo, decision.writes, version, earlierIn(loaded)) : null;
  yield* writePlan(
    t,
    ctx.tenantId,
    decision.writes.map((write, i) => ({ write, version, echo: echoed?.marks[i] })),
  );
  yield* auditPlan(t, [{ ctx, entries: decision.audit ?? [] }]);
  const events = decision.events ?? [];
  return { keep: true, value: { ok: true, version, events, ...(echoed ? { echo: echoed.mask } : {}) } };
}

export { reject as serverRejection };
