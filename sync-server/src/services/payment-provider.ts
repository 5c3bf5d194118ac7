/**
 * The payment provider interface (docs/architecture.md §7 "Payments") and the built-in demo provider, the embedded
 * default: its checkout page is the PWA's /checkout/demo/{ref}, where the buyer presses Pay or Cancel.
 */
import { randomBytes } from 'node:crypto';

export type CheckoutRequest = {
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  description: string;
  /** Echoed back on verification: what the payment is for. */
  notes: Readonly<Record<string, string>>;
};

export type CheckoutSession = {
  /** The provider's id of this checkout (an order id, a session id). */
  providerRef: string;
  /** Where the browser goes to pay: the provider's page, or this app's own for the demo. */
  redirectUrl: string;
};

export type PaymentVerdict =
  | { status: 'paid'; amount: number; currency: string; notes: Readonly<Record<string, string>> }
  | { status: 'cancelled' | 'failed' }
  | { status: 'unknown' };

export interface PaymentProvider {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Checks what the browser reports after the provider's page (for a real provider: a signature over the
   * payload, or a call to its API). Each checkout is settled once: a second verification is 'unknown'.
   */
  verify(providerRef: string, payload: Readonly<Record<string, unknown>>): Promise<PaymentVerdict>;
  /** What the checkout page shows (the demo's own page needs it; others may return null). */
  describe(providerRef: string): Promise<(CheckoutRequest & { providerRef: string }) | null>;
}

const CHECKOUT_TTL_MS = 30 * 60_000;

/**
 * No money moves: the buyer's choice on the demo page is the verdict. Pending checkouts live in this
 * process for 30 minutes, which is enough for the single-process embedded server it is meant for.
 */
export function demoPaymentProvider(now: () => number = Date.now): PaymentProvider {
  const pending = new Map<string, CheckoutRequest & { expiresAt: number }>();
  const live = (ref: string) => {
    const p = pending.get(ref);
    if (p && p.expiresAt <= now()) pending.delete(ref);
    return pending.get(ref) ?? null;
  };
  return {
    name: 'demo',
    async createCheckout(request) {
      for (const [ref, p] of pending) if (p.expiresAt <= now()) pending.delete(ref);
      const providerRef = `demo_${randomBytes(12).toString('hex')}`;
      pending.set(providerRef, { ...request, expiresAt: now() + CHECKOUT_TTL_MS });
      return { providerRef, redirectUrl: `/checkout/demo/${providerRef}` };
    },
    async verify(providerRef, payload) {
      const p = live(providerRef);
      if (!p) return { status: 'unknown' };
      pending.delete(providerRef);
      if (payload.outcome === 'paid') {
        return { status: 'paid', amount: p.amount, currency: p.currency, notes: p.notes };
      }
      return { status: payload.outcome === 'failed' ? 'failed' : 'cancelled' };
    },
    async describe(providerRef) {
      const p = live(providerRef);
      return p
        ? { providerRef, amount: p.amount, currency: p.currency, description: p.description, notes: p.notes }
        : null;
    },
  };
}
