// Where PostgreSQL's programs are: the backup commands' pg_dump and pg_restore (ADR 0017), and the test harness's
// initdb and pg_ctl (scripts/pg-harness.mjs imports this file). Plain ESM, so that the harness runs with no build
// step or TypeScript loader.
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const holds = (dir, programs) => programs.every((p) => existsSync(join(dir, p)));

/** The directory holding `programs`: $PG_BIN, the highest /usr/lib/postgresql/<v>/bin, or one on the PATH. */
export function pgBinDir(programs) {
  if (process.env.PG_BIN && holds(process.env.PG_BIN, programs)) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((v) => holds(join(base, v, 'bin'), programs))
      .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
    if (versions[0]) return join(base, versions[0], 'bin');
  }
  for (const dir of (process.env.PATH ?? '').split(delimiter)) if (dir && holds(dir, programs)) return dir;
  return null;
}
