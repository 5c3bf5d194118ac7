/**
 * The SQLite sync store's write thread (ADR 0021): group commits run on a worker thread that owns a write
 * connection of its own to the same file, so the main thread serves HTTP, sessions and sockets while the
 * previous group's statements and fsync run. The main thread holds its write mutex for each group (the
 * store calls `commit` inside `SqliteSync.exclusive`), so its own writers never meet the thread's lock.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { TransientStoreError } from '../errors.ts';
import type { LeaseInput } from '../leases.ts';
import type { GroupResults } from './sqlite.ts';
import type { FromWriter, SentError, ToWriter } from './sqlite-writer-messages.ts';
import type { PushInput, Settled, SyncStoreOptions } from './types.ts';

export type WriteThread = {
  /**
   * Runs one group commit of pushes and leases on the thread; resolves once it is durable. `onCommitting` is
   * called when the group's statements ran and its COMMIT is next: a group sent from then on runs right after it.
   */
  commit(
    inputs: readonly PushInput[],
    leases: readonly LeaseInput[],
    onCommitting?: () => void,
  ): Promise<GroupResults>;
  close(): Promise<void>;
};

/** True in the compiled server (dist/server/main.mjs, ADR 0018), false when run from the TypeScript source. */
export const COMPILED_SERVER = import.meta.url.endsWith('.mjs');

/**
 * The worker: the compiled sqlite-writer.mjs beside the compiled server, or (tests, `tsx src/main.ts`) the
 * TypeScript source loaded through tsx's loader, registered in the thread before the entry is imported.
 */
function spawnWriter(path: string): Worker {
  if (COMPILED_SERVER)
    return new Worker(new URL('./sqlite-writer.mjs', import.meta.url), { workerData: { path } });
  // tsx's ESM API (require.resolve would give its CommonJS twin, which cannot register in a thread)
  const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json');
  const tsx = pathToFileURL(join(dirname(tsxPackage), 'dist', 'esm', 'api', 'index.mjs')).href;
  const entry = new URL('./sqlite-writer.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(boot, { eval: true, workerData: { path } });
}

/** An error as the thread sent it: transient ones stay TransientStoreError (503, the client retries). */
function received(e: SentError): Error {
  const error = e.transient ? new TransientStoreError(e.message) : new Error(e.message);
  if (e.stack) error.stack = e.stack;
  return error;
}

/** A result as the thread sent it, its error received. */
const unwire = <O>(r: { ok: true; outcome: O } | { ok: false; error: SentError }): Settled<O> =>
  r.ok ? r : { ok: false, error: received(r.error) };

export function startWriteThread(
  path: string,
  options: Pick<SyncStoreOptions, 'onMutatorError'>,
): WriteThread {
  const pending = new Map<
    number,
    { resolve: (r: GroupResults) => void; reject: (e: unknown) => void; onCommitting?: () => void }
  >();
  let nextId = 1;
  let closed = false;
  let worker: Worker | null = null;

  const onMessage = (message: FromWriter) => {
    if (message.type === 'mutator-error') {
      options.onMutatorError?.(received(message.error), message.name);
      return;
    }
    const waiting = pending.get(message.id);
    if (!waiting) return;
    if (message.type === 'committing') {
      waiting.onCommitting?.();
      return;
    }
    pending.delete(message.id);
    if (message.type === 'failed') waiting.reject(received(message.error));
    else
      waiting.resolve({
        pushes: message.results.map(unwire),
        leases: message.leases.map(unwire),
      });
  };
  /** A thread that died takes its groups with it (503: the tills resend them); the next group starts a new one. */
  const lost = (from: Worker, error: Error) => {
    if (worker !== from) return;
    worker = null;
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  const running = (): Worker => {
    if (worker) return worker;
    const started = spawnWriter(path);
    started.on('message', onMessage);
    started.on('error', (error) =>
      lost(started, new TransientStoreError('the write thread failed', { cause: error })),
    );
    started.on('exit', (code) => lost(started, new TransientStoreError(`the write thread exited (${code})`)));
    worker = started;
    return started;
  };
  running(); // opened at start, not with the first sale

  return {
    commit(inputs, leases, onCommitting) {
      if (closed) return Promise.reject(new TransientStoreError('the sync store is closed'));
      const thread = running();
      const id = nextId++;
      return new Promise<GroupResults>((resolve, reject) => {
        pending.set(id, { resolve, reject, ...(onCommitting ? { onCommitting } : {}) });
        thread.postMessage({ type: 'group', id, inputs, leases } satisfies ToWriter);
      });
    },
    async close() {
      closed = true;
      const thread = worker;
      if (!thread) return;
      const exited = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
      thread.postMessage({ type: 'close' } satisfies ToWriter);
      await exited;
    },
  };
}
