/**
 * Send to Kitchen and Create Receipt & Pay: one order.create.v1 mutation (docs/architecture.md §6.2) with the
 * daily token taken inside it (TOK2); the caller may say "sent" or print only after `ok`.
 */
import { CART_MESSAGES, type CreateOrderMutationArgs, createOrder, type Money } from '@tavola/shared';
import { uuidv7 } from '../../db/ids.ts';
import { type MutateTools, mutate } from '../../sync/mutate.ts';
import { toCartArgs } from './pos-cart.ts';
import type { PosSale } from './pos-store.ts';

/** How the pay-and-send dialog settles the order at once (SYNC10). */
export type PaymentChoice = {
  readonly paymentTypeId: string | null;
  /** Credit (khata): the invoice is owed on the customer's account. */
  readonly credit: boolean;
  readonly name: string | null;
  readonly phone: string | null;
  readonly email: string | null;
  /** TEND1: a split payment's tenders (then `paymentTypeId` is null and `credit` false). */
  readonly tenders?: { paymentTypeId: string; tendered: Money }[] | null;
};

export type SentOrder = { readonly orderId: string; readonly tokenNo: string };

export type SendResult = { ok: true; order: SentOrder } | { ok: false; message: string };

export async function sendOrder(sale: PosSale, payment: PaymentChoice | null): Promise<SendResult> {
  if (sale.lines.length === 0) return { ok: false, message: CART_MESSAGES.cartEmpty };
  const order = orderArgs(sale, payment);
  const result = await mutate(createOrder, order.build);
  return result.ok
    ? { ok: true, order: { orderId: order.orderId, tokenNo: order.tokenNo() } }
    : { ok: false, message: result.message };
}

/** The sale's order.create.v1 args, built inside the mutation (the token taken there); also the week bench's. */
export function orderArgs(sale: PosSale, payment: PaymentChoice | null) {
  const orderId = sale.saleId ?? uuidv7();
  // DISC7: a line keeps the id its discount's approval signed
  const itemIds = sale.lines.map((l) => l.id ?? uuidv7());
  const customerId = sale.customer?.id ?? null;
  let tokenNo = '';
  const build = ({ takeToken, ctx }: MutateTools): CreateOrderMutationArgs => {
    tokenNo = takeToken();
    return {
      id: orderId,
      tokenNo,
      businessDay: ctx.businessDay,
      // TILL1: the sale keeps this till's time and business day (one clock reading), however late it syncs
      soldAt: ctx.now,
      cart: toCartArgs(sale.lines),
      deliveryType: sale.deliveryType,
      customerType: customerId ? 'CUSTOMER' : 'WALKIN',
      customerId,
      tableId: sale.tableId,
      itemIds,
      lineDiscounts: sale.lines.flatMap((l, k) =>
        l.discount ? [{ itemId: itemIds[k] ?? '', ...l.discount }] : [],
      ),
      billDiscount: sale.billDiscount,
      payNow: payment ? { invoiceId: uuidv7(), customerId, ...payment } : null,
    };
  };
  return { orderId, build, tokenNo: () => tokenNo };
}
