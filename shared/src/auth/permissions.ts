/** PERM2-PERM8: route guards, navigation entries and search destinations, as data. */
import { READ_SCOPES } from './read-scopes.ts';
import { parseScopes, type Role, SCOPES, type Scope } from './scopes.ts';

export type Principal = { role: Role | string; scope: string | null | undefined };

/** PERM2: admin holds everything; others need any one of the listed scopes; an empty list means open to all signed-in users. */
export function hasAnyScope(user: Principal, required: readonly Scope[]): boolean {
  if (user.role === 'admin') return true;
  if (user.role === 'superadmin') return false;
  if (required.length === 0) return true;
  const held = parseScopes(user.scope);
  return required.some((s) => held.includes(s));
}

export type DashboardRoute =
  | 'home'
  | 'pos'
  | 'orders'
  | 'kitchen'
  | 'reservation'
  | 'customers'
  | 'invoices'
  | 'users'
  | 'reports'
  | 'settings'
  | 'profile'
  | 'devices'
  | 'contact-support';

/** PERM3: scope guards of the dashboard's child routes. */
export const ROUTE_GUARDS: Readonly<Record<DashboardRoute, readonly Scope[]>> = {
  home: ['DASHBOARD'],
  pos: ['POS'],
  orders: READ_SCOPES.orders,
  kitchen: READ_SCOPES.kitchen,
  reservation: READ_SCOPES.reservations,
  customers: READ_SCOPES.customers,
  invoices: READ_SCOPES.invoices,
  users: ['SETTINGS'],
  reports: ['REPORTS'],
  settings: ['SETTINGS'],
  profile: [],
  devices: [],
  'contact-support': [],
};

export const canEnterRoute = (user: Principal, route: DashboardRoute): boolean =>
  hasAnyScope(user, ROUTE_GUARDS[route]);

export type NavGroup = 'Offerings' | 'Back Office';
export type NavEntry = {
  readonly key: string;
  readonly title: string;
  readonly to: string;
  readonly group: NavGroup;
  /** null: only role admin sees it (Users). */
  readonly scopes: readonly Scope[] | null;
  readonly subtitle?: string;
};

/** PERM4: the side navigation. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { key: 'home', title: 'Dashboard', to: '/dashboard/home', group: 'Offerings', scopes: ['DASHBOARD'] },
  { key: 'pos', title: 'POS', to: '/dashboard/pos', group: 'Offerings', scopes: ['POS'] },
  // SHIFT1 (ADR 0063): the till's shift, its cash and its X/Z reports; a Tavola entry the spec's table lacks
  { key: 'shifts', title: 'Shifts', to: '/dashboard/shifts', group: 'Offerings', scopes: ['POS'] },
  {
    key: 'orders',
    title: 'Orders',
    to: '/dashboard/orders',
    group: 'Offerings',
    scopes: ['POS', 'ORDERS', 'ORDER_STATUS', 'ORDER_STATUS_DISPLAY'],
  },
  {
    key: 'kitchen',
    title: 'All of Kitchen',
    to: '/dashboard/kitchen',
    group: 'Offerings',
    scopes: ['KITCHEN', 'KITCHEN_DISPLAY'],
  },
  {
    key: 'reservation',
    title: 'Reservation',
    to: '/dashboard/reservation',
    group: 'Offerings',
    scopes: ['RESERVATIONS', 'VIEW_RESERVATIONS', 'MANAGE_RESERVATIONS'],
  },
  {
    key: 'customers',
    title: 'Customers',
    subtitle: 'Khata',
    to: '/dashboard/customers',
    group: 'Offerings',
    scopes: ['CUSTOMERS', 'VIEW_CUSTOMERS', 'MANAGE_CUSTOMERS'],
  },
  { key: 'invoices', title: 'Invoices', to: '/dashboard/invoices', group: 'Offerings', scopes: ['INVOICES'] },
  { key: 'users', title: 'Users', to: '/dashboard/users', group: 'Back Office', scopes: null },
  { key: 'reports', title: 'Reports', to: '/dashboard/reports', group: 'Back Office', scopes: ['REPORTS'] },
  {
    key: 'settings',
    title: 'Settings',
    to: '/dashboard/settings',
    group: 'Back Office',
    scopes: ['SETTINGS'],
  },
];

export const canSeeNavEntry = (user: Principal, entry: NavEntry): boolean =>
  entry.scopes === null ? user.role === 'admin' : hasAnyScope(user, entry.scopes);

export const visibleNavEntries = (user: Principal): NavEntry[] =>
  NAV_ENTRIES.filter((e) => canSeeNavEntry(user, e));

export type SearchDestination = {
  readonly title: string;
  readonly to: string;
  readonly scopes: readonly Scope[];
};

/** PERM5: the search modal's destinations: the navigation entries plus these. */
export const SEARCH_DESTINATIONS: readonly SearchDestination[] = [
  ...NAV_ENTRIES.map((e) => ({ title: e.title, to: e.to, scopes: e.scopes ?? (['SETTINGS'] as const) })),
  { title: 'Store Settings', to: '/dashboard/settings', scopes: ['SETTINGS'] },
  { title: 'Print Settings', to: '/dashboard/settings/print-settings', scopes: ['SETTINGS'] },
  { title: 'Store Tables', to: '/dashboard/settings/tables', scopes: ['SETTINGS'] },
  { title: 'Menu Items', to: '/dashboard/settings/menu-items', scopes: ['SETTINGS'] },
  { title: 'Tax Setup', to: '/dashboard/settings/tax-setup', scopes: ['SETTINGS'] },
  { title: 'Devices', to: '/dashboard/devices', scopes: [] },
  { title: 'Profile', to: '/dashboard/profile', scopes: [] },
  { title: 'Support', to: '/dashboard/contact-support', scopes: [] },
];

/** PERM6: filter by the user's scopes, then by a trimmed, case-insensitive title match. */
export function searchDestinations(user: Principal, text: string): SearchDestination[] {
  const q = text.trim().toLowerCase();
  return SEARCH_DESTINATIONS.filter(
    (d) => hasAnyScope(user, d.scopes) && (q === '' || d.title.toLowerCase().includes(q)),
  );
}

/** PERM7: the screens a user may land on, in order; the first the user's scopes allow (PERM3) wins. */
export const LANDING_ORDER: readonly DashboardRoute[] = [
  'home',
  'pos',
  'kitchen',
  'orders',
  'reservation',
  'customers',
  'invoices',
  'reports',
  'settings',
  'profile',
];

/** PERM7: where a user lands after sign-in and where the installed app opens. */
export function landingPathAfterSignIn(user: Principal): string {
  const route = LANDING_ORDER.find((r) => canEnterRoute(user, r)) ?? 'profile';
  return `/dashboard/${route}`;
}

/** PERM8: who sees the New button of reservations and of customers. */
export const canManageReservations = (user: Principal): boolean =>
  hasAnyScope(user, ['RESERVATIONS', 'MANAGE_RESERVATIONS']);
export const canManageCustomers = (user: Principal): boolean =>
  hasAnyScope(user, ['CUSTOMERS', 'MANAGE_CUSTOMERS']);

/** PERM9's refusal: a non-admin asked to grant a scope it does not hold. */
export const GRANT_REFUSED = "You can't grant scopes you don't hold yourself!";

/** PERM9: the scopes a user may grant to others: admin every scope, anyone else only the scopes it holds. */
export function grantableScopes(granter: Principal): Scope[] {
  if (granter.role === 'admin') return [...SCOPES];
  if (granter.role === 'superadmin') return [];
  return parseScopes(granter.scope);
}

/**
 * PERM9: the scopes in `requested` the granter may not give: neither held by the granter nor already held by
 * the user being updated (`kept`), so a staff editor can keep or remove scopes it lacks but never add them.
 */
export function scopesBeyondGrant(
  granter: Principal,
  requested: readonly Scope[],
  kept: readonly Scope[] = [],
): Scope[] {
  const allowed = new Set<Scope>([...grantableScopes(granter), ...kept]);
  return requested.filter((s) => !allowed.has(s));
}

/** PERM10's refusal: a non-admin asked to reset the password of, or delete, a user holding more than it does. */
export const MANAGE_REFUSED = "You can't change a user who holds scopes you don't hold yourself!";

/**
 * PERM10: whether `actor` may reset the password of, or delete, `target`: only staff accounts are changed
 * here; admin may change any of them, anyone else only one whose every scope it holds itself (so it cannot
 * sign in as someone holding more than it does).
 */
export function canManageUser(actor: Principal, target: Principal): boolean {
  if (target.role !== 'staff') return false;
  if (actor.role === 'admin') return true;
  if (actor.role !== 'staff') return false;
  return scopesBeyondGrant(actor, parseScopes(target.scope)).length === 0;
}

/** PERM11: who may add a sub-kitchen (a child tenant with its own admin login): admin or SUBKITCHEN (PERM2). */
export const SUB_KITCHEN_SCOPES: readonly Scope[] = ['SUBKITCHEN'];
export const canAddSubKitchen = (user: Principal): boolean => hasAnyScope(user, SUB_KITCHEN_SCOPES);
