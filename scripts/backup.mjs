// `pnpm backup`: a timestamped copy of the database (DATABASE_URL, default data/tavola.sqlite) in BACKUP_DIR
// (default backups/); prints the file. `pnpm restore <file>` puts one back (servers stopped). See docs/deploy.md.
import { join } from 'node:path';
import { must, root } from './lib.mjs';

const args = process.argv.slice(2);
const command = args[0] === 'restore' ? args : ['backup', ...args];
const env = {
  DATABASE_URL: process.env.DATABASE_URL || `file:${join(root, 'data', 'tavola.sqlite')}`,
  BACKUP_DIR: process.env.BACKUP_DIR || join(root, 'backups'),
};
const tsx = join(root, 'sync-server', 'node_modules', '.bin', 'tsx');
must(tsx, [join(root, 'sync-server', 'src', 'ops', 'backup-cli.ts'), ...command], { env });
