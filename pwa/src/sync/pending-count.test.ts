// DRAIN1 (ADR 0076): the sync status' unsent count follows the outbox without counting inside every sale.
import { aRow, T0 } from '@tavola/shared/test-support/index';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aRegisteredEnv, type TestSync } from '../test/sync-env.ts';
import { setFastSync } from './fast-paths.ts';
import { mutateIn } from './mutate.ts';
import { watchPending } from './pending-count.ts';
import { pullAndRebase } from './pull.ts';
import { pushOutbox } from './push.ts';

afterEach(() => setFastSync(null));

async function aTill() {
  const env = await aRegisteredEnv();
  env.server.put('customers', aRow('customers', { id: 'asha', name: 'Asha', balanceDue: 0 }));
  await pullAndRebase(env);
  return env;
}
const charge = (env: TestSync) =>
  mutateIn(env, 'test.customer.charge.v1', { customerId: 'asha', amount: 5 }, T0);

/** The counts reported while `n` charges are rung up back to back, until it reports `n`. */
async function countsWhileSelling(env: TestSync, n: number) {
  const counts: number[] = [];
  const counted = vi.spyOn(env.db.outbox, 'where');
  const watch = watchPending(
    env.db,
    (c) => counts.push(c),
    (e) => {
      throw e;
    },
  );
  await vi.waitFor(() => expect(counts).toEqual([0]));
  counted.mockClear();
  for (let i = 0; i < n; i++) await charge(env);
  await vi.waitFor(() => expect(counts.at(-1)).toBe(n), { timeout: 5_000 });
  return { counts, watch, counts_run: counted.mock.calls.length };
}

describe('the unsent count (DRAIN1)', () => {
  it('[DRAIN1] reports the exact count soon after a burst of sales, counting far fewer times than it sold', async () => {
    setFastSync(true);
    const env = await aTill();
    const { counts, watch, counts_run } = await countsWhileSelling(env, 40);
    expect(counts_run).toBeLessThan(20); // a count per change would be 40
    // a push and a pull drop the acknowledged entries: the count follows
    await pushOutbox(env);
    await pullAndRebase(env);
    await vi.waitFor(() => expect(counts.at(-1)).toBe(0), { timeout: 5_000 });
    watch.unsubscribe();
  }, 60_000);

  it('[DRAIN1] switched off, it counts after every change, as before', async () => {
    setFastSync(false);
    const env = await aTill();
    const { watch, counts_run } = await countsWhileSelling(env, 40);
    expect(counts_run).toBeGreaterThanOrEqual(40);
    watch.unsubscribe();
  }, 60_000);
});
