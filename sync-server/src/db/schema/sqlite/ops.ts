// Tables of the server's own operation, not of any tenant: the readiness write probe (ADR 0045).
import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { epochMs } from './columns.ts';

/**
 * One row per server instance, rewritten by each readiness probe: a committed write proves the instance can
 * write. A row is inserted before the instance's previous one is deleted, and on SQLite it carries a page of
 * `padding`, so the probe fails like any write once the file cannot grow (disk full). Rows of instances
 * silent for an hour are deleted by the next probe.
 */
export const writeProbes = sqliteTable('write_probes', {
  id: text('id').primaryKey(),
  instance: text('instance').notNull(),
  probedAt: epochMs('probed_at').notNull(),
  padding: text('padding'),
});
