/**
 * DRAIN4 (ADR 0080): a mutation's echo, the digests of the rows its writes leave, so the server can tell which rows
 * of a till's own mutation it holds exactly as the till does and leave them out of that till's pull. Both sides
 * digest their own decision's writes the same way: each row written, in the order first written, as its last
 * write leaves it.
 */
import type { Row, Write } from './mutator.ts';
import type { SyncedTable } from './protocol.ts';
import { ROW_KEYS } from './row-keys.ts';

/** A row a mutation wrote, as its last write left it (null: deleted). */
export type WrittenRow = { readonly table: SyncedTable; readonly id: string; readonly row: Row | null };

/** The rows `writes` leave, in the order each was first written (the order of the device's undo records). */
export function writtenRows(writes: readonly Write[]): WrittenRow[] {
  const at = new Map<string, number>();
  const out: WrittenRow[] = [];
  for (const w of writes) {
    const id = w.op === 'put' ? w.row.id : w.id;
    const key = `${w.table}\u0000${id}`;
    const row = w.op === 'put' ? w.row : null;
    const i = at.get(key);
    if (i === undefined) {
      at.set(key, out.length);
      out.push({ table: w.table, id, row });
    } else out[i] = { table: w.table, id, row };
  }
  return out;
}

/** 53 bits of cyrb53 in base 36: equal rows, equal digests; a collision is one in 2^53. */
function hash53(s: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * One row's digest: its table, id and ROW_KEYS values in order (a key left out counts as null, as the rows a pull
 * sends); '-' for a deletion; '' (never equal) for a row with a key outside ROW_KEYS, which a pull would not send.
 */
export function rowDigest(table: SyncedTable, id: string, row: Row | null): string {
  if (row === null) return '-';
  const keys = ROW_KEYS[table] as readonly string[];
  const values = row as Record<string, unknown>;
  let own = 0;
  const out: unknown[] = [table, id];
  for (const key of keys) {
    const value = values[key];
    if (value !== undefined) own++;
    out.push(value === undefined ? null : value);
  }
  if (own !== Object.keys(values).filter((k) => values[k] !== undefined).length) return '';
  return hash53(JSON.stringify(out));
}

/** A mutation's echo as a push carries it: its written rows' digests, comma-separated. */
export const writesEcho = (writes: readonly Write[]): string =>
  writtenRows(writes)
    .map((w) => rowDigest(w.table, w.id, w.row))
    .join(',');

/** DRAIN4: the mark a row carries on the server when its write is what client `clientId` holds. */
export const echoMark = (clientId: string, version: number): string => `${clientId}:${version}`;
