/**
 * GET /reports?type&from&to (VAL14), scope REPORTS: the sales figures of the chosen
 * preset's business days in the store's time zone (TIME5), as an instant range.
 */
import { presetRange, type ReportsAnswer, reportsQuery } from '@tavola/shared';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../plugins/errors.ts';
import { defineRoute } from '../plugins/route.ts';
import { salesFigures, storeClock } from '../services/sales-figures.ts';
import { tenantOf } from './tenant-mutation.ts';

export default async function reportsRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/reports',
    summary: 'Orders, customers, revenue, net sales, tax and top selling items of a date filter',
    tags: ['reports'],
    guards: [app.requireActiveTenant, app.requireScope('REPORTS')],
    query: reportsQuery,
    handler: async (request, _reply, { query }) => {
      const tenantId = tenantOf(request);
      const { clock, currency } = await storeClock(app.database, tenantId);
      const range = presetRange(query.type, app.now(), clock, { from: query.from, to: query.to });
      if (!range.ok) throw badRequest(range.message);
      const f = await salesFigures(app.database, tenantId, range.value, {
        // RDS1: whole days from the day summary (REPORT_DAY_SUMMARY=off: the ledger itself)
        daySummary: app.config.reportDaySummary === 'on' ? clock : undefined,
      });
      const answer: ReportsAnswer = {
        message: 'Reports',
        currency,
        topSellingItems: f.topSellingItems,
        ordersCount: f.ordersCount,
        averageOrderValue: f.averageOrderValue,
        totalCustomers: f.totalCustomers,
        newCustomerCount: f.newCustomerCount,
        repeatedCustomerCount: f.repeatedCustomerCount,
        revenue: f.revenue,
        netSales: f.netSales,
        taxTotal: f.taxTotal,
      };
      return answer;
    },
  });
}
