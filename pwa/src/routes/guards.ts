/** The route guards (GUARD1-5, PERM3, PERM7) as pure decisions; the route files turn them into redirects. */
import { canEnterRoute, type DashboardRoute, landingPathAfterSignIn, type SessionUser } from '@tavola/shared';
import { hasMarkerCookie } from '../lib/auth-cookie.ts';

export type GuardRedirect = { to: string; replace: boolean };

export const NO_ACCESS_PATH = '/no-access';
export const SUPERADMIN_HOME_PATH = '/superadmin/dashboard/home';

/** GUARD1: protected screens need the marker cookie; otherwise go to / and replace the history entry. */
export const authGuard = (cookie: string): GuardRedirect | null =>
  hasMarkerCookie(cookie) ? null : { to: '/', replace: true };

/** GUARD2: a dashboard screen needs any one of its scopes (admin holds all); otherwise /no-access. */
export const scopeGuard = (user: SessionUser | null, route: DashboardRoute): GuardRedirect | null =>
  user && canEnterRoute(user, route) ? null : { to: NO_ACCESS_PATH, replace: false };

/** GUARD3: the super-admin console needs role superadmin; anyone else goes to /no-access. */
export const superadminGuard = (user: SessionUser | null): GuardRedirect | null =>
  user?.role === 'superadmin' ? null : { to: NO_ACCESS_PATH, replace: false };

/** GUARD4: where a signed-in visitor of /login goes at once (null: show the form). */
export function signedInLanding(cookie: string, user: SessionUser | null): string | null {
  if (!user || !hasMarkerCookie(cookie)) return null;
  return user.role === 'superadmin' ? SUPERADMIN_HOME_PATH : landingPathAfterSignIn(user);
}

/** PERM7: `/dashboard` goes on to the user's first allowed screen (GUARD2 still answers a missing user). */
export const startScreen = (user: SessionUser | null): GuardRedirect =>
  user ? { to: landingPathAfterSignIn(user), replace: true } : { to: NO_ACCESS_PATH, replace: false };

/** GUARD5: a signed-in super-admin visiting the super-admin login goes straight to the console. */
export const signedInSuperadminLanding = (cookie: string, user: SessionUser | null): string | null =>
  user?.role === 'superadmin' && hasMarkerCookie(cookie) ? SUPERADMIN_HOME_PATH : null;
