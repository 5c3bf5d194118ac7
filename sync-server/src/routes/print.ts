/**
 * The till's print calls (PRN5-PRN7): the printers' state for the "not responding" banner, reprints and "No sale".
 * Status: whoever reads orders or the kitchen's; reprint and No sale: PRT15's scopes (ORDERS, INVOICES or POS; MANAGER).
 */
import { READ_SCOPES } from '@tavola/shared';
import { NO_SALE_SCOPES, noSaleArgs, REPRINT_SCOPES, reprintArgs } from '@tavola/shared/printing/index';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../plugins/errors.ts';
import { defineRoute } from '../plugins/route.ts';
import { noSale, reprint } from '../printing/print-requests.ts';
import { tenantOf } from './tenant-mutation.ts';

const tags = ['print'];

export default async function printRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/print/status',
    summary: "Whether the store's printers answer, with the jobs waiting (PRT5)",
    tags,
    guards: [app.requireActiveTenant, app.requireScope(...READ_SCOPES.orders, ...READ_SCOPES.kitchen)],
    handler: async (request) => ({
      message: 'Print status',
      ...(await app.printing.status(tenantOf(request))),
    }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/print/reprint',
    summary: 'Reprint a receipt, token slip or kitchen tickets as a new job marked REPRINT',
    tags,
    guards: [app.requireActiveTenant, app.requireScope(...REPRINT_SCOPES)],
    body: reprintArgs,
    handler: async (request, _reply, { body }) => {
      const jobIds = await reprint(app, tenantOf(request), body.orderId, body.kind);
      if (jobIds === null) throw notFound('Order not found!');
      return {
        message: jobIds.length > 0 ? 'Reprint queued.' : 'No printer prints this.',
        jobIds,
        queued: jobIds.length > 0,
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/print/no-sale',
    summary: 'Open the cash drawer without a sale (MANAGER; written to the audit log)',
    tags,
    guards: [app.requireActiveTenant, app.requireScope(...NO_SALE_SCOPES)],
    body: noSaleArgs,
    handler: async (request, _reply, { body }) => {
      const jobIds = await noSale(
        app,
        tenantOf(request),
        request.session().user.id,
        body.printerId,
        body.reason,
      );
      return {
        message: jobIds.length > 0 ? 'Drawer opened.' : 'No printer with a cash drawer.',
        jobIds,
        queued: jobIds.length > 0,
      };
    },
  });
}
