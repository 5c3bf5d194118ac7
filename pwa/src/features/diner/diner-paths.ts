/** The diner's addresses: the menu, a table's menu, an order's status, the demo checkout. */
import type { DinerPaymentMethod } from '@tavola/shared';

const e = encodeURIComponent;

export const dinerPaths = {
  menu: (qrcode: string, table: string | null) =>
    table ? `/tm/${e(qrcode)}/${e(table)}` : `/m/${e(qrcode)}`,
  status: (qrcode: string, orderId: string, method: DinerPaymentMethod) =>
    `/m/${e(qrcode)}/orderstatus/${e(orderId)}/${method}`,
  demoCheckout: (qrcode: string, providerRef: string) => `/m/${e(qrcode)}/checkout/demo/${e(providerRef)}`,
};

const TABLE_KEY = 'tavola.diner.table.';

/** The table of the link this tab was opened with, so a status page's "back to menu" keeps it. */
export function rememberTable(qrcode: string, table: string | null): void {
  try {
    if (table) sessionStorage.setItem(TABLE_KEY + qrcode, table);
  } catch {
    // private mode: the menu link without the table still works
  }
}

export function rememberedTable(qrcode: string): string | null {
  try {
    return sessionStorage.getItem(TABLE_KEY + qrcode);
  } catch {
    return null;
  }
}
