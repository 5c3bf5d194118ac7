// The sync engine in each of its configurations (docs/architecture.md §6.7): its executors on and off. The store's
// contract suite runs unchanged in every one, on both databases; passing in each is the check that a switch changes
// no answer. A thread variant needs a database of test/databases.ts (a file for SQLite, a URL for PostgreSQL).
import { testDatabaseUrl } from '../../../test/databases.ts';
import type { Database } from '../../db/index.ts';
import { createSyncEngine, type Executors, type SyncEngine, type SyncEngineOptions } from '../engine.ts';
import { TEST_MUTATORS_MODULE, withTestMutators } from './test-mutators.ts';

export type EngineVariant = Executors & { readonly name: string };

/** Every configuration; the first is the tests' default (in process, merged). */
export const ENGINE_VARIANTS: readonly EngineVariant[] = [
  { name: 'in process, merged writes', thread: false, mergedWrites: true },
  { name: 'in process, push by push', thread: false, mergedWrites: false },
  { name: 'on its thread, merged writes', thread: true, mergedWrites: true },
  { name: 'on its thread, push by push', thread: true, mergedWrites: false },
];

/** An engine over `database` with the test mutators; `options` add test hooks (a step hook keeps it off the thread). */
export type OpenEngine = (
  database: Database,
  options?: Pick<SyncEngineOptions, 'beforeStep' | 'onMutatorError'>,
) => SyncEngine;

export const engineIn =
  (variant: EngineVariant): OpenEngine =>
  (database, options = {}) => {
    const engine = createSyncEngine(database, {
      mutators: withTestMutators,
      mutatorsModule: TEST_MUTATORS_MODULE,
      thread: variant.thread ? 'on' : 'off',
      mergedWrites: variant.mergedWrites,
      ...(variant.thread ? { databaseUrl: testDatabaseUrl(database) } : {}),
      ...options,
    });
    // A variant runs as named, or the suite would test one configuration twice and call it two.
    const expected = { thread: variant.thread && !options.beforeStep, mergedWrites: variant.mergedWrites };
    if (
      engine.executors.thread !== expected.thread ||
      engine.executors.mergedWrites !== expected.mergedWrites
    )
      throw new Error(`the engine runs ${JSON.stringify(engine.executors)}, not ${variant.name}`);
    return engine;
  };

/** The tests' default engine: in process, merged writes. */
export const defaultEngine: OpenEngine = engineIn(ENGINE_VARIANTS[0] as EngineVariant);
