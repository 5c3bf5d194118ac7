/** Paying for a plan: start a checkout, read it on the demo provider's page, confirm it (docs: platform routes). */
import { FALLBACK, type PlanId } from '@tavola/shared';
import { apiGet, apiPost } from '../../lib/api.ts';

export type Checkout = {
  providerRef: string;
  provider: string;
  amount: number;
  currency: string;
  description: string;
  plan: PlanId | null;
  planName: string | null;
};

export type ConfirmAnswer = { message: string; outcome: string; redirect: '/success' | '/cancelled-payment' };

export const checkoutApi = {
  start: (plan: PlanId) =>
    apiPost<{ message: string; providerRef: string; redirectUrl: string }>(
      '/subscriptions/checkout',
      { plan },
      {
        fallback: FALLBACK.paymentHandler,
      },
    ),
  describe: (ref: string) =>
    apiGet<{ message: string; checkout: Checkout }>(`/subscriptions/checkout/${encodeURIComponent(ref)}`),
  confirm: (ref: string, outcome: 'paid' | 'cancelled') =>
    apiPost<ConfirmAnswer>(
      '/subscriptions/confirm',
      { providerRef: ref, payload: { outcome } },
      { fallback: outcome === 'paid' ? FALLBACK.paymentFailed : FALLBACK.paymentHandler },
    ),
};
