// What lets `database.transaction` refuse a call made inside another transaction's callback
// (NestedTransactionError) without slowing every promise of the thread (ADR 0014).
import { AsyncLocalStorage } from 'node:async_hooks';

export type TransactionGuard = {
  /** True inside a callback `run` is running (and whatever it started). */
  inside(): boolean;
  /** Runs a transaction's callback, marked as inside one. */
  run<T>(fn: () => Promise<T>): Promise<T>;
};

/**
 * An AsyncLocalStorage enabled only while a callback runs: on Node 20 an enabled one keeps a promise hook on
 * every promise the thread makes (an async id and its store each), some 3 % of a busy thread's CPU and as
 * much of its allocation. Disabled again when the last callback settles: nothing can be inside a transaction
 * then, and promises made while none runs carry no store.
 */
export function transactionGuard(): TransactionGuard {
  const store = new AsyncLocalStorage<true>();
  let running = 0;
  return {
    inside: () => store.getStore() === true,
    async run(fn) {
      running++;
      try {
        return await store.run(true, fn);
      } finally {
        running--;
        if (running === 0) store.disable();
      }
    },
  };
}
