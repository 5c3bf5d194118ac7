/**
 * I18N1 (ADR 0064): the app's one i18next instance, ICU messages (plurals, selects) via i18next-icu. Every
 * catalog in ./catalogs is bundled (the till translates offline); a key missing in a language falls back to
 * English, never to the key. Screens import `useT` from here, so a screen rendered alone is translated too.
 */
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGES, type LanguageCode } from '@tavola/shared';
import i18next from 'i18next';
import ICU from 'i18next-icu';
import { useTranslation } from 'react-i18next';

type Catalog = Record<string, string>;

/** Every catalog file, by language code (./catalogs/hi.json → 'hi'). */
const files = import.meta.glob<Catalog>('./catalogs/*.json', { eager: true, import: 'default' });
export const CATALOGS: Record<string, Catalog> = Object.fromEntries(
  Object.entries(files).map(([path, catalog]) => [path.replace(/^.*\/(\w+)\.json$/, '$1'), catalog]),
);

export const i18n = i18next.createInstance();
void i18n.use(ICU).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES.map((l) => l.code),
  resources: Object.fromEntries(Object.entries(CATALOGS).map(([code, c]) => [code, { translation: c }])),
  initAsync: false,
  keySeparator: false,
  nsSeparator: false,
  returnNull: false,
  returnEmptyString: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

/** The language the app speaks now. */
export const currentLanguage = (): LanguageCode => {
  const l = i18n.resolvedLanguage ?? i18n.language;
  return isLanguageCode(l) ? l : DEFAULT_LANGUAGE;
};

/** The `Intl` locale of the current language (dates; money keeps the store's locale: I18N4). */
export const currentLocale = (): string =>
  LANGUAGES.find((l) => l.code === currentLanguage())?.locale ?? 'en-IN';

/** Switches the app's language (a no-op when it already speaks it); sets <html lang>. */
export function applyLanguage(code: LanguageCode): void {
  if (typeof document !== 'undefined') document.documentElement.lang = code;
  if (currentLanguage() !== code || i18n.language !== code) void i18n.changeLanguage(code);
}

/** The translate function of the current language; the component re-renders when it changes. */
export const useT = () => useTranslation(undefined, { i18n }).t;

/** Translation outside React (toasts, confirm texts). */
export const t: typeof i18n.t = ((...args: Parameters<typeof i18n.t>) => i18n.t(...args)) as typeof i18n.t;
