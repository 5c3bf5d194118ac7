/**
 * The worker side of a sync store thread (ADR 0014): answers each request the main thread sends with its
 * result ('done') or its error ('failed'), reports mutators that threw, and closes on 'close'.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { getMutator } from '@tavola/shared';
import { asStoreError, TransientStoreError } from '../errors.ts';
import type { FromThread, SentError, ThreadData, ToThread, Wired } from './store-thread-messages.ts';
import { type Batch, batchedPost, unbatched } from './thread-batch.ts';
import type { MutatorLookup, Settled } from './types.ts';

const port = parentPort;
if (!port) throw new Error('a sync store thread runs as a worker thread');

/** What the main thread gave the thread: the database URL, the merged-writes switch, the mutators' module. */
export const threadData = workerData as ThreadData;

/** PGW6: the answers settled in one turn (a group's) leave in one message. */
const outbox = batchedPost<FromThread>(
  (message) => port.postMessage(message),
  threadData.batchMessages !== false,
);
const send = (message: FromThread) => outbox.send(message);

/** The mutators the thread runs: the module the main thread named (tests' own), else the shared registry. */
export async function threadMutators(): Promise<MutatorLookup> {
  const named = threadData.mutators;
  if (!named) return getMutator;
  const lookup = ((await import(named.url)) as Record<string, unknown>)[named.name];
  if (typeof lookup !== 'function') throw new Error(`${named.url} exports no mutator lookup '${named.name}'`);
  return lookup as MutatorLookup;
}

export const sent = (error: unknown): SentError => {
  const e = error instanceof Error ? error : new Error(String(error));
  return {
    transient: asStoreError(error) instanceof TransientStoreError,
    message: e.message,
    ...(e.stack ? { stack: e.stack } : {}),
  };
};

/** A result as it crosses to the main thread: errors as SentError. */
export const wire = <O>(r: Settled<O>): Wired<O> => (r.ok ? r : { ok: false, error: sent(r.error) });

/** For the store's `onMutatorError`: the main thread logs it. */
export const reportMutatorError = (error: unknown, name: string) =>
  send({ type: 'mutator-error', name, error: sent(error) });

/** Serves requests until 'close': `handle` answers one; `close` releases the database before the thread ends. */
export function serve(handle: (message: ToThread) => Promise<unknown>, close: () => Promise<void>): void {
  const one = (message: ToThread) => {
    const { id } = message;
    handle(message).then(
      (result) => send({ type: 'done', id, result }),
      (error: unknown) => send({ type: 'failed', id, error: sent(error) }),
    );
  };
  port?.on('message', (message: ToThread | Batch<ToThread> | { type: 'close' }) => {
    if (message.type === 'close') {
      void close().finally(() => {
        outbox.flush();
        port.close();
      });
      return;
    }
    for (const m of unbatched(message as ToThread | Batch<ToThread>)) one(m);
  });
}
