/** Test data builders for the PWA's tests (shared/src/test-support has none for sessions yet). */
import type { SessionUser } from '@tavola/shared';

export const aUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: 'u-1',
  username: 'owner@example.com',
  name: 'Olivia Owner',
  role: 'admin',
  scope: '',
  designation: null,
  photo: null,
  tenant_id: 't-1',
  ...overrides,
});

export const aStaffUser = (scope: string, overrides: Partial<SessionUser> = {}): SessionUser =>
  aUser({ id: 'u-2', username: 'staff@example.com', name: 'Sam Staff', role: 'staff', scope, ...overrides });

export const signInCookie = (): void => {
  // biome-ignore lint/suspicious/noDocumentCookie: tests stand in for the server's Set-Cookie
  document.cookie = 'tavola_authenticated=1; Path=/';
};

export const clearSignInCookie = (): void => {
  // biome-ignore lint/suspicious/noDocumentCookie: tests stand in for the server clearing its cookie
  document.cookie = 'tavola_authenticated=; Max-Age=0; Path=/';
};
