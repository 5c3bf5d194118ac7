/**
 * Pulling (ARCHITECTURE 6.3): pages from the cookie until `more` is false, then one transaction applies
 * them all, drops acknowledged outbox entries and rebases the rest. `reset` (a restored backup: another sync
 * epoch, RST1) starts again from null and replaces the synced tables, keeping the outbox, and puts back the
 * acknowledged mutations the restore lost (RST2).
 */
import { type PatchOp, PROTOCOL_VERSION, SCHEMA_VERSION } from '@tavola/shared';
import { readMeta, setMeta } from '../db/meta.ts';
import { expectAnswer } from './errors.ts';
import { SYNC_STORES, type SyncEnv } from './local-env.ts';
import { rebaseIn } from './rebase.ts';
import { pruneAcknowledged, requeueLost } from './resend.ts';

export type PullOutcome =
  | { readonly kind: 'pulled'; readonly cookie: number }
  | { readonly kind: 'update-required'; readonly message: string };

export async function pullAndRebase(env: SyncEnv, now: () => number = Date.now): Promise<PullOutcome> {
  const { db, transport } = env;
  const meta = await readMeta(db, ['clientId', 'deviceId', 'cookie', 'epoch', 'fullResync']);
  if (!meta.clientId || !meta.deviceId) throw new Error('pull before the device is registered');
  let replaceAll = meta.fullResync === true;
  let cookie = replaceAll ? null : (meta.cookie ?? null);
  let lastMutationId = 0;
  let epoch = meta.epoch ?? null;
  const patch: PatchOp[] = [];
  for (;;) {
    const res = expectAnswer(
      await transport.pull({
        protocolVersion: PROTOCOL_VERSION,
        schemaVersion: SCHEMA_VERSION,
        clientId: meta.clientId,
        deviceId: meta.deviceId,
        cookie,
        epoch: cookie === null ? null : epoch,
      }),
    );
    if (!res.ok) return { kind: 'update-required', message: res.message };
    if (res.reset && cookie !== null) {
      // remembered, so a pull cut short still replaces the tables when it completes
      await setMeta(db, 'fullResync', true);
      replaceAll = true;
      cookie = null;
      patch.length = 0;
      continue;
    }
    if (res.reset) replaceAll = true;
    patch.push(...res.patch);
    cookie = res.cookie;
    epoch = res.epoch ?? null;
    lastMutationId = res.lastMutationId;
    if (!res.more) break;
  }

  const done = cookie;
  await db.transaction('rw', SYNC_STORES, async () => {
    // nothing new and nothing acknowledged: the tables are already right, skip re-running the outbox
    const dropped = await db.outbox
      .where('id')
      .belowOrEqual(lastMutationId)
      .filter((e) => e.status === 'pending')
      .count();
    // RST2: a reset's server may have lost acknowledged mutations we still hold: they go back first
    if (replaceAll) await requeueLost(db, lastMutationId);
    if (replaceAll || patch.length > 0 || dropped > 0) {
      await rebaseIn(env, { patch, acknowledged: lastMutationId, replaceAll, now: now() });
    }
    await pruneAcknowledged(db, now());
    const { lastMutationId: acked = 0 } = await readMeta(db, ['lastMutationId']);
    // after a reset the server's count is the truth even when lower (it lost what the backup missed)
    await setMeta(db, 'lastMutationId', replaceAll ? lastMutationId : Math.max(acked, lastMutationId));
    await setMeta(db, 'cookie', done);
    await setMeta(db, 'epoch', epoch);
    await setMeta(db, 'fullResync', false);
    await setMeta(db, 'lastSyncedAt', now());
    await setMeta(db, 'protocolVersion', PROTOCOL_VERSION);
    await setMeta(db, 'schemaVersion', SCHEMA_VERSION);
    await setMeta(db, 'updateRequired', null);
  });
  return { kind: 'pulled', cookie: done };
}
