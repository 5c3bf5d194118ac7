// DRAIN2 (ADR 0076): the drain's rebase skips undoing rows the pull's patch replaces and works in chunks that let
// the page answer taps; it ends exactly where the plain rebase ends, and stays one transaction (all or nothing).
import { SHOP, T0 } from '@tavola/shared/test-support/index';
import { afterEach, describe, expect, it } from 'vitest';
import { getMeta } from '../db/meta.ts';
import type { TestSync } from '../test/sync-env.ts';
import { aShopTill, contents, sell } from './drain-test-kit.ts';
import { setFastSync, setKeepAtPush } from './fast-paths.ts';
import { BULK_CHUNK } from './local-rows.ts';
import { pullAndRebase } from './pull.ts';
import { pushOutbox } from './push.ts';

afterEach(() => {
  setFastSync(null);
  setKeepAtPush(null);
});

const at = (i: number) => T0 + i * 1_000;

const SOLD = BULK_CHUNK + 50; // more rows than one chunk in every bulk call of the rebase

/** A till that pushed SOLD sales, sold 3 more it has not pushed, and whose table another till changed. */
async function aDrainedTill(): Promise<TestSync> {
  const env = await aShopTill();
  await pullAndRebase(env, () => T0);
  await sell(env, 0, SOLD, at);
  await pushOutbox(env);
  await sell(env, SOLD, 3, at);
  env.server.put('storeTables', { ...SHOP.table, tableTitle: 'Window' });
  return env;
}

describe('the drain rebase in chunks (DRAIN2)', () => {
  it('[DRAIN2] ends exactly where the plain rebase (undo everything, one bulk call a table) ends', async () => {
    const ends = [];
    for (const fast of [false, true]) {
      setFastSync(fast);
      const env = await aDrainedTill();
      await pullAndRebase(env, () => T0 + 3_600_000);
      ends.push(await contents(env));
    }
    const [plain, fast] = ends;
    expect(fast).toEqual(plain);
    expect(fast?.orders).toHaveLength(SOLD + 3);
    expect(fast?.outbox.map((e) => e.id)).toEqual([SOLD + 1, SOLD + 2, SOLD + 3]); // only the unpushed
    expect(fast?.acknowledged).toHaveLength(SOLD);
    expect(fast?.storeTables[0]?.tableTitle).toBe('Window');
  }, 120_000);

  it('[DRAIN2] a rebase cut off halfway (a chunk fails) leaves the till as it was; the next pull completes it', async () => {
    setFastSync(true);
    setKeepAtPush(false); // the rebase writes the RST2 copies (DRAIN10 keeps them at the push)
    const env = await aDrainedTill();
    const before = await contents(env);
    const cookie = await getMeta(env.db, 'cookie');
    const bulkPut = env.db.acknowledged.bulkPut.bind(env.db.acknowledged);
    let calls = 0;
    env.db.acknowledged.bulkPut = ((...a: Parameters<typeof bulkPut>) => {
      if (++calls === 2) return Promise.reject(new Error('the tab was closed'));
      return bulkPut(...a);
    }) as typeof bulkPut;
    await expect(pullAndRebase(env, () => T0 + 3_600_000)).rejects.toThrow('the tab was closed');
    expect(calls).toBe(2); // the first chunk was written, then undone with the transaction
    expect(await contents(env)).toEqual(before);
    expect(await getMeta(env.db, 'cookie')).toBe(cookie);

    env.db.acknowledged.bulkPut = bulkPut;
    await pullAndRebase(env, () => T0 + 3_600_000);
    const after = await contents(env);
    expect(after.outbox.map((e) => e.id)).toEqual([SOLD + 1, SOLD + 2, SOLD + 3]);
    expect(after.acknowledged).toHaveLength(SOLD);
    expect(after.orders).toHaveLength(SOLD + 3);
  }, 120_000);
});
