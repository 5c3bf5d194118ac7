/**
 * PRT16: what the till's own (USB/serial) printer prints when this till sends an order: a kitchen printer one
 * ticket per station with only that station's lines (STN1); a receipt printer the receipt when Print Settings
 * say so, and the drawer kick for a cash payment when it carries a drawer. The same builders as the server's.
 */

import type { OrderItemRow, StationRow } from '@tavola/shared';
import { columnsForPaper, drawerDocument, type PrintDocument } from '@tavola/shared/printing/document';
import { kitchenTicketDocument, type TicketMark } from '@tavola/shared/printing/kitchen-ticket';
import type { PrinterConfig } from '@tavola/shared/printing/printer-config';
import { receiptDocument } from '@tavola/shared/printing/receipt';
import { buildReceipt, type ReceiptData } from '@tavola/shared/printing/receipt-model';
import { stationTakesLine } from '@tavola/shared/stations/routing';

export type TillSale = {
  readonly printer: PrinterConfig;
  /** The order just sent (one), its lines, and the print and store settings. */
  readonly data: ReceiptData;
  readonly stations: readonly StationRow[];
  readonly cashierName: string | null;
  readonly paidInCash: boolean;
  readonly now: number;
  readonly mark?: TicketMark;
};

const NO_STATION = 'Kitchen';

/** One ticket per station among the lines this printer takes, in the order the stations first appear. */
export function kitchenTickets(sale: TillSale, lines: readonly OrderItemRow[]): PrintDocument[] {
  const order = sale.data.orders[0];
  if (!order) return [];
  const columns = columnsForPaper(sale.printer.paperWidth);
  const byStation = new Map<string | null, OrderItemRow[]>();
  for (const line of lines) {
    const station = line.stationId ?? null;
    if (!stationTakesLine(sale.printer.stationIds, station)) continue;
    byStation.set(station, [...(byStation.get(station) ?? []), line]);
  }
  const table = sale.data.tables.find((t) => t.id === order.tableId);
  return [...byStation].map(([stationId, stationLines]) =>
    kitchenTicketDocument({
      order,
      lines: stationLines,
      stationTitle: sale.stations.find((s) => s.id === stationId)?.title ?? NO_STATION,
      mark: sale.mark ?? 'NEW',
      cashierName: sale.cashierName,
      tableTitle: table?.tableTitle ?? null,
      columns,
      at: sale.now,
      timeZone: sale.data.storeSettings?.timeZone ?? null,
    }),
  );
}

export function tillDocumentsForSale(sale: TillSale): PrintDocument[] {
  const { printer } = sale;
  if (printer.role === 'kitchen') {
    return kitchenTickets(
      sale,
      sale.data.items.filter((i) => i.status !== 'cancelled' && !i.heldUntilFired),
    );
  }
  const openDrawer = sale.paidInCash && printer.hasCashDrawer;
  if (sale.data.printSettings?.isEnablePrint) {
    const receipt = buildReceipt(sale.data, sale.now);
    if (receipt) return [receiptDocument(receipt, { openDrawer })];
  }
  return openDrawer ? [drawerDocument()] : [];
}
