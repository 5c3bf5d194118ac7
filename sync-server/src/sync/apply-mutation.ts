// One mutation on the server (ARCHITECTURE 6.2): load what the mutator declares it reads (tenant-scoped,
// tombstones excluded, row-locked on PostgreSQL), decide with the server's context, then write: puts upsert
// whole rows stamped with the tenant and the mutation's version, dels tombstone. Runs inside its own savepoint.
import {
  type AuditEntry,
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
  type Write,
} from '@tavola/shared';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Tables } from '../db/index.ts';
import { uuidv7 } from '../ids.ts';
import { ForeignRowError } from './errors.ts';
import { batch, type Plan, type Query, run, type Savepointed } from './store/plan.ts';
import { fromClientRow, syncedTable, toClientRow } from './tables.ts';

export type MutationResult =
  | { readonly ok: true; readonly events: readonly SyncEvent[] }
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

/** The condition a ReadSpec adds to `tenant_id = ? and deleted = false`; null when it can match nothing. */
function specCondition(t: Tables, spec: ReadSpec): SQL | undefined | null {
  const { columns } = syncedTable(t, spec.table);
  if ('ids' in spec) return spec.ids.length ? inArray(columns.id, [...spec.ids]) : null;
  if ('by' in spec) {
    const column = (ROW_KEYS[spec.table] as readonly string[]).includes(spec.by)
      ? columns[spec.by]
      : undefined;
    if (!column) throw new Error(`${spec.table} has no column ${spec.by} to read by`);
    return spec.values.length ? inArray(column, [...spec.values]) : null;
  }
  return undefined; // singleton, all
}

export function* loadPlan(
  t: Tables,
  tenantId: string,
  specs: readonly ReadSpec[],
  conditions: readonly (SQL | undefined | null)[],
): Plan<Loaded> {
  const loaded: { [T in SyncedTable]?: Record<string, Row> } = {};
  const wanted: { table: SyncedTable; query: Query }[] = [];
  for (const [i, spec] of specs.entries()) {
    loaded[spec.table] ??= {};
    const condition = conditions[i];
    if (condition === null) continue;
    const { table, columns } = syncedTable(t, spec.table);
    wanted.push({
      table: spec.table,
      query: (db) =>
        db
          .select()
          .from(table)
          .where(and(eq(columns.tenantId, tenantId), eq(columns.deleted, false), condition))
          .orderBy(columns.id),
    });
  }
  // All reads in one round trip on PostgreSQL, each row locked until commit.
  const found = yield* batch<Record<string, unknown>>(
    wanted.map((w) => w.query),
    { lock: true },
  );
  for (const [i, { table }] of wanted.entries()) {
    const into = loaded[table] as Record<string, Row>;
    for (const row of found[i] ?? []) into[row.id as string] = toClientRow(table, row);
  }
  return loaded;
}

export function* writePlan(
  t: Tables,
  tenantId: string,
  version: number,
  writes: readonly Write[],
): Plan<void> {
  const queries = writes.map((w): Query => {
    const { table, columns } = syncedTable(t, w.table);
    if (w.op === 'del') {
      return (db) =>
        db
          .update(table)
          .set({ deleted: true, version })
          .where(and(eq(columns.tenantId, tenantId), eq(columns.id, w.id)))
          .returning({ id: columns.id });
    }
    const { id: _, ...values } = fromClientRow(w.table, w.row);
    const set = { ...values, version, deleted: false };
    return (db) =>
      db
        .insert(table)
        .values({ ...set, id: w.row.id, tenantId })
        // Ids are client-generated: one naming another tenant's row must neither insert nor update it.
        .onConflictDoUpdate({ target: columns.id, set, setWhere: eq(columns.tenantId, tenantId) })
        .returning({ id: columns.id });
  });
  // In order, in one round trip on PostgreSQL; a failing write fails the mutation's savepoint.
  const written = yield* batch<{ id: string }>(queries);
  for (const [i, w] of writes.entries()) {
    if (w.op === 'put' && (written[i]?.length ?? 0) === 0) throw new ForeignRowError(w.table, w.row.id);
  }
}

export function* auditPlan(t: Tables, ctx: MutatorContext, entries: readonly AuditEntry[]): Plan<void> {
  if (entries.length === 0) return;
  yield* run((db) =>
    db.insert(t.auditLog).values(
      entries.map((e) => ({
        id: uuidv7(ctx.now),
        tenantId: ctx.tenantId,
        actor: ctx.actor.userId,
        action: e.action,
        entity: e.entity,
        entityId: e.entityId,
        detail: { ...e.detail, deviceId: ctx.deviceId },
        createdAt: ctx.now,
      })),
    ),
  );
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs one mutation; to be run inside a savepoint: kept when applied, rolled back when rejected. Database
 * errors of its writes escape (the caller decides between a rejection and a transient failure).
 */
export function* applyMutationPlan(
  t: Tables,
  mutator: Mutator<unknown>,
  rawArgs: unknown,
  ctx: MutatorContext,
  version: number,
  onError: (error: unknown) => void = () => {},
): Plan<Savepointed<MutationResult>> {
  const parsed = parseWith(mutator.args, rawArgs);
  if (!parsed.ok)
    return { keep: false, value: { ok: false, code: ERROR_CODES.validation, message: parsed.message } };
  const args = parsed.value;

  let specs: readonly ReadSpec[];
  let conditions: (SQL | undefined | null)[];
  try {
    specs = mutator.reads(args);
    conditions = specs.map((spec) => specCondition(t, spec));
  } catch (error) {
    onError(error);
    return { keep: false, value: reject('MUTATOR_FAILED') };
  }
  const loaded = yield* loadPlan(t, ctx.tenantId, specs, conditions);

  let decision: MutatorDecision;
  try {
    decision = mutator.decide(loaded, args, ctx);
  } catch (error) {
    onError(error);
    return { keep: false, value: { ok: false, code: 'MUTATOR_FAILED', message: messageOf(error) } };
  }
  if (!decision.ok) {
    return { keep: false, value: { ok: false, code: decision.code, message: decision.message } };
  }
  yield* writePlan(t, ctx.tenantId, version, decision.writes);
  yield* auditPlan(t, ctx, decision.audit ?? []);
  return { keep: true, value: { ok: true, events: decision.events ?? [] } };
}

export { reject as serverRejection };
