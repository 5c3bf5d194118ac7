/**
 * DIN-FP5 (ADR 0081): the diner's language choice (I18N3, in localStorage) mirrored in a cookie, so the server
 * writes the menu's first screen in that language and the app's takeover changes no word. Only a choice made here
 * is mirrored: without one, the app follows the browser's languages, as the server does by Accept-Language.
 */
import {
  DINER_LANGUAGE_COOKIE,
  DINER_LANGUAGE_COOKIE_MAX_AGE,
  isLanguageCode,
  type LanguageCode,
} from '@tavola/shared';
import { useEffect } from 'react';
import { LANGUAGE_KEYS } from '../../i18n/language-choice.ts';
import { readStorage } from '../../lib/storage.ts';

const cookieOf = (value: string, maxAge: number) => {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; secure' : '';
  return `${DINER_LANGUAGE_COOKIE}=${value}; path=/; max-age=${maxAge}; samesite=lax${secure}`;
};

/** The cookie as the diner's stored choice says: set to it, or cleared when there is none. */
export function mirrorLanguageChoice(): void {
  const choice = readStorage('local', LANGUAGE_KEYS.diner);
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari
    document.cookie = isLanguageCode(choice)
      ? cookieOf(choice, DINER_LANGUAGE_COOKIE_MAX_AGE)
      : cookieOf('', 0);
  } catch {
    // cookies unavailable: the first screen follows the browser's languages
  }
}

/** Mirrors the choice when the menu opens (a choice made before cookies were read) and whenever it changes. */
export function useLanguageCookie(language: LanguageCode): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `language` changes when the choice does
  useEffect(mirrorLanguageChoice, [language]);
}
