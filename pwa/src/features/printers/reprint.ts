/**
 * PRT7: reprint a receipt, token or kitchen ticket from Orders or Invoices. With a store printer for it the server
 * prints a new job marked REPRINT; without one, a receipt or token falls back to this till's own printer or the
 * browser's print window (opened at once, inside the click, so no pop-up blocker stops it).
 */

import type { ReprintKind } from '@tavola/shared/printing/print-requests';
import type { PrintStatusAnswer } from '@tavola/shared/printing/printer-status';
import { notify } from '../../lib/toast.tsx';
import { openPrintWindow, receiptPath, tokenPath } from '../print/open-print-window.ts';
import { printersApi } from './printers-api.ts';
import { readTillPrinter } from './till-printer-store.ts';

export const REPRINT_LABELS: Readonly<Record<ReprintKind, string>> = {
  receipt: 'Reprint Receipt',
  token: 'Reprint Token',
  kitchen: 'Reprint Kitchen Ticket',
};
export const REPRINT_TEXTS = {
  sent: 'Sent to the printer.',
  noKitchenPrinter: 'No kitchen printer is set up: the kitchen screen shows the order.',
  noPrinter: 'No printer took it: use Print for the browser print window.',
} as const;

/** This till's own printer, loaded only when used (the encoder is large). */
const reprintOnTill = async (kind: ReprintKind, orderIds: readonly string[]) =>
  (await import('./till-reprint.ts')).reprintOnTill(kind, orderIds);

const roleOf = (kind: ReprintKind) => (kind === 'kitchen' ? 'kitchen' : 'receipt');

/** Where a reprint of `kind` goes: the store's printers, this till's printer, or the browser window. */
export function reprintRoute(
  kind: ReprintKind,
  status: PrintStatusAnswer | null | undefined,
): 'server' | 'till' | 'window' | 'none' {
  if (status?.printers.some((p) => p.role === roleOf(kind))) return 'server';
  if (readTillPrinter()?.printer.role === roleOf(kind)) return 'till';
  return kind === 'kitchen' ? 'none' : 'window';
}

export function reprint(
  kind: ReprintKind,
  orderIds: readonly string[],
  status: PrintStatusAnswer | null | undefined,
): void {
  const route = reprintRoute(kind, status);
  const first = orderIds[0];
  if (!first) return;
  if (route === 'window') {
    openPrintWindow(kind === 'token' ? tokenPath(first) : receiptPath(orderIds));
    return;
  }
  if (route === 'none') {
    notify.error(REPRINT_TEXTS.noKitchenPrinter);
    return;
  }
  if (route === 'till') {
    void reprintOnTill(kind, orderIds).then((ok) => ok && notify.success(REPRINT_TEXTS.sent));
    return;
  }
  void (async () => {
    const ids = kind === 'receipt' ? [first] : orderIds;
    let queued = false;
    for (const orderId of ids) {
      const result = await printersApi.reprint({ orderId, kind });
      if (!result.ok) {
        notify.error(result.message);
        return;
      }
      queued ||= result.data.queued !== false;
    }
    if (queued) notify.success(REPRINT_TEXTS.sent);
    // the server had no printer for it after all (a USB printer is this till's): print here
    else if (readTillPrinter()?.printer.role === roleOf(kind)) {
      if (await reprintOnTill(kind, orderIds)) notify.success(REPRINT_TEXTS.sent);
    } else notify.error(kind === 'kitchen' ? REPRINT_TEXTS.noKitchenPrinter : REPRINT_TEXTS.noPrinter);
  })();
}
