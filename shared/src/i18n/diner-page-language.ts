/**
 * DIN-FP5 (ADR 0081): the language of the diner page's first screen, which the server writes before the app runs:
 * the diner's own choice (I18N3, kept in localStorage, which the server cannot read) is mirrored in a cookie the
 * menu screen sets; without it, the browser's preferred languages (`Accept-Language`, what the app reads as
 * `navigator.languages`), so the first screen speaks the language the app will.
 */
import { isLanguageCode, type LanguageCode, pickLanguage } from './languages.ts';

/** The cookie holding the diner's language choice (path /, a year; no secret: the page's language). */
export const DINER_LANGUAGE_COOKIE = 'tavola_diner_language';

/** A year, in seconds: the choice outlives the visit, as localStorage's does. */
export const DINER_LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The cookie's value in a `Cookie` header, if it names a language the app speaks. */
function cookieLanguage(cookie: string | undefined): LanguageCode | null {
  for (const part of (cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === DINER_LANGUAGE_COOKIE) {
      const value = part.slice(eq + 1).trim();
      if (isLanguageCode(value)) return value;
    }
  }
  return null;
}

/** `Accept-Language`'s tags, most preferred first (by q, then by order; q=0 refuses a tag). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((item, index) => {
      const [tag = '', ...params] = item.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find((x) => x !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((x) => x.tag !== '' && x.tag !== '*' && x.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((x) => x.tag);
}

/** DIN-FP5: the diner page's language: the diner's choice (cookie), else the browser's (I18N3), else English. */
export const dinerPageLanguage = (headers: {
  cookie?: string | undefined;
  'accept-language'?: string | undefined;
}): LanguageCode =>
  cookieLanguage(headers.cookie) ?? pickLanguage(acceptedLanguages(headers['accept-language']));
