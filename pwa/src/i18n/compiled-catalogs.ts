/**
 * I18N6 (ADR 0069): the catalogs' ICU messages compiled at build time with Lingui's own compiler, so the browser
 * carries Lingui's small formatter and no ICU parser. A catalog file stays plain JSON (one file per language:
 * docs/languages.md); the build rewrites each into the same keys holding Lingui's compiled messages. Dev and tests
 * load the JSON as written and Lingui compiles a message when it is asked for (its non-production mode).
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** A language's catalog file (src/i18n/catalogs/hi.json). */
export const CATALOG_FILE = /\/src\/i18n\/catalogs\/\w+\.json$/;

/**
 * I18N6: the English texts the diner's menu can show (its screens, the entry's shell: update prompt, labels of
 * diets and allergens, courses); the build keeps only these in the entry and puts the rest of English in a chunk
 * the staff pages load (`en.json?staff`). A key left out by mistake still shows: the till loads that chunk on a miss.
 */
export const DINER_PREFIXES = [
  'diner.',
  'install.',
  'label.',
  'map.loading',
  'orders.delivery',
  'pos.course.',
  'common.',
] as const;
export const isDinerKey = (key: string) => DINER_PREFIXES.some((prefix) => key.startsWith(prefix));

/** The English file's part for `id`: the entry's diner texts, or with `?staff` the staff pages' texts. */
export function partOf(id: string, catalog: Record<string, string>): Record<string, string> {
  if (!/\/en\.json(\?|$)/.test(id)) return catalog;
  const staff = /\?staff$/.test(id);
  return Object.fromEntries(Object.entries(catalog).filter(([key]) => isDinerKey(key) !== staff));
}

/** Every non-empty message compiled; an empty one is dropped, so that key falls back to English. */
export function compileCatalog(catalog: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(catalog)
      .filter(([, message]) => message)
      .map(([key, message]) => [key, compileMessage(message)]),
  );
}

/**
 * The Vite plugin. Build: a catalog's JSON (English: its part) is replaced by its compiled JSON before Vite makes a
 * module. Dev and tests: the JSON stays as written (English whole), and `en.json?staff` is an empty module.
 */
export function compiledCatalogs(): Plugin {
  let build = false;
  return {
    name: 'tavola:compiled-catalogs',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    transform(code, id) {
      if (!CATALOG_FILE.test(id.split('?')[0] ?? '')) return null;
      const query = id.includes('?');
      if (!build) return query ? { code: 'export default {};', map: null, moduleType: 'js' } : null;
      const compiled = JSON.stringify(compileCatalog(partOf(id, JSON.parse(code))));
      // Vite's JSON plugin takes the file itself; `en.json?staff` it leaves alone, so that one becomes a module here
      return query
        ? { code: `export default JSON.parse(${JSON.stringify(compiled)});`, map: null, moduleType: 'js' }
        : { code: compiled, map: null };
    },
  };
}
