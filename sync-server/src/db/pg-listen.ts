// LISTEN on one dedicated node-postgres connection that comes back by itself (ADR 0046): when the connection
// fails (PostgreSQL restarted, the session was ended, the network dropped) a new one is opened with a growing
// delay (0.1 s doubling to 5 s) until it LISTENs again; `onReconnected` then says notifications may have been lost.
import pg from 'pg';

export type ListenHandlers = {
  onPayload(payload: string): void;
  /** The LISTEN connection dropped and is back: notifications sent meanwhile were lost. */
  onReconnected(): void;
};

export type Listener = { stop(): Promise<void> };

const FIRST_DELAY_MS = 100;
const MAX_DELAY_MS = 5_000;

/** Resolves once the first LISTEN is in place (it fails like a query when the database cannot be reached). */
export async function listenOn(
  config: pg.ClientConfig,
  channel: string,
  handlers: ListenHandlers,
): Promise<Listener> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let delay = FIRST_DELAY_MS;

  const open = async (): Promise<void> => {
    const c = new pg.Client({ ...config, pipeline: false });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (client === c) client = null;
      c.end().catch(() => {});
      if (!stopped) schedule();
    };
    c.on('error', onLost);
    c.on('end', onLost);
    c.on('notification', (n) => {
      if (!stopped && n.channel === channel && n.payload !== undefined) handlers.onPayload(n.payload);
    });
    try {
      await c.connect();
      await c.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      onLost();
      throw error;
    }
    if (lost || stopped) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
    delay = FIRST_DELAY_MS;
  };

  const schedule = () => {
    if (retry || stopped) return;
    const wait = delay;
    delay = Math.min(delay * 2, MAX_DELAY_MS);
    retry = setTimeout(() => {
      retry = null;
      open().then(
        () => {
          if (client && !stopped) handlers.onReconnected();
        },
        () => {}, // `open` scheduled the next attempt
      );
    }, wait);
  };

  try {
    await open();
  } catch (error) {
    stopped = true; // the caller is told; no attempts behind its back
    if (retry) clearTimeout(retry);
    throw error;
  }
  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      if (!c) return;
      await c.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => {});
      await c.end().catch(() => {});
    },
  };
}
