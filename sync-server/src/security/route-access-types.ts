// What a line of the route table (route-access.ts) says: who may call the route, and how to fill its call with
// store A's ids. Apart from the table so that its area files (route-access-*.ts) need not import it.
import type { Scope } from '@tavola/shared';
import type { StoreIds } from './world.ts';

export type AccessClass =
  /** Anyone, signed in or not (sign-in, the diner menu, the landing map). */
  | { class: 'public' }
  /** Any live session, a store's or the operator's (the session's own account and devices). */
  | { class: 'signed-in' }
  /** Any staff member of an active store (sync). */
  | { class: 'tenant' }
  /** Staff holding one of `scopes` (an admin holds every scope, PERM2). */
  | { class: 'scope'; scopes: readonly Scope[] }
  /** The store's admin only. */
  | { class: 'admin' }
  /** The platform operator only. */
  | { class: 'superadmin' };

type Fill<T> = (ids: StoreIds, now: number) => T;

export type RouteAccess = AccessClass & {
  /** Path parameters naming A's rows (a foreign caller must get 401, 403 or 404). */
  params?: Fill<Record<string, string>>;
  query?: Fill<Record<string, string>>;
  /** A valid body, so that the call reaches the row lookup rather than stopping at validation. */
  body?: Fill<unknown>;
  /** Raw body and headers instead of JSON (uploads). */
  raw?: Fill<{ body: Buffer; headers: Record<string, string> }>;
  /** The owner's call is checked last, in table order: it deletes, cancels or signs something out. */
  destructive?: true;
  /**
   * 'filtered': the route reads rows by the ids it is given and answers only the caller's own (none of
   * another store's), instead of refusing the call.
   */
  foreignIds?: 'filtered';
  /**
   * PERM10: the route changes the staff user its params name (A's cashier, holding CASHIER_SCOPES), so staff
   * holding the route's scopes but not every scope of that user are refused too.
   */
  changesUser?: true;
  /** What the owner's own call answers when not 200, and why (the matrix checks it reached A's row). */
  ownerStatus?: { status: number; why: string };
};
