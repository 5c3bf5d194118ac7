/**
 * The till's printing as the POS, Orders and "No sale" call it: light (localStorage and Dexie only), loading the
 * encoder and its code page tables (~150 KB) only on a till that has a printer paired (PRT16).
 */
import { type PaymentTaken, paymentTookCash, tenderTypeIds } from '@tavola/shared/printing/cash-payment';
import type { TavolaDb } from '../../db/database.ts';
import type { SentSale } from './till-print.ts';
import { readTillPrinter } from './till-printer-store.ts';

/** PRT6, PRT19: a payment that took cash (any cash tender of a split, not credit) opens the drawer. */
export async function isCashPayment(db: TavolaDb | null, payment: PaymentTaken | null): Promise<boolean> {
  if (!db || !payment) return false;
  const types = await db.paymentTypes.bulkGet(tenderTypeIds(payment));
  return paymentTookCash(payment, (id) => types.find((t) => t?.id === id));
}

/** Whether this till has its own printer that prints receipts (then the browser print window is not needed). */
export const tillPrintsReceipts = (): boolean => readTillPrinter()?.printer.role === 'receipt';

/** After a sale: whatever this till's printer prints for it; false at once when none is paired. */
export async function printSaleOnThisTill(sale: SentSale, db: TavolaDb | null): Promise<boolean> {
  if (!readTillPrinter()) return false;
  return (await import('./till-print.ts')).printSaleOnTill(sale, db);
}

/** A cash payment taken elsewhere than the POS, or "No sale": this till's drawer, when its printer has one. */
export async function kickThisTillsDrawer(): Promise<boolean> {
  if (!readTillPrinter()?.printer.hasCashDrawer) return false;
  return (await import('./till-print.ts')).kickTillDrawer();
}
