/** Document 2 section 2: receipts and tokens print from their own pages, opened in a 400x400 window. */
const FEATURES = 'width=400,height=400';

export const receiptUrl = (orderId: string): string =>
  `/print-receipt?orderId=${encodeURIComponent(orderId)}`;
export const tokenUrl = (orderId: string): string => `/print-token?orderId=${encodeURIComponent(orderId)}`;

/** Opens a print page; false when the browser blocked the window. */
export function openPrintWindow(url: string): boolean {
  return window.open(url, '_blank', FEATURES) !== null;
}
