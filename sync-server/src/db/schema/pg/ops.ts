// Tables of the server's own operation, not of any tenant: the readiness write probe (ADR 0045). Mirrors ../sqlite/ops.ts.
import { pgTable, text } from 'drizzle-orm/pg-core';
import { epochMs } from './columns.ts';

/** One row per server instance, rewritten by each readiness probe (see ../sqlite/ops.ts). */
export const writeProbes = pgTable('write_probes', {
  id: text('id').primaryKey(),
  instance: text('instance').notNull(),
  probedAt: epochMs('probed_at').notNull(),
  padding: text('padding'),
});
