/**
 * The admin's way to pay for Booster (or renew it) from the subscription card: Razorpay Checkout, or the demo
 * provider's page in demo mode (labelled: no money moves). Without a live provider paid plans are not offered,
 * and the card says so instead of a button that could only fail (ADR 0042).
 */
import { PLANS } from '@tavola/shared';
import { useState } from 'react';
import { t as translate, useT } from '../../i18n/i18n.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { useQuery } from '../../lib/query.ts';
import { notify } from '../../lib/toast.tsx';
import { payWithRazorpay } from '../diner/razorpay-checkout.ts';
import { type CheckoutStart, checkoutApi } from './checkout-api.ts';

// read from the current language's catalog when used (I18N1)
export const UPGRADE_TEXTS = {
  get notOffered() {
    return translate('subscription.notOffered');
  },
  get demo() {
    return translate('subscription.demo');
  },
};

async function payThroughRazorpay(
  start: CheckoutStart & { razorpay: NonNullable<CheckoutStart['razorpay']> },
) {
  let proof: Record<string, string>;
  try {
    const { provider: _provider, ...answer } = await payWithRazorpay(
      { provider: 'razorpay', providerRef: start.providerRef, razorpay: start.razorpay },
      `Tavola ${PLANS.booster.name}`,
    );
    proof = answer as Record<string, string>;
  } catch {
    await navigateTo('/cancelled-payment', { replace: true });
    return;
  }
  const id = notify.loading();
  const r = await checkoutApi.confirmProof(start.providerRef, proof);
  if (!r.ok) {
    notify.error(r.message, id);
    return;
  }
  if (r.data.redirect === '/success') notify.success(r.data.message, id);
  else notify.error(r.data.message, id);
  await navigateTo(r.data.redirect, { replace: true });
}

export function UpgradeButton({ currentPlan }: { currentPlan: string | null | undefined }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const { data } = useQuery('plans/payments', checkoutApi.payments);
  // Unknown (offline, older server): the button, and the server's answer decides.
  const provider = data?.payments === undefined ? undefined : data.payments.provider;
  const renew = currentPlan === PLANS.booster.id;
  if (provider === null)
    return (
      <p className="muted" data-testid="plans-not-offered">
        {UPGRADE_TEXTS.notOffered}
      </p>
    );
  const start = async () => {
    setBusy(true);
    const id = notify.loading();
    const r = await checkoutApi.start(PLANS.booster.id);
    setBusy(false);
    if (!r.ok) {
      notify.error(r.message, id);
      return;
    }
    notify.dismiss(id);
    const { razorpay } = r.data;
    if (r.data.provider === 'razorpay' && razorpay) return payThroughRazorpay({ ...r.data, razorpay });
    const url = r.data.redirectUrl;
    // the demo provider's page is this app's own; a real provider's is elsewhere
    if (url.startsWith('/')) await navigateTo(url);
    else window.location.assign(url);
  };
  return (
    <>
      <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void start()}>
        {renew
          ? t('subscription.renew', { plan: PLANS.booster.name })
          : t('subscription.upgrade', { plan: PLANS.booster.name })}
      </button>
      {provider === 'demo' && (
        <p className="muted" data-testid="plans-demo">
          {UPGRADE_TEXTS.demo}
        </p>
      )}
    </>
  );
}
