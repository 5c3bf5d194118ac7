/**
 * REST adapters of customers (CUS1-CUS4): reads of the tenant's customers
 * (paged by creation, filtered by text), and writes that run the same mutators as a push (SET3).
 */
import {
  CUSTOMER_SAVED,
  createCustomer,
  customerAddArgs,
  customersListQuery,
  customerUpdateArgs,
  deleteCustomer,
  idParam,
  READ_SCOPES,
  settleCustomerDues,
  settleDuesArgs,
  updateCustomer,
} from '@tavola/shared';
import { eq, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { scoped } from '../db/tenant-scope.ts';
import { uuidv7 } from '../ids.ts';
import { notFound } from '../plugins/errors.ts';
import { defineRoute } from '../plugins/route.ts';
import { requireRow, runMutation, tenantOf } from './tenant-mutation.ts';

const tags = ['customers'];

const phoneParam = v.object({
  phone: v.pipe(v.string('Invalid request!'), v.trim(), v.minLength(1), v.maxLength(20)),
});
const settleBody = v.object(
  { amount: settleDuesArgs.entries.amount, paymentTypeId: settleDuesArgs.entries.paymentTypeId },
  'Invalid request!',
);

/** `%text%` for LIKE, with the wildcards in `text` escaped. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export default async function customersRoutes(app: FastifyInstance) {
  const { t } = app.database;
  const read = [app.requireActiveTenant, app.requireScope(...READ_SCOPES.customers)];
  const write = [app.requireActiveTenant, app.requireScope('CUSTOMERS', 'MANAGE_CUSTOMERS')];
  const scope = (request: FastifyRequest) => scoped(app.database, tenantOf(request));
  const view = (c: typeof t.customers.$inferSelect) => ({
    id: c.id,
    phone: c.phone,
    name: c.name,
    email: c.email,
    gender: c.gender,
    birth_date: c.birthDate,
    address: c.address,
    landmark: c.landmark,
    lat: c.lat,
    lng: c.lng,
    balance_due: c.balanceDue,
    created_at: c.createdAt,
    updated_at: c.updatedAt,
  });

  defineRoute(app, {
    method: 'GET',
    url: '/customers',
    summary: "The tenant's customers by creation, paged, filtered by name, phone or email",
    tags,
    personalData: true,
    guards: read,
    query: customersListQuery,
    handler: async (request, _reply, { query }) => {
      const s = scope(request);
      const like = (col: SQLWrapper) => sql`lower(${col}) like ${containing(query.filter ?? '')} escape '\\'`;
      const where = query.filter
        ? or(like(t.customers.name), like(t.customers.phone), like(sql`coalesce(${t.customers.email}, '')`))
        : undefined;
      const total = await s.count(t.customers, where);
      const rows = await s.select(t.customers, {
        where,
        orderBy: [t.customers.createdAt, t.customers.id],
        limit: query.perPage,
        offset: (query.page - 1) * query.perPage,
      });
      return {
        message: 'Customers',
        customers: rows.map(view),
        total,
        page: query.page,
        perPage: query.perPage,
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/customers/search-by-phone/:phone',
    summary: 'The customer with this phone',
    tags,
    personalData: true,
    guards: read,
    params: phoneParam,
    handler: async (request, _reply, { params }) => {
      const c = await scope(request).first(t.customers, eq(t.customers.phone, params.phone));
      if (!c) throw notFound('Customer not found!');
      return { message: 'Customer', customer: view(c) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/customers/:id',
    summary: 'One customer',
    tags,
    personalData: true,
    guards: read,
    params: idParam,
    handler: async (request, _reply, { params }) => {
      const c = await scope(request).find(t.customers, params.id);
      if (!c) throw notFound('Customer not found!');
      return { message: 'Customer', customer: view(c as typeof t.customers.$inferSelect) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/customers/add',
    summary: 'Add a customer (customer.create.v1)',
    tags,
    personalData: true,
    guards: write,
    body: customerAddArgs,
    handler: async (request, _reply, { body }) => {
      const id = uuidv7(app.now());
      const r = await runMutation(app, request, createCustomer, { id, ...body }, CUSTOMER_SAVED.added);
      return { ...r, id };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/customers/:id/update',
    summary: 'Update a customer; the phone is read-only (customer.update.v1)',
    tags,
    personalData: true,
    guards: write,
    params: idParam,
    body: customerUpdateArgs,
    handler: async (request, _reply, { params, body }) => {
      await requireRow(app, request, t.customers, params.id);
      return runMutation(app, request, updateCustomer, { ...params, ...body }, CUSTOMER_SAVED.updated);
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/customers/:id/delete',
    summary: 'Delete a customer (customer.delete.v1)',
    tags,
    personalData: true,
    guards: write,
    params: idParam,
    handler: async (request, _reply, { params }) => {
      await requireRow(app, request, t.customers, params.id);
      return runMutation(app, request, deleteCustomer, params, CUSTOMER_SAVED.deleted);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/customers/:id/settle-dues',
    summary: "Settle part or all of a customer's khata balance (customer.settle-dues.v1)",
    tags,
    personalData: true,
    guards: write,
    params: idParam,
    body: settleBody,
    handler: async (request, _reply, { params, body }) => {
      await requireRow(app, request, t.customers, params.id);
      return runMutation(
        app,
        request,
        settleCustomerDues,
        { customerId: params.id, ...body },
        CUSTOMER_SAVED.settled,
      );
    },
  });
}
