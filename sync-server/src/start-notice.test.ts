// `npm start` says before installing that the SQLite driver may compile for minutes, and what it needs (issue 29).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs operating script, without types
import { BUILD_TOOLS, sqliteBuildNotice, sqliteDriverBuilt } from '../../scripts/sqlite-driver.mjs';

describe('npm start and the SQLite driver', () => {
  it('announces a from-source build, naming the missing build tools, only while the driver is not built', () => {
    const notice = sqliteBuildNotice({
      built: false,
      missingTools: ['g++'],
      platform: 'Node 22 on linux-arm64',
    });
    expect(notice).toContain('compiles it from source, which can take several minutes');
    expect(notice).toContain('missing here: g++');
    expect(BUILD_TOOLS).toEqual(['python3', 'make', 'g++']);
    expect(sqliteBuildNotice({ built: true, missingTools: [], platform: 'x' })).toBeNull();
  });

  it('finds a built binary under node_modules/.pnpm', () => {
    const root = mkdtempSync(join(tmpdir(), 'tavola-start-'));
    expect(sqliteDriverBuilt(root)).toBe(false);
    const release = join(
      root,
      'node_modules/.pnpm/better-sqlite3@12.6.2/node_modules/better-sqlite3/build/Release',
    );
    mkdirSync(release, { recursive: true });
    expect(sqliteDriverBuilt(root)).toBe(false);
    writeFileSync(join(release, 'better_sqlite3.node'), '');
    expect(sqliteDriverBuilt(root)).toBe(true);
  });
});
