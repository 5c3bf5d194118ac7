/**
 * REST adapters of the settings area (SET1, SET5), scope SETTINGS: reads of the
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
  idParam,
  paymentTypeAddArgs,
  paymentTypeToggleArgs,
  paymentTypeUpdateArgs,
  percentFromRate,
  printSettingsArgs,
  type Rate,
  rate,
  SETTINGS_SAVED,
  setLatLngArgs,
  setStoreLocation,
  storeSettingsArgs,
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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { scoped } from '../db/tenant-scope.ts';
import { defineRoute } from '../plugins/route.ts';
import {
  categoryWire,
  paymentTypeWire,
  printSettingsWire,
  storeSettingsWire,
  storeTableWire,
} from '../services/store-views.ts';
import { defineCollectionRoutes } from './collection-routes.ts';
import { requireRow, runMutation, settingsGuards, tenantOf } from './tenant-mutation.ts';

const tags = ['settings'];

export default async function settingsRoutes(app: FastifyInstance) {
  const guards = settingsGuards(app);
  const { t } = app.database;
  const scope = (request: FastifyRequest) => scoped(app.database, tenantOf(request));

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
        storeSettings: s ? storeSettingsWire(s) : null,
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
        printSettings: p ? printSettingsWire(p) : null,
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

  // payment types: the four collection calls plus the active switch
  defineCollectionRoutes(app, tags, {
    path: '/settings/payment-types',
    noun: 'payment type',
    table: t.paymentTypes,
    list: {
      key: 'paymentTypes',
      label: 'Payment types',
      toWire: paymentTypeWire,
    },
    add: { body: paymentTypeAddArgs, mutator: createPaymentType, message: SETTINGS_SAVED.paymentTypeAdded },
    update: {
      body: paymentTypeUpdateArgs,
      mutator: updatePaymentType,
      message: SETTINGS_SAVED.paymentTypeUpdated,
    },
    remove: { mutator: deletePaymentType, message: SETTINGS_SAVED.paymentTypeDeleted },
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

  // taxes: the rate is a percent on the wire (MON7)
  const taxArgs = (body: { title: string; rate: Rate; type: string; kind?: string | undefined }) => ({
    title: body.title,
    rate: percentFromRate(body.rate),
    type: body.type,
    ...(body.kind === undefined ? {} : { kind: body.kind }), // GST2: absent keeps the kind
  });
  defineCollectionRoutes(app, tags, {
    path: '/settings/taxes',
    noun: 'tax',
    table: t.taxes,
    list: {
      key: 'taxes',
      label: 'Taxes',
      toWire: (x) => ({ id: x.id, title: x.title, rate: percentFromRate(rate(x.rate)), type: x.type }),
    },
    add: { body: taxAddArgs, mutator: createTax, message: SETTINGS_SAVED.taxAdded, args: taxArgs },
    update: { body: taxUpdateArgs, mutator: updateTax, message: SETTINGS_SAVED.taxUpdated, args: taxArgs },
    remove: {
      mutator: deleteTax,
      message: SETTINGS_SAVED.taxDeleted,
      note: '; items naming it keep the id (SET2)',
    },
  });

  defineCollectionRoutes(app, tags, {
    path: '/settings/store-tables',
    noun: 'table',
    table: t.storeTables,
    list: {
      key: 'storeTables',
      label: 'Store tables',
      toWire: storeTableWire,
    },
    add: { body: tableArgs, mutator: createStoreTable, message: SETTINGS_SAVED.tableAdded },
    update: { body: tableArgs, mutator: updateStoreTable, message: SETTINGS_SAVED.tableUpdated },
    remove: { mutator: deleteStoreTable, message: SETTINGS_SAVED.tableDeleted },
  });

  defineCollectionRoutes(app, tags, {
    path: '/settings/categories',
    noun: 'category',
    table: t.categories,
    list: { key: 'categories', label: 'Categories', toWire: categoryWire },
    add: { body: categoryAddArgs, mutator: createCategory, message: SETTINGS_SAVED.categoryAdded },
    update: { body: categoryUpdateArgs, mutator: updateCategory, message: SETTINGS_SAVED.categoryUpdated },
    remove: {
      mutator: deleteCategory,
      message: SETTINGS_SAVED.categoryDeleted,
      note: '; items naming it keep the id (SET2)',
    },
  });
}
