/**
 * The SQLite write thread's entry (ADR 0021): opens its own connections to the database file, then runs each
 * group of pushes (and leases) the main thread sends in one BEGIN IMMEDIATE … COMMIT (synchronous=FULL) with the shared
 * mutator registry, and answers with each push's outcome once the commit is durable.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { getMutator } from '@tavola/shared';
import { openSqlite } from '../../db/sqlite.ts';
import { asStoreError, TransientStoreError } from '../errors.ts';
import type { PushDeps } from '../push-plan.ts';
import { groupCommit } from './sqlite.ts';
import type { FromWriter, SentError, ToWriter } from './sqlite-writer-messages.ts';
import type { Settled } from './types.ts';

const port = parentPort;
if (!port) throw new Error('sqlite-writer runs as a worker thread');
const send = (message: FromWriter) => port.postMessage(message);

const sent = (error: unknown): SentError => {
  const e = error instanceof Error ? error : new Error(String(error));
  return {
    transient: asStoreError(error) instanceof TransientStoreError,
    message: e.message,
    ...(e.stack ? { stack: e.stack } : {}),
  };
};

/** A result as it crosses to the main thread: errors as SentError. */
const wire = <O>(r: Settled<O>) => (r.ok ? r : { ok: false as const, error: sent(r.error) });

const database = await openSqlite(`file:${(workerData as { path: string }).path}`);
const sync = database.sqlite;
if (!sync) throw new Error('sqlite-writer needs a SQLite database');
const deps: PushDeps = {
  t: database.t,
  mutators: getMutator,
  onMutatorError: (error, name) => send({ type: 'mutator-error', name, error: sent(error) }),
};

port.on('message', (message: ToWriter) => {
  if (message.type === 'close') {
    void database.close().finally(() => port.close());
    return;
  }
  const { id, inputs, leases } = message;
  sync
    .write((tx) => {
      const results = groupCommit(tx, inputs, leases, deps);
      send({ type: 'committing', id }); // the next group may come while this one's COMMIT runs
      return results;
    })
    .then(
      (results) =>
        send({
          type: 'done',
          id,
          results: results.pushes.map(wire),
          leases: results.leases.map(wire),
        }),
      (error: unknown) => send({ type: 'failed', id, error: sent(error) }),
    );
});
