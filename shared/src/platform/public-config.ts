/**
 * GET /api/v1/public-config: what the deployment configures and the PWA shows before anyone signs in: the
 * support contacts (SUP1) and the diner fee rates the landing page quotes (PLAT3).
 */
import type { FeeConfig } from '../fees/diner-fees.ts';
import { formatPercent } from '../money/rate.ts';

export type SupportContact = { name: string; phone: string; email: string };

export type PublicFees = {
  /** Percent texts ('3', '2.655'), as the operator configured them. */
  platformFeeOnline: string;
  platformFeeCash: string;
  gstOnPlatformFee: string;
};

export type PublicConfigAnswer = { message: string; support: SupportContact; fees: PublicFees };

export const publicFeesOf = (fees: FeeConfig): PublicFees => ({
  platformFeeOnline: formatPercent(fees.platformFeeRate.online),
  platformFeeCash: formatPercent(fees.platformFeeRate.cash),
  gstOnPlatformFee: formatPercent(fees.gstOnPlatformFeeRate),
});

/** PLAT3: the landing's fee claim, from the configured rates (a percentage carries no currency). */
export function feeClaim(fees: PublicFees): string {
  const rate =
    fees.platformFeeOnline === fees.platformFeeCash
      ? `${fees.platformFeeOnline}% of the order`
      : `${fees.platformFeeOnline}% of an online-paid order (${fees.platformFeeCash}% paid at the counter)`;
  const gst = Number(fees.gstOnPlatformFee) > 0 ? `, plus ${fees.gstOnPlatformFee}% GST on the fee,` : '';
  if (Number(fees.platformFeeOnline) === 0 && Number(fees.platformFeeCash) === 0)
    return 'Keep 100% of your product revenue. No platform fee is added at checkout.';
  return `Keep 100% of your product revenue. A small platform fee of ${rate}${gst} is added at checkout.`;
}

/** SUP1: a phone number as a tel: or wa.me link takes it: digits only, '+' kept for tel:. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
export const messagingDigits = (phone: string): string => phone.replace(/\D/g, '');
