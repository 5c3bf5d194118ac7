// Backups and restores of the whole database (issue 9, ADR 0017): SQLite through the online backup API, so the
// server keeps running; PostgreSQL through pg_dump / pg_restore. A restore makes a new sync epoch (RST1), so
// every till's next pull is a reset and it sends again what the backup missed (RST2).
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { dialectOf, openDatabase } from '../db/index.ts';
import { sqlitePath } from '../db/sqlite.ts';
import { newSyncEpoch, rotateSyncEpoch, SYNC_EPOCH_KEY } from '../sync/epoch.ts';
import { pgBinDir } from './pg-bin.mjs';

/** `20261124T054000123Z`: sorts by time, safe in file names. */
const stamp = (now: Date) => now.toISOString().replace(/[-:]/g, '').replace('.', '');

export const backupFileName = (url: string, now: Date): string =>
  `tavola-${stamp(now)}.${dialectOf(url) === 'pg' ? 'pgdump' : 'sqlite'}`;

/** A PostgreSQL client program: PG_BIN, else the newest /usr/lib/postgresql/<v>/bin holding it, else the PATH. */
function pgProgram(name: 'pg_dump' | 'pg_restore'): string {
  const dir = process.env.PG_BIN || pgBinDir([name]);
  return dir ? join(dir, name) : name;
}

function run(cmd: string, args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} exited with ${code}: ${stderr.trim()}`)),
    );
  });
}

/** Writes a consistent copy of the database at `url` into `dir`; returns the file's path. */
export async function backupDatabase(url: string, dir: string, now = new Date()): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, backupFileName(url, now));
  if (dialectOf(url) === 'pg') {
    await run(pgProgram('pg_dump'), ['--format=custom', '--no-owner', '--no-acl', `--file=${file}`, url]);
    return file;
  }
  const source = new BetterSqlite3(sqlitePath(url), { readonly: true, fileMustExist: true });
  try {
    await source.backup(file);
  } finally {
    source.close();
  }
  // The copy gets its own epoch: even restored by hand (a file copy), it never matches a live cookie.
  const copy = new BetterSqlite3(file);
  try {
    copy
      .prepare(
        'insert into server_secrets (name, value) values (?, ?) on conflict(name) do update set value = excluded.value',
      )
      .run(SYNC_EPOCH_KEY, newSyncEpoch());
  } finally {
    copy.close();
  }
  return file;
}

/**
 * Replaces the database at `url` with the backup `file`, brings it to the current migrations and makes a new
 * sync epoch. Every server on the database must be stopped first.
 */
export async function restoreDatabase(url: string, file: string): Promise<void> {
  if (!existsSync(file)) throw new Error(`no backup file at ${file}`);
  if (dialectOf(url) === 'pg') {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {}); // its query fails with it
    await client.connect();
    try {
      // Tables a newer migration added would survive pg_restore --clean and break the migrations: start empty.
      await client.query(
        'drop schema if exists drizzle cascade; drop schema public cascade; create schema public',
      );
    } finally {
      await client.end();
    }
    await run(pgProgram('pg_restore'), [
      '--no-owner',
      '--no-acl',
      '--single-transaction',
      `--dbname=${url}`,
      file,
    ]);
  } else {
    const path = sqlitePath(url);
    for (const suffix of ['-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
    copyFileSync(file, path);
  }
  const database = await openDatabase(url);
  try {
    await database.migrate();
    await rotateSyncEpoch(database);
  } finally {
    await database.close();
  }
}
