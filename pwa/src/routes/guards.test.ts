import { createMemoryHistory } from '@tanstack/react-router';
import { ROUTE_GUARDS } from '@tavola/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { setSessionUser } from '../lib/session.ts';
import { createAppRouter } from '../router.tsx';
import { aStaffUser, aUser, clearSignInCookie, signInCookie } from '../test/builders.ts';
import { installFakeFetch } from '../test/fake-fetch.ts';
import {
  authGuard,
  scopeGuard,
  signedInLanding,
  signedInSuperadminLanding,
  superadminGuard,
} from './guards.ts';

const COOKIE = 'theme=dark; tavola_authenticated=1';

describe('guards as decisions', () => {
  it('[GUARD1] needs a cookie whose name ends in "authenticated", else / replacing history', () => {
    expect(authGuard(COOKIE)).toBeNull();
    expect(authGuard('x_authenticated=1')).toBeNull();
    expect(authGuard('theme=dark; authenticated_not=1')).toEqual({ to: '/', replace: true });
    expect(authGuard('')).toEqual({ to: '/', replace: true });
  });

  it('[GUARD2] a screen opens when any one of its scopes is held; admin holds all', () => {
    expect(scopeGuard(aStaffUser('ORDER_STATUS'), 'orders')).toBeNull();
    expect(scopeGuard(aStaffUser('KITCHEN_DISPLAY'), 'kitchen')).toBeNull();
    expect(scopeGuard(aStaffUser('POS'), 'kitchen')).toEqual({ to: '/no-access', replace: false });
    expect(scopeGuard(aStaffUser('SETTINGS'), 'users')).toBeNull();
    for (const route of Object.keys(ROUTE_GUARDS) as (keyof typeof ROUTE_GUARDS)[]) {
      expect(scopeGuard(aUser(), route)).toBeNull();
    }
    expect(scopeGuard(null, 'profile')).toEqual({ to: '/no-access', replace: false });
  });

  it('[GUARD2] profile, devices and contact-support need no scope', () => {
    for (const route of ['profile', 'devices', 'contact-support'] as const) {
      expect(scopeGuard(aStaffUser(''), route)).toBeNull();
    }
  });

  it('[GUARD3] the console needs role superadmin', () => {
    expect(superadminGuard(aUser({ role: 'superadmin' }))).toBeNull();
    expect(superadminGuard(aUser())).toEqual({ to: '/no-access', replace: false });
    expect(superadminGuard(null)).toEqual({ to: '/no-access', replace: false });
  });

  it('[GUARD4] a signed-in visitor of /login lands by role and scope', () => {
    expect(signedInLanding(COOKIE, aUser())).toBe('/dashboard/home');
    expect(signedInLanding(COOKIE, aStaffUser('DASHBOARD,POS'))).toBe('/dashboard/home');
    expect(signedInLanding(COOKIE, aStaffUser('POS'))).toBe('/dashboard/pos');
    expect(signedInLanding(COOKIE, aStaffUser('KITCHEN'))).toBe('/dashboard/kitchen');
    expect(signedInLanding(COOKIE, aUser({ role: 'superadmin' }))).toBe('/superadmin/dashboard/home');
    expect(signedInLanding('', aUser())).toBeNull();
    expect(signedInLanding(COOKIE, null)).toBeNull();
  });

  it('[GUARD5] a signed-in super-admin skips the console login', () => {
    expect(signedInSuperadminLanding(COOKIE, aUser({ role: 'superadmin' }))).toBe(
      '/superadmin/dashboard/home',
    );
    expect(signedInSuperadminLanding(COOKIE, aUser())).toBeNull();
  });
});

async function landOn(path: string): Promise<{ pathname: string; historyLength: number }> {
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter(history);
  await router.load();
  return { pathname: router.state.location.pathname, historyLength: history.length };
}

describe('guards in the route table', () => {
  beforeEach(() => {
    signInCookie();
  });

  it('[GUARD1] /dashboard/... without the marker cookie goes to /, replacing the entry', async () => {
    clearSignInCookie();
    setSessionUser(aUser());
    expect(await landOn('/dashboard/pos')).toEqual({ pathname: '/', historyLength: 1 });
    expect((await landOn('/superadmin/dashboard/tenants')).pathname).toBe('/');
  });

  it('[GUARD2] a staff user without the scope is sent to /no-access', async () => {
    setSessionUser(aStaffUser('POS'));
    expect((await landOn('/dashboard/pos')).pathname).toBe('/dashboard/pos');
    expect((await landOn('/dashboard/orders')).pathname).toBe('/dashboard/orders');
    expect((await landOn('/dashboard/kitchen')).pathname).toBe('/no-access');
    expect((await landOn('/dashboard/settings/tax-setup')).pathname).toBe('/no-access');
    expect((await landOn('/dashboard/devices')).pathname).toBe('/dashboard/devices');
  });

  it('[PERM7] /dashboard, where the installed app opens, goes on to the first screen the scopes allow', async () => {
    setSessionUser(aStaffUser('KITCHEN'));
    expect((await landOn('/dashboard')).pathname).toBe('/dashboard/kitchen');
    setSessionUser(aStaffUser('POS'));
    expect((await landOn('/dashboard')).pathname).toBe('/dashboard/pos');
    setSessionUser(aUser());
    expect((await landOn('/dashboard')).pathname).toBe('/dashboard/home');
  });

  it('[GUARD2] admin enters every dashboard screen, settings children included', async () => {
    setSessionUser(aUser());
    for (const path of [
      '/dashboard/home',
      '/dashboard/users',
      '/dashboard/settings',
      '/dashboard/settings/menu-items/categories',
      '/dashboard/settings/menu-items/42',
    ]) {
      expect((await landOn(path)).pathname).toBe(path);
    }
  });

  it('[GUARD3] tenant users may not enter the console; super-admins may', async () => {
    setSessionUser(aUser());
    expect((await landOn('/superadmin/dashboard/tenants')).pathname).toBe('/no-access');
    setSessionUser(aUser({ role: 'superadmin' }));
    expect((await landOn('/superadmin/dashboard/tenants/7/subscription-history')).pathname).toBe(
      '/superadmin/dashboard/tenants/7/subscription-history',
    );
    expect((await landOn('/superadmin/login')).pathname).toBe('/superadmin/dashboard/home');
  });

  it('[GUARD4] /login redirects a signed-in user at once', async () => {
    setSessionUser(aStaffUser('POS'));
    expect((await landOn('/login')).pathname).toBe('/dashboard/pos');
  });

  it('the cookie without a stored user asks the server who it is', async () => {
    installFakeFetch({ 'GET /api/v1/auth/me': [{ status: 200, body: { message: 'ok', user: aUser() } }] });
    expect((await landOn('/dashboard/home')).pathname).toBe('/dashboard/home');
  });

  it('public pages, diner routes and inactive-subscription need no session', async () => {
    clearSignInCookie();
    for (const path of [
      '/dashboard/inactive-subscription',
      '/m/abc',
      '/tm/abc/5',
      '/m/abc/orderstatus/o-1/cash',
      '/print-receipt',
      '/reset-password',
    ]) {
      expect((await landOn(path)).pathname).toBe(path);
    }
  });
});
