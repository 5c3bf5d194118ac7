/**
 * I18N2/I18N3 (ADR 0064): which language the app speaks. Staff: the user's language (kept with the user on the
 * server, cached in the device's user record, so it holds offline); a choice made offline is sent when the
 * device is back online. Diner: this browser's choice (localStorage), else the browser's preferred languages.
 */
import { isLanguageCode, type LanguageCode, pickLanguage, type SessionUser } from '@tavola/shared';
import { useCallback, useEffect, useState } from 'react';
import { apiPost } from '../lib/api.ts';
import { getSessionUser, setSessionUser, useSessionUser } from '../lib/session.ts';
import { readStorage, writeStorage } from '../lib/storage.ts';
import { applyLanguage, currentLanguage } from './i18n.ts';

export const LANGUAGE_KEYS = {
  /** The last staff language used on this device (sign-in screen before anyone is signed in). */
  staff: 'tavola.language',
  /** A staff language chosen offline, still to be sent to the server. */
  staffPending: 'tavola.language.pending',
  diner: 'tavola.diner.language',
} as const;

const stored = (key: string): LanguageCode | null => {
  const v = readStorage('local', key);
  return isLanguageCode(v) ? v : null;
};

/** I18N2: the staff language: the user's, else this device's last one, else English. */
export const staffLanguage = (user: SessionUser | null): LanguageCode =>
  isLanguageCode(user?.language) ? user.language : (stored(LANGUAGE_KEYS.staff) ?? 'en');

type SaveLanguage = (code: LanguageCode) => Promise<{ ok: boolean; status: number }>;

const saveOnServer: SaveLanguage = (code) => apiPost('/auth/language', { language: code });

/** Staff screens speak the signed-in user's language; a choice made offline is sent once online. */
export function useStaffLanguage(): void {
  const user = useSessionUser();
  const code = staffLanguage(user);
  // before the screen renders (the catalogs are bundled: this is synchronous), so it never flashes English
  if (currentLanguage() !== code) applyLanguage(code);
  useEffect(() => {
    writeStorage('local', LANGUAGE_KEYS.staff, code);
    applyLanguage(code);
  }, [code]);
  useEffect(() => {
    const send = () => void sendPendingLanguage();
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, []);
}

// unreachable or failing server: try again later; a refusal (4xx) is final
const retryLater = (r: { ok: boolean; status: number }) => !r.ok && (r.status === 0 || r.status >= 500);
const offline = { ok: false, status: 0 };

/** I18N2: the user picks a language: applied and cached at once, then sent (or queued while offline). */
export async function chooseStaffLanguage(code: LanguageCode, save = saveOnServer): Promise<boolean> {
  const user = getSessionUser();
  if (user) setSessionUser({ ...user, language: code });
  writeStorage('local', LANGUAGE_KEYS.staff, code);
  applyLanguage(code);
  const r = await save(code).catch(() => offline);
  writeStorage('local', LANGUAGE_KEYS.staffPending, retryLater(r) ? code : null);
  return r.ok;
}

/** Sends a language chosen offline once the device can reach the server again. */
export async function sendPendingLanguage(save = saveOnServer): Promise<void> {
  const code = stored(LANGUAGE_KEYS.staffPending);
  if (!code || !getSessionUser()) return;
  const r = await save(code).catch(() => offline);
  if (!retryLater(r)) writeStorage('local', LANGUAGE_KEYS.staffPending, null);
}

/** I18N3: the diner's language: this browser's choice, else its preferred languages. */
export const dinerLanguage = (): LanguageCode =>
  stored(LANGUAGE_KEYS.diner) ??
  pickLanguage(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));

/** Diner screens speak the browser's language; the setter is the menu's switch (remembered in this browser). */
export function useDinerLanguage(): [LanguageCode, (code: LanguageCode) => void] {
  const [code, setCode] = useState(dinerLanguage);
  if (currentLanguage() !== code) applyLanguage(code);
  const choose = useCallback((next: LanguageCode) => {
    writeStorage('local', LANGUAGE_KEYS.diner, next);
    applyLanguage(next);
    setCode(next);
  }, []);
  return [code, choose];
}
