// DRAIN4 (ADR 0080): which rows of a till's own mutation the server holds exactly as the till does. The till sends
// each row's digest (shared echo.ts); the server digests the rows as its own run leaves them in the database (a put
// over the earlier row, keys it leaves out keep their value, a new row's keys left out their default), and marks
// the equal ones `<clientId>:<version>`: that client's pulls that ask leave them out until another write.
import {
  echoMark,
  type Loaded,
  ROW_KEYS,
  type Row,
  rowDigest,
  type SyncedTable,
  type Write,
  writtenRows,
} from '@tavola/shared';
import type { Tables } from '../db/index.ts';
import { syncedTable } from './tables.ts';

/** A mutation's echo as its push carried it, with the client that sent it. */
export type EchoAsk = { readonly clientId: string; readonly echo: string };

/** The server's answer to an echo: a '1' or '0' per written row, and the mark of each write (the row's last). */
export type Echoed = { readonly mask: string; readonly marks: readonly (string | undefined)[] };

/** Whether a column of the table has a default (a new row's key left out would not be null). */
function hasDefault(t: Tables, table: SyncedTable, key: string): boolean {
  const column = syncedTable(t, table).columns[key] as { hasDefault?: boolean } | undefined;
  return column?.hasDefault === true;
}

/**
 * The row as the server holds it after `writes` to it (puts over the earlier values), or null when that cannot
 * be told here (a key left out of a put over a row not read, or a new row's key that has a default).
 */
function serverRow(
  t: Tables,
  table: SyncedTable,
  writes: readonly Write[],
  earlier: Row | undefined,
): Row | null | 'unknown' {
  const keys = ROW_KEYS[table] as readonly string[];
  let row: Record<string, unknown> | null | undefined = earlier ? { ...earlier } : undefined;
  for (const w of writes) {
    if (w.op === 'del') {
      row = null;
      continue;
    }
    const put = w.row as Record<string, unknown>;
    const next: Record<string, unknown> = {};
    for (const key of keys) {
      const value = put[key];
      if (value !== undefined) next[key] = value;
      else if (row) next[key] = row[key] ?? null;
      else if (w.create && !hasDefault(t, table, key)) next[key] = null;
      else return 'unknown';
    }
    row = next;
  }
  return row === undefined ? 'unknown' : (row as Row | null);
}

/**
 * Compares a decision's rows with the till's echo. `earlier(table, id)` is the row before the decision where the
 * run read it. Deletions are never marked (a tombstone's write does not carry the mark).
 */
export function echoOf(
  t: Tables,
  ask: EchoAsk,
  writes: readonly Write[],
  version: number,
  earlier: (table: SyncedTable, id: string) => Row | undefined,
): Echoed {
  const theirs = ask.echo.split(',');
  const mark = echoMark(ask.clientId, version);
  const marks: (string | undefined)[] = writes.map(() => undefined);
  let mask = '';
  for (const [i, w] of writtenRows(writes).entries()) {
    const own = writes.filter((x) => x.table === w.table && (x.op === 'put' ? x.row.id : x.id) === w.id);
    const row = serverRow(t, w.table, own, earlier(w.table, w.id));
    const digest = theirs[i] ?? '';
    const equal =
      row !== 'unknown' && row !== null && digest !== '' && rowDigest(w.table, w.id, row) === digest;
    mask += equal ? '1' : '0';
    if (!equal) continue;
    for (let k = writes.length - 1; k >= 0; k--) {
      const x = writes[k] as Write;
      if (x.table !== w.table || x.op !== 'put' || x.row.id !== w.id) continue;
      marks[k] = mark; // the row's last write: the one the database keeps
      break;
    }
  }
  return { mask, marks };
}

/** `earlier` over a mutation's loaded rows (the one-by-one path) or the group's state (merged). */
export const earlierIn =
  (loaded: Loaded) =>
  (table: SyncedTable, id: string): Row | undefined =>
    (loaded[table] as Record<string, Row> | undefined)?.[id];
