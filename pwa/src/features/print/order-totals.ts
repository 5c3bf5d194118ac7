/** A receipt line's price; the totals of several orders are shared's `ordersTotals` (OS11). */
import { type Money, money, multiplyMoney } from '@tavola/shared';

/** A line's price on a receipt: its unit price as rung up (variant and addons included) times quantity. */
export const linePrice = (item: { readonly unitPrice: number; readonly quantity: number }): Money =>
  multiplyMoney(money(item.unitPrice), item.quantity);
