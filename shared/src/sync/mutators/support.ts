/** Helpers every mutator uses: typed access to loaded rows, writes, permission and rejection texts. */
import { hasAnyScope } from '../../auth/permissions.ts';
import type { Scope } from '../../auth/scopes.ts';
import { ERROR_CODES } from '../../errors/codes.ts';
import type { Loaded, MutatorContext, MutatorDecision, ReadSpec, Row, Write } from '../mutator.ts';
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
  /** SYNC19: a row the mutation would create has an id already in use. */
  ID_IN_USE: 'This id is already in use!',
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

/** SYNC19: the put of a new row: written as new, never over a row that holds its id. */
export const create = <T extends SyncedTable>(table: T, row: RowOf<T>): Write => ({
  table,
  op: 'put',
  row: row as unknown as Row,
  create: true,
});

/** SYNC19: ids a mutation creates rows under, by table. */
export type NewIds = { readonly table: SyncedTable; readonly ids: readonly string[] };

/** SYNC19: the reads that let `alreadyCreated` and `idInUse` see rows already holding the ids. */
export const newIdReads = (news: readonly NewIds[]): ReadSpec[] =>
  news.map(({ table, ids }) => ({ table, ids }));

/**
 * SYNC19: ID_IN_USE when a live row of the tenant already holds one of the ids a mutation would create rows
 * under (it must have read them, `newIdReads`); null when all are free. The server's insert of the new rows
 * refuses the ids held by another tenant's row or a tombstone, which no read shows.
 */
export function idInUse(loaded: Loaded, news: readonly NewIds[]): Rejected | null {
  for (const { table, ids } of news)
    if (ids.some((id) => rowOf(loaded, table, id))) return rejectSync('ID_IN_USE');
  return null;
}

/**
 * SYNC11, SYNC19: every create's check of the ids it writes new rows under, before its other rules: its own
 * row already there is a repeat (NOTHING: nothing written, so nothing overwritten); any other id in use is
 * ID_IN_USE (`idInUse`); null when all are free.
 */
export function alreadyCreated(
  loaded: Loaded,
  own: { readonly table: SyncedTable; readonly id: string },
  others: readonly NewIds[] = [],
): MutatorDecision | null {
  return rowOf(loaded, own.table, own.id) ? NOTHING : idInUse(loaded, others);
}

export const unique = <T>(xs: Iterable<T>): T[] => [...new Set(xs)];
