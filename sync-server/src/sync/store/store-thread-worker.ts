/**
 * The worker side of a sync store thread (ADR 0014): answers each request the main thread sends with its
 * result ('done') or its error ('failed'), reports mutators that threw, and closes on 'close'.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { getMutator } from '@tavola/shared';
import { asStoreError, TransientStoreError } from '../errors.ts';
import type { FromThread, SentError, ThreadData, ToThread, Wired } from './store-thread-messages.ts';
import type { MutatorLookup, Settled } from './types.ts';

const port = parentPort;
if (!port) throw new Error('a sync store thread runs as a worker thread');
const send = (message: FromThread) => port.postMessage(message);

/** What the main thread gave the thread: the database URL, the merged-writes switch, the mutators' module. */
export const threadData = workerData as ThreadData;

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
  port?.on('message', (message: ToThread | { type: 'close' }) => {
    if (message.type === 'close') {
      void close().finally(() => port.close());
      return;
    }
    const { id } = message;
    handle(message).then(
      (result) => send({ type: 'done', id, result }),
      (error: unknown) => send({ type: 'failed', id, error: sent(error) }),
    );
  });
}
