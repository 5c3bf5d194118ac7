/** Shared beforeLoad of the protected trees: the marker cookie first, then a user record to judge scopes by. */
import { redirect } from '@tanstack/react-router';
import { restoreSessionUser } from '../features/auth/auth-api.ts';
import { endLocalSession, getSessionUser } from '../lib/session.ts';
import { authGuard } from './guards.ts';
import { enforce } from './root.tsx';

export async function requireSession(): Promise<void> {
  enforce(authGuard(document.cookie));
  if (getSessionUser() || (await restoreSessionUser())) return;
  // the cookie outlived the session and the server does not know us: start over at sign-in
  endLocalSession();
  throw redirect({ to: '/login', replace: true });
}
