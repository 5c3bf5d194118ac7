// `pnpm backup` and `pnpm restore <file>` (root scripts): DATABASE_URL as the server's, BACKUP_DIR for backups.
import { backupDatabase, restoreDatabase } from './backup.ts';

const [command, file] = process.argv.slice(2);
const url = process.env.DATABASE_URL || 'file:./data/tavola.sqlite';
const dir = process.env.BACKUP_DIR || './backups';

try {
  if (command === 'backup') {
    console.log(await backupDatabase(url, dir));
  } else if (command === 'restore' && file) {
    await restoreDatabase(url, file);
    console.log(`restored ${file}; start the server again`);
  } else {
    console.error('usage: backup-cli.ts backup | restore <file>');
    process.exitCode = 2;
  }
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
}
