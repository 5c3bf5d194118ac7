/**
 * PostgreSQL fan-out (SS21, SS24): this process LISTENs on the realtime channel over ONE dedicated connection
 * (`Database.listen`, node-postgres: a client of its own, outside the pools, opened again with backoff and
 * re-LISTENing whenever it drops).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/index.ts';
import { SYNC_CHANNEL } from './notification.ts';

export type ListenHandlers = {
  onPayload(payload: string): void;
  /** The LISTEN connection dropped and is back: notifications sent meanwhile were lost. */
  onReconnected(): void;
};

const STOP_TIMEOUT_MS = 1000;

export async function listenForRealtime(
  database: Database,
  log: FastifyBaseLogger,
  handlers: ListenHandlers,
): Promise<{ stop(): Promise<void> }> {
  if (!database.listen) throw new Error('not a PostgreSQL database');
  let stopped = false;
  const listening = await database.listen(SYNC_CHANNEL, {
    onPayload: (payload) => stopped || handlers.onPayload(payload),
    onReconnected: () => {
      if (stopped) return;
      log.warn(
        { channel: SYNC_CHANNEL },
        'realtime LISTEN connection re-established; re-poking local sockets',
      );
      handlers.onReconnected();
    },
  });
  log.info({ channel: SYNC_CHANNEL }, 'realtime listening');

  return {
    /** UNLISTENs and ends the dedicated connection. */
    async stop() {
      stopped = true;
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS).unref());
      await Promise.race([listening.unlisten(), timeout]).catch((err: unknown) =>
        log.warn({ err }, 'realtime UNLISTEN failed'),
      );
    },
  };
}
