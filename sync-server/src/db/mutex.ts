// A FIFO async mutex: SQLite has one write connection, so transactions take turns on it.

export class Mutex {
  #tail: Promise<unknown> = Promise.resolve();

  /** Runs `fn` after every previously queued call has settled; callers queue in arrival order. */
  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(fn);
    this.#tail = result.catch(() => undefined);
    return result;
  }
}
