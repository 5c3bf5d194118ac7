/**
 * Who may call each route, and how to call it with store A's ids: the table the isolation matrix and the
 * fuzzer read. The matrix fails for a registered route with no entry here, so a new route cannot escape
 * them: add its line, with its class and (for routes naming a row) how to fill it with A's ids.
 */
import { BACK_OFFICE_ROUTES } from './route-access-back-office.ts';
import { OPERATIONS_ROUTES } from './route-access-operations.ts';
import { MENU_AND_PEOPLE_ROUTES } from './route-access-people.ts';
import { PLATFORM_ROUTES } from './route-access-platform.ts';
import { REMOVAL_ROUTES } from './route-access-removals.ts';
import type { RouteAccess } from './route-access-types.ts';

export type { AccessClass, RouteAccess } from './route-access-types.ts';

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
