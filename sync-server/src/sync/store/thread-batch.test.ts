// PGW6: a store thread's messages of one event-loop turn leave as one message, in order; off, each at once.
import { describe, expect, it } from 'vitest';
import { type Batch, batchedPost, unbatched } from './thread-batch.ts';

type Message = { readonly type: 'done'; readonly id: number };
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('store thread messages in batches', () => {
  it('[PGW6] the messages of one turn leave as one batch, in their order; one alone goes as itself', async () => {
    const posted: (Message | Batch<Message>)[] = [];
    const out = batchedPost<Message>((m) => posted.push(m), true);
    for (const id of [1, 2, 3]) out.send({ type: 'done', id });
    expect(posted).toEqual([]); // nothing before the turn ends
    await turn();
    expect(posted).toEqual([{ type: 'batch', messages: [1, 2, 3].map((id) => ({ type: 'done', id })) }]);
    out.send({ type: 'done', id: 4 });
    await turn();
    expect(posted.at(-1)).toEqual({ type: 'done', id: 4 });
    expect(posted.flatMap((m) => unbatched(m)).map((m) => m.id)).toEqual([1, 2, 3, 4]);
  });

  it('[PGW6] flush sends what waits at once (before a close); nothing is sent twice', async () => {
    const posted: (Message | Batch<Message>)[] = [];
    const out = batchedPost<Message>((m) => posted.push(m), true);
    out.send({ type: 'done', id: 1 });
    out.flush();
    expect(posted).toEqual([{ type: 'done', id: 1 }]);
    await turn();
    expect(posted).toHaveLength(1);
  });

  it('[PGW6] STORE_THREAD_BATCH=off: each message at once, on its own', () => {
    const posted: (Message | Batch<Message>)[] = [];
    const out = batchedPost<Message>((m) => posted.push(m), false);
    out.send({ type: 'done', id: 1 });
    out.send({ type: 'done', id: 2 });
    expect(posted).toEqual([
      { type: 'done', id: 1 },
      { type: 'done', id: 2 },
    ]);
  });
});
