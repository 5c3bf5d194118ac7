/**
 * The print pages open in a small window of their own, same origin, so they read the device database
 * (a 400x400 window, printing after 400 ms). POS, Orders and Invoices open them here.
 */
export const PRINT_WINDOW = { width: 400, height: 400 } as const;
export const PRINT_DELAY_MS = 400;

/** '/print-receipt?orderIds=a,b' (one order: `orderId`), so a group prints as one receipt. */
export function receiptPath(orderIds: readonly string[]): string {
  const ids = orderIds.map(encodeURIComponent);
  return ids.length === 1 ? `/print-receipt?orderId=${ids[0]}` : `/print-receipt?orderIds=${ids.join(',')}`;
}

export const tokenPath = (orderId: string): string => `/print-token?orderId=${encodeURIComponent(orderId)}`;

/** The order ids a print page was opened for: `orderId=…` or `orderIds=a,b`, duplicates dropped. */
export function orderIdsFrom(searchStr: string): string[] {
  const q = new URLSearchParams(searchStr);
  const ids = [...q.getAll('orderId'), ...q.getAll('orderIds').flatMap((s) => s.split(','))];
  return [...new Set(ids.map((s) => s.trim()).filter((s) => s !== ''))];
}

/** Opens `path` (see `receiptPath`, `tokenPath`) in a 400x400 window; the page prints itself. */
export function openPrintWindow(path: string): Window | null {
  const { width, height } = PRINT_WINDOW;
  return window.open(path, '_blank', `popup=yes,width=${width},height=${height}`);
}
