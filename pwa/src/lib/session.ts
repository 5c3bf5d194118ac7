/** The signed-in user record kept in localStorage, readable from React and from guards. */
import type { SessionUser } from '@tavola/shared';
import { useSyncExternalStore } from 'react';
import { removeMarkerCookie } from './auth-cookie.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

const listeners = new Set<() => void>();
let cached: { raw: string | null; user: SessionUser | null } = { raw: null, user: null };

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const u: unknown = JSON.parse(raw);
    if (typeof u === 'object' && u !== null && 'role' in u && 'name' in u) return u as SessionUser;
  } catch {
    // a corrupt record counts as signed out
  }
  return null;
}

export function getSessionUser(): SessionUser | null {
  const raw = readStorage('local', STORAGE_KEYS.user);
  if (raw !== cached.raw) cached = { raw, user: parseUser(raw) };
  return cached.user;
}

const emit = () => {
  for (const l of listeners) l();
};

export function setSessionUser(user: SessionUser): void {
  writeStorage('local', STORAGE_KEYS.user, JSON.stringify(user));
  writeStorage('local', STORAGE_KEYS.tenantId, user.tenant_id);
  emit();
}

export function clearSessionUser(): void {
  writeStorage('local', STORAGE_KEYS.user, null);
  writeStorage('local', STORAGE_KEYS.tenantId, null);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // another tab signing in or out changes this tab's session too
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEYS.user || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const useSessionUser = (): SessionUser | null =>
  useSyncExternalStore(subscribe, getSessionUser, () => null);

const endListeners = new Set<() => void>();

/** Runs `fn` whenever the local session is thrown away (sign-out, refresh limit, failed refresh). */
export function onSessionEnded(fn: () => void): () => void {
  endListeners.add(fn);
  return () => endListeners.delete(fn);
}

/** Forgets the session on this device: the user record, the marker cookie and every listener's cached data. */
export function endLocalSession(): void {
  removeMarkerCookie();
  clearSessionUser();
  for (const fn of endListeners) fn();
}
