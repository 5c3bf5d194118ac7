/**
 * The device's side of a mutator's reads and writes: load what `reads` declares from Dexie, apply writes
 * while remembering each row's previous state (for rebase), undo them, apply a pull's patch.
 * Call these inside one Dexie transaction that spans the synced tables.
 */
import {
  type Loaded,
  matchesAnd,
  type PatchOp,
  type ReadSpec,
  type Row,
  type SyncedTable,
  type Write,
} from '@tavola/shared';
import { rowsOf, type TavolaDb, type UndoRecord } from '../db/database.ts';
import { fastSync } from './fast-paths.ts';

async function readOne(db: TavolaDb, spec: ReadSpec): Promise<Row[]> {
  const table = rowsOf(db, spec.table);
  if ('ids' in spec) return (await table.bulkGet([...spec.ids])).filter((r): r is Row => r !== undefined);
  if ('by' in spec) {
    if (spec.values.length === 0) return [];
    // an unindexed column is filtered in memory: Dexie refuses `where` on it
    const rows = table.schema.idxByName[spec.by]
      ? await table
          .where(spec.by)
          .anyOf([...spec.values])
          .toArray()
      : await table.filter((r) => spec.values.includes(r[spec.by] as string)).toArray();
    return rows.filter((r) => matchesAnd(spec.and, r));
  }
  return table.toArray(); // singleton, all
}

/** Loads every row the specs ask for, by table and id (as the server's store adapter does). */
export async function loadReads(db: TavolaDb, reads: readonly ReadSpec[]): Promise<Loaded> {
  const out: { [T in SyncedTable]?: Record<string, Row> } = {};
  for (const spec of reads) {
    const into = out[spec.table] ?? {};
    out[spec.table] = into;
    for (const row of await readOne(db, spec)) into[row.id] = row;
  }
  return out;
}

const keyOf = (table: SyncedTable, id: string) => `${table}\u0000${id}`;
const writeId = (w: Write) => (w.op === 'put' ? w.row.id : w.id);

/** Applies writes in order and returns the rows' states before the first write to each. */
export async function writeWithUndo(db: TavolaDb, writes: readonly Write[]): Promise<UndoRecord[]> {
  const undo: UndoRecord[] = [];
  const seen = new Set<string>();
  for (const w of writes) {
    const id = writeId(w);
    const key = keyOf(w.table, id);
    const table = rowsOf(db, w.table);
    if (!seen.has(key)) {
      seen.add(key);
      undo.push({ table: w.table, id, before: (await table.get(id)) ?? null });
    }
    if (w.op === 'put') await table.put(w.row);
    else await table.delete(id);
  }
  return undo;
}

/** Puts the rows back as they were before the writes that produced `undo`. */
export const undoWrites = (db: TavolaDb, undo: readonly UndoRecord[]): Promise<void> => undoAll(db, [undo]);

/**
 * PERF7: undoes many entries' writes at once (`undos` oldest first): each row goes back to the state before the
 * oldest write to it (what undoing them one by one, newest first, ends with), in one bulk call per table.
 */
export async function undoAll(
  db: TavolaDb,
  undos: readonly (readonly UndoRecord[])[],
  overwritten?: ReadonlySet<string>,
): Promise<void> {
  const first = new Map<string, UndoRecord>();
  for (const undo of undos)
    for (const u of undo) {
      const key = keyOf(u.table, u.id);
      // DRAIN2: a row the patch then replaces or deletes ends as the patch says, undone or not
      if (!first.has(key) && !overwritten?.has(key)) first.set(key, u);
    }
  const byTable = new Map<SyncedTable, { put: Row[]; del: string[] }>();
  for (const u of first.values()) {
    let t = byTable.get(u.table);
    if (!t) {
      t = { put: [], del: [] };
      byTable.set(u.table, t);
    }
    if (u.before) t.put.push(u.before);
    else t.del.push(u.id);
  }
  for (const [name, { put, del }] of byTable) {
    const table = rowsOf(db, name);
    await inChunks(del, (ids) => table.bulkDelete(ids));
    await inChunks(put, (rows) => table.bulkPut(rows));
  }
}

/** DRAIN2: the rows a patch replaces or deletes, as undo keys (`undoAll`'s `overwritten`). */
export const patchedKeys = (patch: readonly PatchOp[]): Set<string> =>
  new Set(patch.map((op) => keyOf(op.table, op.id)));

/**
 * DRAIN2: how many rows one bulk call takes. The browser clones every row of a call on the page's thread before
 * the call yields; 20,000 sales' rows in one call are seconds of a blocked page. Between chunks the page
 * answers taps (the transaction stays open while requests are pending). Switched off: one call.
 */
export const BULK_CHUNK = 250;

export async function inChunks<T>(items: readonly T[], run: (chunk: T[]) => Promise<unknown>): Promise<void> {
  if (items.length === 0) return;
  const size = fastSync() ? BULK_CHUNK : items.length;
  // two chunks in flight: the page clones the next while the database writes the last (requests keep their
  // order, and the transaction stays open while one is pending)
  let previous: Promise<unknown> = Promise.resolve();
  for (let i = 0; i < items.length; i += size) {
    const current = run(items.slice(i, i + size));
    current.catch(() => {}); // awaited below; a failure aborts the transaction either way
    await previous;
    previous = current;
  }
  await previous;
}

/**
 * A pull's patch: puts replace rows, tombstones delete them (docs/architecture.md §6.3). Runs of one table and
 * operation go to Dexie as one bulk call; the order of operations on a row is kept.
 */
export async function applyPatch(db: TavolaDb, patch: readonly PatchOp[]): Promise<void> {
  // Tables are independent: each table's ops keep their order, in as few bulk calls as its runs allow.
  const byTable = new Map<SyncedTable, PatchOp[]>();
  for (const op of patch) {
    const ops = byTable.get(op.table);
    if (ops) ops.push(op);
    else byTable.set(op.table, [op]);
  }
  for (const [name, ops] of byTable) {
    const table = rowsOf(db, name);
    let i = 0;
    while (i < ops.length) {
      const first = ops[i] as PatchOp;
      let j = i + 1;
      while (j < ops.length && ops[j]?.op === first.op) j++;
      const run = ops.slice(i, j);
      if (first.op === 'put')
        await inChunks(run, (c) =>
          table.bulkPut(c.map((op) => ({ ...(op.op === 'put' ? op.row : {}), id: op.id }))),
        );
      else await inChunks(run, (c) => table.bulkDelete(c.map((op) => op.id)));
      i = j;
    }
  }
  // READ2: an order leaves a kitchen's device as a deletion: its lines go with it
  const goneOrders = byTable.get('orders')?.flatMap((op) => (op.op === 'del' ? [op.id] : [])) ?? [];
  if (goneOrders.length > 0) await db.orderItems.where('orderId').anyOf(goneOrders).delete();
}
