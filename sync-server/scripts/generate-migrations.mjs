// Regenerates the migrations of both dialects from src/db/schema/{sqlite,pg} (`pnpm db:generate`).
// Usage: node scripts/generate-migrations.mjs [--name <snake_case_name>]
// Migrations are append-only once committed (scripts/check-migrations.mjs enforces it): change the schema
// and generate a new migration, never edit an old one.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const drizzleKit = join(serverDir, 'node_modules', 'drizzle-kit', 'bin.cjs');
const biome = join(serverDir, '..', 'node_modules', '@biomejs', 'biome', 'bin', 'biome');

function run(file, args) {
  const result = spawnSync(process.execPath, [file, ...args], { cwd: serverDir, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const passThrough = process.argv.slice(2);
for (const dialect of ['sqlite', 'pg']) {
  console.log(`\n== ${dialect} ==`);
  run(drizzleKit, ['generate', '--config', `drizzle.config.${dialect}.ts`, ...passThrough]);
}

// drizzle-kit writes its meta JSON in its own style; format it so `pnpm check` (biome) stays green.
if (existsSync(biome)) run(biome, ['format', '--write', 'drizzle']);
