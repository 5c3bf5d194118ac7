/**
 * PRT16: printing on the printer cabled to this till, at once and offline too: the sale's documents are built
 * from the device database, encoded with the shared encoder and sent over USB or serial. A failure is said in a
 * toast and never blocks the sale (the order is already stored; reprint from Orders).
 */
import type { StationRow } from '@tavola/shared';
import { columnsForPaper, drawerDocument, type PrintDocument } from '@tavola/shared/printing/document';
import { encodeDocument } from '@tavola/shared/printing/encode';
import { currentDb } from '../../db/current.ts';
import type { TavolaDb } from '../../db/database.ts';
import { notify } from '../../lib/toast.tsx';
import { loadPrintData } from '../print/print-data.ts';
import { browserRaster } from './browser-raster.ts';
import { tillDocumentsForSale } from './till-jobs.ts';
import { readTillPrinter, type TillPrinter } from './till-printer-store.ts';
import { tillTransport } from './till-transport.ts';

export const TILL_PRINT_FAILED = 'The printer on this till did not print: check its cable, paper and power.';

/** true when every document reached the printer. */
export async function printOnTill(
  docs: readonly PrintDocument[],
  till: TillPrinter | null = readTillPrinter(),
): Promise<boolean> {
  if (!till || docs.length === 0) return false;
  const { printer } = till;
  if (printer.connection !== 'usb' && printer.connection !== 'serial') return false;
  try {
    const transport = tillTransport(printer.connection);
    const raster = browserRaster();
    for (const doc of docs) {
      const bytes = await encodeDocument(doc, {
        columns: columnsForPaper(printer.paperWidth),
        language: printer.language,
        raster,
      });
      await transport.print(till.device, bytes);
    }
    return true;
  } catch (err) {
    console.error('till printing failed', err);
    notify.error(TILL_PRINT_FAILED);
    return false;
  }
}

export type SentSale = {
  readonly orderId: string;
  readonly paidInCash: boolean;
  readonly cashierName: string | null;
};

/** After "Send to Kitchen" or "Create Receipt & Pay": whatever this till's printer prints for the sale. */
export async function printSaleOnTill(
  sale: SentSale,
  db: TavolaDb | null = currentDb(),
  now = Date.now(),
): Promise<boolean> {
  const till = readTillPrinter();
  if (!till || !db) return false;
  const data = await loadPrintData(db, [sale.orderId]);
  if (data.orders.length === 0) return false;
  const stations: StationRow[] = db.stations ? await db.stations.toArray() : [];
  const docs = tillDocumentsForSale({
    printer: till.printer,
    data,
    stations,
    cashierName: sale.cashierName,
    paidInCash: sale.paidInCash,
    now,
  });
  return printOnTill(docs, till);
}

/** A cash payment taken elsewhere than the POS (Orders → Pay): open this till's drawer when it has one. */
export async function kickTillDrawer(): Promise<boolean> {
  const till = readTillPrinter();
  if (!till?.printer.hasCashDrawer) return false;
  return printOnTill([drawerDocument()], till);
}
