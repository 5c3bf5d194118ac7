/**
 * PostgreSQL fan-out: this process LISTENs on the realtime channels over ONE dedicated connection
 * (postgres.js `sql.listen` keeps one per pool, separate from the query connections, and re-issues the
 * LISTENs when that connection drops, with its reconnect backoff).
 */
import type { FastifyBaseLogger } from 'fastify';
import type postgres from 'postgres';
import type { Database } from '../db/index.ts';
import { SESSION_CHANNEL, SYNC_CHANNEL } from './notification.ts';

export type ListenHandlers = {
  onSync(payload: string): void;
  onSessionClosed(sessionId: string): void;
  /** The LISTEN connection dropped and is back: notifications sent meanwhile were lost. */
  onReconnected(): void;
};

/** The postgres.js client behind a pg `Database` (drizzle's documented `$client`). */
function clientOf(database: Database): postgres.Sql {
  const client = (database.db as unknown as { $client?: postgres.Sql }).$client;
  if (!client || typeof client.listen !== 'function') throw new Error('not a postgres.js database');
  return client;
}

const STOP_TIMEOUT_MS = 1000;

export async function listenForRealtime(
  database: Database,
  log: FastifyBaseLogger,
  handlers: ListenHandlers,
): Promise<{ stop(): Promise<void> }> {
  const client = clientOf(database);
  // After a reconnect postgres.js holds new listener objects, so an old `unlisten` may not remove them:
  // the flag keeps a stopped app deaf until the pool ends.
  let stopped = false;
  let listens = 0;
  const onSync = (payload: string) => stopped || handlers.onSync(payload);
  const onSession = (sessionId: string) => stopped || handlers.onSessionClosed(sessionId);
  const sync = await client.listen(SYNC_CHANNEL, onSync, () => {
    // Called once per (re)LISTEN: the first time on start, then after every reconnect.
    if (stopped || listens++ === 0) return;
    log.warn({ channel: SYNC_CHANNEL }, 'realtime LISTEN connection re-established; re-poking local sockets');
    handlers.onReconnected();
  });
  const sessions = await client.listen(SESSION_CHANNEL, onSession);
  log.info({ channels: [SYNC_CHANNEL, SESSION_CHANNEL] }, 'realtime listening');

  return {
    /** UNLISTENs; the dedicated connection itself ends with the pool (database.close()). */
    async stop() {
      stopped = true;
      const unlisten = Promise.all([sync.unlisten(), sessions.unlisten()]);
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS).unref());
      await Promise.race([unlisten, timeout]).catch((err: unknown) =>
        log.warn({ err }, 'realtime UNLISTEN failed'),
      );
    },
  };
}
