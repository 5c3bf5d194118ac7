// Which database errors mean "the database cannot be reached or cannot write right now" (ADR 0045): the
// request is answered 503 with a retry, never 500, and the server heals once the fault clears. Anything else
// from the database (a syntax error, a missing column, corruption) stays a bug: 500.

/** postgres.js's own codes for a lost, refused or closed connection, and the socket errors it passes on. */
const PG_CONNECTION =
  /^(CONNECTION_(CLOSED|ENDED|DESTROYED)|CONNECT_TIMEOUT|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN)$/;

/**
 * SQLSTATEs: class 08 connection exception, class 53 insufficient resources (53100 disk full, 53300 too many
 * connections), 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting or stopping),
 * 25006 read-only transaction (a standby after a failover, or a database set read-only), 58030 I/O error.
 */
const PG_UNAVAILABLE = /^(08...|53...|57P0[123]|25006|58030)$/;

/**
 * SQLite result codes (better-sqlite3 gives the extended name): the disk or file system full, read-only or
 * failing, the file gone, or the write lock still held by another process after the busy timeout.
 */
const SQLITE_UNAVAILABLE = /^SQLITE_(FULL|READONLY|IOERR|BUSY|CANTOPEN)(_[A-Z_]+)?$/;

/** The driver errors in `error`'s cause chain (drizzle wraps them in DrizzleQueryError). */
function* causes(error: unknown): Generator<{ code?: unknown; name: string }> {
  let e: unknown = error;
  for (let depth = 0; e instanceof Error && depth < 5; depth++) {
    yield { code: (e as { code?: unknown }).code, name: e.constructor.name };
    e = (e as { cause?: unknown }).cause;
  }
}

/** True when `error` (or what it wraps) says the database is unavailable for now. */
export function databaseUnavailable(error: unknown): boolean {
  for (const { code, name } of causes(error)) {
    if (typeof code !== 'string') continue;
    if (name === 'SqliteError') return SQLITE_UNAVAILABLE.test(code);
    if (name === 'PostgresError') return PG_UNAVAILABLE.test(code);
    if (PG_CONNECTION.test(code)) return true;
  }
  return false;
}
