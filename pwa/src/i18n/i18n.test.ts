/** I18N1/I18N4: the catalogs are complete and consistent, plurals come from ICU, dates follow the language. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@tavola/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTimeIn, formatTime } from './dates.ts';
import { applyLanguage, CATALOGS, currentLocale, i18n, t } from './i18n.ts';
import { UNTRANSLATED } from './untranslated.ts';

const en = CATALOGS.en ?? {};
const SRC = join(import.meta.dirname, '..');

/** Every file of the app's source but tests. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The ICU arguments of a message (tests load the catalogs' texts): '{n, plural, one {# item} …}' → ['n']. */
const argsOf = (message: unknown) => [...String(message).matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort();

afterEach(() => applyLanguage('en'));

describe('catalogs', () => {
  it('[I18N1] there is one catalog per language of the list, and only those', () => {
    expect(Object.keys(CATALOGS).sort()).toEqual(LANGUAGES.map((l) => l.code).sort());
  });

  it('[I18N1] every English key has a translation in each language, or is listed as untranslated on purpose', () => {
    for (const { code } of LANGUAGES) {
      if (code === 'en') continue;
      const catalog = CATALOGS[code] ?? {};
      const missing = Object.keys(en).filter((k) => !catalog[k] && !UNTRANSLATED[code]?.includes(k));
      expect(missing, `${code} lacks`).toEqual([]);
      expect(
        Object.keys(catalog).filter((k) => !(k in en)),
        `${code} has keys English lacks`,
      ).toEqual([]);
    }
  });

  it('[I18N1] a translation uses the same arguments as the English message', () => {
    for (const { code } of LANGUAGES) {
      const catalog = CATALOGS[code] ?? {};
      for (const [key, message] of Object.entries(catalog)) {
        if (message) expect(argsOf(message), `${code} ${key}`).toEqual(argsOf(en[key] ?? ''));
      }
    }
  });

  it('[I18N1] every key the code asks for is in the English catalog (no screen ever shows a key)', () => {
    const used = new Set<string>();
    for (const file of sources(SRC)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\b(?:t|translate)\('([\w.]+)'/g))
        used.add(m[1] ?? '');
    }
    expect(used.size).toBeGreaterThan(100);
    expect([...used].filter((k) => !(k in en))).toEqual([]);
  });

  it('[I18N1] the English catalog holds the specification texts as they are', () => {
    expect(t('pos.title')).toBe('POS - Point of Sale');
    expect(t('orders.empty')).toBe('No Orders Pending!');
    expect(t('orders.confirmCancel')).toBe(
      'Are you sure, you are cancelling the order! This process is not reversible.',
    );
  });
});

describe('messages', () => {
  it('[I18N1] plurals come from the ICU rules of the language', () => {
    expect(t('pos.variants', { n: 1 })).toBe('1 Variant');
    expect(t('pos.variants', { n: 2 })).toBe('2 Variants');
    expect(t('diner.cartCount', { n: 0 })).toBe('0 items');
    applyLanguage('hi');
    expect(t('pos.variants', { n: 1 })).toBe('1 वैरिएंट');
    expect(t('diner.cartCount', { n: 3 })).toBe('3 आइटम');
    expect(t('orders.newOrder', { token: 'A7' })).toBe('नया ऑर्डर! टोकन A7');
  });

  it('[I18N1] a key a language lacks falls back to English, never to the key', () => {
    i18n.addResource('en', 'translation', 'test.onlyEnglish', 'Only in English');
    applyLanguage('hi');
    expect(t('test.onlyEnglish')).toBe('Only in English');
  });
});

describe('dates', () => {
  const at = new Date(Date.UTC(2026, 2, 5, 8, 37));

  it('[I18N4] dates follow the language: Hindi month names, digits stay Latin', () => {
    const english = formatDateTimeIn(at);
    expect(english).toMatch(/Mar/);
    applyLanguage('hi');
    expect(currentLocale()).toBe('hi-IN');
    const hindi = formatDateTimeIn(at);
    expect(hindi).toMatch(/मार्च/);
    expect(hindi).toMatch(/2026/);
    expect(formatTime(at)).toMatch(/\d/);
  });
});
