/**
 * SALE1-SALE3: what counts as a sale, decided once (ADR 0048). The server's figures (reports, the dashboard home,
 * the operator's dashboard and reports) read sales through one module, `sync-server/src/services/sales-ledger.ts`,
 * which follows these rules; nothing else sums orders into money.
 */

/** SALE1: the payment status that makes an order a sale: paid at the till, online, or on credit (khata). */
export const SALE_PAYMENT_STATUS = 'paid';

/**
 * SALE1: an order is a sale once it is paid or invoiced on credit (both leave it `paid`); until then it is a
 * request that may still expire (SALE5). A cancelled paid order stays a sale: it was paid, and it is revenue
 * until it is refunded.
 */
export const isSale = (order: { readonly paymentStatus: string }): boolean =>
  order.paymentStatus === SALE_PAYMENT_STATUS;

/** The money fields of an invoice (SALE2: a sale's money is its invoice's, never its order's own totals). */
export type SaleInvoice = {
  readonly subTotal: number;
  readonly taxTotal: number;
  readonly feeTotal: number;
  readonly total: number;
};

export type SaleTotals = {
  /** Σ invoice totals: what the customers were charged (Revenue). */
  readonly revenue: number;
  /** Σ invoice sub-totals: before tax and fees (Net Sales). */
  readonly netSales: number;
  readonly taxTotal: number;
  readonly feeTotal: number;
};

/**
 * SALE2: the money of a period's sales is the sum of the invoices made in it, so Revenue always equals the
 * invoices screen's total for the same filter. The server computes the same sums in SQL (sales-ledger.ts).
 */
export function saleTotals(invoices: readonly SaleInvoice[]): SaleTotals {
  let revenue = 0;
  let netSales = 0;
  let taxTotal = 0;
  let feeTotal = 0;
  for (const i of invoices) {
    revenue += i.total;
    netSales += i.subTotal;
    taxTotal += i.taxTotal;
    feeTotal += i.feeTotal;
  }
  return { revenue, netSales, taxTotal, feeTotal };
}

/** SALE3: Avg. Order Value = revenue / orders sold (minor units, unrounded); 0 without sales. */
export const averageOrderValue = (revenue: number, orders: number): number =>
  orders === 0 ? 0 : revenue / orders;
