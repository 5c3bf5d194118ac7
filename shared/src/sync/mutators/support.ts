/** Helpers every mutator uses: typed access to loaded rows, writes, permission and rejection texts. */
import { hasAnyScope } from '../../auth/permissions.ts';
import type { Scope } from '../../auth/scopes.ts';
import { ERROR_CODES } from '../../errors/codes.ts';
import type { Loaded, MutatorContext, MutatorDecision, Row, Write } from '../mutator.ts';
import type { SyncedTable } from '../protocol.ts';
import type { RowOf } from '../rows.ts';

/** Rejection texts of the sync mutators; the spec's where it has one, Tavola's otherwise. */
export const SYNC_REJECTIONS = {
  FORBIDDEN: "You don't have access to this action!",
  UNKNOWN_MUTATOR: 'This action is not supported by the server, please update the app!',
  TOKEN_NOT_LEASED: 'This token number is not valid for this device!',
  TOKEN_IN_USE: 'This token number is already used today!',
  ORDER_NOT_FOUND: 'Order not found!',
  CUSTOMER_NOT_FOUND: 'Please select customer!',
  TABLE_NOT_FOUND: 'Please select a valid table!',
  MENU_ITEM_NOT_FOUND: 'Item not found!',
} as const;
export type SyncRejectionCode = keyof typeof SYNC_REJECTIONS;

/** A rejected decision. */
export type Rejected = Extract<MutatorDecision, { ok: false }>;

export const rejectSync = (code: SyncRejectionCode): Rejected => ({
  ok: false,
  code,
  message: SYNC_REJECTIONS[code],
});

/** A validation failure of a mutation's arguments: the schema's first message (VAL1). */
export const rejectInvalid = (message: string): Rejected => ({
  ok: false,
  code: ERROR_CODES.validation,
  message,
});

/** SYNC4: admin always; anyone else needs one of the scopes. */
export const forbidden = (ctx: MutatorContext, scopes: readonly Scope[]): Rejected | null =>
  hasAnyScope(ctx.actor, scopes)
    ? null
    : { ok: false, code: ERROR_CODES.forbidden, message: SYNC_REJECTIONS.FORBIDDEN };

/** The loaded rows of a table, sorted by id so that decisions never depend on load order (SYNC2). */
export const rowsOf = <T extends SyncedTable>(loaded: Loaded, table: T): RowOf<T>[] =>
  (Object.values(loaded[table] ?? {}) as unknown as RowOf<T>[]).sort((a, b) =>
    a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );

export const rowOf = <T extends SyncedTable>(
  loaded: Loaded,
  table: T,
  id: string | null | undefined,
): RowOf<T> | undefined =>
  id == null ? undefined : (loaded[table]?.[id] as unknown as RowOf<T> | undefined);

export const put = <T extends SyncedTable>(table: T, row: RowOf<T>): Write => ({
  table,
  op: 'put',
  row: row as unknown as Row,
});

export const del = (table: SyncedTable, id: string): Write => ({ table, op: 'del', id });

/** An idempotent success: nothing to write (OS4, SYNC11). */
export const NOTHING: MutatorDecision = { ok: true, writes: [] };

export const unique = <T>(xs: Iterable<T>): T[] => [...new Set(xs)];
