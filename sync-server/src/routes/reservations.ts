/**
 * REST adapters of reservations (RES1-RES3): the tables for the form,
 * a date-preset list and a text search (in the store's clock), and writes that run the same mutators as a
 * push (SET3). `customerId` on add is the customer's phone, as the spec sends it.
 */
import {
  createReservation,
  dateFilterQuery,
  deleteReservation,
  idParam,
  presetRange,
  READ_SCOPES,
  RESERVATION_MESSAGES,
  RESERVATION_SAVED,
  reservationAddArgs,
  reservationUpdateArgs,
  searchQuery,
  updateReservation,
} from '@tavola/shared';
import { and, eq, gte, inArray, lt, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { scoped } from '../db/tenant-scope.ts';
import { uuidv7 } from '../ids.ts';
import { badRequest } from '../plugins/errors.ts';
import { defineRoute } from '../plugins/route.ts';
import { storeTables, tenantClock } from '../services/store-views.ts';
import { requireRow, runMutation, tenantOf } from './tenant-mutation.ts';

const tags = ['reservations'];

const updateBody = v.omit(reservationUpdateArgs, ['id']);

/** `%text%` for LIKE, with the wildcards in `text` escaped. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export default async function reservationsRoutes(app: FastifyInstance) {
  const { t } = app.database;
  const read = [app.requireActiveTenant, app.requireScope(...READ_SCOPES.reservations)];
  const write = [app.requireActiveTenant, app.requireScope('RESERVATIONS', 'MANAGE_RESERVATIONS')];
  const scope = (request: FastifyRequest) => scoped(app.database, tenantOf(request));

  /** The spec's reservation entity, with the customer's name and the table's title. */
  async function views(request: FastifyRequest, rows: (typeof t.reservations.$inferSelect)[]) {
    const s = scope(request);
    const customerIds = [...new Set(rows.map((r) => r.customerId))];
    const tableIds = [...new Set(rows.flatMap((r) => (r.tableId ? [r.tableId] : [])))];
    const customers = customerIds.length
      ? await s.select(t.customers, { where: inArray(t.customers.id, customerIds), includeDeleted: true })
      : [];
    const tables = tableIds.length
      ? await s.select(t.storeTables, { where: inArray(t.storeTables.id, tableIds), includeDeleted: true })
      : [];
    const names = new Map(customers.map((c) => [c.id, c.name]));
    const titles = new Map(tables.map((x) => [x.id, x.tableTitle]));
    return rows.map((r) => ({
      id: r.id,
      customer_id: r.customerId,
      customer_name: names.get(r.customerId) ?? null,
      date: r.date,
      table_id: r.tableId,
      table_title: r.tableId ? (titles.get(r.tableId) ?? null) : null,
      status: r.status,
      notes: r.notes,
      people_count: r.peopleCount,
      unique_code: r.uniqueCode,
      created_at: r.createdAt,
      updated_at: r.updatedAt,
    }));
  }

  defineRoute(app, {
    method: 'GET',
    url: '/reservations/init',
    summary: "The store's tables for the reservation form",
    tags,
    personalData: true,
    guards: read,
    handler: async (request) => {
      return { message: 'Reservations', storeTables: await storeTables(app.database, tenantOf(request)) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/reservations',
    summary: 'Reservations in a date preset (TIME5, the store clock), by date',
    tags,
    personalData: true,
    guards: read,
    query: dateFilterQuery,
    handler: async (request, _reply, { query }) => {
      const clock = await tenantClock(app.database, tenantOf(request));
      const range = presetRange(query.type, app.now(), clock, { from: query.from, to: query.to });
      if (!range.ok) throw badRequest(range.message);
      const rows = await scope(request).select(t.reservations, {
        where: and(gte(t.reservations.date, range.value.from), lt(t.reservations.date, range.value.to)),
        orderBy: [t.reservations.date, t.reservations.id],
      });
      return { message: 'Reservations', reservations: await views(request, rows) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/reservations/search',
    summary: "Reservations whose customer's name or phone, or whose notes, contain the text (blank: none)",
    tags,
    personalData: true,
    guards: read,
    query: searchQuery,
    handler: async (request, _reply, { query }) => {
      if (!query.q) return { message: 'Reservations', reservations: [] };
      const s = scope(request);
      const pattern = containing(query.q);
      const like = (col: SQLWrapper) => sql`lower(${col}) like ${pattern} escape '\\'`;
      const customers = await s.select(t.customers, {
        where: or(like(t.customers.name), like(t.customers.phone)),
        limit: 500,
      });
      const ids = customers.map((c) => c.id);
      const rows = await s.select(t.reservations, {
        where: or(
          like(sql`coalesce(${t.reservations.notes}, '')`),
          ids.length ? inArray(t.reservations.customerId, ids) : undefined,
        ),
        orderBy: [t.reservations.date, t.reservations.id],
        limit: 500,
      });
      return { message: 'Reservations', reservations: await views(request, rows) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/reservations/add',
    summary: 'Book a table for the customer with this phone (reservation.create.v1)',
    tags,
    personalData: true,
    guards: write,
    body: reservationAddArgs,
    handler: async (request, _reply, { body }) => {
      const customer = await scope(request).first(t.customers, eq(t.customers.phone, body.customerId));
      if (!customer) throw badRequest(RESERVATION_MESSAGES.customer);
      const id = uuidv7(app.now());
      const r = await runMutation(
        app,
        request,
        createReservation,
        { id, ...body, customerId: customer.id },
        RESERVATION_SAVED.added,
      );
      return { ...r, id };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/reservations/update/:id',
    summary: 'Update a reservation (reservation.update.v1)',
    tags,
    personalData: true,
    guards: write,
    params: idParam,
    body: updateBody,
    handler: async (request, _reply, { params, body }) => {
      await requireRow(app, request, t.reservations, params.id);
      return runMutation(app, request, updateReservation, { ...body, ...params }, RESERVATION_SAVED.updated);
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/reservations/delete/:id',
    summary: 'Delete a reservation (reservation.delete.v1)',
    tags,
    personalData: true,
    guards: write,
    params: idParam,
    handler: async (request, _reply, { params }) => {
      await requireRow(app, request, t.reservations, params.id);
      return runMutation(app, request, deleteReservation, params, RESERVATION_SAVED.deleted);
    },
  });
}
