import { describe, expect, it } from 'vitest';
import { anAdmin, aStaffWith, aSuperadmin, aUser } from '../test-support/builders.ts';
import {
  canAddSubKitchen,
  canEnterRoute,
  canManageCustomers,
  canManageReservations,
  canManageUser,
  type DashboardRoute,
  grantableScopes,
  hasAnyScope,
  landingPathAfterSignIn,
  NAV_ENTRIES,
  ROUTE_GUARDS,
  SEARCH_DESTINATIONS,
  scopesBeyondGrant,
  searchDestinations,
  visibleNavEntries,
} from './permissions.ts';
import { formatScopes, parseScopes, SCOPES } from './scopes.ts';

const titles = (entries: readonly { title: string }[]) => entries.map((e) => e.title);
const ALL_ROUTES = Object.keys(ROUTE_GUARDS) as DashboardRoute[];

describe('scopes', () => {
  it('[PERM1] the wire form is comma-separated; unknown and blank names are dropped, duplicates removed', () => {
    expect(parseScopes('POS, kitchen,,POS,ROOT')).toEqual(['POS', 'KITCHEN']);
    expect(parseScopes(null)).toEqual([]);
    expect(parseScopes('')).toEqual([]);
    expect(formatScopes(['POS', 'KITCHEN', 'POS'])).toBe('POS,KITCHEN');
    expect(SCOPES).toHaveLength(23); // APPR1 added MANAGER
  });

  it('[PERM2] admin holds every scope; a superadmin none in a tenant dashboard; [] is open to signed-in staff', () => {
    expect(hasAnyScope(anAdmin(), ['REPORTS'])).toBe(true);
    expect(hasAnyScope(aSuperadmin(), ['REPORTS'])).toBe(false);
    expect(hasAnyScope(aUser({ scope: '' }), [])).toBe(true);
    expect(hasAnyScope(aStaffWith(['POS']), ['REPORTS', 'POS'])).toBe(true);
    expect(hasAnyScope(aStaffWith(['POS']), ['REPORTS'])).toBe(false);
  });
});

describe('route guards', () => {
  it.each([
    ['home', ['DASHBOARD']],
    ['pos', ['POS']],
    ['orders', ['POS', 'ORDERS', 'ORDER_STATUS', 'ORDER_STATUS_DISPLAY']],
    ['kitchen', ['KITCHEN', 'KITCHEN_DISPLAY']],
    ['reservation', ['RESERVATIONS', 'VIEW_RESERVATIONS', 'MANAGE_RESERVATIONS']],
    ['customers', ['CUSTOMERS', 'VIEW_CUSTOMERS', 'MANAGE_CUSTOMERS']],
    ['invoices', ['INVOICES']],
    ['users', ['SETTINGS']],
    ['reports', ['REPORTS']],
    ['settings', ['SETTINGS']],
  ] as const)('[PERM3] %s is entered with any one of %j', (route, scopes) => {
    for (const scope of scopes) expect(canEnterRoute(aStaffWith([scope]), route)).toBe(true);
    const others = SCOPES.filter((s) => !(scopes as readonly string[]).includes(s));
    expect(canEnterRoute(aStaffWith(others), route)).toBe(false);
  });

  it('[PERM3] profile, devices and contact-support have no scope guard', () => {
    for (const route of ['profile', 'devices', 'contact-support'] as const) {
      expect(canEnterRoute(aUser({ scope: '' }), route)).toBe(true);
    }
  });

  it('[PERM3] admin enters every dashboard route', () => {
    for (const route of ALL_ROUTES) expect(canEnterRoute(anAdmin(), route)).toBe(true);
  });
});

describe('side navigation', () => {
  it('[PERM4] admin sees every entry, Users included, in the spec order', () => {
    expect(titles(visibleNavEntries(anAdmin()))).toEqual([
      'Dashboard',
      'POS',
      'Shifts',
      'Orders',
      'All of Kitchen',
      'Reservation',
      'Customers',
      'Invoices',
      'Users',
      'Reports',
      'Settings',
    ]);
  });

  it("[PERM4] only KITCHEN → only 'All of Kitchen'", () => {
    expect(titles(visibleNavEntries(aStaffWith(['KITCHEN'])))).toEqual(['All of Kitchen']);
  });

  it('[PERM4] POS reveals POS and Orders; SETTINGS reveals Settings but never Users', () => {
    expect(titles(visibleNavEntries(aStaffWith(['POS'])))).toEqual(['POS', 'Shifts', 'Orders']);
    expect(titles(visibleNavEntries(aStaffWith(['SETTINGS'])))).toEqual(['Settings']);
    expect(titles(visibleNavEntries(aStaffWith([...SCOPES])))).not.toContain('Users');
  });

  it('[PERM4] no scope, no entry; the groups are Offerings and Back Office', () => {
    expect(visibleNavEntries(aUser({ scope: '' }))).toEqual([]);
    expect(new Set(NAV_ENTRIES.map((e) => e.group))).toEqual(new Set(['Offerings', 'Back Office']));
    expect(NAV_ENTRIES.find((e) => e.key === 'customers')?.subtitle).toBe('Khata');
  });
});

describe('search destinations', () => {
  const always = ['Devices', 'Profile', 'Support'];
  const settingsOnes = [
    'Users',
    'Store Settings',
    'Print Settings',
    'Store Tables',
    'Menu Items',
    'Tax Setup',
  ];

  it('[PERM5] the navigation entries plus the settings pages, Devices, Profile and Support', () => {
    expect(titles(SEARCH_DESTINATIONS)).toEqual([
      ...titles(NAV_ENTRIES),
      'Store Settings',
      'Print Settings',
      'Store Tables',
      'Menu Items',
      'Tax Setup',
      ...always,
    ]);
  });

  it("[PERM5] 'Tax Setup' is visible to admin and hidden without SETTINGS", () => {
    expect(titles(searchDestinations(anAdmin(), 'tax'))).toEqual(['Tax Setup']);
    expect(titles(searchDestinations(aStaffWith(['POS', 'REPORTS']), 'tax'))).toEqual([]);
    expect(titles(searchDestinations(aStaffWith(['SETTINGS']), 'tax'))).toEqual(['Tax Setup']);
  });

  it('[PERM5] SETTINGS reveals Users and the settings pages in search', () => {
    const found = titles(searchDestinations(aStaffWith(['SETTINGS']), ''));
    for (const t of settingsOnes) expect(found).toContain(t);
  });

  it('[PERM5] Devices, Profile and Support are visible to everyone', () => {
    expect(titles(searchDestinations(aUser({ scope: '' }), ''))).toEqual(always);
    expect(titles(searchDestinations(aStaffWith(['KITCHEN']), ''))).toEqual(['All of Kitchen', ...always]);
  });

  it('[PERM6] the title match is trimmed and case-insensitive', () => {
    expect(titles(searchDestinations(anAdmin(), '  PRINT '))).toEqual(['Print Settings']);
    expect(titles(searchDestinations(anAdmin(), 'settings'))).toEqual([
      'Settings',
      'Store Settings',
      'Print Settings',
    ]);
    expect(searchDestinations(anAdmin(), 'zzz')).toEqual([]);
  });
});

describe('after sign-in', () => {
  it('[PERM7] each user lands on the first screen their scopes allow: the kitchen straight on its board', () => {
    expect(landingPathAfterSignIn(anAdmin())).toBe('/dashboard/home');
    expect(landingPathAfterSignIn(aStaffWith(['POS', 'DASHBOARD']))).toBe('/dashboard/home');
    expect(landingPathAfterSignIn(aStaffWith(['POS']))).toBe('/dashboard/pos');
    expect(landingPathAfterSignIn(aStaffWith(['KITCHEN']))).toBe('/dashboard/kitchen');
    expect(landingPathAfterSignIn(aStaffWith(['KITCHEN_DISPLAY']))).toBe('/dashboard/kitchen');
    expect(landingPathAfterSignIn(aStaffWith(['ORDER_STATUS']))).toBe('/dashboard/orders');
    expect(landingPathAfterSignIn(aStaffWith(['REPORTS']))).toBe('/dashboard/reports');
    expect(landingPathAfterSignIn(aUser({ scope: '' }))).toBe('/dashboard/profile');
  });

  it('[PERM7] every landing screen is one the user may enter (no "You don\'t have access" on opening)', () => {
    for (const scope of SCOPES) {
      const path = landingPathAfterSignIn(aStaffWith([scope]));
      expect(canEnterRoute(aStaffWith([scope]), path.replace('/dashboard/', '') as DashboardRoute)).toBe(
        true,
      );
    }
  });

  it('[PERM8] the New buttons: reservations for RESERVATIONS/MANAGE_RESERVATIONS, customers for CUSTOMERS/MANAGE_CUSTOMERS', () => {
    expect(canManageReservations(anAdmin())).toBe(true);
    expect(canManageReservations(aStaffWith(['MANAGE_RESERVATIONS']))).toBe(true);
    expect(canManageReservations(aStaffWith(['VIEW_RESERVATIONS']))).toBe(false);
    expect(canManageCustomers(aStaffWith(['CUSTOMERS']))).toBe(true);
    expect(canManageCustomers(aStaffWith(['VIEW_CUSTOMERS']))).toBe(false);
  });
});

describe('granting scopes', () => {
  it('[PERM9] admin may grant every scope, a staff user only its own, a superadmin none', () => {
    expect(grantableScopes(anAdmin())).toEqual([...SCOPES]);
    expect(grantableScopes(aStaffWith(['SETTINGS', 'POS']))).toEqual(['SETTINGS', 'POS']);
    expect(grantableScopes(aSuperadmin())).toEqual([]);
  });

  it('[PERM9] asking for scopes beyond the grant names them; scopes the user already holds may be kept', () => {
    const editor = aStaffWith(['SETTINGS', 'POS']);
    expect(scopesBeyondGrant(editor, ['POS', 'REPORTS', 'KITCHEN'])).toEqual(['REPORTS', 'KITCHEN']);
    expect(scopesBeyondGrant(editor, ['POS', 'SETTINGS'])).toEqual([]);
    expect(scopesBeyondGrant(editor, ['POS', 'REPORTS'], ['REPORTS'])).toEqual([]);
    expect(scopesBeyondGrant(editor, ['REPORTS', 'KITCHEN'], ['REPORTS'])).toEqual(['KITCHEN']);
    expect(scopesBeyondGrant(anAdmin(), [...SCOPES])).toEqual([]);
    expect(scopesBeyondGrant(aSuperadmin(), ['POS'])).toEqual(['POS']);
  });
});

describe('changing other users', () => {
  it('[PERM10] a staff user may reset or delete only a staff user whose every scope it holds', () => {
    const actor = aStaffWith(['SETTINGS', 'POS']);
    expect(canManageUser(actor, aStaffWith(['POS']))).toBe(true);
    expect(canManageUser(actor, aStaffWith(['SETTINGS', 'POS']))).toBe(true);
    expect(canManageUser(actor, aStaffWith([]))).toBe(true);
    expect(canManageUser(actor, aStaffWith(['POS', 'REPORTS']))).toBe(false);
    expect(canManageUser(aStaffWith(['SETTINGS']), aStaffWith(['CUSTOMERS', 'REPORTS']))).toBe(false);
  });

  it('[PERM10] admin may change any staff user; admin and superadmin accounts are never changed; a superadmin changes none', () => {
    expect(canManageUser(anAdmin(), aStaffWith([...SCOPES]))).toBe(true);
    expect(canManageUser(anAdmin(), anAdmin())).toBe(false);
    expect(canManageUser(anAdmin(), aSuperadmin())).toBe(false);
    expect(canManageUser(aStaffWith([...SCOPES]), anAdmin({ scope: '' }))).toBe(false);
    expect(canManageUser(aSuperadmin(), aStaffWith([]))).toBe(false);
  });

  it('[PERM11] a sub-kitchen may be added by admin or a SUBKITCHEN holder only', () => {
    expect(canAddSubKitchen(anAdmin())).toBe(true);
    expect(canAddSubKitchen(aStaffWith(['SUBKITCHEN']))).toBe(true);
    expect(canAddSubKitchen(aStaffWith(SCOPES.filter((s) => s !== 'SUBKITCHEN')))).toBe(false);
    expect(canAddSubKitchen(aSuperadmin())).toBe(false);
  });
});
