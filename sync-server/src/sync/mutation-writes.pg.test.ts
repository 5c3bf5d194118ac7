// The puts' JSON rows on PostgreSQL (ADR 0029) where JSON has no form for a value: the run is written by the
// multi-row statement instead, which refuses the value, rather than stored as null.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describePg, type OpenTestDatabase } from '../../test/databases.ts';
import type { Database } from '../db/index.ts';
import { createSyncStore } from './store/index.ts';
import type { SyncStore } from './store/types.ts';
import { m, pushOk, tenantWithTill } from './testing/fixtures.ts';
import { withTestMutators } from './testing/test-mutators.ts';

describePg('put rows bound as JSON', (open: OpenTestDatabase) => {
  let database: Database;
  let store: SyncStore;
  beforeEach(async () => {
    database = await open();
    store = createSyncStore(database, { mutators: withTestMutators });
  });
  afterEach(() => database.close());

  it('a number JSON cannot hold is refused as a value the server cannot store, not written as null', async () => {
    const a = await tenantWithTill(database);
    const line = { itemTitle: 'x', notes: null, variantPrice: null, status: 'created', addons: [] };
    const r = await pushOk(store, a, [
      m(1, 'test.order.v1', { id: 'o1', tokenNo: '7', businessDay: '2026-01-15' }),
      m(2, 'test.lines.put.v1', { orderId: 'o1', lines: [{ id: 'l1', ...line, unitPrice: 100 }] }),
      m(3, 'test.lines.put.v1', {
        orderId: 'o1',
        lines: [{ id: 'l2', ...line, unitPrice: Number.POSITIVE_INFINITY }],
      }),
    ]);
    expect(r.results).toEqual([
      { id: 1, status: 'applied' },
      { id: 2, status: 'applied' },
      {
        id: 3,
        status: 'rejected',
        code: 'INVALID_ROW',
        message: 'This change holds a value the server cannot store!',
      },
    ]);
  });
});
