/**
 * Who may call each route, and how to call it with store A's ids: the table the isolation matrix and the
 * fuzzer read. The matrix fails for a registered route with no entry here, so a new route cannot escape
 * them: add its line, with its class and (for routes naming a row) how to fill it with A's ids.
 */
import type { Scope } from '@tavola/shared';
import { BACK_OFFICE_ROUTES } from './route-access-back-office.ts';
import { OPERATIONS_ROUTES } from './route-access-operations.ts';
import { MENU_AND_PEOPLE_ROUTES } from './route-access-people.ts';
import { PLATFORM_ROUTES } from './route-access-platform.ts';
import { REMOVAL_ROUTES } from './route-access-removals.ts';
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

/** Every route of the server by `METHOD url` (HEAD copies of GET routes are left out), by area, in checking order. */
export const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = joinTables([
  PLATFORM_ROUTES,
  BACK_OFFICE_ROUTES,
  OPERATIONS_ROUTES,
  MENU_AND_PEOPLE_ROUTES,
  REMOVAL_ROUTES, // the owner's destructive calls come last
]);

/** The tables in order (object order is checking order); a route in two tables is a mistake. */
function joinTables(
  tables: readonly Readonly<Record<string, RouteAccess>>[],
): Readonly<Record<string, RouteAccess>> {
  const all: Record<string, RouteAccess> = {};
  for (const table of tables) {
    for (const [route, access] of Object.entries(table)) {
      if (route in all) throw new Error(`route-access: ${route} is listed twice`);
      all[route] = access;
    }
  }
  return all;
}

/** `url` with its `:name` parameters filled (URL-encoded). */
export function fillPath(url: string, params: Record<string, string>): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} in ${url}`);
    return encodeURIComponent(value);
  });
}
