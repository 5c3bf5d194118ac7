/**
 * DIN-FP5 (ADR 0081): the first screen's texts in the diner's language, from the app's own catalogs (pwa
 * src/i18n/catalogs, bundled into the server's build: the runtime image has no pwa sources), so the page says what
 * the menu screen will and the app's takeover changes no word. Only the few keys the first screen shows; a key
 * missing or empty in a language falls back to English, as in the app (I18N1).
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '@tavola/shared';
import en from '../../../pwa/src/i18n/catalogs/en.json';
import hi from '../../../pwa/src/i18n/catalogs/hi.json';

/** Every language's catalog: a language added to LANGUAGES needs its line here (a test fails otherwise). */
export const CATALOGS: Readonly<Record<LanguageCode, Readonly<Record<string, string>>>> = { en, hi };

/** The catalog keys the first screen shows (the menu screen's, item-card's and category-bar's). */
export const FIRST_PAINT_KEYS = [
  'diner.table',
  'diner.orderFromPhone',
  'diner.searchDishes',
  'diner.search',
  'diner.categories',
  'diner.fromPrice',
  'diner.soldOut',
  'diner.add',
] as const;
type Key = (typeof FIRST_PAINT_KEYS)[number];

export type FirstPaintTexts = {
  readonly language: LanguageCode;
  /** The language's own name, as the menu's language switch shows it. */
  readonly languageName: string;
  /** `key`'s message with its `{name}` placeholders filled (the first screen's messages have no plurals). */
  text(key: Key, values?: Record<string, string>): string;
};

const fill = (message: string, values: Record<string, string>) =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

const build = (language: LanguageCode): FirstPaintTexts => {
  const own = CATALOGS[language];
  const english = CATALOGS[DEFAULT_LANGUAGE];
  const messages = Object.fromEntries(
    FIRST_PAINT_KEYS.map((key) => [key, own[key] || english[key] || key]),
  ) as Record<Key, string>;
  return {
    language,
    languageName: LANGUAGES.find((l) => l.code === language)?.name ?? language,
    text: (key, values = {}) => fill(messages[key], values),
  };
};

/** Each language's texts, picked once. */
const TEXTS = new Map(LANGUAGES.map((l) => [l.code, build(l.code)]));

export const firstPaintTexts = (language: LanguageCode): FirstPaintTexts =>
  TEXTS.get(language) ?? build(DEFAULT_LANGUAGE);
