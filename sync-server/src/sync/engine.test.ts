// The engine's switches (docs/architecture.md §6.7): what the environment sets, and which executors an engine then
// runs. That each configuration answers alike is the contract suite's job (store/store-executors*.test.ts).
import { getMutator } from '@tavola/shared';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeSqlite } from '../../test/databases.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/index.ts';
import { createSyncEngine, engineSwitches, type SyncEngine } from './engine.ts';
import { TEST_MUTATORS_MODULE, withTestMutators } from './testing/test-mutators.ts';

it("the environment's switches: the running dialect's thread variable, merged writes on unless SYNC_MERGED_WRITES=off", () => {
  const env = { SQLITE_WRITE_THREAD: 'off', PG_WRITE_THREAD: 'on', SYNC_MERGED_WRITES: 'off' };
  const config = loadConfig(env);
  expect(engineSwitches(config, { dialect: 'sqlite' })).toMatchObject({ thread: 'off', mergedWrites: false });
  expect(engineSwitches(config, { dialect: 'pg' })).toMatchObject({ thread: 'on', mergedWrites: false });
  const defaults = engineSwitches(loadConfig({}), { dialect: 'sqlite' });
  expect(defaults).toMatchObject({ thread: 'auto', mergedWrites: true });
  expect(() => loadConfig({ SYNC_MERGED_WRITES: 'maybe' })).toThrow(/SYNC_MERGED_WRITES: must be on or off/);
  // [PGW2] the keyed plans' switch reaches the store (and its thread) through config.ts, as the others
  expect(defaults.keyedPlans).toBe(true);
  expect(engineSwitches(loadConfig({ SYNC_PG_KEYED_PLANS: 'off' }), { dialect: 'pg' }).keyedPlans).toBe(
    false,
  );
});

describeSqlite('sync engine executors', (open) => {
  let database: Database;
  const engines: SyncEngine[] = [];
  const engine = (...args: Parameters<typeof createSyncEngine>) => {
    const made = createSyncEngine(...args);
    engines.push(made);
    return made;
  };
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    for (const made of engines.splice(0)) await made.close();
    await database.close();
  });

  it('the thread runs where it is switched on, can open the database and load the mutators; else in process', async () => {
    expect(engine(database, { thread: 'on' }).executors).toEqual({ thread: true, mergedWrites: true });
    // 'auto' is on for the compiled server only; tests run the TypeScript source
    expect(engine(database, { thread: 'auto' }).executors.thread).toBe(false);
    expect(engine(database, { thread: 'off', mergedWrites: false }).executors).toEqual({
      thread: false,
      mergedWrites: false,
    });
    // mutators the thread cannot import, or a step hook it cannot call, keep the pushes here
    expect(engine(database, { thread: 'on', mutators: withTestMutators }).executors.thread).toBe(false);
    expect(engine(database, { thread: 'on', beforeStep: () => {} }).executors.thread).toBe(false);
    expect(engine(database, { thread: 'on', mutators: getMutator }).executors.thread).toBe(true);
    const named = { mutators: withTestMutators, mutatorsModule: TEST_MUTATORS_MODULE };
    expect(engine(database, { thread: 'on', ...named }).executors.thread).toBe(true);
    const memory = await openDatabase(':memory:');
    try {
      expect(engine(memory, { thread: 'on' }).executors.thread).toBe(false); // no file to share
    } finally {
      await memory.close();
    }
  });
});
