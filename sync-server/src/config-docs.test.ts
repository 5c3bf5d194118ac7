/**
 * docs/deploy.md's environment reference names every variable the server and its operating commands read:
 * loadConfig's (config.ts), `process.env.X` in the server's sources, `npm start`, the backup commands and the
 * Dockerfile's ENV. A variable added to any of them without its line in the document fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from './config.ts';

const src = dirname(fileURLToPath(import.meta.url));
const root = join(src, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The server's own sources: tests, their suites and helpers read variables of the test runs only. */
const TEST_ONLY = /(\.test|\.suite|\.cases)\.ts$|\/(test-support|testing)\//;
const serverSources = (readdirSync(src, { recursive: true, encoding: 'utf8' }) as string[])
  .map((path) => join('sync-server', 'src', path))
  .filter((path) => path.endsWith('.ts') && !TEST_ONLY.test(path.replaceAll('\\', '/')));
/** The commands that start or operate the server (scripts/lib.mjs's CI and CHROMIUM_PATH are the tests'). */
const OPERATING_SCRIPTS = ['scripts/start.mjs', 'scripts/backup.mjs', 'scripts/restore.mjs'];

const envReads = (text: string) =>
  [...text.matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]*)|\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\])/g)].map(
    (m) => m[1] ?? m[2] ?? '',
  );
const dockerEnv = (text: string) =>
  [...text.matchAll(/^ENV\s+([\s\S]*?)(?<!\\)\n/gm)].flatMap((m) =>
    [...(m[1] ?? '').matchAll(/([A-Z][A-Z0-9_]*)=/g)].map((n) => n[1] ?? ''),
  );

describe('docs/deploy.md', () => {
  const deploy = read('docs/deploy.md');
  const missing = (names: readonly string[]) =>
    [...new Set(names)].filter((name) => !deploy.includes(`\`${name}\``)).sort();

  it('describes every variable loadConfig reads', () => {
    expect(CONFIG_VARIABLES.length).toBeGreaterThan(30);
    expect(missing(CONFIG_VARIABLES)).toEqual([]);
  });

  it("describes every process.env the server's sources, npm start and the backup commands read", () => {
    const names = [...serverSources, ...OPERATING_SCRIPTS].flatMap((path) => envReads(read(path)));
    expect(names).toEqual(expect.arrayContaining(['PG_BIN', 'BACKUP_DIR', 'SEED_DEMO']));
    expect(missing(names)).toEqual([]);
  });

  it("describes every variable the Dockerfile's ENV sets", () => {
    const names = dockerEnv(read('Dockerfile'));
    expect(names).toEqual(expect.arrayContaining(['NODE_ENV', 'PWA_DIST', 'BACKUP_DIR']));
    expect(missing(names)).toEqual([]);
  });
});
