// Compiles the server to ES modules, dist/server/main.mjs and the sync store threads' sqlite-writer.mjs (ADR 0014) and
// pg-writer.mjs (ADR 0014), for production (`npm start`, the Dockerfile, the
// benchmarks): no TypeScript loader at run time, which saves about 50 MB of resident memory (ADR 0018).
// npm packages stay external (native addons, their own files); the workspace's @tavola/shared is bundled in.
// dist/server/ is two levels below the package, as src/db/ is: the migrations are found at ../../drizzle/<dialect>
// from either. `node scripts/build.mjs --if-stale` builds only when a source is newer than the output; the sources
// are every folder the bundle reads (build-inputs.test.ts checks that against esbuild's own list of inputs).
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const pkgDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUTDIR = join(pkgDir, 'dist', 'server');
export const OUTFILE = join(OUTDIR, 'main.mjs');
const ENTRIES = {
  main: 'src/main.ts',
  'sqlite-writer': 'src/sync/store/sqlite-writer.ts',
  'pg-writer': 'src/sync/store/pg-writer.ts',
};

const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@tavola/'));

/** The folders the bundle's own files come from: the server, shared, and the app's catalogs (DIN-FP5, ADR 0081). */
export const SOURCE_DIRS = [
  join(pkgDir, 'src'),
  join(pkgDir, '..', 'shared', 'src'),
  join(pkgDir, '..', 'pwa', 'src', 'i18n', 'catalogs'),
];

const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((m, e) => {
    const p = join(dir, e.name);
    return Math.max(m, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }, 0);

function stale() {
  const outputs = Object.keys(ENTRIES).map((name) => join(OUTDIR, `${name}.mjs`));
  if (!outputs.every((f) => existsSync(f))) return true;
  const sources = Math.max(...SOURCE_DIRS.map(newest));
  return sources > Math.min(...outputs.map((f) => statSync(f).mtimeMs));
}

export const BUILD_OPTIONS = {
  entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, src]) => [name, join(pkgDir, src)])),
  outdir: OUTDIR,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  // the bundle's own `require` for the CommonJS packages it imports
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
};

// run as a command; imported (build-inputs.test.ts), it only tells its options
const run =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
if (run && (!process.argv.includes('--if-stale') || stale())) {
  await build(BUILD_OPTIONS);
  console.log(`› built ${OUTFILE}, sqlite-writer.mjs and pg-writer.mjs`);
}
