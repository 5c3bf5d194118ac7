// Throwaway databases for tests, and the pattern for suites that run on both dialects:
//   foo.suite.ts     export function fooSuite(open: OpenTestDatabase) { it(...) }
//   foo.test.ts      describeSqlite('foo', fooSuite)
//   foo.pg.test.ts   describePg('foo', fooSuite)
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, inject } from 'vitest';
import { type Database, openDatabase } from '../src/db/index.ts';

export interface TestDatabaseOptions {
  /** Apply the migrations (default true); false gives an empty database. */
  migrate?: boolean;
}
export type OpenTestDatabase = (options?: TestDatabaseOptions) => Promise<Database>;

/**
 * Replaces `close` so that closing also disposes of the database itself; everything else is the database's own
 * (a field left out here would quietly send tests another way than production, as the pool of pulls once did).
 */
function withCleanup(database: Database, cleanup: () => Promise<void>): Database {
  return {
    ...database,
    close: async () => {
      try {
        await database.close();
      } finally {
        await cleanup();
      }
    },
  };
}

/** The URLs of the databases opened here, for what opens a connection of its own (the sync engine's push thread). */
const urls = new WeakMap<Database, string>();

/** The URL a database of `sqliteTestDatabase` or `pgTestDatabase` was opened with. */
export function testDatabaseUrl(database: Database): string {
  const url = urls.get(database);
  if (url === undefined) throw new Error('not a database of test/databases.ts');
  return url;
}

/** `withCleanup`, remembering the database's URL. */
function opened(database: Database, url: string, cleanup: () => Promise<void>): Database {
  const handle = withCleanup(database, cleanup);
  urls.set(handle, url);
  return handle;
}

/** A throwaway database's URL (empty, or a migrated copy for pg), for tests that open and close it themselves. */
export type TestDatabaseUrl = { url: string; drop(): Promise<void> };
export type OpenTestDatabaseUrl = (options?: TestDatabaseOptions) => Promise<TestDatabaseUrl>;

/** A path for a fresh SQLite file in a temp dir; `drop()` deletes the dir. */
export const sqliteTestDatabaseUrl: OpenTestDatabaseUrl = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'tavola-sqlite-'));
  return {
    url: `file:${join(dir, 'test.db')}`,
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
};

/** A fresh SQLite file in a temp dir (migrated unless told otherwise); `close()` deletes it. */
export const sqliteTestDatabase: OpenTestDatabase = async ({ migrate = true } = {}) => {
  const { url, drop } = await sqliteTestDatabaseUrl();
  const database = await openDatabase(url);
  if (migrate) await database.migrate();
  return opened(database, url, drop);
};

/** The shared test cluster's URL, or null when pg suites skip (see test/global-setup.ts). */
export const pgTestUrl = (): string | null => inject('pgUrl');

/** Runs `fn` with a connection of its own to `url` (the cluster's `postgres` database by default), then ends it. */
export async function withPgClient<T>(fn: (client: pg.Client) => Promise<T>, url = pgTestUrl()): Promise<T> {
  if (!url) throw new Error(`no PostgreSQL for tests: ${inject('pgSkipReason')}`);
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {}); // its queries fail with it
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
const admin = <T>(fn: (client: pg.Client) => Promise<T>) => withPgClient(fn);

const pgMigrations = fileURLToPath(new URL('../drizzle/pg', import.meta.url));

/**
 * Name of a migrated template database for the current pg migrations. Copying it is about twice as fast as
 * migrating each test database; the name carries a hash of the migration files, so a long-lived cluster
 * (TEST_PG_URL) never serves a stale one.
 */
let template: Promise<string> | undefined;
function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const hash = createHash('sha256');
    for (const file of readdirSync(pgMigrations, { recursive: true, encoding: 'utf8' }).sort()) {
      if (file.endsWith('.sql') || file.endsWith('.json'))
        hash.update(file).update(readFileSync(join(pgMigrations, file)));
    }
    const name = `tavola_template_${hash.digest('hex').slice(0, 16)}`;
    await admin(async (client) => {
      await client.query('select pg_advisory_lock(7270820002)'); // test workers race to create it
      const { rows } = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (rows.length > 0) return;
      await client.query(`drop database if exists ${name}_wip with (force)`); // left by a killed run
      await client.query(`create database ${name}_wip template template0`);
      const database = await openDatabase(databaseUrl(`${name}_wip`));
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      await client.query(`alter database ${name}_wip rename to ${name}`);
    });
    return name;
  })();
  return template;
}

function databaseUrl(name: string): string {
  const url = new URL(pgTestUrl() ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new database with a random name in the shared cluster (a migrated copy unless told otherwise). */
export const pgTestDatabaseUrl: OpenTestDatabaseUrl = async ({ migrate = true } = {}) => {
  const name = `tavola_test_${randomBytes(8).toString('hex')}`;
  const source = migrate ? await migratedTemplate() : 'template0';
  await admin((client) => client.query(`create database ${name} template ${source}`));
  return {
    url: databaseUrl(name),
    drop: () =>
      admin(async (client) => {
        await client.query(`drop database if exists ${name} with (force)`);
      }),
  };
};

/** A new database with a random name in the shared cluster (migrated unless told otherwise); dropped at close. */
export const pgTestDatabase: OpenTestDatabase = async ({ migrate = true } = {}) => {
  const { url, drop } = await pgTestDatabaseUrl({ migrate });
  const database = await openDatabase(url);
  if (migrate) await database.migrate(); // a no-op on the copy; proves the template is current
  return opened(database, url, drop);
};

/** `pgTestDatabase` opened as the server is with a switch off (PG_CORKED_WRITES=off: `{ corkedWrites: false }`). */
export const pgTestDatabaseWith =
  (options: { corkedWrites?: boolean }): OpenTestDatabase =>
  async ({ migrate = true } = {}) => {
    const { url, drop } = await pgTestDatabaseUrl({ migrate });
    const database = await openDatabase(url, options);
    if (migrate) await database.migrate();
    return opened(database, url, drop);
  };

/** `describe` on SQLite: `${name} [sqlite]`. */
export function describeSqlite(name: string, suite: (open: OpenTestDatabase) => void): void {
  describe(`${name} [sqlite]`, () => suite(sqliteTestDatabase));
}

/** `describe` on PostgreSQL: `${name} [pg]`, skipped with the reason when no cluster is available. */
export function describePg(name: string, suite: (open: OpenTestDatabase) => void): void {
  describePgWith(name, suite, pgTestDatabase);
}

/** `describePg` for a suite taking another opener (`pgTestDatabaseUrl`). */
export function describePgWith<T>(name: string, suite: (open: T) => void, open: T): void {
  if (pgTestUrl()) describe(`${name} [pg]`, () => suite(open));
  else describe.skip(`${name} [pg] (skipped: ${inject('pgSkipReason')})`, () => suite(open));
}
