/**
 * REST adapters of the settings area (document 3 section 7 "Settings"), scope SETTINGS: reads of the
 * tenant's rows, and writes that run the same mutators as a push (SET3), replying `{ message }`.
 */
import {
  categoryAddArgs,
  categoryUpdateArgs,
  createCategory,
  createPaymentType,
  createStoreTable,
  createTax,
  deleteCategory,
  deletePaymentType,
  deleteStoreTable,
  deleteTax,
  ERROR_CODES,
  idParam,
  type Mutator,
  paymentTypeAddArgs,
  paymentTypeToggleArgs,
  paymentTypeUpdateArgs,
  percentFromRate,
  printSettingsArgs,
  rate,
  SETTINGS_SAVED,
  setLatLngArgs,
  setStoreLocation,
  storeSettingsArgs,
  TEXTS,
  tableArgs,
  taxAddArgs,
  taxUpdateArgs,
  togglePaymentType,
  updateCategory,
  updatePaymentType,
  updatePrintSettings,
  updateStoreSettings,
  updateStoreTable,
  updateTax,
} from '@tavola/shared';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { scoped } from '../db/tenant-scope.ts';
import { uuidv7 } from '../ids.ts';
import { badRequest, HttpError, notFound } from '../plugins/errors.ts';
import { defineRoute } from '../plugins/route.ts';
import { imagePath } from '../services/images.ts';
import { applyServerMutation } from '../sync/apply-server-mutation.ts';

const tags = ['settings'];

/** The guards of every settings call: an active tenant and SETTINGS (admin always, PERM2). */
export const settingsGuards = (app: FastifyInstance) => [
  app.requireActiveTenant,
  app.requireScope('SETTINGS'),
];

export const tenantOf = (request: FastifyRequest): string => {
  const tenant = request.session().tenant;
  if (!tenant) throw new HttpError(403, TEXTS.noAccess, ERROR_CODES.forbidden);
  return tenant.id;
};

/** 404 unless the tenant has a live row with this id (another tenant's id looks the same as none). */
export async function requireRow(
  app: FastifyInstance,
  request: FastifyRequest,
  table: SQLiteTable,
  id: string,
): Promise<Record<string, unknown>> {
  const row = await scoped(app.database, tenantOf(request)).find(table, id);
  if (!row) throw notFound();
  return row as Record<string, unknown>;
}

/**
 * SET3: runs `mutator` for the caller's tenant and answers `{ message }`; a rejection is 404 (missing
 * row), 403 (scope) or 400 (anything else, with the mutator's message).
 */
export async function runMutation<A>(
  app: FastifyInstance,
  request: FastifyRequest,
  mutator: Mutator<A>,
  args: A,
  message: string,
): Promise<{ message: string }> {
  const auth = request.session();
  const result = await applyServerMutation(
    app.database,
    {
      tenantId: tenantOf(request),
      actor: { role: auth.user.role, scope: auth.user.scope, userId: auth.user.id },
      sessionId: auth.sessionId,
      mutator: mutator as Mutator<unknown>,
      args,
      now: app.now(),
    },
    (tenantId, announce) => app.hasDecorator('realtime') && app.realtime.publish(tenantId, announce),
  );
  if (result.ok) return { message };
  if (result.code.endsWith('NOT_FOUND')) throw notFound(result.message);
  if (result.code === ERROR_CODES.forbidden) throw new HttpError(403, result.message, ERROR_CODES.forbidden);
  throw badRequest(result.message);
}

const flag = (b: boolean) => (b ? 1 : 0);

export default async function settingsRoutes(app: FastifyInstance) {
  const guards = settingsGuards(app);
  const { t } = app.database;
  const scope = (request: FastifyRequest) => scoped(app.database, tenantOf(request));
  const ordered = (table: { createdAt: SQLiteColumn; id: SQLiteColumn }) => ({
    orderBy: [table.createdAt, table.id],
  });

  defineRoute(app, {
    method: 'GET',
    url: '/settings/store-setting',
    summary: "The store's details, currency, clock and QR menu code",
    tags,
    guards,
    handler: async (request) => {
      const s = await scope(request).first(t.storeSettings);
      return {
        message: 'Store settings',
        storeSettings: s
          ? {
              storeName: s.storeName,
              address: s.address,
              phone: s.phone,
              email: s.email,
              currency: s.currency,
              image: s.imageHash ? imagePath(s.imageHash) : null,
              isQRMenuEnabled: s.isQrMenuEnabled,
              uniqueQRCode: s.uniqueQrCode,
              latlng: s.latlng,
              timeZone: s.timeZone,
              dayStart: s.businessDayStart,
            }
          : null,
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/settings/store-setting',
    summary: 'Save the store details (store-settings.update.v1)',
    tags,
    guards,
    body: storeSettingsArgs,
    handler: (request, _reply, { body }) =>
      runMutation(app, request, updateStoreSettings, body, SETTINGS_SAVED.storeSettings),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/settings/print-setting',
    summary: 'What receipts and tokens print (flags as 1 or 0, page_format in mm)',
    tags,
    guards,
    handler: async (request) => {
      const p = await scope(request).first(t.printSettings);
      return {
        message: 'Print settings',
        printSettings: p
          ? {
              page_format: p.pageFormat,
              header: p.header,
              footer: p.footer,
              show_notes: flag(p.showNotes),
              is_enable_print: flag(p.isEnablePrint),
              show_store_details: flag(p.showStoreDetails),
              show_customer_details: flag(p.showCustomerDetails),
              print_token: flag(p.printToken),
            }
          : null,
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/settings/print-setting',
    summary: 'Save the print settings (print-settings.update.v1)',
    tags,
    guards,
    body: printSettingsArgs,
    handler: (request, _reply, { body }) =>
      runMutation(app, request, updatePrintSettings, body, SETTINGS_SAVED.printSettings),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/settings/set-latlng',
    summary: "Save the store's location as 'lat,lng' (the tenant is the session's)",
    tags,
    guards,
    body: setLatLngArgs,
    handler: (request, _reply, { body }) =>
      runMutation(app, request, setStoreLocation, { latlng: body.latlng }, SETTINGS_SAVED.location),
  });

  // payment types
  defineRoute(app, {
    method: 'GET',
    url: '/settings/payment-types',
    summary: 'The payment types, oldest first',
    tags,
    guards,
    handler: async (request) => ({
      message: 'Payment types',
      paymentTypes: (await scope(request).select(t.paymentTypes, ordered(t.paymentTypes))).map((p) => ({
        id: p.id,
        title: p.title,
        is_active: p.isActive,
      })),
    }),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/settings/payment-types/add',
    summary: 'Add a payment type (payment-type.create.v1)',
    tags,
    guards,
    body: paymentTypeAddArgs,
    handler: async (request, _reply, { body }) => {
      const id = uuidv7(app.now());
      const r = await runMutation(
        app,
        request,
        createPaymentType,
        { id, ...body },
        SETTINGS_SAVED.paymentTypeAdded,
      );
      return { ...r, id };
    },
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/settings/payment-types/:id',
    summary: 'Delete a payment type (payment-type.delete.v1)',
    tags,
    guards,
    params: idParam,
    handler: async (request, _reply, { params }) => {
      await requireRow(app, request, t.paymentTypes, params.id);
      return runMutation(app, request, deletePaymentType, params, SETTINGS_SAVED.paymentTypeDeleted);
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/settings/payment-types/:id/toggle',
    summary: 'Switch a payment type on or off (payment-type.toggle.v1)',
    tags,
    guards,
    params: idParam,
    body: paymentTypeToggleArgs,
    handler: async (request, _reply, { params, body }) => {
      await requireRow(app, request, t.paymentTypes, params.id);
      return runMutation(
        app,
        request,
        togglePaymentType,
        { ...params, ...body },
        SETTINGS_SAVED.paymentTypeToggled,
      );
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/settings/payment-types/:id/update',
    summary: 'Update a payment type (payment-type.update.v1)',
    tags,
    guards,
    params: idParam,
    body: paymentTypeUpdateArgs,
    handler: async (request, _reply, { params, body }) => {
      await requireRow(app, request, t.paymentTypes, params.id);
      return runMutation(
        app,
        request,
        updatePaymentType,
        { ...params, ...body },
        SETTINGS_SAVED.paymentTypeUpdated,
      );
    },
  });

  // taxes: the rate is a percent on the wire (MON7)
  defineRoute(app, {
    method: 'GET',
    url: '/settings/taxes',
    summary: 'The taxes, oldest first; rate in percent',
    tags,
    guards,
    handler: async (request) => ({
      message: 'Taxes',
      taxes: (await scope(request).select(t.taxes, ordered(t.taxes))).map((x) => ({
        id: x.id,
        title: x.title,
        rate: percentFromRate(rate(x.rate)),
        type: x.type,
      })),
    }),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/settings/taxes/add',
    summary: 'Add a tax (tax.create.v1)',
    tags,
    guards,
    body: taxAddArgs,
    handler: async (request, _reply, { body }) => {
      const id = uuidv7(app.now());
      const args = { id, title: body.title, rate: percentFromRate(body.rate), type: body.type };
      return { ...(await runMutation(app, request, createTax, args, SETTINGS_SAVED.taxAdded)), id };
    },
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/settings/taxes/:id',
    summary: 'Delete a tax (tax.delete.v1); items naming it keep the id (SET2)',
    tags,
    guards,
    params: idParam,
    handler: async (request, _reply, { params }) => {
      await requireRow(app, request, t.taxes, params.id);
      return runMutation(app, request, deleteTax, params, SETTINGS_SAVED.taxDeleted);
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/settings/taxes/:id/update',
    summary: 'Update a tax (tax.update.v1)',
    tags,
    guards,
    params: idParam,
    body: taxUpdateArgs,
    handler: async (request, _reply, { params, body }) => {
      await requireRow(app, request, t.taxes, params.id);
      const args = { id: params.id, title: body.title, rate: percentFromRate(body.rate), type: body.type };
      return runMutation(app, request, updateTax, args, SETTINGS_SAVED.taxUpdated);
    },
  });

  // store tables
  defineRoute(app, {
    method: 'GET',
    url: '/settings/store-tables',
    summary: 'The store tables, oldest first',
    tags,
    guards,
    handler: async (request) => ({
      message: 'Store tables',
      storeTables: (await scope(request).select(t.storeTables, ordered(t.storeTables))).map((x) => ({
        id: x.id,
        table_title: x.tableTitle,
        floor: x.floor,
        seating_capacity: x.seatingCapacity,
      })),
    }),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/settings/store-tables/add',
    summary: 'Add a table (store-table.create.v1)',
    tags,
    guards,
    body: tableArgs,
    handler: async (request, _reply, { body }) => {
      const id = uuidv7(app.now());
      return {
        ...(await runMutation(app, request, createStoreTable, { id, ...body }, SETTINGS_SAVED.tableAdded)),
        id,
      };
    },
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/settings/store-tables/:id',
    summary: 'Delete a table (store-table.delete.v1)',
    tags,
    guards,
    params: idParam,
    handler: async (request, _reply, { params }) => {
      await requireRow(app, request, t.storeTables, params.id);
      return runMutation(app, request, deleteStoreTable, params, SETTINGS_SAVED.tableDeleted);
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/settings/store-tables/:id/update',
    summary: 'Update a table (store-table.update.v1)',
    tags,
    guards,
    params: idParam,
    body: tableArgs,
    handler: async (request, _reply, { params, body }) => {
      await requireRow(app, request, t.storeTables, params.id);
      return runMutation(app, request, updateStoreTable, { ...params, ...body }, SETTINGS_SAVED.tableUpdated);
    },
  });

  // categories
  defineRoute(app, {
    method: 'GET',
    url: '/settings/categories',
    summary: 'The menu categories, oldest first',
    tags,
    guards,
    handler: async (request) => ({
      message: 'Categories',
      categories: (await scope(request).select(t.categories, ordered(t.categories))).map((x) => ({
        id: x.id,
        title: x.title,
      })),
    }),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/settings/categories/add',
    summary: 'Add a category (category.create.v1)',
    tags,
    guards,
    body: categoryAddArgs,
    handler: async (request, _reply, { body }) => {
      const id = uuidv7(app.now());
      return {
        ...(await runMutation(app, request, createCategory, { id, ...body }, SETTINGS_SAVED.categoryAdded)),
        id,
      };
    },
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/settings/categories/:id',
    summary: 'Delete a category (category.delete.v1); items naming it keep the id (SET2)',
    tags,
    guards,
    params: idParam,
    handler: async (request, _reply, { params }) => {
      await requireRow(app, request, t.categories, params.id);
      return runMutation(app, request, deleteCategory, params, SETTINGS_SAVED.categoryDeleted);
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: '/settings/categories/:id/update',
    summary: 'Rename a category (category.update.v1)',
    tags,
    guards,
    params: idParam,
    body: categoryUpdateArgs,
    handler: async (request, _reply, { params, body }) => {
      await requireRow(app, request, t.categories, params.id);
      return runMutation(
        app,
        request,
        updateCategory,
        { ...params, ...body },
        SETTINGS_SAVED.categoryUpdated,
      );
    },
  });
}
