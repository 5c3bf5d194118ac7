// A FIFO async mutex: SQLite has one write connection, so transactions take turns on it.

export class Mutex {
  #tail: Promise<unknown> = Promise.resolve();
  #queued = 0;

  /** Calls waiting for their turn (the one running not counted). */
  get queued(): number {
    return this.#queued;
  }

  /** Runs `fn` after every previously queued call has settled; callers queue in arrival order. */
  run<T>(fn: () => Promise<T>): Promise<T> {
    this.#queued++;
    const result = this.#tail.then(() => {
      this.#queued--;
      return fn();
    });
    this.#tail = result.catch(() => undefined);
    return result;
  }
}
