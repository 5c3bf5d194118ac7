/**
 * PRT16: the USB or serial printer cabled to THIS till: which printer of Settings → Printers it is (a snapshot, so
 * it prints offline) and the device the browser paired, to reconnect without asking again. Kept in localStorage:
 * it belongs to the device, not to the store.
 */
import type { PrinterConfig } from '@tavola/shared/printing/printer-config';
import { readStorage, writeStorage } from '../../lib/storage.ts';

export const TILL_PRINTER_KEY = 'tavola.tillPrinter';

/** What the browser's chooser gave: enough to find the same device again. */
export type PairedDevice = {
  readonly vendorId: number | null;
  readonly productId: number | null;
  readonly serialNumber?: string | null;
  readonly name?: string | null;
};

export type TillPrinter = {
  readonly printer: PrinterConfig;
  readonly device: PairedDevice;
};

export function readTillPrinter(): TillPrinter | null {
  const raw = readStorage('local', TILL_PRINTER_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as TillPrinter;
    return parsed?.printer?.id ? parsed : null;
  } catch {
    return null;
  }
}

export function writeTillPrinter(value: TillPrinter | null): void {
  writeStorage('local', TILL_PRINTER_KEY, value ? JSON.stringify(value) : null);
}

/** Keeps the snapshot in step with the server's list (title, paper, stations changed in settings). */
export function refreshTillPrinter(printers: readonly PrinterConfig[]): void {
  const current = readTillPrinter();
  if (!current) return;
  const fresh = printers.find((p) => p.id === current.printer.id);
  if (!fresh) writeTillPrinter(null);
  else if (JSON.stringify(fresh) !== JSON.stringify(current.printer))
    writeTillPrinter({ ...current, printer: fresh });
}
