/**
 * PRN6, PRN7: what the staff asks the printers for directly: a test page (sent at once and answered when the
 * printer took it), a reprint (always a new job marked REPRINT, never the old job again), and "No sale" (the drawer
 * alone, written to the audit log).
 */

import { stationTakesLine } from '@tavola/shared/stations/routing';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { uuidv7 } from '../ids.ts';
import {
  renderDrawer,
  renderKitchenTicket,
  renderReceipt,
  renderTestPage,
  renderTokenSlip,
} from './job-documents.ts';
import { insertJobs, type NewJob } from './job-store.ts';
import { POLLING_CONNECTIONS, serverPrinters } from './printers-store.ts';
import { invoicesOfOrder, paymentTypesOf } from './receipt-invoices.ts';
import { sendRaw } from './tcp-send.ts';

type PrinterRow = FastifyInstance['database']['t']['printers']['$inferSelect'];

export type TestOutcome =
  | { kind: 'printed'; jobIds: string[] }
  | { kind: 'queued'; jobIds: string[] }
  | { kind: 'unreachable'; error: string }
  | { kind: 'till' };

async function zoneOf(
  app: FastifyInstance,
  tenantId: string,
): Promise<{ timeZone: string | null; storeName: string | null }> {
  const s = app.database.t.storeSettings;
  const [row] = await app.database.db
    .select({ timeZone: s.timeZone, storeName: s.storeName })
    .from(s)
    .where(eq(s.tenantId, tenantId));
  return { timeZone: row?.timeZone ?? null, storeName: row?.storeName ?? null };
}

export async function testPrint(
  app: FastifyInstance,
  tenantId: string,
  printer: PrinterRow,
): Promise<TestOutcome> {
  if (printer.connection === 'usb' || printer.connection === 'serial') return { kind: 'till' };
  const now = app.now();
  const rendered = await renderTestPage(printer, now, (await zoneOf(app, tenantId)).timeZone);
  if (POLLING_CONNECTIONS.includes(printer.connection)) {
    const jobIds = await insertJobs(
      app.database,
      [{ tenantId, printerId: printer.id, kind: 'test', ...rendered }],
      now,
    );
    return { kind: 'queued', jobIds };
  }
  try {
    await sendRaw(printer.host ?? '', printer.port ?? 9100, rendered.payload);
  } catch (error) {
    return { kind: 'unreachable', error: error instanceof Error ? error.message : String(error) };
  }
  return { kind: 'printed', jobIds: [] };
}

/** PRN7: a reprint of an order's receipt, token slip or kitchen tickets as new jobs; [] when no printer takes it. */
export async function reprint(
  app: FastifyInstance,
  tenantId: string,
  orderId: string,
  kind: 'receipt' | 'token' | 'kitchen',
): Promise<string[] | null> {
  const { t } = app.database;
  const db = app.database.db;
  const [order] = await db
    .select()
    .from(t.orders)
    .where(and(eq(t.orders.tenantId, tenantId), eq(t.orders.id, orderId), eq(t.orders.deleted, false)));
  if (!order) return null;
  const printers = await serverPrinters(app.database, tenantId);
  const lines = (
    await db
      .select()
      .from(t.orderItems)
      .where(
        and(
          eq(t.orderItems.tenantId, tenantId),
          eq(t.orderItems.orderId, orderId),
          eq(t.orderItems.deleted, false),
        ),
      )
  ).filter((l) => l.status !== 'cancelled');
  const [store] = await db.select().from(t.storeSettings).where(eq(t.storeSettings.tenantId, tenantId));
  const now = app.now();
  const timeZone = store?.timeZone ?? null;
  const jobs: NewJob[] = [];
  const receiptPrinter = printers.find((p) => p.role === 'receipt');
  if (kind === 'kitchen') {
    const [table] = order.tableId
      ? await db
          .select({ title: t.storeTables.tableTitle })
          .from(t.storeTables)
          .where(eq(t.storeTables.id, order.tableId))
      : [];
    for (const printer of printers.filter((p) => p.role === 'kitchen')) {
      const mine = lines.filter((l) => stationTakesLine(printer.stationIds, l.stationId));
      if (mine.length === 0) continue;
      const rendered = await renderKitchenTicket(printer, {
        order,
        lines: mine,
        stationTitle: printer.title,
        mark: 'REPRINT',
        cashierName: null,
        tableTitle: table?.title ?? null,
        at: now,
        timeZone,
      });
      jobs.push({ tenantId, printerId: printer.id, kind: 'kitchen', mark: 'REPRINT', orderId, ...rendered });
    }
  } else if (receiptPrinter && kind === 'receipt') {
    const [settings] = await db.select().from(t.printSettings).where(eq(t.printSettings.tenantId, tenantId));
    const data = {
      orders: [order],
      items: lines,
      printSettings: settings ?? null,
      storeSettings: store ?? null,
      tables: [],
      customers: [],
      invoices: await invoicesOfOrder(app.database, db, tenantId, orderId),
      paymentTypes: await paymentTypesOf(app.database, db, tenantId),
    };
    const rendered = await renderReceipt(receiptPrinter, data, now, { reprint: true });
    if (rendered)
      jobs.push({
        tenantId,
        printerId: receiptPrinter.id,
        kind: 'receipt',
        mark: 'REPRINT',
        orderId,
        ...rendered,
      });
  } else if (receiptPrinter && kind === 'token') {
    const rendered = await renderTokenSlip(receiptPrinter, {
      order,
      at: now,
      timeZone,
      storeName: store?.storeName ?? null,
      reprint: true,
    });
    jobs.push({
      tenantId,
      printerId: receiptPrinter.id,
      kind: 'token',
      mark: 'REPRINT',
      orderId,
      ...rendered,
    });
  }
  const ids = await insertJobs(app.database, jobs, now);
  if (ids.length > 0) app.printing.jobsStored();
  return ids;
}

/** PRN6: "No sale": kicks the drawer of `printerId` (else the first receipt printer with one) and audits it. */
export async function noSale(
  app: FastifyInstance,
  tenantId: string,
  userId: string,
  printerId: string | null,
  reason: string | null,
): Promise<string[]> {
  const printers = await serverPrinters(app.database, tenantId);
  const printer = printerId
    ? printers.find((p) => p.id === printerId && p.hasDrawer)
    : printers.find((p) => p.role === 'receipt' && p.hasDrawer);
  if (!printer) return [];
  const now = app.now();
  const ids = await app.database.transaction(async (tx) => {
    await tx.insert(app.database.t.auditLog).values({
      id: uuidv7(now),
      tenantId,
      actor: userId,
      action: 'drawer.no_sale',
      entity: 'printer',
      entityId: printer.id,
      detail: { reason },
      createdAt: now,
    });
    return insertJobs(
      app.database,
      [{ tenantId, printerId: printer.id, kind: 'drawer', ...(await renderDrawer(printer)) }],
      now,
      tx,
    );
  });
  app.printing.jobsStored();
  return ids;
}
