/**
 * The till's printing as the POS, Orders and "No sale" call it: light (localStorage and Dexie only), loading the
 * encoder and its code page tables (~150 KB) only on a till that has a printer paired (PRT16).
 */
import { isCashType } from '@tavola/shared/shifts/shift-cash';
import type { TavolaDb } from '../../db/database.ts';
import type { SentSale } from './till-print.ts';
import { readTillPrinter } from './till-printer-store.ts';

/** PRT6: a payment of the "Cash" payment type (not credit) opens the drawer. */
export async function isCashPayment(
  db: TavolaDb | null,
  payment: { readonly paymentTypeId: string | null; readonly credit: boolean } | null,
): Promise<boolean> {
  if (!db || !payment || payment.credit || !payment.paymentTypeId) return false;
  return isCashType(await db.paymentTypes.get(payment.paymentTypeId));
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
