/**
 * Settings → Printers over REST (PRN1, PRT8), scope SETTINGS: list, add, update, remove and test-print the store's
 * printers. Printers are server rows, not synced (ADR 0060): the till reads them here and their state from
 * `GET /api/v1/print/status`.
 */
import { idParam } from '@tavola/shared';
import { PRINTER_MESSAGES, type PrinterArgs, printerArgs } from '@tavola/shared/printing/index';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError, notFound } from '../plugins/errors.ts';
import { defineRoute } from '../plugins/route.ts';
import { retryNow } from '../printing/job-store.ts';
import { testPrint } from '../printing/print-requests.ts';
import {
  addPrinter,
  findPrinter,
  listPrinters,
  printerWire,
  removePrinter,
  updatePrinter,
} from '../printing/printers-store.ts';
import { settingsGuards, tenantOf } from './tenant-mutation.ts';

const tags = ['settings'];

export const PRINTER_SAVED = {
  added: 'Printer added.',
  updated: 'Printer updated.',
  removed: 'Printer removed.',
  tested: 'The printer took the test page.',
} as const;

export default async function printerRoutes(app: FastifyInstance) {
  const guards = settingsGuards(app);

  /** A backup printer must be another printer of the same store. */
  const checkBackup = async (request: FastifyRequest, args: PrinterArgs, self: string | null) => {
    if (args.backupPrinterId === null) return;
    if (
      args.backupPrinterId === self ||
      !(await findPrinter(app.database, tenantOf(request), args.backupPrinterId))
    )
      throw badRequest(PRINTER_MESSAGES.backup);
  };
  const owned = async (request: FastifyRequest, id: string) => {
    const row = await findPrinter(app.database, tenantOf(request), id);
    if (!row) throw notFound('Printer not found!');
    return row;
  };

  defineRoute(app, {
    method: 'GET',
    url: '/settings/printers',
    summary: "The store's printers (PRT8 PrinterConfig)",
    tags,
    guards,
    handler: async (request) => {
      const rows = await listPrinters(app.database, tenantOf(request));
      return { message: 'Printers', printers: rows.map(printerWire) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/settings/printers/add',
    summary: 'Add a printer',
    tags,
    guards,
    body: printerArgs,
    handler: async (request, _reply, { body }) => {
      await checkBackup(request, body, null);
      const row = await addPrinter(app.database, tenantOf(request), body, app.now());
      app.printing.jobsStored();
      app.printing.announceStatus(tenantOf(request));
      return { message: PRINTER_SAVED.added, printer: printerWire(row) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/settings/printers/:id/update',
    summary: 'Save a printer (the whole form)',
    tags,
    guards,
    params: idParam,
    body: printerArgs,
    handler: async (request, _reply, { params, body }) => {
      await owned(request, params.id);
      await checkBackup(request, body, params.id);
      await updatePrinter(app.database, tenantOf(request), params.id, body, app.now());
      await retryNow(app.database, tenantOf(request), params.id, app.now());
      app.printing.dispatcher.forget(params.id);
      app.printing.jobsStored();
      const row = await owned(request, params.id);
      app.printing.announceStatus(tenantOf(request));
      return { message: PRINTER_SAVED.updated, printer: printerWire(row) };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/settings/printers/:id',
    summary: 'Remove a printer and its unsent jobs',
    tags,
    guards,
    params: idParam,
    handler: async (request, _reply, { params }) => {
      await owned(request, params.id);
      await removePrinter(app.database, tenantOf(request), params.id);
      app.printing.dispatcher.forget(params.id);
      app.printing.announceStatus(tenantOf(request));
      return { message: PRINTER_SAVED.removed };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/settings/printers/:id/test',
    summary: 'Print a test page; answers once the printer took it (503 when it does not answer)',
    tags,
    guards,
    params: idParam,
    handler: async (request, _reply, { params }) => {
      const row = await owned(request, params.id);
      const outcome = await testPrint(app, tenantOf(request), row);
      if (outcome.kind === 'till')
        throw new HttpError(409, 'This printer prints from its till: test it there.');
      if (outcome.kind === 'unreachable')
        throw new HttpError(
          503,
          `The printer did not answer (${outcome.error}). Check it is on and its address.`,
        );
      return {
        message:
          outcome.kind === 'queued'
            ? 'Test page queued: it prints at the printer’s next poll.'
            : PRINTER_SAVED.tested,
        jobIds: outcome.jobIds,
        queued: true,
      };
    },
  });
}
