// Migration checks (docs/architecture.md §5): fails when
//   1. the schema (sync-server/src/db/schema/{sqlite,pg}) has changes no migration captures, found by
//      running drizzle-kit generate into a temp copy of the migrations and seeing whether anything new appears;
//   2. a migration committed at the base ref (default HEAD) was modified or removed: migrations are append-only,
//      as devices and servers on different versions must all reach the same schema;
//   3. a migrations folder is inconsistent (journal and .sql files disagree, or drizzle-kit check fails).
// Usage: node scripts/check-migrations.mjs [--base <git ref>]
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = join(root, 'sync-server');
const drizzleKit = join(serverDir, 'node_modules', 'drizzle-kit', 'bin.cjs');
const DIALECTS = [
  { folder: 'sqlite', kit: 'sqlite' },
  { folder: 'pg', kit: 'postgresql' },
];
const baseIndex = process.argv.indexOf('--base');
const base = baseIndex > 0 ? process.argv[baseIndex + 1] : 'HEAD';
const problems = [];

/** @param {string} dir */
const listFiles = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => f.split('\\').join('/'))
    : [];

/**
 * Runs drizzle-kit in sync-server. It exits 0 even on errors, so success is read from its output too.
 * Paths passed to it must be relative (it prefixes './').
 * @param {string[]} args
 * @param {RegExp} success
 */
function drizzle(args, success) {
  const result = spawnSync(process.execPath, [drizzleKit, ...args], {
    cwd: serverDir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'], // a rename prompt cannot be answered here: it fails instead of hanging
    timeout: 120_000,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  return { ok: result.status === 0 && success.test(output), output };
}

// 1 and 3: uncaptured schema changes, folder consistency.
for (const { folder, kit } of DIALECTS) {
  const committed = join(serverDir, 'drizzle', folder);
  const journalPath = join(committed, 'meta', '_journal.json');
  if (existsSync(journalPath)) {
    const tags = JSON.parse(readFileSync(journalPath, 'utf8')).entries.map(
      (/** @type {{ tag: string }} */ e) => `${e.tag}.sql`,
    );
    const sqlFiles = listFiles(committed).filter((f) => f.endsWith('.sql'));
    if (!isDeepStrictEqual([...tags].sort(), [...sqlFiles].sort())) {
      problems.push(`drizzle/${folder}: journal lists [${tags}] but the folder holds [${sqlFiles}]`);
    }
    const check = drizzle(['check', '--dialect', kit, '--out', `drizzle/${folder}`], /Everything's fine/);
    if (!check.ok) problems.push(`drizzle/${folder}: drizzle-kit check failed\n${check.output}`);
  }

  mkdirSync(join(serverDir, '.tmp'), { recursive: true }); // git-ignored
  const scratch = mkdtempSync(join(serverDir, '.tmp', `migrations-${folder}-`));
  try {
    if (existsSync(committed)) cpSync(committed, scratch, { recursive: true });
    const before = new Set(listFiles(scratch));
    const schema = `./src/db/schema/${folder}/index.ts`;
    const out = relative(serverDir, scratch);
    const result = drizzle(
      ['generate', '--dialect', kit, '--schema', schema, '--out', out, '--name', 'uncaptured'],
      /Your SQL migration file|No schema changes/,
    );
    if (!result.ok) {
      problems.push(
        `drizzle/${folder}: drizzle-kit generate failed; if it asks about renames, run ` +
          `\`pnpm --filter @tavola/sync-server db:generate\` interactively\n${result.output}`,
      );
    } else {
      const added = listFiles(scratch).filter((f) => f.endsWith('.sql') && !before.has(f));
      for (const file of added) {
        problems.push(
          `drizzle/${folder}: the schema has changes no migration captures; run ` +
            `\`pnpm --filter @tavola/sync-server db:generate --name <what_changed>\`. drizzle-kit would add:\n` +
            readFileSync(join(scratch, file), 'utf8'),
        );
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

try {
  rmdirSync(join(serverDir, '.tmp')); // only when empty
} catch {}

// 2: append-only against the base ref.
/** @param {string[]} args */
const git = (args) => spawnSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
const tracked = git(['ls-tree', '-r', '--name-only', base, '--', 'sync-server/drizzle']);
if (tracked.status !== 0) {
  console.warn(`check-migrations: cannot read git ref ${base}; append-only check skipped\n${tracked.stderr}`);
} else {
  for (const path of tracked.stdout.split('\n').filter(Boolean)) {
    const file = join(root, path);
    const name = relative(root, file);
    if (!existsSync(file)) {
      problems.push(`${name}: committed migration file was removed (migrations are append-only)`);
      continue;
    }
    const before = git(['show', `${base}:${path}`]).stdout;
    const now = readFileSync(file, 'utf8');
    if (path.endsWith('/meta/_journal.json')) {
      // The journal legitimately grows: the committed entries must stay, unchanged and first.
      const old = JSON.parse(before);
      const cur = JSON.parse(now);
      const kept = old.entries.every((/** @type {unknown} */ entry, /** @type {number} */ i) =>
        isDeepStrictEqual(entry, cur.entries[i]),
      );
      if (!kept || old.dialect !== cur.dialect) {
        problems.push(
          `${name}: committed journal entries were changed or removed (migrations are append-only)`,
        );
      }
    } else if (before !== now) {
      problems.push(`${name}: committed migration file was modified (append a new migration instead)`);
    }
  }
}

if (problems.length > 0) {
  console.error(`check-migrations: ${problems.length} problem(s)\n\n${problems.join('\n\n')}`);
  process.exit(1);
}
console.log('check-migrations: ok (schema fully captured; committed migrations unchanged)');
