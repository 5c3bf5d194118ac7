/** The admin's way to pay for Booster (or renew it) from the subscription card: off to the provider's page. */
import { PLANS } from '@tavola/shared';
import { useState } from 'react';
import { navigateTo } from '../../lib/navigation.ts';
import { notify } from '../../lib/toast.tsx';
import { checkoutApi } from './checkout-api.ts';

export function UpgradeButton({ currentPlan }: { currentPlan: string | null | undefined }) {
  const [busy, setBusy] = useState(false);
  const renew = currentPlan === PLANS.booster.id;
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
    const url = r.data.redirectUrl;
    // the demo provider's page is this app's own; a real provider's is elsewhere
    if (url.startsWith('/')) await navigateTo(url);
    else window.location.assign(url);
  };
  return (
    <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void start()}>
      {renew ? `Renew ${PLANS.booster.name}` : `Upgrade to ${PLANS.booster.name}`}
    </button>
  );
}
