/**
 * REF2-REF3: what a refund may give back and where to: never more than was paid less earlier refunds; to the
 * original tenders, the last tender first, each up to what it paid less what earlier refunds gave back to its type.
 */
import type { RefundTender, Tender } from '../sync/bill-rows.ts';

export const REFUND_METHODS = ['tender', 'khata'] as const;

export const REFUND_TEXTS = {
  notFound: 'Invoice not found!',
  orders: 'Invalid request!',
  line: 'Please choose lines of this bill!',
  lineRefunded: 'This line was refunded already!',
  nothing: 'Nothing to refund on these lines!',
  fullyRefunded: 'This bill is refunded already!',
  reason: 'Please provide a reason!',
  customer: 'Please select customer!',
  creditToKhata: 'A credit bill is refunded to the khata!',
  approval: 'A manager must approve this refund!',
} as const;

/** APPR3: the action a refund's approval signs (with the refund's id): its method and lines. */
export const refundAction = (method: string, itemIds: readonly string[]): string =>
  `invoice.refund:${method}:${[...itemIds].sort().join(',')}`;

/** REF2: what is left to refund of a bill of `total` after `earlier` refunds. */
export const refundable = (total: number, earlier: readonly { readonly amount: number }[]): number =>
  Math.max(0, total - earlier.reduce((s, r) => s + r.amount, 0));

/** REF3: `amount` given back over the invoice's tenders, the last first; Σ = amount when the tenders hold it. */
export function refundTenders(
  tenders: readonly Tender[],
  earlier: readonly { readonly tenders: readonly RefundTender[] }[],
  amount: number,
): RefundTender[] {
  const given = new Map<string, number>();
  for (const r of earlier)
    for (const t of r.tenders) given.set(t.paymentTypeId, (given.get(t.paymentTypeId) ?? 0) + t.amount);
  const out: RefundTender[] = [];
  let left = amount;
  for (const t of [...tenders].reverse()) {
    if (left <= 0) break;
    const already = given.get(t.paymentTypeId) ?? 0;
    const room = Math.max(0, t.amount - already);
    given.set(t.paymentTypeId, Math.max(0, already - t.amount));
    const take = Math.min(room, left);
    if (take > 0) out.push({ paymentTypeId: t.paymentTypeId, amount: take });
    left -= take;
  }
  return out;
}
