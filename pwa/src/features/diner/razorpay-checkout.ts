/**
 * Razorpay Checkout (checkout.js), loaded only when a store uses Razorpay: resolves with the signed answer
 * of its success handler, or rejects when the diner closes it or the payment fails.
 */
import type { PaymentProof, ProviderCheckout } from '@tavola/shared';

const SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

type RazorpayAnswer = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };
type RazorpayInstance = { open(): void; on(event: 'payment.failed', fn: () => void): void };
type RazorpayCtor = new (options: Record<string, unknown>) => RazorpayInstance;

let script: Promise<RazorpayCtor> | null = null;

function loadScript(): Promise<RazorpayCtor> {
  script ??= new Promise<RazorpayCtor>((resolve, reject) => {
    const el = document.createElement('script');
    el.src = SCRIPT;
    el.async = true;
    el.onload = () => {
      const ctor = (window as unknown as { Razorpay?: RazorpayCtor }).Razorpay;
      if (ctor) resolve(ctor);
      else reject(new Error('Razorpay did not load'));
    };
    el.onerror = () => {
      script = null;
      reject(new Error('Razorpay did not load'));
    };
    document.head.append(el);
  });
  return script;
}

export async function payWithRazorpay(
  payment: Extract<ProviderCheckout, { provider: 'razorpay' }>,
  storeName: string,
): Promise<PaymentProof> {
  const Razorpay = await loadScript();
  return new Promise<PaymentProof>((resolve, reject) => {
    const rzp = new Razorpay({
      key: payment.razorpay.keyId,
      order_id: payment.razorpay.orderId,
      amount: payment.razorpay.amount,
      currency: payment.razorpay.currency,
      name: storeName,
      handler: (a: RazorpayAnswer) => resolve({ provider: 'razorpay', ...a }),
      modal: { ondismiss: () => reject(new Error('dismissed')) },
    });
    rzp.on('payment.failed', () => reject(new Error('failed')));
    rzp.open();
  });
}
