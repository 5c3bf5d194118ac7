/**
 * Paying for a plan: who takes the payment (GET /plans), start a checkout, read it on the demo provider's page,
 * confirm it with the provider's answer (docs: platform routes; ADR 0042).
 */
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

/** Who takes a plan's payment: Razorpay, the demo provider (no money moves), or none (no paid plans). */
export type PlanPayments = { provider: 'razorpay' | 'demo' | null };

export type CheckoutStart = {
  message: string;
  providerRef: string;
  redirectUrl: string;
  provider: 'razorpay' | 'demo';
  razorpay?: { keyId: string; orderId: string; amount: number; currency: string };
};

export const checkoutApi = {
  payments: () => apiGet<{ payments?: PlanPayments }>('/plans'),
  start: (plan: PlanId) =>
    apiPost<CheckoutStart>(
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
  /** Razorpay Checkout's signed answer, verified by the server. */
  confirmProof: (ref: string, proof: Record<string, string>) =>
    apiPost<ConfirmAnswer>(
      '/subscriptions/confirm',
      { providerRef: ref, payload: proof },
      { fallback: FALLBACK.paymentFailed },
    ),
};
