/** Totals of several orders: the sums of the totals their mutators keep on each order (SYNC14). */
import { type Money, money, multiplyMoney, sumMoney } from '@tavola/shared';

export type OrdersTotals = {
  /** Subtotal excluding tax (CART5). */
  readonly subTotal: Money;
  readonly taxTotal: Money;
  /** Diner orders' fees; zero for staff orders. */
  readonly feeTotal: Money;
  readonly total: Money;
};

type Totalled = {
  readonly subTotal: number;
  readonly taxTotal: number;
  readonly feeTotal: number;
  readonly total: number;
};

export const ordersTotals = (orders: readonly Totalled[]): OrdersTotals => ({
  subTotal: sumMoney(orders.map((o) => money(o.subTotal))),
  taxTotal: sumMoney(orders.map((o) => money(o.taxTotal))),
  feeTotal: sumMoney(orders.map((o) => money(o.feeTotal))),
  total: sumMoney(orders.map((o) => money(o.total))),
});

/** A line's price on a receipt: its unit price as rung up (variant and addons included) times quantity. */
export const linePrice = (item: { readonly unitPrice: number; readonly quantity: number }): Money =>
  multiplyMoney(money(item.unitPrice), item.quantity);
