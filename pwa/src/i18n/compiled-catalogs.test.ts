/** I18N6: the build's compiled catalogs, formatted by Lingui, give what intl-messageformat (the ICU reference) gives. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { setupI18n } from '@lingui/core';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { CATALOG_FILE, compileCatalog, isDinerKey, partOf } from './compiled-catalogs.ts';
import { CATALOGS } from './i18n.ts';

const SRC = join(import.meta.dirname, '..');

/** The source files `entries` import statically (what a diner's phone runs before any staff chunk), tests aside. */
function staticGraph(entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    for (const m of readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s[^;]*?from '(\.[^']+)'/gms))
      visit(join(dirname(file), m[1] ?? ''));
  };
  for (const entry of entries) visit(join(SRC, entry));
  return [...seen].filter((f) => /\.tsx?$/.test(f));
}

const reference = (message: string, values: Record<string, unknown>, lng: string) =>
  String(new IntlMessageFormat(message, lng).format(values as never));

/** `message` compiled as the build compiles it, then formatted by Lingui's runtime with no compiler at hand. */
function built(message: string, values: Record<string, unknown>, lng: string): string {
  const i18n = setupI18n().setMessagesCompiler(undefined as never);
  i18n.load(lng, compileCatalog({ m: message }) as never);
  i18n.activate(lng);
  return i18n._('m', values);
}

describe('compiled catalogs', () => {
  it('[I18N6] arguments, plurals with # and =n, offset, select, ordinal and apostrophes as ICU formats them', () => {
    const cases: [string, Record<string, unknown>][] = [
      ['Hello {name}!', { name: 'Asha' }],
      ['{n, plural, one {# Variant} other {# Variants}}', { n: 1 }],
      ['{n, plural, one {# Variant} other {# Variants}}', { n: 1234 }],
      ['{n, plural, =0 {no items} one {# item} other {# items}} left', { n: 0 }],
      ['{n, plural, offset:1 =0 {nobody} =1 {{who}} other {{who} and # others}}', { n: 3, who: 'Ravi' }],
      ['{kind, select, dinein {Dine in} takeaway {Takeaway} other {Other}}', { kind: 'takeaway' }],
      [
        '{kind, select, dinein {Dine in} other {Other: {n, plural, one {# seat} other {# seats}}}}',
        { kind: 'x', n: 2 },
      ],
      ['{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} table', { n: 23 }],
      ["It''s '{literal}' and {n, number}", { n: 12345.5 }],
      ['{n, plural, one {# आइटम} other {# आइटम}}', { n: 5 }],
    ];
    for (const [message, values] of cases)
      for (const lng of ['en', 'hi'])
        expect(built(message, values, lng), message).toBe(reference(message, values, lng));
  });

  it('[I18N6] every message of every catalog formats as intl-messageformat formats it', () => {
    let checked = 0;
    for (const [lng, catalog] of Object.entries(CATALOGS))
      for (const [key, message] of Object.entries(catalog)) {
        if (typeof message !== 'string' || !message) continue;
        const names = [...message.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1] ?? '');
        for (const n of [0, 1, 2, 5, 21]) {
          const values = Object.fromEntries(names.map((name) => [name, n]));
          expect(built(message, values, lng), `${lng} ${key}`).toBe(reference(message, values, lng));
        }
        checked++;
      }
    expect(checked).toBeGreaterThan(500);
  });

  it('[I18N6] the build rewrites only catalog files, and drops empty messages so English shows', () => {
    expect(CATALOG_FILE.test('/app/pwa/src/i18n/catalogs/hi.json')).toBe(true);
    expect(CATALOG_FILE.test('/app/pwa/src/data/menu.json')).toBe(false);
    expect(compileCatalog({ a: 'A {x}', b: '' })).toEqual({ a: ['A ', ['x']] });
  });

  it('[I18N6] the English file splits into the diner part (in the entry) and the staff part, each key in one', () => {
    const en = { 'diner.add': 'Add', 'label.diet.veg': 'Veg', 'pos.title': 'POS', 'settings.x': 'X' };
    expect(partOf('/p/src/i18n/catalogs/en.json', en)).toEqual({
      'diner.add': 'Add',
      'label.diet.veg': 'Veg',
    });
    expect(partOf('/p/src/i18n/catalogs/en.json?staff', en)).toEqual({
      'pos.title': 'POS',
      'settings.x': 'X',
    });
    expect(partOf('/p/src/i18n/catalogs/hi.json', en)).toEqual(en);
  });

  it('[I18N6] every key the entry and the diner screens ask for is in the diner part', () => {
    const files = staticGraph(['main.tsx', 'features/diner/diner-screens.tsx']);
    expect(files.length).toBeGreaterThan(30);
    const keys = new Set<string>();
    for (const file of files)
      for (const m of readFileSync(file, 'utf8').matchAll(/\b(?:t|translate)\('([\w.]+)'/g))
        keys.add(m[1] ?? '');
    expect(keys.size).toBeGreaterThan(40);
    expect([...keys].filter((key) => !isDinerKey(key))).toEqual([]);
  });
});
