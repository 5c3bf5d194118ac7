/**
 * The bytes of each kind of job, built from the shared documents (PRT10-PRT13) and encoded for the printer it goes
 * to (its paper's columns and language); text its code pages lack is rasterised on the server (PRT12).
 */
import {
  buildReceipt,
  columnsForPaper,
  drawerDocument,
  encodeDocument,
  kitchenTicketDocument,
  type PrintDocument,
  type PrinterLanguage,
  type ReceiptData,
  receiptDocument,
  type TicketLine,
  type TicketMark,
  type TicketOrder,
  testPageDocument,
  tokenSlipDocument,
} from '@tavola/shared/printing/index';
import { printTime } from '@tavola/shared/printing/print-time';
import { rasterText } from '../services/print-raster.ts';

export type PrinterFormat = { readonly paperWidth: number; readonly language: string };

const columnsOf = (p: PrinterFormat) => columnsForPaper(p.paperWidth === 57 ? '57' : '80');

export const encodeFor = (printer: PrinterFormat, doc: PrintDocument): Promise<Uint8Array> =>
  encodeDocument(doc, {
    columns: columnsOf(printer),
    language: printer.language as PrinterLanguage,
    raster: rasterText,
  });

export type TicketInput = {
  readonly order: TicketOrder;
  readonly lines: readonly TicketLine[];
  readonly stationTitle: string;
  readonly mark: TicketMark;
  readonly cashierName: string | null;
  readonly tableTitle: string | null;
  readonly at: number;
  readonly timeZone: string | null;
};

export const kitchenTicketBytes = (printer: PrinterFormat, input: TicketInput) =>
  encodeFor(printer, kitchenTicketDocument({ ...input, columns: columnsOf(printer) }));

export function receiptBytes(
  printer: PrinterFormat,
  data: ReceiptData,
  now: number,
  options: { openDrawer?: boolean; reprint?: boolean },
): Promise<Uint8Array> | null {
  const receipt = buildReceipt(data, now);
  return receipt ? encodeFor(printer, receiptDocument(receipt, options)) : null;
}

export const drawerBytes = (printer: PrinterFormat) => encodeFor(printer, drawerDocument());

export const tokenSlipBytes = (
  printer: PrinterFormat,
  input: {
    order: { id: string; tokenNo: string };
    at: number;
    timeZone: string | null;
    storeName: string | null;
    reprint: boolean;
  },
) => encodeFor(printer, tokenSlipDocument(input));

export const testPageBytes = (
  printer: PrinterFormat & { title: string },
  at: number,
  timeZone: string | null,
) => encodeFor(printer, testPageDocument(printer.title, columnsOf(printer), printTime(at, timeZone)));
