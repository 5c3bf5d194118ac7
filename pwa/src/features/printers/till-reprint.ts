/** PRT7 on this till's own printer: the receipt, token slip or kitchen tickets again, marked REPRINT. */
import type { ReprintKind } from '@tavola/shared/printing/print-requests';
import { receiptDocument } from '@tavola/shared/printing/receipt';
import { buildReceipt } from '@tavola/shared/printing/receipt-model';
import { tokenSlipDocument } from '@tavola/shared/printing/token-slip';
import { currentDb } from '../../db/current.ts';
import { loadPrintData } from '../print/print-data.ts';
import { kitchenTickets } from './till-jobs.ts';
import { printOnTill } from './till-print.ts';
import { readTillPrinter } from './till-printer-store.ts';

export async function reprintOnTill(
  kind: ReprintKind,
  orderIds: readonly string[],
  now = Date.now(),
): Promise<boolean> {
  const till = readTillPrinter();
  const db = currentDb();
  if (!till || !db) return false;
  const data = await loadPrintData(db, orderIds);
  const order = data.orders[0];
  if (!order) return false;
  const zone = data.storeSettings?.timeZone ?? null;
  if (kind === 'receipt') {
    const receipt = buildReceipt(data, now);
    return receipt ? printOnTill([receiptDocument(receipt, { reprint: true })], till) : false;
  }
  if (kind === 'token') {
    return printOnTill([tokenSlipDocument({ order, at: now, timeZone: zone, reprint: true })], till);
  }
  const stations = db.stations ? await db.stations.toArray() : [];
  const sale = {
    printer: till.printer,
    data,
    stations,
    cashierName: null,
    paidInCash: false,
    now,
    mark: 'REPRINT' as const,
  };
  return printOnTill(
    kitchenTickets(
      sale,
      data.items.filter((i) => i.status !== 'cancelled'),
    ),
    till,
  );
}
