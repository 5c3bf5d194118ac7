/**
 * Razorpay for diners' online payments (docs/api-diner.md §3): an order through its Orders API (HTTP basic
 * auth), the Checkout handler's signature HMAC-SHA256(order_id|payment_id, key_secret), the payment read
 * back from its API, and webhooks signed HMAC-SHA256(body, webhook_secret) in X-Razorpay-Signature.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RazorpayConfig } from '../config.ts';
import type { PaymentProvider, PaymentVerdict } from './payment-provider.ts';

/** The provider could not be reached or answered an error: 'Error processing payment. Please try again.' */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

const hexMac = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex');

/** Constant-time comparison of a hex signature with the expected one. */
export function signatureMatches(expectedHex: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]+$/i.test(given)) return false;
  const a = Buffer.from(expectedHex, 'hex');
  const b = Buffer.from(given.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The payment a verified webhook reports: the Razorpay order it pays and its amount. */
export type RazorpayWebhookPayment = {
  event: string;
  orderRef: string;
  paymentId: string;
  amount: number;
  currency: string;
};

export type RazorpayProvider = PaymentProvider & {
  readonly keyId: string;
  /** null: bad or missing signature. `ignored`: a verified event that pays nothing. */
  parseWebhook(rawBody: Buffer, signature: unknown): RazorpayWebhookPayment | 'ignored' | null;
};

const PAID_EVENTS = new Set(['payment.captured', 'order.paid']);
const PAID_STATUSES = new Set(['captured', 'authorized']);

type Entity = Record<string, unknown>;

export function razorpayProvider(config: RazorpayConfig, fetchImpl: typeof fetch = fetch): RazorpayProvider {
  const auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Entity> {
    let res: Response;
    try {
      res = await fetchImpl(`${config.apiUrl}${path}`, {
        method,
        headers: { authorization: auth, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new PaymentProviderError(`Razorpay unreachable: ${String(error)}`);
    }
    const json = (await res.json().catch(() => null)) as Entity | null;
    if (!res.ok || !json) throw new PaymentProviderError(`Razorpay ${method} ${path} answered ${res.status}`);
    return json;
  }

  return {
    name: 'razorpay',
    keyId: config.keyId,

    async createCheckout(request) {
      const order = await call('POST', '/v1/orders', {
        amount: request.amount,
        currency: request.currency,
        receipt: request.notes.orderId ?? undefined,
        notes: request.notes,
      });
      if (typeof order.id !== 'string') throw new PaymentProviderError('Razorpay order without id');
      return { providerRef: order.id, redirectUrl: '' };
    },

    async verify(providerRef, payload): Promise<PaymentVerdict> {
      const paymentId = payload.razorpay_payment_id;
      if (typeof paymentId !== 'string' || payload.razorpay_order_id !== providerRef)
        return { status: 'failed' };
      const expected = hexMac(config.keySecret, `${providerRef}|${paymentId}`);
      if (!signatureMatches(expected, payload.razorpay_signature)) return { status: 'failed' };
      // The signature proves Checkout's answer; the payment itself is read back for its amount and state.
      const payment = await call('GET', `/v1/payments/${encodeURIComponent(paymentId)}`);
      if (payment.order_id !== providerRef || !PAID_STATUSES.has(String(payment.status)))
        return { status: 'failed' };
      return {
        status: 'paid',
        amount: Number(payment.amount),
        currency: String(payment.currency),
        notes: { paymentId },
      };
    },

    async describe() {
      return null;
    },

    parseWebhook(rawBody, signature) {
      if (!config.webhookSecret) return null;
      if (!signatureMatches(hexMac(config.webhookSecret, rawBody), signature)) return null;
      let event: Entity;
      try {
        event = JSON.parse(rawBody.toString('utf8')) as Entity;
      } catch {
        return null;
      }
      const name = String(event.event ?? '');
      const payment = ((event.payload as Entity | undefined)?.payment as Entity | undefined)?.entity as
        | Entity
        | undefined;
      if (!PAID_EVENTS.has(name) || !payment || typeof payment.order_id !== 'string') return 'ignored';
      if (!PAID_STATUSES.has(String(payment.status))) return 'ignored';
      return {
        event: name,
        orderRef: payment.order_id,
        paymentId: String(payment.id),
        amount: Number(payment.amount),
        currency: String(payment.currency),
      };
    },
  };
}
