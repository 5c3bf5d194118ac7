// Uploaded images (menu items, store logo), content-addressed so any server instance can serve them.
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { bytes, createdAt, int } from './columns.ts';

/**
 * Keyed by the SHA-256 of the bytes, so identical uploads share one row even across tenants. `tenant_id`
 * records the first uploader and deliberately has no cascading foreign key: another tenant may reference
 * the same hash. Unreferenced images are garbage, collected by hash.
 */
export const images = pgTable(
  'images',
  {
    hash: text('hash').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    mime: text('mime').notNull(),
    bytes: bytes('bytes').notNull(),
    size: int('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('images_tenant_idx').on(t.tenantId)],
);
