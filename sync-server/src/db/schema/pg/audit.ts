// Audit log: security and money events worth explaining later (price overrides, sign-ins, deletions).
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../../../ids.ts';
import { createdAt, json } from './columns.ts';

export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    /** Null for platform events. No foreign key: the trail outlives a deleted tenant. */
    tenantId: text('tenant_id'),
    /** User id, 'device:<id>', 'diner' or 'system'. */
    actor: text('actor'),
    action: text('action').notNull(),
    entity: text('entity'),
    entityId: text('entity_id'),
    detail: json<unknown>('detail'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_tenant_created_idx').on(t.tenantId, t.createdAt)],
);
