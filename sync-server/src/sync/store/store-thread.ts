/**
 * Sync store threads (ADR 0014): the SQLite write thread runs group commits on its own connection to the
 * file, so the main thread serves HTTP, sessions and sockets while the previous group's statements and fsync
 * run (the main thread holds its write mutex for each group: the store calls `commit` inside
 * `SqliteSync.exclusive`, so its own writers never meet the thread's lock); the PostgreSQL push thread runs the
 * pushes and leases on a pool of its own, so the main thread's event loop is not also the database driver's.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { TransientStoreError } from '../errors.ts';
import type { LeaseInput, LeaseOutcome } from '../leases.ts';
import type { ServerMutationOutcome, ServerMutationRequest } from '../server-mutation-types.ts';
import type { ProbeInput } from '../write-probe.ts';
import type { FromThread, SentError, ThreadData, ToThread, Wired } from './store-thread-messages.ts';
import { type Batch, type BatchedPost, batchedPost, unbatched } from './thread-batch.ts';
import type {
  GroupResults,
  PushInput,
  PushOutcome,
  Settled,
  StoreSwitch,
  SyncStoreOptions,
} from './types.ts';

/** True in the compiled server (dist/server/main.mjs, ADR 0018), false when run from the TypeScript source. */
export const COMPILED_SERVER = import.meta.url.endsWith('.mjs');

type Entry = 'sqlite-writer' | 'pg-writer';

/**
 * The worker: the compiled entry beside the compiled server, or (tests, `tsx src/main.ts`) the TypeScript
 * source loaded through tsx's loader, registered in the thread before the entry is imported.
 */
function spawn(entry: Entry, data: ThreadData): Worker {
  if (COMPILED_SERVER) return new Worker(new URL(`./${entry}.mjs`, import.meta.url), { workerData: data });
  // tsx's ESM API (require.resolve would give its CommonJS twin, which cannot register in a thread)
  const tsxPackage = createRequire(import.meta.url).resolve('tsx/package.json');
  const tsx = pathToFileURL(join(dirname(tsxPackage), 'dist', 'esm', 'api', 'index.mjs')).href;
  const source = new URL(`./${entry}.ts`, import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(boot, { eval: true, workerData: data });
}

/** An error as the thread sent it: transient ones stay TransientStoreError (503, the client retries). */
function received(e: SentError): Error {
  const error = e.transient ? new TransientStoreError(e.message) : new Error(e.message);
  if (e.stack) error.stack = e.stack;
  return error;
}

/** A result as the thread sent it, its error received. */
const unwire = <O>(r: Wired<O>): Settled<O> => (r.ok ? r : { ok: false, error: received(r.error) });

/** A request without its id (the thread client numbers them). */
type Request = ToThread extends infer R ? (R extends ToThread ? Omit<R, 'id'> : never) : never;

type StoreThread = {
  /** Sends one request; resolves with the thread's result. */
  call(request: Request): Promise<unknown>;
  close(): Promise<void>;
};

/** What a thread is started with besides its database: how it pushes, and whom it tells of a mutator that threw. */
type ThreadOptions = Pick<SyncStoreOptions, 'onMutatorError' | 'mutatorsModule' | StoreSwitch>;

function startStoreThread(entry: Entry, url: string, options: ThreadOptions): StoreThread {
  const data: ThreadData = {
    url,
    mergedWrites: options.mergedWrites,
    ...(options.shortLocks === false ? { shortLocks: false } : {}),
    ...(options.keyedPlans === false ? { keyedPlans: false } : {}),
    ...(options.corkedWrites === false ? { corkedWrites: false } : {}),
    ...(options.batchMessages === false ? { batchMessages: false } : {}),
    ...(options.preludeAsyncCommit === true ? { preludeAsyncCommit: true } : {}),
    ...(options.mutatorsModule ? { mutators: options.mutatorsModule } : {}),
  };
  type Pending = { resolve: (r: unknown) => void; reject: (e: unknown) => void };
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let closed = false;
  let worker: Worker | null = null;
  const posts = new WeakMap<Worker, BatchedPost<ToThread>>();

  const onMessage = (arrived: FromThread | Batch<FromThread>) => {
    for (const message of unbatched(arrived)) onOne(message);
  };
  const onOne = (message: FromThread) => {
    if (message.type === 'mutator-error') {
      options.onMutatorError?.(received(message.error), message.name);
      return;
    }
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.type === 'failed') waiting.reject(received(message.error));
    else waiting.resolve(message.result);
  };
  /** A thread that died takes its requests with it (503: the tills resend them); the next starts a new one. */
  const lost = (from: Worker, error: Error) => {
    if (worker !== from) return;
    worker = null;
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  const running = (): Worker => {
    if (worker) return worker;
    const started = spawn(entry, data);
    // PGW6: this turn's requests in one message (the thread answers a group's in one too)
    const post = batchedPost<ToThread>(
      (message) => started.postMessage(message),
      options.batchMessages !== false,
    );
    posts.set(started, post);
    started.on('message', onMessage);
    started.on('error', (error) =>
      lost(started, new TransientStoreError('the store thread failed', { cause: error })),
    );
    started.on('exit', (code) => lost(started, new TransientStoreError(`the store thread exited (${code})`)));
    worker = started;
    return started;
  };
  running(); // opened at start, not with the first sale

  return {
    call(request) {
      if (closed) return Promise.reject(new TransientStoreError('the sync store is closed'));
      const thread = running();
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        (posts.get(thread) as BatchedPost<ToThread>).send({ ...request, id } as ToThread);
      });
    },
    async close() {
      closed = true;
      const thread = worker;
      if (!thread) return;
      const exited = new Promise<void>((resolve) => thread.once('exit', () => resolve()));
      posts.get(thread)?.flush(); // the requests already made go before 'close'
      thread.postMessage({ type: 'close' });
      await exited;
    },
  };
}

export type WriteThread = {
  /** Runs one group commit of pushes, leases and server mutations on the thread; resolves once it is durable. */
  commit(
    inputs: readonly PushInput[],
    leases: readonly LeaseInput[],
    applies: readonly ServerMutationRequest[],
  ): Promise<GroupResults>;
  /** Commits a readiness probe row on the thread's connection (ADR 0045). */
  probe(input: ProbeInput): Promise<void>;
  /** Tests: a PRAGMA on the thread's write connection. */
  pragma(pragma: string): Promise<void>;
  close(): Promise<void>;
};

/** The SQLite write thread (ADR 0014) of the database file at `path`. */
export function startWriteThread(path: string, options: ThreadOptions): WriteThread {
  const thread = startStoreThread('sqlite-writer', path, options);
  return {
    async commit(inputs, leases, applies) {
      const sent = (await thread.call({ type: 'group', inputs, leases, applies })) as {
        pushes: Wired<PushOutcome>[];
        leases: Wired<LeaseOutcome>[];
        applied: Wired<ServerMutationOutcome>[];
      };
      return {
        pushes: sent.pushes.map(unwire),
        leases: sent.leases.map(unwire),
        applied: sent.applied.map(unwire),
      } as GroupResults;
    },
    probe: async (input) => {
      await thread.call({ type: 'probe', input });
    },
    pragma: async (pragma) => {
      await thread.call({ type: 'pragma', pragma });
    },
    close: () => thread.close(),
  };
}

export type PushThread = {
  push(input: PushInput): Promise<PushOutcome>;
  lease(input: LeaseInput): Promise<LeaseOutcome>;
  apply(input: ServerMutationRequest): Promise<ServerMutationOutcome>;
  probe(input: ProbeInput): Promise<void>;
  close(): Promise<void>;
};

/** The PostgreSQL push thread (ADR 0014), with its own pool to the database at `url`. */
export function startPushThread(url: string, options: ThreadOptions): PushThread {
  const thread = startStoreThread('pg-writer', url, options);
  return {
    push: (input) => thread.call({ type: 'push', input }) as Promise<PushOutcome>,
    lease: (input) => thread.call({ type: 'lease', input }) as Promise<LeaseOutcome>,
    apply: (input) => thread.call({ type: 'apply', input }) as Promise<ServerMutationOutcome>,
    probe: async (input) => {
      await thread.call({ type: 'probe', input });
    },
    close: () => thread.close(),
  };
}
