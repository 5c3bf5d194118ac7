/** A receipt line's price (shared's, PRT10); the totals of several orders are shared's `ordersTotals` (OS11). */
export { linePrice } from '@tavola/shared/printing/receipt-model';
