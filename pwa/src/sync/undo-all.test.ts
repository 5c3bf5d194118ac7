// PERF7: undoing a whole outbox in one bulk pass ends where undoing its entries one by one (newest first) ends.
import { aRow } from '@tavola/shared/test-support/index';
import { describe, expect, it } from 'vitest';
import type { UndoRecord } from '../db/database.ts';
import { aTestDb } from '../test/sync-env.ts';
import { undoAll, writeWithUndo } from './local-rows.ts';

describe('undoAll (PERF7)', () => {
  it('[PERF7] puts each row back as it was before the oldest write to it, deleting the rows the entries created', async () => {
    const db = aTestDb();
    const before = aRow('customers', { id: 'asha', name: 'Asha', balanceDue: 0 });
    await db.customers.put(before);
    const undos: UndoRecord[][] = [];
    undos.push(
      await writeWithUndo(db, [
        { table: 'customers', op: 'put', row: { ...before, balanceDue: 100 } },
        { table: 'customers', op: 'put', row: aRow('customers', { id: 'ravi', name: 'Ravi' }) },
      ]),
    );
    undos.push(
      await writeWithUndo(db, [
        { table: 'customers', op: 'put', row: { ...before, balanceDue: 250 } },
        { table: 'customers', op: 'del', id: 'ravi' },
      ]),
    );
    undos.push(
      await writeWithUndo(db, [
        { table: 'customers', op: 'put', row: aRow('customers', { id: 'ravi', name: 'R' }) },
      ]),
    );
    await undoAll(db, undos);
    expect(await db.customers.toArray()).toEqual([before]);
  });
});
