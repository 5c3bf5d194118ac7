// A pull's unit: one changed row of a synced table, and how it goes out (a put, or `del` for a tombstone).
import type { PatchOp, SyncedTable } from '@tavola/shared';
import { toClientRow } from './tables.ts';

export type Change = {
  table: SyncedTable;
  order: number;
  version: number;
  id: string;
  row: Record<string, unknown>;
};

export const toOp = (c: Change): PatchOp =>
  c.row.deleted
    ? { table: c.table, id: c.id, op: 'del' }
    : { table: c.table, id: c.id, op: 'put', row: toClientRow(c.table, c.row) };
