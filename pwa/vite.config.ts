/** Build and dev server for the Tavola PWA: React, the service worker and the /api proxy to the sync server. */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { STAFF_MANIFEST } from '../shared/src/platform/web-manifest.ts';
import { compiledCatalogs } from './src/i18n/compiled-catalogs.ts';
import { markStaffEntries } from './src/sw/precache-groups.ts';

/** Shared modules the diner's menu needs that staff screens use too (bench `bundles`: diner ≤ 150 KB gzip). */
const DINER_SHARED =
  /shared\/src\/(orders\/(limits|courses|order-state)|money\/round-off|catalog\/(menu-card|unit-price)|sync\/freshness|validation\/(customers|pos))\.ts$/;

const API_TARGET = process.env.TAVOLA_API_URL ?? 'http://localhost:3000';
const proxy = {
  '/api': { target: API_TARGET, ws: true },
  '/healthz': { target: API_TARGET },
};

/**
 * @tavola/shared is pure (docs/architecture.md §4): its top-level schema and table definitions have no side effects,
 * so what a chunk does not use can be dropped. Without this, the entry chunk carries every valibot schema.
 */
const sharedIsPure = (): Plugin => ({
  name: 'tavola:shared-is-pure',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!source.startsWith('@tavola/shared') && !importer?.includes('/shared/src/')) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    if (!resolved?.id.includes('/shared/src/')) return resolved;
    return { ...resolved, moduleSideEffects: false };
  },
});

/** Where this build writes (a CLI --outDir included): the service worker's precache list reads Vite's manifest there. */
let buildDir = resolve(import.meta.dirname, 'dist');
const rememberOutDir = (): Plugin => ({
  name: 'tavola:out-dir',
  apply: 'build',
  configResolved(config) {
    buildDir = resolve(config.root, config.build.outDir);
  },
});

/**
 * Brotli and gzip siblings of every text file of the build (`x.js.br`, `x.js.gz`), written once at build time so
 * the server sends compressed bytes without compressing per request (@fastify/static `preCompressed`): a diner's
 * phone on a slow link downloads the menu's JavaScript at its gzip size, not its raw size.
 */
const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'tavola:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const walk = (dir: string): string[] =>
          readdirSync(dir).flatMap((name) => {
            const path = join(dir, name);
            return statSync(path).isDirectory() ? walk(path) : [path];
          });
        for (const file of walk(outDir)) {
          if (!/\.(js|css|html|svg|webmanifest|json)$/.test(file) || file.includes('/.vite/')) continue;
          const raw = readFileSync(file);
          if (raw.length < 1024) continue;
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
        }
      },
    },
  };
};

export default defineConfig({
  plugins: [
    sharedIsPure(),
    compiledCatalogs(), // I18N6: catalogs compiled at build time, no ICU parser in the browser
    rememberOutDir(),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // public/ files are precached by globPatterns below; listing them again would duplicate entries
      includeManifestIcons: false,
      manifest: { ...STAFF_MANIFEST, icons: [...STAFF_MANIFEST.icons] }, // PWA4, one definition
      // ADR 0054: a hand-written worker, so the staff app's files are precached only on staff devices (PWA1)
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,wav}'],
        // maplibre-gl alone is close to 1 MB; keep it precached for the map screens
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        manifestTransforms: [
          async (entries) => ({
            manifest: markStaffEntries(
              entries,
              JSON.parse(readFileSync(join(buildDir, '.vite', 'manifest.json'), 'utf8')),
            ),
            warnings: [],
          }),
        ],
      },
      devOptions: { enabled: false },
    }),
    precompress(),
  ],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  // the manifest lets scripts/bench/bundles.mjs follow each route's chunks
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
    // the shared rules both the diner's menu and the staff screens use, in one chunk of their own: left to the
    // automatic split they share chunks with POS-only code, which every diner's phone then downloads (I18N6)
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'shared-leaves', test: DINER_SHARED }] } },
    },
  },
});
