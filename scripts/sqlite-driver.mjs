// `npm start` on a machine where better-sqlite3 (the SQLite driver) has no prebuilt binary compiles it from
// source for minutes: say so before the install starts, and name the build tools it needs (README).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const BUILD_TOOLS = ['python3', 'make', 'g++'];

/** True once a better-sqlite3 binary sits in node_modules (installed before, prebuilt or compiled). */
export function sqliteDriverBuilt(/** @type {string} */ root) {
  const store = join(root, 'node_modules', '.pnpm');
  if (!existsSync(store)) return false;
  return readdirSync(store)
    .filter((d) => d.startsWith('better-sqlite3@'))
    .some((d) =>
      existsSync(join(store, d, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node')),
    );
}

/** @param {string} tool */
const onPath = (tool) => spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status === 0;

/**
 * The notice to print before installing, or null when the driver is built already.
 * @param {{ built: boolean; missingTools: string[]; platform: string }} state
 */
export function sqliteBuildNotice({ built, missingTools, platform }) {
  if (built) return null;
  const lines = [
    `› the SQLite driver (better-sqlite3) is not built yet: the install fetches a prebuilt binary for ${platform},`,
    '  or, where none exists, compiles it from source, which can take several minutes with no output.',
  ];
  if (missingTools.length > 0)
    lines.push(
      `  Compiling needs ${BUILD_TOOLS.join(', ')}; missing here: ${missingTools.join(', ')}`,
      '  (Debian/Ubuntu: apt-get install python3 make g++).',
    );
  return lines.join('\n');
}

export function announceSqliteBuild(/** @type {string} */ root) {
  const notice = sqliteBuildNotice({
    built: sqliteDriverBuilt(root),
    missingTools: BUILD_TOOLS.filter((t) => !onPath(t)),
    platform: `Node ${process.versions.node} on ${process.platform}-${process.arch}`,
  });
  if (notice) console.log(notice);
}
