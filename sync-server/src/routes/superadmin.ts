/**
 * REST adapter of the super-admin console: /api/v1/superadmin/* besides sign-in.
 * Every route needs a super-admin session (a tenant admin's cookie gets 403); every change is audited.
 */
import {
  reportsQuery,
  type TenantDetailAnswer,
  type TenantExportAnswer,
  type TenantPageAnswer,
  tenantAddArgs,
  tenantExportParam,
  tenantIdParam,
  tenantLatLngArgs,
  tenantsListQuery,
  tenantUpdateArgs,
} from '@tavola/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../plugins/errors.ts';
import { defineRoute } from '../plugins/route.ts';
import { dashboardFigures, reportFigures } from '../services/platform-figures.ts';
import { listTenants, tenantCounts, tenantsForExport } from '../services/tenant-list.ts';
import {
  addTenant,
  deleteTenant,
  setTenantLatLng,
  tenantDetail,
  updateTenant,
} from '../services/tenants-admin.ts';
import { usdConverter } from '../services/usd-rates.ts';

const tags = ['superadmin'];
export const TENANT_MESSAGES = {
  notFound: 'Tenant not found!',
  taken: 'Username already exists!',
  added: 'Tenant added successfully!',
  updated: 'Tenant updated successfully!',
  deleted: 'Tenant deleted successfully!',
  locationSaved: 'Location saved successfully',
  noStore: 'This tenant has no store details yet!',
} as const;

export default async function superadminRoutes(app: FastifyInstance) {
  const { t } = app.database;
  const guards = [app.requireSuperadmin];
  const usd = usdConverter(app.config.usdRates);
  const clock = () => ({ now: app.now(), timeZone: app.config.platformTimeZone });

  /** Platform events: no tenant_id, so the trail outlives a deleted tenant; the tenant is the entity. */
  const audit = (request: FastifyRequest, action: string, tenantId: string | null, detail: object) =>
    app.database.transaction((tx) =>
      tx.insert(t.auditLog).values({
        tenantId: null,
        actor: request.session().user.id,
        action: `superadmin.${action}`,
        entity: 'tenant',
        entityId: tenantId,
        detail: { ...detail, ip: request.ip },
        createdAt: app.now(),
      }),
    );

  defineRoute(app, {
    method: 'GET',
    url: '/superadmin/dashboard',
    summary:
      'Dashboard cards: active tenants, MRR, ARR (US cents), sales volume and orders of every store today',
    tags,
    guards,
    handler: async () => ({
      message: 'Dashboard loaded',
      ...(await dashboardFigures(app.database, app.now(), usd)),
    }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/superadmin/tenantsData',
    summary: 'The tenants tiles: activeTenants, inactiveTenants, allTenants',
    tags,
    guards,
    handler: async () => ({ message: 'Tenants counted', ...(await tenantCounts(app.database)) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/superadmin/tenantsData/:status',
    summary: 'Every tenant of a tile (active, inactive or all), newest first: the CSV export rows',
    tags,
    guards,
    params: tenantExportParam,
    handler: async (request, _reply, { params }) => {
      const tenants = await tenantsForExport(app.database, params.status);
      await audit(request, 'tenants_export', null, { status: params.status, rows: tenants.length });
      const answer: TenantExportAnswer = { message: 'Tenants exported', status: params.status, tenants };
      return answer;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/superadmin/tenants',
    summary: 'Tenants page by page (5 by default), with search, status tile and creation-date filter',
    tags,
    guards,
    query: tenantsListQuery,
    handler: async (_request, _reply, { query }) => {
      const page = await listTenants(app.database, query, clock());
      if (!page.ok) throw badRequest(page.message);
      const answer: TenantPageAnswer = { message: 'Tenants loaded', ...page.value };
      return answer;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/superadmin/tenants/add',
    summary: 'Add a tenant with its admin login and a Free subscription; Active approves it at once',
    tags,
    guards,
    body: tenantAddArgs,
    handler: async (request, _reply, { body }) => {
      const r = await addTenant(app.database, body, app.now());
      if (!r.ok) throw badRequest(TENANT_MESSAGES.taken);
      await audit(request, 'tenant_add', r.id, {
        name: body.name,
        email: body.email,
        isActive: body.isActive,
      });
      return { message: TENANT_MESSAGES.added, id: r.id };
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/superadmin/tenants/update/:id',
    summary: "Rename a tenant, change its admin's e-mail (the login) and switch it on (approve) or off",
    tags,
    guards,
    params: tenantIdParam,
    body: tenantUpdateArgs,
    handler: async (request, _reply, { params, body }) => {
      const r = await updateTenant(app.database, params.id, body, app.now());
      if (!r.ok)
        throw r.reason === 'missing' ? notFound(TENANT_MESSAGES.notFound) : badRequest(TENANT_MESSAGES.taken);
      await audit(request, 'tenant_update', params.id, { before: r.before, after: body });
      return { message: TENANT_MESSAGES.updated };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/superadmin/tenants/delete/:id',
    summary: 'Delete a tenant: every account and every row of it and its sub-kitchens, irreversibly',
    tags,
    guards,
    params: tenantIdParam,
    handler: async (request, _reply, { params }) => {
      const deleted = await deleteTenant(app.database, params.id);
      if (!deleted) throw notFound(TENANT_MESSAGES.notFound);
      await audit(request, 'tenant_delete', params.id, { name: deleted.name });
      return { message: TENANT_MESSAGES.deleted };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/superadmin/reports',
    summary: 'Platform report for a preset: tenants, MRR, ARR, customers, top sellers, sales volume, orders',
    tags,
    guards,
    query: reportsQuery,
    handler: async (_request, _reply, { query }) => {
      const r = await reportFigures(app.database, query, app.now(), usd);
      if (!r.ok) throw badRequest(r.message);
      return { message: 'Reports loaded', ...r.value };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/superadmin/tenants/:id/subscription-history',
    summary: "A tenant's details card and its subscription payment history, newest first",
    tags,
    guards,
    params: tenantIdParam,
    handler: async (_request, _reply, { params }) => {
      const detail = await tenantDetail(app.database, params.id);
      if (!detail) throw notFound(TENANT_MESSAGES.notFound);
      const answer: TenantDetailAnswer = { message: 'Tenant loaded', ...detail };
      return answer;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/superadmin/tenants/:id/latlng',
    summary: "The map details screen's save: a store's location as 'lat,lng'",
    tags,
    guards,
    params: tenantIdParam,
    body: tenantLatLngArgs,
    handler: async (request, _reply, { params, body }) => {
      const saved = await setTenantLatLng(app.database, params.id, body.latlng);
      if (!saved) {
        const exists = await tenantDetail(app.database, params.id);
        throw exists ? badRequest(TENANT_MESSAGES.noStore) : notFound(TENANT_MESSAGES.notFound);
      }
      await audit(request, 'tenant_location', params.id, { before: saved.previous, after: body.latlng });
      return { message: TENANT_MESSAGES.locationSaved, latlng: body.latlng };
    },
  });
}
