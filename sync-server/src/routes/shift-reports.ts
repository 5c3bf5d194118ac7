/** GET /reports/shifts?type&from&to (SHIFT7), scope REPORTS: the shifts opened in a preset's period with their X/Z figures, and per cashier. */
import { presetRange, reportsQuery, type ShiftReportsAnswer } from '@tavola/shared';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../plugins/errors.ts';
import { defineRoute } from '../plugins/route.ts';
import { storeClock } from '../services/sales-figures.ts';
import { shiftFigures } from '../services/shift-figures.ts';
import { tenantOf } from './tenant-mutation.ts';

export default async function shiftReportsRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/reports/shifts',
    summary: 'Shifts of a date filter with their sales, tenders, voids and cash, and the same per cashier',
    tags: ['reports'],
    guards: [app.requireActiveTenant, app.requireScope('REPORTS')],
    query: reportsQuery,
    handler: async (request, _reply, { query }) => {
      const tenantId = tenantOf(request);
      const { clock, currency } = await storeClock(app.database, tenantId);
      const now = app.now();
      const range = presetRange(query.type, now, clock, { from: query.from, to: query.to });
      if (!range.ok) throw badRequest(range.message);
      const figures = await shiftFigures(app.database, tenantId, range.value, now);
      const answer: ShiftReportsAnswer = { message: 'Shift reports', currency, ...figures };
      return answer;
    },
  });
}
