// The server's own database drivers (node-postgres, better-sqlite3) as the benches load them from
// sync-server, and queries on one PostgreSQL connection.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from '../lib.mjs';

/** `require` from sync-server, for its dependencies. */
export const fromServer = createRequire(join(root, 'sync-server', 'package.json'));
/** node-postgres, the server's own driver (ADR 0046; the scripts have no dependency of their own on it). */
export const pgDriver = () =>
  /** @type {typeof import('../../sync-server/node_modules/@types/pg')} */ (fromServer('pg'));

/** A query on one connection: its rows (untyped, as node-postgres answers them). @typedef {(text: string, values?: unknown[]) => Promise<any[]>} Query */

/** @param {string | undefined} url */
export const isPg = (url) => /^postgres(ql)?:/.test(url ?? '');

/**
 * Runs `fn` with one connection (node-postgres, the server's driver) to the database at `url`, ended after.
 * @template T
 * @param {string} url
 * @param {(query: Query) => Promise<T>} fn
 */
export async function withPg(url, fn) {
  const { Client } = pgDriver();
  const client = new Client({ connectionString: url });
  client.on('error', () => {}); // its queries fail with it
  await client.connect();
  try {
    return await fn(async (text, values) => (await client.query(text, values)).rows);
  } finally {
    await client.end();
  }
}
