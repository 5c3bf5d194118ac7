/**
 * PRT19: the one rule for "this payment took cash", which opens the cash drawer: the server's print trigger and the
 * till's USB/serial printing both ask it. A payment took cash when any of its tenders (TEND1: a split, a share of
 * an equal split) is of a cash payment type (SHIFT3's `isCashType`); a credit (khata) sale never did.
 */
import { isCashType } from '../shifts/shift-cash.ts';

/** A payment as an invoice, a share payment or the till's choice records it. */
export type PaymentTaken = {
  readonly credit?: boolean | null;
  readonly paymentTypeId?: string | null;
  /** TEND1: the tenders, in order; absent or empty: the one `paymentTypeId`. */
  readonly tenders?: readonly { readonly paymentTypeId: string }[] | null | undefined;
};

/** The payment types a payment's tenders name (one for a payment without tenders). */
export const tenderTypeIds = (payment: PaymentTaken): string[] =>
  payment.tenders && payment.tenders.length > 0
    ? payment.tenders.map((t) => t.paymentTypeId)
    : payment.paymentTypeId
      ? [payment.paymentTypeId]
      : [];

/** PRT19: any tender of a cash payment type, not on credit. */
export function paymentTookCash(
  payment: PaymentTaken,
  typeOf: (paymentTypeId: string) => { readonly title: string } | undefined,
): boolean {
  if (payment.credit) return false;
  return tenderTypeIds(payment).some((id) => isCashType(typeOf(id)));
}

/**
 * PRT19: the same rule on an order's recorded payment method, for a payment without an invoice row (a diner's
 * 'cash'): the types' titles joined by ' + ' (TEND1: 'Card + Cash'), any of them cash.
 */
export const methodTookCash = (method: string | null | undefined): boolean =>
  method?.split(' + ').some((title) => isCashType({ title })) === true;
