// Which database errors mean "the database cannot be reached or cannot write right now" (ADR 0045): the
// request is answered 503 with a retry, never 500, and the server heals once the fault clears. Anything else
// from the database (a syntax error, a missing column, corruption) stays a bug: 500. PostgreSQL runs on
// node-postgres (ADR 0046).

/** Socket errors node-postgres passes on as they are (a refused, reset or unreachable connection). */
const PG_SOCKET =
  /^(ECONNREFUSED|ECONNRESET|ECONNABORTED|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN)$/;

/**
 * node-postgres's own errors for a connection that is gone or cannot be had: plain Errors without a code. The
 * server closed it ('Connection terminated unexpectedly'; 'Connection terminated' when it was being ended), a
 * connect timed out (the client's 'Connection terminated due to connection timeout', the pool's 'timeout
 * exceeded when trying to connect'), a query timed out ('Query read timeout', the pools' `query_timeout`), a
 * client that failed or was closed was used again, or the pool was ended (the server shutting down).
 */
const PG_CONNECTION_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|Cannot use a pool after calling end on the pool)/;

/**
 * SQLSTATEs (node-postgres's DatabaseError `code`): class 08 connection exception, class 53 insufficient
 * resources (53100 disk full, 53300 too many connections), 57P01 admin shutdown, 57P02 crash shutdown, 57P03
 * cannot connect now (starting or stopping), 25006 read-only transaction (a standby after a failover, or a
 * database set read-only), 58030 I/O error.
 */
const PG_UNAVAILABLE = /^(08...|53...|57P0[123]|25006|58030)$/;

/**
 * SQLite result codes (better-sqlite3 gives the extended name): the disk or file system full, read-only or
 * failing, the file gone, or the write lock still held by another process after the busy timeout.
 */
const SQLITE_UNAVAILABLE = /^SQLITE_(FULL|READONLY|IOERR|BUSY|CANTOPEN)(_[A-Z_]+)?$/;

/** The errors in `error`'s cause chain (drizzle wraps the driver's in DrizzleQueryError). */
function* causes(error: unknown): Generator<{ code?: unknown; name: string; message: string }> {
  let e: unknown = error;
  for (let depth = 0; e instanceof Error && depth < 5; depth++) {
    yield { code: (e as { code?: unknown }).code, name: e.constructor.name, message: e.message };
    e = (e as { cause?: unknown }).cause;
  }
}

/**
 * True when `error` (or what it wraps) is node-postgres saying the connection is lost, refused or timed out
 * (not a SQLSTATE: the server never answered). The sync store reads these as transient too (`sync/errors.ts`).
 */
export function pgConnectionLost(error: unknown): boolean {
  for (const { code, name, message } of causes(error)) {
    if (name === 'DatabaseError' || name === 'SqliteError') return false;
    if (typeof code === 'string' && PG_SOCKET.test(code)) return true;
    if (PG_CONNECTION_MESSAGE.test(message)) return true;
  }
  return false;
}

/** True when `error` (or what it wraps) says the database is unavailable for now. */
export function databaseUnavailable(error: unknown): boolean {
  for (const { code, name } of causes(error)) {
    if (name === 'SqliteError') return typeof code === 'string' && SQLITE_UNAVAILABLE.test(code);
    // node-postgres's (pg-protocol's) error for a server's ErrorResponse, with the SQLSTATE as `code`
    if (name === 'DatabaseError') return typeof code === 'string' && PG_UNAVAILABLE.test(code);
  }
  return pgConnectionLost(error);
}
