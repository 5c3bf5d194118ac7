import type { PushRequest } from '@tavola/shared';
import { aRow, T0 } from '@tavola/shared/test-support/index';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getMeta } from '../db/meta.ts';
import { aRegisteredEnv, type TestSync } from '../test/sync-env.ts';
import { keepAtPush, setFastSync, setKeepAtPush, setPushAhead } from './fast-paths.ts';
import { mutateIn } from './mutate.ts';
import { pullAndRebase } from './pull.ts';
import { pushOutbox } from './push.ts';

const charge = (env: TestSync, amount: number) =>
  mutateIn(env, 'test.customer.charge.v1', { customerId: 'asha', amount }, T0);
const pushedIds = (env: TestSync) =>
  env.server.callsOf('push').map((r) => (r as PushRequest).mutations.map((m) => m.id));

async function aSyncedTill() {
  const env = await aRegisteredEnv();
  env.server.put('customers', aRow('customers', { id: 'asha', balanceDue: 0 }));
  await pullAndRebase(env);
  return env;
}

afterEach(() => {
  setFastSync(null);
  setKeepAtPush(null);
  setPushAhead(null);
});

// DRAIN7: the same contract with the batch read as an id range (fast, the default) and as a filtered cursor;
// DRAIN10: with the RST2 copies kept at the push's answer (the default) and by the pull's rebase; DRAIN11: the next
// batch read while one is on the wire (the default) and after its answer is recorded
describe.each([
  [
    '[DRAIN7] batches read by id range, [DRAIN10] copies kept at the answer, [DRAIN11] read ahead',
    true,
    true,
    true,
  ],
  ['[DRAIN7] batches read by id range, copies kept by the rebase, read after the answer', true, false, false],
  ['batches read by a filtered cursor, copies kept by the rebase', false, false, false],
])('push (docs/architecture.md §6.3), %s', (_, fast, keep, ahead) => {
  beforeEach(() => {
    setFastSync(fast);
    setKeepAtPush(keep);
    setPushAhead(ahead);
  });

  it('sends pending mutations in id order, past the acknowledged id, in batches', async () => {
    const env = await aSyncedTill();
    await charge(env, 1);
    await charge(env, 2);
    expect(await pushOutbox(env)).toEqual({ kind: 'done', sent: 2 });
    await charge(env, 3);
    await pushOutbox(env);
    expect(pushedIds(env)).toEqual([[1, 2], [3]]);
    expect(await getMeta(env.db, 'lastMutationId')).toBe(3);
    expect(env.server.row('customers', 'asha')?.balanceDue).toBe(6);
  });

  it('OutOfOrder: resends from the server lastMutationId + 1', async () => {
    const env = await aSyncedTill();
    await charge(env, 1);
    const backup = env.server.snapshot(); // knows the customer, not mutation 1 yet… then 1 is applied:
    await pushOutbox(env);
    await charge(env, 10);
    await charge(env, 100);
    env.server.restore(backup); // the server lost mutation 1 (restored backup); the outbox still has it

    await pushOutbox(env);
    expect(pushedIds(env)).toEqual([[1], [2, 3], [1, 2, 3]]);
    expect(env.server.row('customers', 'asha')?.balanceDue).toBe(111);
    expect(await getMeta(env.db, 'lastMutationId')).toBe(3);
  });

  it('[RST2] when the server lost ids the outbox already dropped, it sends again the acknowledged ones it holds', async () => {
    const env = await aSyncedTill();
    const backup = env.server.snapshot();
    await charge(env, 1);
    await pushOutbox(env);
    await pullAndRebase(env); // mutation 1 acknowledged and dropped (held in `acknowledged`)
    await charge(env, 10);
    const client = await getMeta(env.db, 'clientId');
    env.server.restore(backup);

    await pushOutbox(env);
    expect(await getMeta(env.db, 'clientId')).toBe(client);
    expect(pushedIds(env)).toEqual([[1], [2], [1, 2]]);
    expect(env.server.clients.get(client as string)).toBe(2);
    expect(env.server.row('customers', 'asha')?.balanceDue).toBe(11);
    // DRAIN10: sent again and acknowledged again, they are held again at once; otherwise at the next pull
    const held = (await env.db.acknowledged.toArray()).map((e) => e.id);
    expect(held).toEqual(keepAtPush() ? [1, 2] : []);
  });

  it('when the server lost ids the outbox no longer holds, the pending ones continue as a new client', async () => {
    const env = await aSyncedTill();
    const backup = env.server.snapshot();
    await charge(env, 1);
    await pushOutbox(env);
    await pullAndRebase(env);
    await env.db.acknowledged.clear(); // past the retention
    await charge(env, 10);
    const oldClient = await getMeta(env.db, 'clientId');
    env.server.restore(backup);

    await pushOutbox(env);
    const newClient = await getMeta(env.db, 'clientId');
    expect(newClient).not.toBe(oldClient);
    expect((await env.db.outbox.toArray()).map((e) => e.id)).toEqual([1]);
    expect(env.server.clients.get(newClient as string)).toBe(1);
    expect(env.server.row('customers', 'asha')?.balanceDue).toBe(10);
  });

  it('VersionNotSupported: nothing is sent again and the outbox is kept', async () => {
    const env = await aSyncedTill();
    await charge(env, 1);
    env.server.versionNotSupported = true;
    expect(await pushOutbox(env)).toEqual({ kind: 'update-required', message: 'Please update the app!' });
    expect(await env.db.outbox.count()).toBe(1);
    expect(await getMeta(env.db, 'lastMutationId')).toBe(0);
  });
});
