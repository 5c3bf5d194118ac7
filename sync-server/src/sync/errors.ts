// How the sync store reads database errors: a constraint or data error caused by one mutation's writes is a
// permanent rejection of that mutation; anything else from the database (busy, locked, I/O, lost connection,
// deadlock) is transient: the whole push fails with 503 and nothing advances, so the client retries (SS4, SS8).
import { pgConnectionLost } from '../db/unavailable.ts';

/** A failure worth retrying; the route answers 503 and the client resends the same batch. */
export class TransientStoreError extends Error {
  constructor(message = 'The database is temporarily unavailable', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TransientStoreError';
  }
}

type DriverError = Error & { code?: unknown; constraint?: unknown };

/** The driver's own error, unwrapped from drizzle's DrizzleQueryError. */
function driverError(error: unknown): DriverError | null {
  let e: unknown = error;
  for (let depth = 0; e instanceof Error && depth < 5; depth++) {
    const name = e.constructor.name;
    if (name === 'SqliteError' || name === 'DatabaseError') return e as DriverError;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

export type DatabaseFault =
  /** A unique, foreign key, not-null or check constraint refused the write. */
  | { kind: 'constraint'; constraint: string }
  /** A value the column cannot hold (type, range). */
  | { kind: 'data' }
  | { kind: 'transient' };

/** null when `error` did not come from the database or its connection (a bug in the server). */
export function databaseFault(error: unknown): DatabaseFault | null {
  if (error instanceof TransientStoreError) return { kind: 'transient' };
  const e = driverError(error);
  if (!e) {
    return pgConnectionLost(error) ? { kind: 'transient' } : null;
  }
  const code = String(e.code ?? '');
  if (e.constructor.name === 'SqliteError') {
    if (code.startsWith('SQLITE_CONSTRAINT')) {
      // 'UNIQUE constraint failed: orders.tenant_id, orders.business_day, orders.token_no'
      return { kind: 'constraint', constraint: e.message.replace(/^.*constraint failed: /i, '') };
    }
    if (code === 'SQLITE_MISMATCH' || code === 'SQLITE_TOOBIG' || code === 'SQLITE_RANGE')
      return { kind: 'data' };
    return { kind: 'transient' };
  }
  // PostgreSQL SQLSTATE classes: 23 integrity constraint violation, 22 data exception.
  if (code.startsWith('23')) return { kind: 'constraint', constraint: String(e.constraint ?? code) };
  if (code.startsWith('22')) return { kind: 'data' };
  return { kind: 'transient' };
}

/** The daily token backstop (TOK): orders_token_uq on PostgreSQL, its columns on SQLite. */
export const isTokenConstraint = (constraint: string): boolean =>
  constraint === 'orders_token_uq' || constraint.includes('orders.token_no');

/**
 * SYNC19: a synced table's primary key, which refuses the insert of a new row under an id in use (another
 * tenant's row, a tombstone): `<table>_pkey` on PostgreSQL, `<table>.id` on SQLite.
 */
export const isIdConstraint = (constraint: string): boolean =>
  /^[a-z_]+_pkey$/.test(constraint) || /^[a-z_]+\.id$/.test(constraint);

/** Errors the push retries itself on PostgreSQL before answering 503. */
export function isRetryable(error: unknown): boolean {
  const code = String(driverError(error)?.code ?? '');
  return code === '40001' || code === '40P01';
}

/** A transient database failure as TransientStoreError (answered 503); anything else unchanged (a bug: 500). */
export function asStoreError(error: unknown): unknown {
  if (error instanceof TransientStoreError) return error;
  return databaseFault(error)?.kind === 'transient'
    ? new TransientStoreError(undefined, { cause: error })
    : error;
}
