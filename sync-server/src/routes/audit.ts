/**
 * GET /reports/audit?type&from&to&action&user&device&page&format (AUD1-AUD4), scope REPORTS: the store's audit
 * trail of a report preset's period (TIME5), filtered, a page of JSON or the whole filter as CSV. Read-only:
 * no route changes or deletes an entry (AUD5).
 */
import { AUDIT_PAGE_SIZE, type AuditLogAnswer, auditCsv, auditQuery, presetRange } from '@tavola/shared';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../plugins/errors.ts';
import { defineRoute } from '../plugins/route.ts';
import { auditEntries } from '../services/audit-trail.ts';
import { storeClock } from '../services/sales-figures.ts';
import { tenantOf } from './tenant-mutation.ts';

export default async function auditRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/reports/audit',
    summary: 'The audit log: who, which device, when, what and why; filters and CSV export',
    tags: ['reports'],
    guards: [app.requireActiveTenant, app.requireScope('REPORTS')],
    query: auditQuery,
    personalData: true,
    handler: async (request, reply, { query }) => {
      const tenantId = tenantOf(request);
      const { clock } = await storeClock(app.database, tenantId);
      const range = presetRange(query.type, app.now(), clock, { from: query.from, to: query.to });
      if (!range.ok) throw badRequest(range.message);
      const found = await auditEntries(app.database, tenantId, range.value, query);
      if (query.format === 'csv') {
        reply.header('content-type', 'text/csv; charset=utf-8');
        reply.header('content-disposition', `attachment; filename="audit-log-${query.type}.csv"`);
        return auditCsv(found.entries);
      }
      const start = (query.page - 1) * AUDIT_PAGE_SIZE;
      const answer: AuditLogAnswer = {
        message: 'Audit log',
        entries: found.entries.slice(start, start + AUDIT_PAGE_SIZE),
        page: query.page,
        pageSize: AUDIT_PAGE_SIZE,
        total: found.entries.length,
        actions: found.actions,
        users: found.users,
        devices: found.devices,
      };
      return answer;
    },
  });
}
