/**
 * PRN2: the one place that turns committed order changes into print jobs, called after every commit that announces
 * order events (the realtime announcement: REST and sync push alike, on PostgreSQL in every process). It claims
 * the print marks the order's state asks for and stores the jobs in the same transaction, so an announcement heard
 * twice, or by several processes, prints once; a crash before it ran is caught up at start (catch-up.ts).
 */
import { kitchenRuleOf, type SyncEvent } from '@tavola/shared';
import { methodTookCash, paymentTookCash } from '@tavola/shared/printing/cash-payment';
import type { EqualSplitState, PaidShare } from '@tavola/shared/sync/share-rows';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDb, Database } from '../db/index.ts';
import { renderDrawer, renderKitchenTicket, renderReceipt } from './job-documents.ts';
import { insertJobs, type NewJob } from './job-store.ts';
import { cashPlan, markKey, type PlanPrinter, ticketsFor, wantedMarks } from './print-plan.ts';
import { serverPrinters } from './printers-store.ts';
import { invoicesOfOrder, paymentTypesOf } from './receipt-invoices.ts';
import { cashShareJobs } from './share-jobs.ts';

/** The orders an announcement names. */
export const orderIdsOf = (events: readonly SyncEvent[]): string[] => [
  ...new Set(events.flatMap((e) => ('orderIds' in e ? e.orderIds : 'orderId' in e ? [e.orderId] : []))),
];

/** Stores the jobs the orders' current state asks for; returns how many were stored. */
export async function printTriggers(
  database: Database,
  tenantId: string,
  orderIds: readonly string[],
  now: number,
): Promise<number> {
  if (orderIds.length === 0) return 0;
  const printers = await serverPrinters(database, tenantId);
  if (printers.length === 0) return 0; // most stores: one small read, nothing more
  return database.transaction(async (tx) => {
    let stored = 0;
    for (const orderId of orderIds)
      stored += await triggerOrder(database, tx, tenantId, orderId, printers, now);
    return stored;
  });
}

type Printer = Awaited<ReturnType<typeof serverPrinters>>[number];

async function triggerOrder(
  database: Database,
  tx: AppDb,
  tenantId: string,
  orderId: string,
  printers: readonly Printer[],
  now: number,
): Promise<number> {
  const { t } = database;
  const [order] = await tx
    .select()
    .from(t.orders)
    .where(and(eq(t.orders.tenantId, tenantId), eq(t.orders.id, orderId), eq(t.orders.deleted, false)));
  if (!order) return 0;
  const lines = await tx
    .select()
    .from(t.orderItems)
    .where(
      and(
        eq(t.orderItems.tenantId, tenantId),
        eq(t.orderItems.orderId, orderId),
        eq(t.orderItems.deleted, false),
      ),
    );
  const [store] = await tx.select().from(t.storeSettings).where(eq(t.storeSettings.tenantId, tenantId));
  const keysOf = [
    markKey.receipt(orderId),
    ...lines.flatMap((l) => [markKey.sent(l.id), markKey.void(l.id)]),
    ...paidShares(order).map((s) => markKey.share(s.id)),
  ];
  const had = await tx
    .select({ key: t.printMarks.key })
    .from(t.printMarks)
    .where(and(eq(t.printMarks.tenantId, tenantId), inArray(t.printMarks.key, keysOf)));
  const marks = new Set(had.map((m) => m.key));
  const paid = await paymentOf(database, tx, tenantId, order, marks);
  const wanted = wantedMarks(
    order,
    lines,
    kitchenRuleOf(store),
    marks,
    () => paid.tookCash,
    paid.cashShareIds,
  );
  if (wanted.length === 0) return 0;
  // only the marks this transaction inserts are its to print (another process may hold the rest)
  const inserted = await tx
    .insert(t.printMarks)
    .values(wanted.map((key) => ({ tenantId, key, createdAt: now })))
    .onConflictDoNothing()
    .returning({ key: t.printMarks.key });
  const claimed = new Set(inserted.map((m) => m.key));
  if (claimed.size === 0) return 0;

  const plan: readonly PlanPrinter[] = printers;
  const ticketedBefore = lines.some((l) => marks.has(markKey.sent(l.id)));
  const jobs: NewJob[] = [];
  const tickets = ticketsFor(lines, plan, claimed, ticketedBefore);
  if (tickets.length > 0) {
    const context = await ticketContext(database, tx, tenantId, order);
    for (const ticket of tickets) {
      const printer = printers.find((p) => p.id === ticket.printerId) as Printer;
      const rendered = await renderKitchenTicket(printer, {
        order,
        lines: lines.filter((l) => ticket.lineIds.includes(l.id)),
        stationTitle: context.stationTitle(printer),
        mark: ticket.mark,
        cashierName: context.cashierName,
        tableTitle: context.tableTitle,
        at: now,
        timeZone: store?.timeZone ?? null,
      });
      jobs.push({
        tenantId,
        printerId: printer.id,
        kind: 'kitchen',
        mark: ticket.mark,
        orderId,
        ...rendered,
      });
    }
  }
  const sharesClaimed = paidShares(order).filter((s) => claimed.has(markKey.share(s.id)));
  const receiptClaimed = claimed.has(markKey.receipt(orderId));
  const [settings] =
    receiptClaimed || sharesClaimed.length > 0
      ? await tx.select().from(t.printSettings).where(eq(t.printSettings.tenantId, tenantId))
      : [];
  if (receiptClaimed) {
    const cash = cashPlan(plan, settings?.isEnablePrint === true);
    const receiptPrinter = printers.find((p) => p.id === cash.receiptPrinterId);
    // PRT19: a bill paid in equal shares kicked the drawer at each cash share already (below), not again here
    const kicks = paidShares(order).length === 0;
    const drawerWithReceipt =
      kicks && cash.drawerPrinterId !== null && cash.drawerPrinterId === cash.receiptPrinterId;
    if (receiptPrinter) {
      const data = {
        orders: [order],
        items: lines,
        printSettings: settings ?? null,
        storeSettings: store ?? null,
        tables: [],
        customers: [],
        invoices: paid.invoices,
        paymentTypes: paid.paymentTypes,
      };
      const rendered = await renderReceipt(receiptPrinter, data, now, { openDrawer: drawerWithReceipt });
      if (rendered)
        jobs.push({ tenantId, printerId: receiptPrinter.id, kind: 'receipt', orderId, ...rendered });
    }
    const drawerPrinter = printers.find((p) => p.id === cash.drawerPrinterId);
    if (drawerPrinter && kicks && !drawerWithReceipt)
      jobs.push({
        tenantId,
        printerId: drawerPrinter.id,
        kind: 'drawer',
        orderId,
        ...(await renderDrawer(drawerPrinter)),
      });
  }
  // PRT19, PRT22: each cash share of an equal split prints its slip and opens the drawer as it is paid
  if (sharesClaimed.length > 0)
    jobs.push(
      ...(await cashShareJobs({
        tenantId,
        order,
        of: order.shares?.of ?? 0,
        shares: sharesClaimed,
        printers,
        printEnabled: settings?.isEnablePrint === true,
        store: store ?? null,
        paymentTypes: paid.paymentTypes,
      })),
    );
  await insertJobs(database, jobs, now, tx);
  return jobs.length;
}

/**
 * PRT19: a paid order whose receipt mark is missing: its invoices (for the receipt) and whether its payment took
 * cash, read from the invoices' tenders (any cash tender: a split, an equal split's share), else its method.
 */
async function paymentOf(
  database: Database,
  tx: AppDb,
  tenantId: string,
  order: TriggerOrder,
  marks: ReadonlySet<string>,
) {
  const receiptDue = order.paymentStatus === 'paid' && !marks.has(markKey.receipt(order.id));
  const sharesDue = paidShares(order).filter((s) => !marks.has(markKey.share(s.id)));
  if (!receiptDue && sharesDue.length === 0)
    return { tookCash: false, cashShareIds: [], invoices: [], paymentTypes: [] };
  const paymentTypes = await paymentTypesOf(database, tx, tenantId);
  const typeOf = (id: string) => paymentTypes.find((p) => p.id === id);
  const cashShareIds = sharesDue.filter((s) => paymentTookCash(s, typeOf)).map((s) => s.id);
  const invoices = receiptDue ? await invoicesOfOrder(database, tx, tenantId, order.id) : [];
  const tookCash =
    receiptDue &&
    (invoices.some((i) =>
      paymentTookCash({ credit: i.isCredit, paymentTypeId: i.paymentTypeId, tenders: i.tenders }, typeOf),
    ) ||
      methodTookCash(order.paymentMethod));
  return { tookCash, cashShareIds, invoices, paymentTypes };
}

type TriggerOrder = {
  id: string;
  paymentStatus: string;
  paymentMethod: string | null;
  shares?: EqualSplitState | null;
};

/** SPLIT6: the shares of an equal split paid so far (each with its own tenders). */
const paidShares = (order: TriggerOrder): readonly PaidShare[] => order.shares?.paid ?? [];

/** What a ticket prints beside the lines: the table, the cashier, the station's title. */
async function ticketContext(
  database: Database,
  tx: AppDb,
  tenantId: string,
  order: { tableId: string | null; createdBy: string | null },
) {
  const { t } = database;
  const [table] = order.tableId
    ? await tx
        .select({ title: t.storeTables.tableTitle })
        .from(t.storeTables)
        .where(and(eq(t.storeTables.tenantId, tenantId), eq(t.storeTables.id, order.tableId)))
    : [];
  const [cashier] = order.createdBy
    ? await tx.select({ name: t.users.name }).from(t.users).where(eq(t.users.id, order.createdBy))
    : [];
  const stations = await tx
    .select({ id: t.stations.id, title: t.stations.title })
    .from(t.stations)
    .where(and(eq(t.stations.tenantId, tenantId), eq(t.stations.deleted, false)));
  const titles = new Map(stations.map((s) => [s.id, s.title]));
  return {
    tableTitle: table?.title ?? null,
    cashierName: cashier?.name ?? null,
    stationTitle: (printer: Printer) => {
      const named = printer.stationIds.map((id) => titles.get(id)).filter((s): s is string => Boolean(s));
      return named.length > 0 ? named.join(' / ') : printer.title;
    },
  };
}
