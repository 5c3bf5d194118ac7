/**
 * The SQLite write thread's entry (ADR 0014): opens its own connections to the database file, then runs each
 * group of pushes (and leases) the main thread sends in one BEGIN IMMEDIATE … COMMIT (synchronous=FULL) with the
 * shared mutator registry (or the module the main thread names), and answers with each push's outcome once the
 * commit is durable.
 */
import { openSqlite } from '../../db/sqlite.ts';
import type { PushDeps } from '../push-types.ts';
import { SQLITE_PROBE_PADDING, writeProbePlan } from '../write-probe.ts';
import { drive } from './plan.ts';
import { groupCommit, sqliteExecutor } from './sqlite.ts';
import { reportMutatorError, serve, threadData, threadMutators, wire } from './store-thread-worker.ts';

const database = await openSqlite(`file:${threadData.url}`);
const sync = database.sqlite;
if (!sync) throw new Error('sqlite-writer needs a SQLite database');
const deps: PushDeps = {
  t: database.t,
  mutators: await threadMutators(),
  onMutatorError: reportMutatorError,
  mergedWrites: threadData.mergedWrites,
};

serve(
  async (message) => {
    if (message.type === 'probe') {
      const probe = writeProbePlan(database.t, message.input, SQLITE_PROBE_PADDING);
      return sync.write((tx) => drive(probe, sqliteExecutor(tx)));
    }
    if (message.type === 'pragma') {
      await sync.pragma(message.pragma);
      return null;
    }
    if (message.type !== 'group') throw new Error(`the SQLite write thread has no '${message.type}'`);
    const results = await sync.write((tx) =>
      groupCommit(tx, message.inputs, message.leases, deps, undefined, message.applies),
    );
    return {
      pushes: results.pushes.map(wire),
      leases: results.leases.map(wire),
      applied: results.applied.map(wire),
    };
  },
  () => database.close(),
);
