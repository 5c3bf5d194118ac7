/**
 * The PWA shell (index.html) with route hints for the diner menu: a diner's phone on a slow link would
 * otherwise fetch the app's entry, then the diner chunk and its imports, then the menu, one after another.
 * With `<link rel="modulepreload">` for the diner chunk's static imports (from Vite's build manifest) and
 * `<link rel="preload" as="fetch">` for the menu it shows, all three download at once. Until the app
 * renders, the page shows the menu screen's own 'Please wait...' state (same markup and stylesheet, so
 * nothing moves when React takes over) instead of a blank page. Other paths get the shell unchanged. No
 * script is added: the CSP stays without inline scripts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dinerManifestPath, dinerPageLanguage, dinerPageTitle, TEXTS } from '@tavola/shared';
import type { Database } from '../db/index.ts';
import { dinerFirstPaint } from '../services/diner-first-paint.ts';
import { firstPaintTexts } from '../services/diner-first-paint-texts.ts';
import { findDinerStore } from '../services/diner-store.ts';
import { criticalCss } from './critical-css.ts';
import {
  FIRST_PAINT_CLASSES,
  FIRST_PAINT_CSS,
  type FirstScreen,
  firstPaintHtml,
} from './diner-first-paint-html.ts';

/** The diner routes' lazy chunk in the build manifest (pwa/src/routes/diner-routes.ts). */
export const DINER_CHUNK = 'src/features/diner/diner-screens.tsx';

/** The shell's empty mount point (pwa/index.html). */
const ROOT = '<div id="root"></div>';

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

const escapeAttr = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The chunk's file, its static imports' files (the app's entry excluded: the shell loads it) and its CSS. */
export function chunkFiles(manifest: Manifest, key: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || seen.has(k) || k === 'index.html') return;
    seen.add(k);
    scripts.push(chunk.file);
    for (const css of chunk.css ?? []) styles.push(css);
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit(key);
  return { scripts, styles };
}

const modulePreload = (f: string) => `<link rel="modulepreload" crossorigin href="/${escapeAttr(f)}">`;

/** A `<link rel="stylesheet">` of the shell (Vite writes the app's own into its head). */
const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/([^"]+)"[^>]*>/g;

/**
 * DIN-FP2 (ADR 0075): the shell with the menu's first screen painted by the page alone. The rules of the app's
 * and the diner chunk's stylesheets that can style the first screen (critical-css.ts, ~2 KB compressed) are
 * written into the head and the stylesheets' links moved to the end of the body, where they block no paint (HTML's render-blocking applies to the head only) but still hold the app's
 * script until they load, as before; the first screen goes before the app's mount point.
 */
function firstPaintShell(root: string, html: string, chunkStyles: string[]) {
  const files = [...[...html.matchAll(STYLESHEET)].map((m) => m[1] ?? ''), ...chunkStyles];
  const unique = [...new Set(files)].filter((f) => f !== '');
  const css = unique
    .map((f) => join(root, f))
    .filter((f) => existsSync(f))
    .map((f) => criticalCss(readFileSync(f, 'utf8'), FIRST_PAINT_CLASSES))
    .join('')
    .replaceAll('</style', '<\\/style');
  const links = unique.map((f) => `<link rel="stylesheet" crossorigin href="/${escapeAttr(f)}">`).join('');
  const style = `<style>${FIRST_PAINT_CSS}${css}</style>`;
  return (page: string, hints: string, firstPaint: FirstScreen, placeholder: string) =>
    page
      // DIN-FP5: the page's language is its first screen's
      .replace(/<html lang="[^"]*">/, () => `<html lang="${escapeAttr(firstPaint.language)}">`)
      .replace(STYLESHEET, '')
      .replace('<head>', () => `<head>${firstPaint.head}`)
      .replace('</head>', () => `${hints}${style}</head>`)
      .replace(ROOT, () => `${firstPaint.body}${placeholder}${links}`);
}

/** `/m/{qrcode}` or `/tm/{qrcode}[/{table}]`: the menu link's code and table, else null. */
export function dinerLink(path: string): { qrcode: string; table: string | undefined } | null {
  const m = /^\/(m|tm)\/([^/?#]+)(?:\/([^/?#]+))?\/?$/.exec(path);
  if (!m) return null;
  const [, kind, rawCode = '', rawTable] = m;
  // /m/{qrcode}/orderstatus/... has more segments and does not match: that screen loads other data
  if (kind === 'm' && rawTable !== undefined) return null;
  try {
    const table = kind === 'tm' && rawTable !== undefined ? decodeURIComponent(rawTable) : undefined;
    return { qrcode: decodeURIComponent(rawCode), table };
  } catch {
    return null; // a malformed escape: the screen shows its own error
  }
}

/** The menu call the screen makes for a diner path (diner-api.ts), else null. */
export function dinerMenuCall(path: string): string | null {
  const link = dinerLink(path);
  if (!link) return null;
  const q = encodeURIComponent;
  return `/api/v1/qrmenu/${q(link.qrcode)}${link.table ? `?table=${q(link.table)}` : ''}`;
}

/**
 * PWA3: the store's name as the page's title and its link preview's (`og:title`), escaped; PWA4: the store's own
 * web manifest, so installing from the menu installs the menu, not the staff app.
 */
function titled(html: string, storeName: string, qrcode: string): string {
  const title = escapeAttr(dinerPageTitle(storeName));
  const manifest = escapeAttr(dinerManifestPath(qrcode));
  // functions, not strings: `$'` or `$&` in a name must not be read as a replacement pattern
  return html
    .replace(
      /<title>[^<]*<\/title>/,
      () =>
        `<title>${title}</title><meta property="og:title" content="${title}"><meta property="og:type" content="website">`,
    )
    .replace(/<link rel="manifest" href="[^"]*">/, () => `<link rel="manifest" href="${manifest}">`);
}

/**
 * Builds the shell renderer for the built PWA at `root`; null when there is no build manifest. `storeName`
 * is the diner link's store, when it has one (PWA3).
 */
export function shellHints(
  root: string,
): ((path: string, storeName?: string | null, firstPaint?: FirstScreen | null) => string | null) | null {
  const manifestPath = join(root, '.vite', 'manifest.json');
  const indexPath = join(root, 'index.html');
  if (!existsSync(manifestPath) || !existsSync(indexPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  if (!manifest[DINER_CHUNK]) return null;
  const html = readFileSync(indexPath, 'utf8');
  if (!html.includes('</head>') || !html.includes(ROOT)) return null;
  const { scripts, styles } = chunkFiles(manifest, DINER_CHUNK);
  const assetLinks = [
    ...scripts.map(modulePreload),
    // applied now, not only fetched: the placeholder below wears it (Vite's loader then finds it in place)
    ...styles.map((f) => `<link rel="stylesheet" crossorigin href="/${escapeAttr(f)}">`),
  ].join('');
  const placeholder = `<div id="root"><div class="diner"><div class="diner-placeholder" role="status"><p>${escapeAttr(TEXTS.pleaseWait)}</p></div></div></div>`;
  const painted = firstPaintShell(root, html, styles);
  return (path, storeName = null, firstPaint = null) => {
    const call = dinerMenuCall(path);
    if (call === null) return null;
    // credentials and CORS mode as the app's fetch (credentials: 'include'), so the browser uses this response
    const data = `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttr(call)}">`;
    const link = dinerLink(path);
    const page = storeName && link ? titled(html, storeName, link.qrcode) : html;
    if (firstPaint !== null)
      return painted(page, `${data}${scripts.map(modulePreload).join('')}`, firstPaint, placeholder);
    // functions, not strings: a code may hold `$'`, which a string replacement would read as a pattern
    return page.replace('</head>', () => `${data}${assetLinks}</head>`).replace(ROOT, () => placeholder);
  };
}

/** PWA3: the renderer, given the diner link's store name first; an unknown or closed store (or no database) gets none. */
export const withStoreNames =
  (
    render: (path: string, storeName?: string | null) => string | null,
    storeName: (qrcode: string) => Promise<string>,
  ) =>
  async (path: string): Promise<string | null> => {
    const link = dinerLink(path);
    if (!link) return null;
    return render(path, await storeName(link.qrcode).catch(() => null));
  };

/** The request's headers the page depends on (DIN-FP5: the diner's language). */
export type RequestHeaders = { cookie?: string | undefined; 'accept-language'?: string | undefined };

/**
 * DIN-FP1: the renderer, given the diner link's store name and first screen; an unknown or closed store (or a
 * failed read) gets the plain shell, whose app then says why.
 */
export const withFirstPaint =
  (
    render: (path: string, storeName?: string | null, firstPaint?: FirstScreen | null) => string | null,
    firstScreen: (
      qrcode: string,
      table: string | null,
      headers: RequestHeaders,
    ) => Promise<{ storeName: string; html: FirstScreen }>,
  ) =>
  async (path: string, headers: RequestHeaders = {}): Promise<string | null> => {
    const link = dinerLink(path);
    if (!link) return null;
    const screen = await firstScreen(link.qrcode, link.table ?? null, headers).catch(() => null);
    return screen ? render(path, screen.storeName, screen.html) : render(path, null);
  };

/**
 * The shell renderer of the built PWA at `root` (none without a build), naming each diner link's store (PWA3)
 * and, unless switched off (DINER_FIRST_PAINT=off), painting its menu's first screen (DIN-FP1).
 */
export function dinerShell(root: string | null, database: Database, options = { firstPaint: true }) {
  const render = root ? shellHints(root) : null;
  if (!render) return null;
  if (options.firstPaint)
    return withFirstPaint(render, async (qrcode, table, headers) => {
      const store = await findDinerStore(database, qrcode);
      const screen = await dinerFirstPaint(database, store, table);
      const texts = firstPaintTexts(dinerPageLanguage(headers)); // DIN-FP5
      return { storeName: store.settings.storeName, html: firstPaintHtml(screen, texts) };
    });
  return withStoreNames(
    render,
    async (qrcode) => (await findDinerStore(database, qrcode)).settings.storeName,
  );
}
