/** Printers for the tests: two as the server lists them (printers screen, English and Hindi), and a till's own USB one. */
import type { PrinterConfig } from '@tavola/shared/printing/printer-config';

export const PRINTERS_LIST = 'GET /api/v1/settings/printers';

/** A network kitchen printer, 80 mm, no drawer. */
export const kitchen: PrinterConfig = {
  id: 'p1',
  title: 'Kitchen printer',
  connection: 'network',
  host: '192.168.1.50',
  port: 9100,
  paperWidth: '80',
  language: 'esc-pos',
  role: 'kitchen',
  stationIds: [],
  backupPrinterId: null,
  hasCashDrawer: false,
  createdAt: 1,
  updatedAt: 1,
};

/** A USB receipt printer, 57 mm, with a cash drawer. */
export const counter: PrinterConfig = {
  ...kitchen,
  id: 'p2',
  title: 'Counter USB',
  connection: 'usb',
  host: null,
  port: null,
  paperWidth: '57',
  role: 'receipt',
  hasCashDrawer: true,
};

/** A till's own USB printer (PRT16), 80 mm ESC/POS, a kitchen one unless `over` says otherwise. */
export const usbPrinter = (over: Partial<PrinterConfig> = {}): PrinterConfig => ({
  ...kitchen,
  id: 'usb1',
  title: 'Till printer',
  connection: 'usb',
  host: null,
  port: null,
  ...over,
});

/** GET /settings/printers answering these printers. */
export const listed = (printers: PrinterConfig[]) => ({ status: 200, body: { printers } });
