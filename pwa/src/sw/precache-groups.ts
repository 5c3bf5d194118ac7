/**
 * Which built files a diner's phone precaches and which only a staff device does (PWA1, ADR 0054): the
 * shell (index.html, the app's entry, icons) and the diner screens' chunk with its static imports are the
 * diner's; every other chunk, stylesheet and sound is the staff app's. Runs at build time on Vite's manifest.
 */

/** The diner routes' lazy chunk in Vite's build manifest (pwa/src/routes/diner-routes.ts). */
export const DINER_CHUNK = 'src/features/diner/diner-screens.tsx';

/** I18N6: a language's catalog chunk (src/i18n/catalogs/hi.json): a diner may switch to it offline. */
export const CATALOG_CHUNK = /^src\/i18n\/catalogs\/\w+\.json$/;

export type ViteManifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; assets?: string[] }
>;

/** A workbox precache entry, marked `staff` when only a staff device should download it. */
export type PrecacheEntry = { url: string; revision: string | null; size?: number; staff?: true };

/**
 * The files the diner's menu needs, each with its static imports and CSS: the entry, the libraries the entry
 * loads later on every page (toasts, the worker's registration: not under src/, unlike the lazy screens), the
 * language catalogs (I18N6) and the diner's screens.
 */
export function dinerFiles(manifest: ViteManifest): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  for (const lazy of manifest['index.html']?.dynamicImports ?? [])
    if (!lazy.startsWith('src/') || CATALOG_CHUNK.test(lazy)) visit(lazy);
  visit(DINER_CHUNK);
  return files;
}

/** Built code and sounds are the staff app's unless the diner needs them; the shell's pages and icons are everyone's. */
const isAppFile = (url: string) => url.startsWith('assets/') || url.startsWith('sounds/');

export function markStaffEntries<T extends PrecacheEntry>(entries: T[], manifest: ViteManifest): T[] {
  const diner = dinerFiles(manifest);
  if (!manifest[DINER_CHUNK]) throw new Error(`the build manifest has no ${DINER_CHUNK}`);
  return entries.map((entry) =>
    isAppFile(entry.url) && !diner.has(entry.url) ? { ...entry, staff: true as const } : entry,
  );
}
