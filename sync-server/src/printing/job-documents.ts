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
  type ShareSlipInput,
  shareSlipDocument,
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

/** PRN11: what a payload was encoded for ("80/esc-pos"); a job sent to a printer of another format is re-encoded. */
export const formatOf = (printer: PrinterFormat): string => `${printer.paperWidth}/${printer.language}`;

/** A job's content: the bytes for its printer, what they were encoded for, and the document to re-render from. */
export type Rendered = {
  readonly payload: Uint8Array;
  readonly payloadFormat: string;
  readonly document: PrintDocument;
};

export const renderFor = async (printer: PrinterFormat, document: PrintDocument): Promise<Rendered> => ({
  payload: await encodeFor(printer, document),
  payloadFormat: formatOf(printer),
  document,
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

export const renderKitchenTicket = (printer: PrinterFormat, input: TicketInput) =>
  renderFor(printer, kitchenTicketDocument({ ...input, columns: columnsOf(printer) }));

export function renderReceipt(
  printer: PrinterFormat,
  data: ReceiptData,
  now: number,
  options: { openDrawer?: boolean; reprint?: boolean },
): Promise<Rendered> | null {
  const receipt = buildReceipt(data, now);
  return receipt ? renderFor(printer, receiptDocument(receipt, options)) : null;
}

export const renderDrawer = (printer: PrinterFormat) => renderFor(printer, drawerDocument());

export const renderShareSlip = (printer: PrinterFormat, input: ShareSlipInput) =>
  renderFor(printer, shareSlipDocument(input));

export const renderTokenSlip = (
  printer: PrinterFormat,
  input: {
    order: { id: string; tokenNo: string };
    at: number;
    timeZone: string | null;
    storeName: string | null;
    reprint: boolean;
  },
) => renderFor(printer, tokenSlipDocument(input));

export const renderTestPage = (
  printer: PrinterFormat & { title: string },
  at: number,
  timeZone: string | null,
) => renderFor(printer, testPageDocument(printer.title, columnsOf(printer), printTime(at, timeZone)));
