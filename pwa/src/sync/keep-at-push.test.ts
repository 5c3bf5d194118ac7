// DRAIN10, DRAIN11 (ADR 0084): the push keeps its acknowledged entries' RST2 copies at the answer; the pull's rebase copies
// only those it does not find kept. Same end state as the rebase copying them all; RST2 still sends each lost one once.
import { MAX_PUSH_MUTATIONS, type PushRequest } from '@tavola/shared';
import { aRow, T0 } from '@tavola/shared/test-support/index';
import { afterEach, describe, expect, it } from 'vitest';
import { getMeta } from '../db/meta.ts';
import { aRegisteredEnv, type TestSync } from '../test/sync-env.ts';
import { setKeepAtPush, setPushAhead } from './fast-paths.ts';
import { mutateIn } from './mutate.ts';
import { pullAndRebase } from './pull.ts';
import { pushOutbox } from './push.ts';

afterEach(() => setKeepAtPush(null));

const charge = (env: TestSync, amount: number) =>
  mutateIn(env, 'test.customer.charge.v1', { customerId: 'asha', amount }, T0);
const held = async (env: TestSync) =>
  (await env.db.acknowledged.toArray()).map((e) => [e.id, e.name, e.args, e.clientTime]);
const outboxIds = async (env: TestSync) => (await env.db.outbox.orderBy('seq').toArray()).map((e) => e.id);

async function aSyncedTill() {
  const env = await aRegisteredEnv();
  env.server.put('customers', aRow('customers', { id: 'asha', balanceDue: 0 }));
  await pullAndRebase(env);
  return env;
}

/** Counts the acknowledged store's bulk puts from here on. */
function countPuts(env: TestSync): () => number {
  const bulkPut = env.db.acknowledged.bulkPut.bind(env.db.acknowledged);
  let calls = 0;
  env.db.acknowledged.bulkPut = ((...a: Parameters<typeof bulkPut>) => {
    calls += 1;
    return bulkPut(...a);
  }) as typeof bulkPut;
  return () => calls;
}

/** The push's answers are lost on the way back (the server applied them). */
function losingAnswers(env: TestSync): TestSync {
  return {
    ...env,
    transport: {
      ...env.transport,
      push: async (req) => {
        await env.transport.push(req);
        throw new Error('the network dropped the answer');
      },
    },
  };
}

describe('RST2 copies kept at the push answer (DRAIN10)', () => {
  it('[DRAIN10] the push holds the copies at once; the pull writes none again and ends where the rebase copying all ends', async () => {
    const ends = [];
    for (const keep of [false, true]) {
      setKeepAtPush(keep);
      const env = await aSyncedTill();
      for (const amount of [1, 2, 3]) await charge(env, amount);
      await pushOutbox(env, () => T0);
      expect((await held(env)).map(([id]) => id)).toEqual(keep ? [1, 2, 3] : []);
      expect(await outboxIds(env)).toEqual([1, 2, 3]); // still there until the pull drops them
      await charge(env, 4); // not pushed
      const puts = countPuts(env);
      await pullAndRebase(env, () => T0);
      expect(puts()).toBe(keep ? 0 : 1);
      ends.push({ held: await held(env), outbox: await outboxIds(env) });
    }
    expect(ends[1]).toEqual(ends[0]);
    expect(ends[1]?.outbox).toEqual([4]);
  });

  it('[DRAIN10] entries acknowledged only by the pull (the push answer lost) are still kept by the rebase', async () => {
    setKeepAtPush(true);
    const env = await aSyncedTill();
    await charge(env, 1);
    await pushOutbox(env, () => T0);
    await charge(env, 2);
    await charge(env, 3);
    await expect(pushOutbox(losingAnswers(env), () => T0)).rejects.toThrow('dropped');
    expect((await held(env)).map(([id]) => id)).toEqual([1]);
    await pullAndRebase(env, () => T0);
    expect((await held(env)).map(([id]) => id)).toEqual([1, 2, 3]);
    expect(await outboxIds(env)).toEqual([]);
  });

  it('[DRAIN10] [RST2] a restore before the pull: the entries still queued are sent once each, the dropped ones again', async () => {
    setKeepAtPush(true);
    const env = await aSyncedTill();
    const backup = env.server.snapshot();
    await charge(env, 1);
    await pushOutbox(env, () => T0);
    await pullAndRebase(env, () => T0); // 1 dropped from the outbox, held
    await charge(env, 10);
    await pushOutbox(env, () => T0); // 2 acknowledged and held, still in the outbox
    expect((await held(env)).map(([id]) => id)).toEqual([1, 2]);
    const client = await getMeta(env.db, 'clientId');

    env.server.restore(backup); // the server lost 1 and 2
    await pullAndRebase(env, () => T0); // the reset puts 1 back ahead of 2, and not 2 twice
    expect(await outboxIds(env)).toEqual([1, 2]);
    await pushOutbox(env, () => T0);
    const pushes = env.server.callsOf('push').map((r) => (r as PushRequest).mutations.map((m) => m.id));
    expect(pushes.at(-1)).toEqual([1, 2]);
    expect(env.server.clients.get(client as string)).toBe(2);
    expect(env.server.row('customers', 'asha')?.balanceDue).toBe(11);
    await pullAndRebase(env, () => T0);
    expect(await outboxIds(env)).toEqual([]);
    expect((await held(env)).map(([id]) => id)).toEqual([1, 2]);
  });
});

describe('the next batch read while one is on the wire (DRAIN11)', () => {
  afterEach(() => setPushAhead(null));

  it.each([
    ['read ahead', true],
    ['read after the answer', false],
  ])(
    '[DRAIN11] a rejection in a batch (%s): the next is read after its rebase, with the echoes that rebase gave',
    async (_, ahead) => {
      setPushAhead(ahead);
      const env = await aRegisteredEnv();
      env.server.put('customers', aRow('customers', { id: 'asha', balanceDue: 0 }));
      env.server.put('customers', aRow('customers', { id: 'bob', balanceDue: 0 }));
      await pullAndRebase(env);
      env.server.write([{ table: 'customers', op: 'del', id: 'bob' }]); // not pulled yet: the till still has bob
      const chargeOf = (customerId: string, amount: number) =>
        mutateIn(env, 'test.customer.charge.v1', { customerId, amount }, T0);
      await chargeOf('bob', 5); // 1: rejected by the server, undone by the answer's rebase
      for (let i = 0; i < MAX_PUSH_MUTATIONS - 1; i++) await chargeOf('asha', 1);
      await chargeOf('bob', 7); // the second batch's first: re-run (and re-digested) on bob without the 5
      await pushOutbox(env, () => T0);
      const second = env.server.callsOf('push').map((r) => (r as PushRequest).mutations)[1];
      const sent = second?.find((m) => m.id === MAX_PUSH_MUTATIONS + 1);
      const entry = await env.db.outbox
        .where('id')
        .equals(MAX_PUSH_MUTATIONS + 1)
        .first();
      expect(sent?.echo).toBeDefined();
      expect(sent?.echo).toBe(entry?.echo);
    },
  );
});
