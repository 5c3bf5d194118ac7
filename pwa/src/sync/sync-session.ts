/**
 * The running sync of the signed-in staff user in this tab: the device database, the sync client, the
 * socket, and the status the UI shows. Started by the dashboard shell, stopped on sign-out or when the
 * session ends (the database stays: it may hold unsent changes).
 */
import { getMutator, PROTOCOL_VERSION, SCHEMA_VERSION, type SessionUser } from '@tavola/shared';
import { liveQuery } from 'dexie';
import { currentDb, deleteDeviceDb, deviceDb, setCurrentDb } from '../db/current.ts';
import { dbNameFor, type OutboxEntry } from '../db/database.ts';
import { type MetaValues, readMeta } from '../db/meta.ts';
import { onSessionEnded } from '../lib/session.ts';
import { SyncClient } from './client.ts';
import type { SyncIdentity } from './context.ts';
import { refusalOf } from './errors.ts';
import type { MutatorLookup, SyncEnv } from './local-env.ts';
import { watchPending } from './pending-count.ts';
import { dismissRejected } from './rebase.ts';
import { type SocketLike, SyncSocket } from './socket.ts';
import { type RejectedMutation, resetSyncStatus, setSyncStatus } from './sync-store.ts';
import { httpTransport, type SyncTransport } from './transport.ts';

export type SyncSessionDeps = {
  readonly transport?: SyncTransport;
  readonly mutators?: MutatorLookup;
  /** Web Locks (default navigator.locks); null runs without a lock. */
  readonly locks?: LockManager | null;
  /** false: no WebSocket (tests); pulls then run on start, after pushes and every PULL_INTERVAL_MS. */
  readonly socket?: boolean;
  readonly createSocket?: (url: string) => SocketLike;
};

export type ActiveSync = {
  readonly env: SyncEnv;
  readonly client: SyncClient;
  readonly socket: SyncSocket | null;
};

type Running = ActiveSync & { readonly stop: () => Promise<void> };

let running: Running | null = null;
let stopping: Promise<void> = Promise.resolve();

/** The sync of the signed-in user in this tab, or null (signed out, public and diner pages). */
export const activeSync = (): ActiveSync | null => running;

export function identityOf(user: SessionUser): SyncIdentity | null {
  if (!user.tenant_id) return null;
  return { tenantId: user.tenant_id, userId: user.id, role: user.role, scope: user.scope };
}

/** Reports whether the server answered: no answer at all (status 0) is the only "unreachable". */
function observed(transport: SyncTransport, onReachable: (r: boolean) => void): SyncTransport {
  const watch =
    <A extends unknown[], R extends { ok: boolean; status?: number }>(call: (...a: A) => Promise<R>) =>
    async (...a: A): Promise<R> => {
      const r = await call(...a);
      onReachable(r.ok || r.status !== 0);
      return r;
    };
  return {
    push: watch(transport.push),
    pull: watch(transport.pull),
    registerDevice: watch(transport.registerDevice),
    lease: watch(transport.lease),
  };
}

/** A refusal recorded by an older app version does not concern this one. */
const refusedThisVersion = (u: MetaValues['updateRequired'] | undefined): string | null =>
  u && u.protocolVersion === PROTOCOL_VERSION && u.schemaVersion === SCHEMA_VERSION ? u.message : null;

const toRejected = (e: OutboxEntry): RejectedMutation => ({
  id: e.id,
  name: e.name,
  args: e.args,
  code: e.code ?? '',
  message: e.message ?? '',
  clientTime: e.clientTime,
});

/** Starts syncing for a signed-in tenant user (idempotent for the same user). */
export function startSync(user: SessionUser, deps: SyncSessionDeps = {}): ActiveSync | null {
  const who = identityOf(user);
  if (!who) return null;
  const db = deviceDb(dbNameFor(who.tenantId, who.userId));
  if (running?.env.db === db) return running;
  if (running) void stopSync();

  let live = true;
  const status = (patch: Parameters<typeof setSyncStatus>[0]) => live && setSyncStatus(patch);
  const env: SyncEnv = {
    db,
    who,
    mutators: deps.mutators ?? getMutator,
    transport: observed(deps.transport ?? httpTransport, (reachable) => status({ reachable })),
  };
  const client = new SyncClient({
    env,
    ...(deps.locks === undefined ? {} : { locks: deps.locks }),
    onPulled: () => {
      status({ lastError: null, refused: null });
      if (socket?.state === 'halted') socket.reconnectNow();
    },
    onError: (e) => status({ lastError: e instanceof Error ? e.message : String(e), refused: refusalOf(e) }),
  });
  let socketWasOpen = false;
  const socket =
    deps.socket === false
      ? null
      : new SyncSocket({
          onConnected: () => client.retryNow(),
          onPoke: (version) => client.poke(version),
          onSessionClosed: () => client.requestPull(),
          onHeard: (at) => status({ heardAt: at }),
          onStatus: (s) => {
            status(s === 'open' ? { socketOpen: true, socketOpenedAt: Date.now() } : { socketOpen: false });
            if (s === 'open') status({ reachable: true });
            else if (s === 'closed' && socketWasOpen) status({ reachable: false });
            socketWasOpen = s === 'open';
          },
          ...(deps.createSocket ? { create: deps.createSocket } : {}),
        });

  // PERF2: rejected entries read on the status index, never the whole outbox (a week offline queues 20,000)
  const outbox = liveQuery(async () => {
    const [rejected, meta] = await Promise.all([
      db.outbox.where('status').equals('rejected').toArray(),
      readMeta(db, ['lastSyncedAt', 'updateRequired']),
    ]);
    return { rejected, meta };
  }).subscribe({
    next: ({ rejected, meta }) =>
      status({
        rejected: rejected.sort((a, b) => a.id - b.id).map(toRejected),
        lastSyncedAt: meta.lastSyncedAt ?? null,
        updateRequired: refusedThisVersion(meta.updateRequired),
      }),
    error: (e) => status({ lastError: e instanceof Error ? e.message : String(e) }),
  });
  // DRAIN1: the unsent count, off the sale's path (counted soon after changes, not inside each one's wake)
  const pending = watchPending(
    db,
    (unsent) => status({ unsent }),
    (e) => status({ lastError: e instanceof Error ? e.message : String(e) }),
  );
  // the store follows online/offline itself; here the network coming back means "try now"
  const onOnline = () => client.retryNow();
  window.addEventListener('online', onOnline);
  const offSessionEnded = onSessionEnded(() => void stopSync());

  const self: Running = {
    env,
    client,
    socket,
    stop: async () => {
      live = false;
      outbox.unsubscribe();
      pending.unsubscribe();
      window.removeEventListener('online', onOnline);
      offSessionEnded();
      socket?.stop();
      if (currentDb() === db) setCurrentDb(null);
      resetSyncStatus();
      await client.stop();
    },
  };
  running = self;
  setCurrentDb(db);
  resetSyncStatus();
  setSyncStatus({ active: true });
  client.start();
  socket?.start();
  return self;
}

/** Stops syncing in this tab; the database and its outbox stay. */
export function stopSync(): Promise<void> {
  const r = running;
  if (r) {
    running = null;
    stopping = Promise.all([stopping, r.stop()]).then(() => undefined);
  }
  return stopping;
}

/** Pending (unsent) mutations of the running sync. */
export async function unsentCount(): Promise<number> {
  const db = running?.env.db;
  return db ? db.outbox.where('status').equals('pending').count() : 0;
}

/** The user dismisses rejected mutations they have read (docs/architecture.md §6.3: never dropped silently). */
export async function dismissRejectedChanges(ids: readonly number[]): Promise<void> {
  if (running) await dismissRejected(running.env, ids);
}

/** Retries sending now; resolves after the attempt (at once in a tab that is not the one flushing). */
export const sendNow = (): Promise<void> => running?.client.flushNow() ?? Promise.resolve();

/** Stops syncing and deletes the user's device database (sign-out, after the outbox was sent or discarded). */
export async function forgetDeviceData(user: SessionUser): Promise<void> {
  const who = identityOf(user);
  await stopSync();
  if (who) await deleteDeviceDb(dbNameFor(who.tenantId, who.userId));
}
