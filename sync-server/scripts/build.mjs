// Compiles the server to one ES module, dist/server/main.mjs, for production (`npm start`, the Dockerfile, the
// benchmarks): no TypeScript loader at run time, which saves about 50 MB of resident memory (ADR 0018).
// npm packages stay external (native addons, their own files); the workspace's @tavola/shared is bundled in.
// dist/server/ is two levels below the package, as src/db/ is: the migrations are found at ../../drizzle/<dialect>
// from either. `node scripts/build.mjs --if-stale` builds only when a source is newer than the output.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const pkgDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const OUTFILE = join(pkgDir, 'dist', 'server', 'main.mjs');

const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@tavola/'));

const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((m, e) => {
    const p = join(dir, e.name);
    return Math.max(m, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }, 0);

function stale() {
  if (!existsSync(OUTFILE)) return true;
  const sources = Math.max(newest(join(pkgDir, 'src')), newest(join(pkgDir, '..', 'shared', 'src')));
  return sources > statSync(OUTFILE).mtimeMs;
}

if (!process.argv.includes('--if-stale') || stale()) {
  await build({
    entryPoints: [join(pkgDir, 'src', 'main.ts')],
    outfile: OUTFILE,
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
  });
  console.log(`› built ${OUTFILE}`);
}
