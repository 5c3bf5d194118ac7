/**
 * What the print pages read from the device database. A print window is opened by a signed-in tab of the
 * same origin: it opens the user's database by the same name the dashboard does (no sync runs here).
 */
import type { InvoiceRow } from '@tavola/shared';
import type { ReceiptData } from '@tavola/shared/printing/receipt-model';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { deviceDb } from '../../db/current.ts';
import { dbNameFor, type TavolaDb } from '../../db/database.ts';
import { useDeviceDb } from '../../db/hooks.ts';
import { useSessionUser } from '../../lib/session.ts';

/** The receipt's data as this device holds it: ids not on it are left out; invoices newest first (GST3). */
export type PrintData = ReceiptData;

const present = <T>(rows: readonly (T | undefined)[]): T[] => rows.filter((r): r is T => r !== undefined);

/** GST3: the invoices that paid `orderIds`, newest first. */
async function invoicesOf(db: TavolaDb, orderIds: readonly string[]): Promise<InvoiceRow[]> {
  if (orderIds.length === 0) return [];
  const links = await db.invoiceOrders
    .where('orderId')
    .anyOf([...orderIds])
    .toArray();
  const invoices = present(await db.invoices.bulkGet([...new Set(links.map((l) => l.invoiceId))]));
  return invoices.sort((a, b) => b.createdAt - a.createdAt);
}

export async function loadPrintData(db: TavolaDb, orderIds: readonly string[]): Promise<PrintData> {
  const orders = present(await db.orders.bulkGet([...orderIds]));
  const ids = orders.map((o) => o.id);
  const tableIds = [...new Set(orders.flatMap((o) => (o.tableId ? [o.tableId] : [])))];
  const customerIds = [...new Set(orders.flatMap((o) => (o.customerId ? [o.customerId] : [])))];
  const items = ids.length ? await db.orderItems.where('orderId').anyOf(ids).toArray() : [];
  const order = new Map(ids.map((id, k) => [id, k]));
  items.sort(
    (a, b) => (order.get(a.orderId) ?? 0) - (order.get(b.orderId) ?? 0) || a.createdAt - b.createdAt,
  );
  return {
    orders,
    items,
    printSettings: (await db.printSettings.toCollection().first()) ?? null,
    storeSettings: (await db.storeSettings.toCollection().first()) ?? null,
    tables: present(await db.storeTables.bulkGet(tableIds)),
    customers: present(await db.customers.bulkGet(customerIds)),
    invoices: await invoicesOf(db, ids),
    // TEND3: the tenders' names
    paymentTypes: await db.paymentTypes.toArray(),
  };
}

/** The signed-in user's database: the dashboard's when this tab runs one, else opened by name. */
export function usePrintDb(): TavolaDb | null {
  const current = useDeviceDb();
  const user = useSessionUser();
  return useMemo(
    () => current ?? (user?.tenant_id ? deviceDb(dbNameFor(user.tenant_id, user.id)) : null),
    [current, user],
  );
}

/** undefined while loading; null without a signed-in user on this browser. */
export function usePrintData(orderIds: readonly string[]): PrintData | null | undefined {
  const db = usePrintDb();
  const key = orderIds.join(',');
  return useLiveQuery(
    async () => (db ? loadPrintData(db, key === '' ? [] : key.split(',')) : null),
    [db, key],
  );
}
