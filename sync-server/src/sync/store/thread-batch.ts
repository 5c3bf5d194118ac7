// PGW6 (ADR 0083): the messages a side of a store thread sends in one turn of its event loop leave as one
// message, since each `postMessage` costs a clone, a wake-up and a dispatch of its own (a tenth of the main
// thread's work a REST order on PostgreSQL); the turn's HTTP requests, or a settled group's answers, go together.

/** A batch of messages as it crosses: the receiver handles each in order, as if sent one by one. */
export type Batch<M> = { readonly type: 'batch'; readonly messages: readonly M[] };

export type BatchedPost<M> = {
  /** Sends `message` with the others of this turn (or at once when batching is off). */
  send(message: M): void;
  /** Sends what waits now (before a message that must follow them, e.g. 'close'). */
  flush(): void;
};

/** `post` sends one message; `on: false` (STORE_THREAD_BATCH=off): every message at once, on its own. */
export function batchedPost<M>(post: (message: M | Batch<M>) => void, on: boolean): BatchedPost<M> {
  if (!on) return { send: post, flush: () => {} };
  let queued: M[] = [];
  const flush = () => {
    const messages = queued;
    queued = [];
    if (messages.length === 1) post(messages[0] as M);
    else if (messages.length > 1) post({ type: 'batch', messages });
  };
  return {
    send(message) {
      // the check phase after this poll: every request read in this turn, every answer settled in it
      if (queued.push(message) === 1) setImmediate(flush);
    },
    flush,
  };
}

/** Each message of `message`, a batch or one alone. */
export const unbatched = <M extends { readonly type: string }>(message: M | Batch<M>): readonly M[] =>
  message.type === 'batch' ? (message as Batch<M>).messages : [message as M];
