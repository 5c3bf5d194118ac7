/**
 * PostgreSQL fan-out (SS21, SS24): this process LISTENs on the realtime channel over ONE dedicated connection
 * (postgres.js `sql.listen` keeps one per pool, separate from the query connections, and re-issues the
 * LISTEN with its reconnect backoff whenever that connection drops).
 */
import type { FastifyBaseLogger } from 'fastify';
import type postgres from 'postgres';
import type { Database } from '../db/index.ts';
import { SYNC_CHANNEL } from './notification.ts';

export type ListenHandlers = {
  onPayload(payload: string): void;
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
/** Re-LISTENs this close together are one reconnect. */
const RECONNECT_SETTLE_MS = 50;

export async function listenForRealtime(
  database: Database,
  log: FastifyBaseLogger,
  handlers: ListenHandlers,
): Promise<{ stop(): Promise<void> }> {
  const client = clientOf(database);
  // After a reconnect postgres.js holds a new listener object, so the first `unlisten` no longer removes
  // it: the flag keeps a stopped app deaf until the pool ends.
  let stopped = false;
  let listens = 0;
  let settling: NodeJS.Timeout | null = null;
  const reconnected = () => {
    settling = null;
    if (stopped) return;
    log.warn({ channel: SYNC_CHANNEL }, 'realtime LISTEN connection re-established; re-poking local sockets');
    handlers.onReconnected();
  };
  const listening = await client.listen(
    SYNC_CHANNEL,
    (payload) => stopped || handlers.onPayload(payload),
    () => {
      // Called once per (re)LISTEN: the first time on start, then after every reconnect.
      if (listens++ === 0 || stopped) return;
      settling ??= setTimeout(reconnected, RECONNECT_SETTLE_MS);
    },
  );
  log.info({ channel: SYNC_CHANNEL }, 'realtime listening');

  return {
    /** UNLISTENs; the dedicated connection itself ends with the pool (database.close()). */
    async stop() {
      stopped = true;
      if (settling) clearTimeout(settling);
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS).unref());
      await Promise.race([listening.unlisten(), timeout]).catch((err: unknown) =>
        log.warn({ err }, 'realtime UNLISTEN failed'),
      );
    },
  };
}
