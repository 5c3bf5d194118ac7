/**
 * GET /reports/gst?from&to&format=json|csv (GST4), scope REPORTS: the GSTR-1-shaped export of the invoices of a
 * period of business days (both inclusive): B2B invoices, the B2C summary by rate, the HSN summary; GST6: net of
 * the period's credit notes (refunds), with their CDNR rows and series.
 */
import { gstReportQuery, gstr1, gstr1Csv } from '@tavola/shared';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../plugins/route.ts';
import { gstInvoices } from '../services/gst-report.ts';
import { tenantOf } from './tenant-mutation.ts';

export default async function gstReportRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/reports/gst',
    summary: 'GSTR-1-shaped sales of a period: B2B invoices, B2C summary by rate, HSN summary (JSON or CSV)',
    tags: ['reports'],
    guards: [app.requireActiveTenant, app.requireScope('REPORTS')],
    query: gstReportQuery,
    personalData: true,
    handler: async (request, reply, { query }) => {
      const from = query.from as string;
      const to = query.to as string;
      const { gstin, invoices, notes } = await gstInvoices(app.database, tenantOf(request), from, to);
      const report = gstr1(gstin, from, to, invoices, notes);
      if (query.format === 'csv') {
        reply.header('content-type', 'text/csv; charset=utf-8');
        reply.header('content-disposition', `attachment; filename="gstr1-${from}-${to}.csv"`);
        return gstr1Csv(report);
      }
      return { message: 'GST report', report };
    },
  });
}
