/**
 * TEND1-TEND3: one bill paid with several tenders (cash + card + UPI). The server, like the till, applies what
 * each tender handed over to what is still due, in the order given; only cash may hand over more than is due,
 * and the excess is the change given back. The bill's total is always the deciding side's (never the client's).
 */
import type { Tender } from '../sync/bill-rows.ts';

/** What the till sends per tender: the payment type and what the customer handed over. */
export type TenderInput = { readonly paymentTypeId: string; readonly tendered: number };

export const TENDER_LIMITS = { max: 10 } as const;

export const TENDER_TEXTS = {
  notCovered: 'The payments do not cover the bill!',
  overNonCash: 'Only cash can be more than the amount due!',
  zero: 'Please provide a valid amount!',
  unknownType: 'Please choose a payment type!',
  creditSplit: 'A credit sale cannot be split with other payments!',
} as const;

export type Allocation =
  | { readonly ok: true; readonly tenders: readonly Tender[]; readonly change: number }
  | { readonly ok: false; readonly message: string };

/**
 * TEND1: each tender pays min(tendered, still due), in order; Σ amounts = total exactly.
 * TEND2: cash handed over beyond what is due is change (tendered − amount); any other tender beyond what is still
 * due, or a tender once nothing is due, is refused; the tenders must cover the total; a tender of 0 is refused.
 */
export function allocateTenders(
  total: number,
  inputs: readonly TenderInput[],
  isCash: (paymentTypeId: string) => boolean,
): Allocation {
  let due = total;
  const tenders: Tender[] = [];
  for (const t of inputs) {
    if (t.tendered <= 0) return { ok: false, message: TENDER_TEXTS.zero };
    const cash = isCash(t.paymentTypeId);
    if (!cash && t.tendered > due) return { ok: false, message: TENDER_TEXTS.overNonCash };
    const amount = Math.min(t.tendered, due);
    if (amount === 0) return { ok: false, message: TENDER_TEXTS.overNonCash };
    tenders.push({
      paymentTypeId: t.paymentTypeId,
      amount,
      tendered: t.tendered,
      change: t.tendered - amount,
    });
    due -= amount;
  }
  if (due > 0) return { ok: false, message: TENDER_TEXTS.notCovered };
  return { ok: true, tenders, change: tenders.reduce((s, t) => s + t.change, 0) };
}

/** TEND3: what each payment type took of a bill: its tenders, or the one type of a bill paid before tenders. */
export function tendersOf(invoice: {
  readonly tenders?: readonly Tender[] | null;
  readonly paymentTypeId: string | null;
  readonly total: number;
}): readonly Tender[] {
  if (invoice.tenders && invoice.tenders.length > 0) return invoice.tenders;
  return invoice.paymentTypeId
    ? [{ paymentTypeId: invoice.paymentTypeId, amount: invoice.total, tendered: invoice.total, change: 0 }]
    : [];
}
