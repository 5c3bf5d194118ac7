// SS27 with SQLite's write thread (SQLITE_WRITE_THREAD=on, ADR 0014): REST writes cross to the thread by their
// mutator's name and join its group commits, with the same answers.
import { expect, it } from 'vitest';
import { describeSqlite } from '../../test/databases.ts';
import { harnessEnv, startHarness } from '../test-support/app-harness.ts';
import { dinerGroupCommitSuite } from './diner-group-commit.suite.ts';
import { ordersSuite } from './orders.suite.ts';
import { posSuite } from './pos.suite.ts';
import { restSyncCoreSuite } from './rest-sync-core.suite.ts';

Object.assign(harnessEnv, { SQLITE_WRITE_THREAD: 'on' });

describeSqlite('REST on the sync core, on the write thread', restSyncCoreSuite);
describeSqlite('POS REST adapters, on the write thread', posSuite);
describeSqlite('orders and kitchen REST adapters, on the write thread', ordersSuite);
describeSqlite('diner orders, on the write thread (SS30)', dinerGroupCommitSuite);

describeSqlite('the write thread of these runs', (open) => {
  it('[SS27] is on', async () => {
    const h = await startHarness(await open());
    try {
      expect(h.app.syncEngine.executors.thread).toBe(true);
    } finally {
      await h.app.close();
      await h.database.close();
    }
  });
});
