// Bundle budgets: gzip size of the JavaScript a diner's phone loads for /m/... and a till loads for the POS.
// Reads Vite's manifest (build.manifest) and follows static imports from each entry.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { mustPnpm, root } from '../lib.mjs';

const dist = join(root, 'pwa', 'dist');

/** @typedef {Record<string, { file: string, isEntry?: boolean, imports?: string[] }>} Manifest Vite's build manifest */

/**
 * The JavaScript files of `keys` and everything they import statically.
 * @param {Manifest} manifest
 * @param {string[]} keys
 */
function closure(manifest, keys) {
  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {string} k */
  const walk = (k) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    for (const i of manifest[k].imports ?? []) walk(i);
  };
  for (const k of keys) walk(k);
  return [...seen].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
}

/** @param {string[]} files */
const gz = (files) => files.reduce((n, f) => n + gzipSync(readFileSync(join(dist, f))).length, 0);

export default {
  async run() {
    mustPnpm(['--filter', '@tavola/pwa', 'run', 'build']);
    const manifestPath = join(dist, '.vite', 'manifest.json');
    if (!existsSync(manifestPath)) throw new Error('pwa build has no .vite/manifest.json (build.manifest)');
    /** @type {Manifest} */
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    const entry = /** @type {string} */ (Object.keys(manifest).find((k) => manifest[k].isEntry));
    /** @param {RegExp} re */
    const find = (re) => Object.keys(manifest).filter((k) => re.test(k));
    const diner = closure(manifest, [entry, ...find(/features\/diner\//)]);
    const pos = closure(manifest, [entry, ...find(/features\/(pos|shell)\//)]);
    /** @param {number} n */
    const kb = (n) => Math.round((n / 1024) * 10) / 10;
    const dinerKb = kb(gz(diner));
    const posKb = kb(gz(pos));
    return [
      {
        what: 'gzip JS of the diner menu route',
        value: dinerKb,
        unit: 'KB',
        budget: '≤ 150 KB',
        met: dinerKb <= 150,
      },
      { what: 'gzip JS of the POS route', value: posKb, unit: 'KB', budget: '≤ 300 KB', met: posKb <= 300 },
    ];
  },
};
