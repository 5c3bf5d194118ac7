/**
 * GET /dashboard, scope DASHBOARD (PERM3): today's reservations, top selling items
 * and counts, for the store's business day in its time zone (TIME3-TIME4).
 */
import { businessDaysRange, businessToday } from '@tavola/shared';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { scoped } from '../db/tenant-scope.ts';
import { defineRoute } from '../plugins/route.ts';
import { salesFigures, storeClock } from '../services/sales-figures.ts';
import { tenantOf } from './tenant-mutation.ts';

const iso = (ms: number) => new Date(ms).toISOString();

export default async function dashboardRoutes(app: FastifyInstance) {
  const { t } = app.database;

  defineRoute(app, {
    method: 'GET',
    url: '/dashboard',
    summary: "Today's reservations, top selling items and order and customer counts",
    tags: ['dashboard'],
    guards: [app.requireActiveTenant, app.requireScope('DASHBOARD')],
    handler: async (request) => {
      const tenantId = tenantOf(request);
      const { clock, currency } = await storeClock(app.database, tenantId);
      const today = businessToday(app.now(), clock);
      const range = businessDaysRange(today, today, clock);
      const figures = await salesFigures(app.database, tenantId, range, {
        daySummary: app.config.reportDaySummary === 'on' ? clock : undefined,
      });
      const s = scoped(app.database, tenantId);
      const rows = await s.db
        .select({
          r: t.reservations,
          customerName: t.customers.name,
          customerPhone: t.customers.phone,
          tableTitle: t.storeTables.tableTitle,
        })
        .from(t.reservations)
        .leftJoin(
          t.customers,
          and(eq(t.customers.id, t.reservations.customerId), eq(t.customers.tenantId, tenantId)),
        )
        .leftJoin(
          t.storeTables,
          and(eq(t.storeTables.id, t.reservations.tableId), eq(t.storeTables.tenantId, tenantId)),
        )
        .where(
          s.where(t.reservations, gte(t.reservations.date, range.from), lt(t.reservations.date, range.to)),
        )
        .orderBy(asc(t.reservations.date), asc(t.reservations.id));
      return {
        message: 'Dashboard',
        reservations: rows.map(({ r, customerName, customerPhone, tableTitle }) => ({
          id: r.id,
          customer_id: r.customerId,
          customer_name: customerName,
          // the id a person knows the customer by (the spec's reservations name customers by phone)
          customer_phone: customerPhone,
          date: iso(r.date),
          table_id: r.tableId,
          table_title: tableTitle,
          status: r.status,
          notes: r.notes,
          people_count: r.peopleCount,
          unique_code: r.uniqueCode,
          created_at: iso(r.createdAt),
          updated_at: iso(r.updatedAt),
        })),
        topSellingItems: figures.topSellingItems,
        ordersCount: figures.ordersCount,
        newCustomerCount: figures.newCustomerCount,
        repeatedCustomerCount: figures.repeatedCustomerCount,
        currency,
        businessDay: today,
      };
    },
  });
}
