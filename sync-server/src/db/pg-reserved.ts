// A postgres.js connection reserved for one transaction that knows when the server closed it (ADR 0045).
// postgres.js 3.4.9 does not tell a reserved connection's user that its socket closed: a statement sent after
// that never settles (or throws from a timer, its socket being gone), and `release()` puts the dead connection
// back among the open ones, where the next query waits forever. Nor does it forget a `reserve()` that failed to
// connect: it stays queued, takes the first connection that opens once the server is back, and never gives it
// back. Either left a tenant's pushes stuck after a PostgreSQL restart. So once the connection is lost, nothing
// more goes out on it, what waits on it fails, and it is not released (the pool has already taken it back as
// closed); and after a connection of the pool closed, a plain query checks the server before the next reserve.
import type postgres from 'postgres';

type Sql = ReturnType<typeof postgres>;

/** postgres.js's connection object, as its `onexecute` option hands it over (the field its `begin` uses too). */
type Connection = { onclose?: ((error: unknown) => void) | null };

type Query = ReturnType<Sql['unsafe']>;

/** What a statement answers once the connection is lost: a failed query, its `values()` and `execute()` too. */
function refused(error: Error): Query {
  const failed = Promise.reject(error);
  failed.catch(() => {}); // a caller that no longer awaits it must not surface it as unhandled
  return Object.assign(failed, { values: () => failed, execute: () => failed }) as unknown as Query;
}

export type ReservedTransaction = {
  /** The connection for the transaction's statements (only `unsafe`, as drizzle's session and ours use it). */
  readonly sql: Sql;
  /** Rejects once the connection is lost; race anything awaited on it against this. */
  readonly lost: Promise<never>;
  isLost(): boolean;
  /** Sends BEGIN with `modes`, learning which connection carries the transaction. */
  begin(modes: string): Promise<unknown>;
  /** Sends a statement of the transaction's own (ROLLBACK, COMMIT) unless the connection is lost. */
  end(statement: 'commit' | 'rollback'): Promise<unknown>;
  /** Gives the connection back to the pool, unless it was lost (the pool took it back already). */
  release(): void;
};

/**
 * What a pool's transactions know of its connections: `onclose` (the pool's option of that name) marks it
 * suspect; the next transaction then checks the server with a plain query (which, failing, leaves nothing
 * queued), and the others wait for that check.
 */
export type PoolWatch = {
  readonly onclose: () => void;
  suspect: boolean;
  checking: Promise<void> | null;
};

export function watchPool(): PoolWatch {
  const watch: PoolWatch = {
    onclose: () => {
      watch.suspect = true;
    },
    suspect: false,
    checking: null,
  };
  return watch;
}

/** Resolves once the pool answered a query, if a connection of it closed since it last did. */
function checked(client: Sql, watch: PoolWatch): Promise<void> | null {
  if (!watch.suspect && !watch.checking) return null;
  watch.checking ??= (async () => {
    watch.suspect = false;
    try {
      await client`select 1`;
    } catch (error) {
      watch.suspect = true;
      throw error;
    } finally {
      watch.checking = null;
    }
  })();
  return watch.checking;
}

export async function reserveTransaction(client: Sql, watch: PoolWatch): Promise<ReservedTransaction> {
  await checked(client, watch);
  const reserved = await client.reserve();
  let lostWith: Error | null = null;
  let connection: Connection | null = null;
  let fail: (error: Error) => void = () => {};
  const lost = new Promise<never>((_, reject) => {
    fail = reject;
  });
  lost.catch(() => {});
  const onclose = (error: unknown) => {
    lostWith =
      error instanceof Error
        ? error
        : Object.assign(new Error('the connection was closed'), { code: 'CONNECTION_CLOSED' });
    fail(lostWith);
  };
  const guarded = {
    unsafe: (text: string, params?: unknown[], options?: object) =>
      lostWith ? refused(lostWith) : reserved.unsafe(text, params as never, options as never),
  } as unknown as Sql;

  return {
    sql: guarded,
    lost,
    isLost: () => lostWith !== null,
    begin: (modes) =>
      reserved
        .unsafe(`begin ${modes}`, [], {
          // Called as BEGIN goes out; true keeps the connection taking the statements that follow at once.
          onexecute: (c: Connection) => {
            connection = c;
            c.onclose = onclose;
            return true;
          },
        } as never)
        .execute(),
    end: (statement) =>
      lostWith ? Promise.reject(lostWith) : Promise.race([reserved.unsafe(statement), lost]),
    release: () => {
      if (connection?.onclose === onclose) connection.onclose = null;
      if (!lostWith) reserved.release();
    },
  };
}
