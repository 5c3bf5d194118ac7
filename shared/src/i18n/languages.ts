/**
 * I18N1: the languages the app speaks. Adding one = its catalog file in pwa/src/i18n/catalogs/ and its entry
 * here (docs/languages.md). `locale` is what `Intl` formats dates with (numbers keep the store's money locale).
 */
import * as v from 'valibot';

export const LANGUAGES = [
  { code: 'en', name: 'English', locale: 'en' },
  { code: 'hi', name: 'हिन्दी', locale: 'hi-IN' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((l) => l.code);

export const isLanguageCode = (x: unknown): x is LanguageCode =>
  typeof x === 'string' && (LANGUAGE_CODES as readonly string[]).includes(x);

/**
 * I18N3: the first of the browser's preferred languages ('hi-IN' → 'hi') the app speaks, else English.
 */
export function pickLanguage(preferred: readonly string[]): LanguageCode {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguageCode(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

export const LANGUAGE_SAVED = 'Language saved!';

/** POST /auth/language {language} (I18N2): the signed-in user's app language. */
export const languageArgs = v.object(
  { language: v.picklist(LANGUAGE_CODES as LanguageCode[], 'Please choose a supported language!') },
  'Invalid request!',
);
export type LanguageArgs = v.InferOutput<typeof languageArgs>;
