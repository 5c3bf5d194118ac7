// A mutation's writes on the server (docs/architecture.md §6.2): puts upsert whole rows stamped with the tenant and the
// version of the mutation that decided them (several rows of a table in one multi-row statement), puts of new
// rows insert them (SYNC19), dels tombstone; and the audit log rows mutators ask for.
import {
  type AuditEntry,
  type MutatorContext,
  ROW_KEYS,
  SYNCED_TABLES,
  type SyncedTable,
  type Write,
} from '@tavola/shared';
import { and, type Column, eq, getTableName, is, type SQL, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Tables } from '../db/index.ts';
import { uuidv7 } from '../ids.ts';
import { encodeRow, internKeys, jsonRowsSelect, nameOf, placeholders, rowPrefix } from './prepared-rows.ts';
import { type Plan, type Prepared, prepared, run } from './store/plan.ts';
import { type SyncedDbTable, syncedTable } from './tables.ts';

type Put = { readonly id: string; readonly row: Record<string, unknown> };

/**
 * Puts of one table with the same columns, written by one multi-row upsert (an order's lines: one statement
 * instead of one per line), and each del on its own.
 */
type WriteRun =
  | {
      readonly op: 'put';
      /** SYNC19: new rows (puts marked `create`): a plain insert, which any row holding an id refuses. */
      readonly insert: boolean;
      readonly table: SyncedTable;
      readonly keys: readonly string[];
      /** Insert or upsert, the table and its column list: runs of one shape share a statement. */
      readonly shape: string;
      readonly ids: Set<string>;
      readonly puts: Put[];
    }
  | { readonly op: 'del'; readonly table: SyncedTable; readonly id: string; readonly version: number };

/**
 * A mutator's write with the version of the mutation that decided it, and (DRAIN4, push-echo.ts) the mark of the
 * client that holds the row as written; without one the row's mark is cleared.
 */
export type StampedWrite = {
  readonly write: Write;
  readonly version: number;
  readonly echo?: string | undefined;
};

/** Most rows of one upsert (a row binds at most some 40 values: well under SQLite's parameter limit). */
const PUT_CHUNK = 50;

/**
 * Most rows of one upsert on PostgreSQL: a run's rows go as one JSON value (ADR 0014), so a group's order lines
 * take one statement, not one per 50 (ADR 0014); a shape that binds a value per column instead stays under the
 * driver's 65,534 parameters (some 40 a row).
 */
const PG_PUT_CHUNK = 1000;

/** Parents before children (SYNCED_TABLES order: orders before orderItems), tombstones last. */
const runRank = (w: WriteRun): number =>
  w.op === 'del' ? SYNCED_TABLES.length : SYNCED_TABLES.indexOf(w.table);

/**
 * The runs that write `writes`. `merge: 'consecutive'` joins a put to the run just before it and keeps the
 * mutator's order (one mutation's writes); `'any'` joins it to any run of its table and columns and orders the
 * runs parents first for the foreign keys (a group's writes, where no row is written twice: the caller makes
 * sure of it, since the order of two writes of one row would be lost).
 */
function writeRuns(writes: readonly StampedWrite[], merge: 'consecutive' | 'any', most: number): WriteRun[] {
  const runs: WriteRun[] = [];
  const open = new Map<string, Extract<WriteRun, { op: 'put' }>>();
  for (const { write: w, version, echo } of writes) {
    if (w.op === 'del') {
      runs.push({ op: 'del', table: w.table, id: w.id, version });
      continue;
    }
    // The put's values: its ROW_KEYS with a value (anything else a mutator adds is ignored) but the id, then its
    // version, not deleted.
    const row: Record<string, unknown> = {};
    const own: string[] = [];
    for (const key of ROW_KEYS[w.table] as readonly string[]) {
      const value = (w.row as Record<string, unknown>)[key];
      if (key === 'id' || value === undefined) continue;
      row[key] = value;
      own.push(key);
    }
    row.version = version;
    row.deleted = false;
    row.syncEcho = echo ?? null;
    own.push('version', 'deleted', 'syncEcho');
    const insert = w.create === true;
    const shape = `${insert ? 'insert' : 'put'}:${w.table}:${own.join(',')}`;
    const keys = internKeys(shape, own);
    const last = merge === 'any' ? open.get(shape) : runs.at(-1);
    if (
      last?.op === 'put' &&
      last.shape === shape &&
      last.puts.length < most &&
      // PostgreSQL refuses an upsert that would change one row twice
      !last.ids.has(w.row.id)
    ) {
      last.puts.push({ id: w.row.id, row });
      last.ids.add(w.row.id);
    } else {
      const started = {
        op: 'put' as const,
        insert,
        table: w.table,
        keys,
        shape,
        ids: new Set([w.row.id]),
        puts: [{ id: w.row.id, row }],
      };
      runs.push(started);
      open.set(shape, started);
    }
  }
  return merge === 'any' ? runs.sort((a, b) => runRank(a) - runRank(b)) : runs;
}

/**
 * How a run of puts of one shape binds its rows on PostgreSQL: as one JSON value (`json_populate_recordset`),
 * each row an object by column name, instead of a value per column and row (ADR 0014): the driver's work per
 * bound value (some 130 an order) was a tenth of the push thread's time, where `JSON.stringify` does the same
 * in native code; PostgreSQL converts each field with the column type's input function either way. Null where
 * the shape cannot: a column the puts leave out has a database default, which a row of the JSON would set to
 * NULL (a default made in JavaScript is made per row here).
 */
type JsonShape = {
  /** The table's columns in drizzle's insert order (the select's list must match it). */
  readonly insertOrder: readonly Column[];
  /** The puts' keys with their column names. */
  readonly fields: readonly { readonly key: string; readonly name: string }[];
  readonly idName: string;
  readonly tenantName: string;
  /** Columns the puts leave out whose default drizzle makes in JavaScript. */
  readonly computed: readonly { readonly name: string; readonly make: () => unknown }[];
};

/** drizzle's own test of a column it leaves out of an insert (a generated column), untyped in its API. */
type InsertColumn = { shouldDisableInsert(): boolean };

/** Per column list (interned: `internKeys`) and table: a process may hold both dialects' tables (the tests). */
const jsonShapes = new WeakMap<
  readonly string[],
  { table: SyncedDbTable['table']; shape: JsonShape | null }
>();

function jsonShapeOf(
  table: SyncedDbTable['table'],
  columns: SyncedDbTable['columns'],
  keys: readonly string[],
): JsonShape | null {
  const found = jsonShapes.get(keys);
  if (found?.table === table) return found.shape;
  let shape: JsonShape | null = null;
  if (is(table, PgTable)) {
    const all = Object.entries(columns as Record<string, Column>);
    const given = new Set([...keys, 'id', 'tenantId']);
    const computed: { name: string; make: () => unknown }[] = [];
    let fits = true;
    for (const [key, column] of all) {
      if (given.has(key) || !column.hasDefault) continue;
      const make = column.defaultFn;
      if (make) computed.push({ name: column.name, make });
      else fits = false; // a database default: left to the multi-row statement
    }
    if (fits)
      shape = {
        insertOrder: all
          .map(([, column]) => column)
          .filter((column) => !(column as unknown as InsertColumn).shouldDisableInsert()),
        fields: keys.map((key) => ({ key, name: (columns[key] as Column).name })),
        idName: columns.id.name,
        tenantName: columns.tenantId.name,
        computed,
      };
  }
  jsonShapes.set(keys, { table, shape });
  return shape;
}

/**
 * The puts as the rows of one JSON value, by column name, with the tenant's id; null when a value has no JSON
 * form of its own (a number that is not finite would become null: the multi-row statement refuses it instead).
 */
function jsonRows(shape: JsonShape, puts: readonly Put[], tenantId: string): string | null {
  const rows: Record<string, unknown>[] = [];
  for (const put of puts) {
    const row: Record<string, unknown> = { [shape.idName]: put.id, [shape.tenantName]: tenantId };
    for (const { key, name } of shape.fields) {
      const value = put.row[key] ?? null;
      if (typeof value === 'number' && !Number.isFinite(value)) return null;
      row[name] = value;
    }
    for (const { name, make } of shape.computed) row[name] = make();
    rows.push(row);
  }
  return JSON.stringify(rows);
}

function writeQuery(t: Tables, tenantId: string, w: WriteRun): Prepared {
  const tenant = sql.placeholder('tenantId');
  const { table, columns } = syncedTable(t, w.table);
  if (w.op === 'del') {
    return prepared(
      `del:${w.table}`,
      (db) =>
        db
          .update(table)
          .set({ deleted: true, version: sql`${sql.placeholder('version')}` })
          .where(and(eq(columns.tenantId, tenant), eq(columns.id, sql.placeholder('id')))),
      { version: w.version, tenantId, id: w.id },
    );
  }
  const { keys, puts, insert } = w;
  // SYNC19: new rows are inserted without an ON CONFLICT: an id any row holds (another tenant's, a tombstone, a
  // live row the mutator did not check) fails the statement on the primary key (the mutation's ID_IN_USE).
  // Otherwise, on conflict the row takes the values it was inserted with (`excluded`), in both dialects. Ids are
  // client-generated: one naming another tenant's row sets its tenant to NULL, which NOT NULL refuses, so the
  // statement fails (a constraint: the mutation's CONFLICT) and changes nothing. A failure, not a row left
  // out of RETURNING, so nothing waits for the statement's answer: on PostgreSQL the writes go out with the
  // statements after them and COMMIT (ADR 0014).
  const excluded = (): Record<string, SQL> => {
    const tenantColumn = sql`${sql.identifier(getTableName(table))}.${sql.identifier(columns.tenantId.name)}`;
    const set: Record<string, SQL> = {
      tenantId: sql`case when ${tenantColumn} = excluded.${sql.identifier(columns.tenantId.name)} then ${tenantColumn} end`,
    };
    for (const key of keys) {
      const column = columns[key];
      if (!column) throw new Error(`${w.table} has no column ${key}`);
      set[key] = sql`excluded.${sql.identifier(column.name)}`;
    }
    return set;
  };
  const json = jsonShapeOf(table, columns, keys);
  const rows = json && jsonRows(json, puts, tenantId);
  if (json && rows !== null) {
    return prepared(
      `${insert ? 'insert' : 'put'}-json:${w.table}:${keys.join(',')}`,
      (db) => {
        const rowsIn = db.insert(table).select(jsonRowsSelect(table, json.insertOrder));
        return insert ? rowsIn : rowsIn.onConflictDoUpdate({ target: columns.id, set: excluded() });
      },
      { rows }, // text: node-postgres passes a string parameter through unchanged; the tenant is in each row
    );
  }
  const params: Record<string, unknown> = { tenantId };
  for (const [i, put] of puts.entries()) {
    const prefix = rowPrefix('r', i);
    params[nameOf(prefix, 'id')] = put.id;
    encodeRow(params, table, keys, put.row, prefix);
  }
  return prepared(
    `${insert ? 'insert' : 'put'}:${w.table}:${puts.length}:${keys.join(',')}`,
    (db) => {
      const rowsIn = db.insert(table).values(
        puts.map((_, i) => ({
          ...placeholders(keys, rowPrefix('r', i)),
          id: sql.placeholder(nameOf(rowPrefix('r', i), 'id')),
          tenantId: tenant,
        })),
      );
      return insert ? rowsIn : rowsIn.onConflictDoUpdate({ target: columns.id, set: excluded() });
    },
    params,
  );
}

/**
 * Writes a tenant's rows, each stamped with its version: puts upsert, new rows insert, dels tombstone. On
 * PostgreSQL they are not awaited (they go out with what follows); a failing write, a put naming another
 * tenant's row or a new row under an id in use among them, fails the enclosing savepoint or transaction.
 */
export function* writePlan(
  t: Tables,
  tenantId: string,
  writes: readonly StampedWrite[],
  merge: 'consecutive' | 'any' = 'consecutive',
): Plan<void> {
  const runs = writeRuns(writes, merge, is(t.orders, PgTable) ? PG_PUT_CHUNK : PUT_CHUNK);
  for (const w of runs) yield* run(writeQuery(t, tenantId, w));
}

/** Audit entries with the context of the mutation that made them. */
export type AuditOf = { readonly ctx: MutatorContext; readonly entries: readonly AuditEntry[] };

/** The audit log rows of one or more mutations, in one insert. */
export function* auditPlan(t: Tables, audits: readonly AuditOf[]): Plan<void> {
  const rows = audits.flatMap(({ ctx, entries }) =>
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
  );
  if (rows.length === 0) return;
  yield* run((db) => db.insert(t.auditLog).values(rows));
}
