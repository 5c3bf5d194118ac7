/**
 * Pushing the outbox (docs/architecture.md §6.3): pending mutations past the acknowledged id, in id order, at most
 * MAX_PUSH_MUTATIONS a request. Rejections are kept in the outbox for the user; OutOfOrder resends from the
 * server's lastMutationId + 1; VersionNotSupported stops and keeps everything.
 */
import {
  MAX_ECHO_LENGTH,
  MAX_PUSH_MUTATIONS,
  type Mutation,
  PROTOCOL_VERSION,
  type PushResponse,
  SCHEMA_VERSION,
} from '@tavola/shared';
import type { AcknowledgedEntry, OutboxEntry } from '../db/database.ts';
import { uuidv4 } from '../db/ids.ts';
import { type MetaValues, readMeta, setMeta } from '../db/meta.ts';
import { echoAnswers } from './echo.ts';
import { expectAnswer } from './errors.ts';
import { fastSync, keepAtPush, pushAhead, syncEcho } from './fast-paths.ts';
import { SYNC_STORES, type SyncEnv } from './local-env.ts';
import { rebaseIn } from './rebase.ts';
import { requeueLost } from './resend.ts';

export type PushOutcome =
  | { readonly kind: 'done'; readonly sent: number }
  /** Acknowledged entries must be dropped by a pull before the outbox can be renumbered. */
  | { readonly kind: 'needs-pull'; readonly sent: number }
  | { readonly kind: 'update-required'; readonly message: string };

type Ok = Extract<PushResponse, { ok: true }>;

/** DRAIN4: the echo a push carries for `e` (none when switched off, empty or too long). */
const echoOf = (e: OutboxEntry): string | undefined =>
  syncEcho() && e.echo && e.echo.length <= MAX_ECHO_LENGTH ? e.echo : undefined;

const toMutation = (e: OutboxEntry): Mutation => {
  const echo = echoOf(e);
  return { id: e.id, name: e.name, args: e.args, clientTime: e.clientTime, ...(echo ? { echo } : {}) };
};

/** DRAIN4: the server's answers to the batch's echoes, remembered for the pull's rebase (echo.ts). */
function hearEchoes(env: SyncEnv, clientId: string, batch: readonly OutboxEntry[], res: Ok): void {
  const answers = echoAnswers(env.db, clientId);
  const sent = new Map(batch.map((e) => [e.id, e.echo]));
  for (const r of res.results) {
    const echo = sent.get(r.id);
    if (r.status === 'applied' && r.echo !== undefined && echo)
      answers.set(r.id, { sent: echo, mask: r.echo });
  }
}

/**
 * DRAIN10: the batch's acknowledged entries as RST2 copies (not the rejected ones: they stay in the outbox), kept now
 * rather than by the pull's rebase, one put each of the sale's args.
 */
function keptCopies(
  clientId: string,
  batch: readonly OutboxEntry[],
  res: Ok,
  now: number,
): AcknowledgedEntry[] {
  const rejected = new Set(res.results.filter((r) => r.status === 'rejected').map((r) => r.id));
  return batch
    .filter((e) => e.id <= res.lastMutationId && !rejected.has(e.id))
    .map(({ id, name, args, clientTime }) => ({ clientId, id, name, args, clientTime, ackedAt: now }));
}

/** DRAIN10: how many copies one put clones (a batch's 200 in one go were one long task of the page). */
const KEEP_CHUNK = 50;

/** Marks rejections, advances the acknowledged id, and undoes a rejected mutation's local writes at once. */
async function record(env: SyncEnv, res: Ok, kept: readonly AcknowledgedEntry[]): Promise<void> {
  const { db } = env;
  await db.transaction('rw', SYNC_STORES, async () => {
    // small puts, each its own clone on the page, so the cashier's taps get in between
    for (let i = 0; i < kept.length; i += KEEP_CHUNK)
      await db.acknowledged.bulkPut(kept.slice(i, i + KEEP_CHUNK));
    let rejected = 0;
    for (const r of res.results) {
      if (r.status !== 'rejected') continue;
      rejected += await db.outbox
        .where('id')
        .equals(r.id)
        .modify({ status: 'rejected', code: r.code, message: r.message });
    }
    const { lastMutationId = 0 } = await readMeta(db, ['lastMutationId']);
    await setMeta(db, 'lastMutationId', Math.max(lastMutationId, res.lastMutationId));
    if (rejected > 0) await rebaseIn(env, {});
  });
}

/**
 * SYNC3: the server lost mutation ids this outbox had already dropped (a restored backup). None of the
 * pending ones can have been applied (the server applies ids in order), so they continue as a new client,
 * numbered from 1. Rejected entries keep their place in the list under ids that are never sent.
 */
async function continueAsNewClient(env: SyncEnv): Promise<void> {
  const { db } = env;
  await db.transaction('rw', SYNC_STORES, async () => {
    const entries = await db.outbox.orderBy('seq').toArray();
    await db.outbox.clear();
    let next = 1;
    for (const e of entries) {
      const id = e.status === 'pending' ? next++ : -(e.seq as number);
      await db.outbox.add({ ...e, id });
    }
    await setMeta(db, 'clientId', uuidv4());
    await setMeta(db, 'nextMutationId', next);
    await setMeta(db, 'lastMutationId', 0);
  });
}

/**
 * DRAIN7: the pending entries among the next MAX_PUSH_MUTATIONS ids, in one read of the id range (the filtered
 * read walks a cursor, an IndexedDB round trip an entry); none when the ids after `acked` do not follow on.
 */
async function nextIds(env: SyncEnv, acked: number): Promise<OutboxEntry[]> {
  const range = await env.db.outbox
    .where('id')
    .between(acked + 1, acked + MAX_PUSH_MUTATIONS, true, true)
    .toArray();
  return range.filter((e) => e.status === 'pending');
}

type PushMeta = Partial<Pick<MetaValues, 'clientId' | 'deviceId' | 'lastMutationId'>>;

export async function pushOutbox(env: SyncEnv, now: () => number = Date.now): Promise<PushOutcome> {
  const { db, transport } = env;
  let sent = 0;
  let lastRefusedAt = -1;
  // PERF7: a batch's answer is recorded while the next batch goes out; `answered` is its acknowledged id meanwhile
  let recording: Promise<void> = Promise.resolve();
  let answered: number | null = null;
  // DRAIN11: the batch after `from`, read while the one before it was on the wire; the ids read once meanwhile
  let ahead: { readonly from: number; readonly read: Promise<OutboxEntry[]> } | null = null;
  let known: PushMeta | null = null;
  const settled = async <T>(outcome: T): Promise<T> => {
    await recording;
    return outcome;
  };
  for (;;) {
    // the meta read would wait for the answer's record (a write over the same stores): only when not answered yet
    const meta: PushMeta =
      answered !== null && known ? known : await readMeta(db, ['clientId', 'deviceId', 'lastMutationId']);
    known = pushAhead() ? meta : null;
    const acked = answered ?? meta.lastMutationId ?? 0;
    if (!meta.clientId || !meta.deviceId) return settled({ kind: 'done', sent });
    const early = ahead && ahead.from === acked ? await ahead.read : null;
    ahead = null;
    // none read early (a rejection's rebase re-ran the entries after it): read once the last answer is recorded
    if (early === null && pushAhead()) await recording;
    const batch: OutboxEntry[] = early?.length ? early : fastSync() ? await nextIds(env, acked) : [];
    if (batch.length === 0)
      batch.push(
        ...(await db.outbox
          .where('id')
          .above(acked)
          .filter((e) => e.status === 'pending')
          .limit(MAX_PUSH_MUTATIONS)
          .toArray()),
      );
    const first = batch[0];
    if (!first) return settled({ kind: 'done', sent });
    if (first.id !== acked + 1) {
      await recording;
      answered = null;
      const unpulled =
        acked > 0
          ? await db.outbox
              .where('id')
              .between(1, acked, true, true)
              .filter((e) => e.status === 'pending')
              .count()
          : 0;
      if (unpulled > 0) return { kind: 'needs-pull', sent };
      // RST2: the server lost ids we had acknowledged (a restore): send them again if we still hold them
      const requeued = await db.transaction('rw', SYNC_STORES, async () => await requeueLost(db, acked));
      if (requeued > 0) continue;
      await continueAsNewClient(env);
      continue;
    }
    const request = transport.push({
      protocolVersion: PROTOCOL_VERSION,
      schemaVersion: SCHEMA_VERSION,
      clientId: meta.clientId,
      deviceId: meta.deviceId,
      mutations: batch.map(toMutation),
    });
    const last = batch.at(-1) as OutboxEntry;
    // DRAIN11: ids that follow on: the next ones are read now (used only if the answer acknowledges up to `last`)
    if (pushAhead() && fastSync() && last.id === acked + batch.length) {
      ahead = { from: last.id, read: nextIds(env, last.id) };
      ahead.read.catch(() => {}); // awaited only when used
    }
    const res = expectAnswer(await request);
    // a rejection's rebase re-runs (and re-digests) the entries after it: those read early are stale
    if (!res.ok || res.results.some((r) => r.status === 'rejected')) ahead = null;
    if (!res.ok && res.error === 'VersionNotSupported')
      return settled({ kind: 'update-required', message: res.message });
    await recording; // the previous answer is stored before this one
    if (!res.ok) {
      // OutOfOrder: resend from the server's lastMutationId + 1 (lower after a restore, higher after a lost answer)
      if (res.lastMutationId === lastRefusedAt)
        throw new Error(`push refused twice at ${res.lastMutationId}`);
      lastRefusedAt = res.lastMutationId;
      await setMeta(db, 'lastMutationId', res.lastMutationId);
      answered = null;
      continue;
    }
    hearEchoes(env, meta.clientId, batch, res);
    const kept = keepAtPush() ? keptCopies(meta.clientId, batch, res, now()) : [];
    recording = record(env, res, kept);
    recording.catch(() => {}); // awaited before the next answer or the return; a network failure first leaves it be
    answered = Math.max(acked, res.lastMutationId);
    sent += batch.length;
  }
}
