/**
 * Paying an online order (DIN3): the provider's checkout opens; on success the payment is
 * confirmed and the order status opens; on failure the spec's error shows and the status says to pay at the
 * counter. The demo provider's checkout is a page of this app; Razorpay's is its own checkout.js.
 */
import { FALLBACK, type PaymentProof, type ProviderCheckout } from '@tavola/shared';
import { navigateTo } from '../../lib/navigation.ts';
import { notify } from '../../lib/toast.tsx';
import { dinerApi } from './diner-api.ts';
import { dinerPaths } from './diner-paths.ts';
import { type SavedOrder, useDinerStore } from './diner-store.ts';
import { payWithRazorpay } from './razorpay-checkout.ts';

const showStatus = (order: SavedOrder) =>
  navigateTo(dinerPaths.status(order.qrcode, order.orderId, 'online'), { replace: true });

/** Sends the provider's answer to the server, then opens the order's status either way. */
export async function confirmAndShow(order: SavedOrder, proof: PaymentProof): Promise<void> {
  const id = notify.loading();
  const r = await dinerApi.confirmPayment(order.orderId, order.orderToken, proof);
  if (r.ok) {
    notify.success(r.data.message, id);
    useDinerStore.getState().setTokenNo(order.orderId, r.data.tokenNo);
  } else notify.error(r.message, id);
  await showStatus(order);
}

/** Opens the provider's checkout for a just-placed (or retried) online order. */
export async function startOnlinePayment(
  order: SavedOrder,
  payment: ProviderCheckout | null,
  storeName: string,
): Promise<void> {
  if (payment?.provider === 'demo') {
    useDinerStore.getState().saveOrder({ ...order, providerRef: payment.providerRef });
    const url = payment.redirectUrl.startsWith('/')
      ? payment.redirectUrl
      : dinerPaths.demoCheckout(order.qrcode, payment.providerRef);
    await navigateTo(url);
    return;
  }
  if (payment?.provider === 'razorpay') {
    let proof: PaymentProof;
    try {
      proof = await payWithRazorpay(payment, storeName);
    } catch {
      notify.error(FALLBACK.paymentFailed);
      await showStatus(order);
      return;
    }
    await confirmAndShow(order, proof);
    return;
  }
  notify.error(FALLBACK.paymentHandler);
  await showStatus(order);
}
