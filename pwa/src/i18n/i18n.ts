/**
 * I18N1 (ADR 0064), I18N6 (ADR 0069): the app's translations, formatted by Lingui's runtime (@lingui/core: ICU
 * plurals, selects, `#`, `=n`, offsets through Intl.PluralRules) from catalogs compiled at build time
 * (./compiled-catalogs.ts), so no ICU parser ships. English is bundled; another catalog is a chunk loaded when its
 * language is chosen, precached with the diner's files so the till and the menu translate offline; a key missing in
 * a language (or empty) falls back to English, never to the key. `useT` re-renders a component when the language
 * changes; the public API is the one screens used with i18next, so no screen changed.
 */
import { type Messages, setupI18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, isLanguageCode, LANGUAGES, type LanguageCode } from '@tavola/shared';
import { useSyncExternalStore } from 'react';

/** A catalog: the JSON file's texts in dev and tests, Lingui's compiled messages in the build. */
type Catalog = Messages;
type Values = Record<string, unknown>;

const codeOf = (path: string) => path.replace(/^.*\/(\w+)\.json$/, '$1');
/** English, every page's fallback, is in the entry; I18N6: another language is a chunk of its own, loaded when chosen. */
const english = import.meta.glob<Catalog>('./catalogs/en.json', { eager: true, import: 'default' });
const others = import.meta.glob<Catalog>(['./catalogs/*.json', '!./catalogs/en.json'], { import: 'default' });
/** I18N6: the staff pages' English texts, a chunk of their own in the build (./compiled-catalogs.ts). */
const staffEnglish = import.meta.glob<Catalog>('./catalogs/en.json', { query: '?staff', import: 'default' });
const loaders = new Map(Object.entries(others).map(([path, load]) => [codeOf(path), load]));
/** The catalogs loaded so far, by language code (./catalogs/hi.json → 'hi'). */
export const CATALOGS: Record<string, Catalog> = Object.fromEntries(
  Object.entries(english).map(([path, catalog]) => [codeOf(path), { ...catalog }]),
);

/** Lingui's instance: each language's messages are English's overlaid with that language's non-empty ones. */
const lingui = setupI18n();
const handed = new Set<string>();
const hand = (code: string) => {
  const own = Object.entries(CATALOGS[code] ?? {}).filter(([, message]) => message !== '');
  lingui.load(code, { ...CATALOGS[DEFAULT_LANGUAGE], ...Object.fromEntries(own) });
  handed.add(code);
};
hand(DEFAULT_LANGUAGE);
lingui.activate(DEFAULT_LANGUAGE);

let language: LanguageCode = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();
/** Bumped when texts arrive after the first paint (the staff part), so `useT` users re-render. */
let textsVersion = 0;
const notify = () => {
  for (const listener of listeners) listener();
};

let staffTexts: Promise<void> | null = null;
/** I18N6: loads the staff pages' English texts once (the diner's menu never needs them); every page but the menu's. */
export function loadStaffTexts(): Promise<void> {
  staffTexts ??= (async () => {
    for (const load of Object.values(staffEnglish))
      Object.assign(CATALOGS[DEFAULT_LANGUAGE] ?? {}, await load());
    for (const code of Object.keys(CATALOGS)) hand(code);
    textsVersion++;
    notify();
  })();
  return staffTexts;
}

export type TFunction = (key: string, values?: Values) => string;

/** `key` in `code` with `values` (ICU), else in English, else the key itself. */
export function translateIn(code: string, key: string, values: Values = {}): string {
  const locale = handed.has(code) ? code : DEFAULT_LANGUAGE;
  if (lingui.locale !== locale) lingui.activate(locale);
  // a staff text asked for before its chunk arrived: load it (the screen re-renders), the key meanwhile
  if (!staffTexts && !(key in lingui.messages)) void loadStaffTexts();
  try {
    return lingui._(key, values);
  } catch {
    return key;
  }
}

const translate = (key: string, values?: Values) => translateIn(language, key, values);

/** One function per language (and texts' version), so a `t` in a hook's dependencies changes with the language, as before. */
const perLanguage = new Map<string, TFunction>();
const tOf = (state: string): TFunction => {
  let f = perLanguage.get(state);
  if (!f) {
    const code = state.split(' ')[0] ?? DEFAULT_LANGUAGE;
    f = (key, values) => translateIn(code, key, values);
    perLanguage.set(state, f);
  }
  return f;
};

/** The catalogs' store, for the catalog checks (a key added at run time: tests). */
export const i18n = {
  addResource(code: string, _ns: string, key: string, message: string): void {
    CATALOGS[code] = { ...(CATALOGS[code] ?? {}), [key]: message };
    for (const loaded of Object.keys(CATALOGS)) hand(loaded);
  },
};

/** The language the app speaks now. */
export const currentLanguage = (): LanguageCode => language;

/** The `Intl` locale of the current language (dates; money keeps the store's locale: I18N4). */
export const currentLocale = (): string =>
  LANGUAGES.find((l) => l.code === currentLanguage())?.locale ?? 'en-IN';

/** I18N6: loads `code`'s catalog (a precached chunk: offline too) unless it is loaded already. */
export async function loadCatalog(code: string): Promise<void> {
  const load = loaders.get(code);
  if (CATALOGS[code] || !load) return;
  CATALOGS[code] = await load();
  hand(code);
}

/** Every language's catalog (tests, and the catalog checks). */
export const loadAllCatalogs = () => Promise.all([loadStaffTexts(), ...[...loaders.keys()].map(loadCatalog)]);

let wanted: LanguageCode = DEFAULT_LANGUAGE;

/**
 * Switches the app's language (a no-op when it already speaks it); sets <html lang>. A language whose catalog is
 * loaded switches at once; another one once its chunk arrives (unless another language was asked for meanwhile).
 */
export function applyLanguage(code: LanguageCode): void {
  wanted = code;
  if (typeof document !== 'undefined') document.documentElement.lang = code;
  const change = () => {
    if (wanted !== code || language === code || !isLanguageCode(code)) return;
    language = code;
    notify();
  };
  if (CATALOGS[code] || !loaders.has(code)) change();
  else void loadCatalog(code).then(change);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const snapshot = () => `${language} ${textsVersion}`;

/** The translate function of the current language; the component re-renders when it (or its texts) change. */
export const useT = (): TFunction => tOf(useSyncExternalStore(subscribe, snapshot, snapshot));

/** Translation outside React (toasts, confirm texts). */
export const t: TFunction = (key, values) => translate(key, values);
