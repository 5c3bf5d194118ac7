/** The session calls and the client side of signing in and out. */
import {
  FALLBACK,
  type ForgotPasswordArgs,
  type ResetPasswordArgs,
  type SessionUser,
  type SigninArgs,
  type SignupArgs,
} from '@tavola/shared';
import { apiGet, apiPost, resetRefreshCount } from '../../lib/api.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { endLocalSession, setSessionUser } from '../../lib/session.ts';
import { notify } from '../../lib/toast.tsx';

export type MessageAnswer = { message: string };
export type SigninAnswer = { message: string; user: SessionUser };

// Calls made before a session exists: a 401 there is the answer itself, not an expired session.
const noSession = { refreshOnAuthError: false } as const;

export const authApi = {
  signin: (args: SigninArgs) =>
    apiPost<SigninAnswer>('/auth/signin', args, { ...noSession, fallback: FALLBACK.login }),
  superadminSignin: (args: SigninArgs) =>
    apiPost<SigninAnswer>('/superadmin/signin', args, { ...noSession, fallback: FALLBACK.login }),
  signup: (args: SignupArgs) =>
    apiPost<MessageAnswer>('/auth/signup', args, { ...noSession, fallback: FALLBACK.register }),
  forgotPassword: (args: ForgotPasswordArgs) =>
    apiPost<MessageAnswer>('/auth/forgot-password', args, { ...noSession, fallback: FALLBACK.passwordReset }),
  resetPassword: (token: string, args: ResetPasswordArgs) =>
    apiPost<MessageAnswer>(`/auth/reset-password/${encodeURIComponent(token)}`, args, {
      ...noSession,
      fallback: FALLBACK.passwordReset,
    }),
  me: () => apiGet<{ message: string; user: SessionUser }>('/auth/me'),
  signout: () =>
    apiPost<MessageAnswer>('/auth/signout', undefined, { ...noSession, fallback: FALLBACK.signout }),
  superadminSignout: () =>
    apiPost<MessageAnswer>('/superadmin/signout', undefined, { ...noSession, fallback: FALLBACK.signout }),
};

export function completeSignIn(user: SessionUser): void {
  resetRefreshCount();
  setSessionUser(user);
}

/** The marker cookie is there but the user record is not (storage cleared): ask the server who this is. */
export async function restoreSessionUser(): Promise<SessionUser | null> {
  const r = await authApi.me();
  if (!r.ok) return null;
  setSessionUser(r.data.user);
  return r.data.user;
}

/** Logout: the server's message, then /login; a failure keeps the session and says so. */
export async function signOut(kind: 'tenant' | 'superadmin' = 'tenant'): Promise<void> {
  const id = notify.loading();
  const r = kind === 'tenant' ? await authApi.signout() : await authApi.superadminSignout();
  // 401: the server had already ended this session, so there is nothing left to sign out of
  if (!r.ok && r.status !== 401) {
    notify.error(r.message, id);
    return;
  }
  if (r.ok && r.data.message) notify.success(r.data.message, id);
  else notify.dismiss(id);
  resetRefreshCount();
  endLocalSession();
  await navigateTo(kind === 'tenant' ? '/login' : '/superadmin/login', { replace: true });
}
