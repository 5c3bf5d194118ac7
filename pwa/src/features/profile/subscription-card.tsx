/** The admin's subscription card (PLAN1-PLAN3): plan, status, renewal date, and Cancel Subscription. */

import { FALLBACK, TEXTS } from '@tavola/shared';
import { useState } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { confirmAction } from '../../lib/confirm.ts';
import { renewalDate } from '../../lib/format.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { useQuery } from '../../lib/query.ts';
import { withToast } from '../../lib/toast.tsx';
import { UpgradeButton } from '../subscription/upgrade-button.tsx';
import { SUBSCRIPTION_QUERY_KEY, subscriptionApi } from './subscription-api.ts';

export function SubscriptionCard() {
  const { data, error, fetching } = useQuery(SUBSCRIPTION_QUERY_KEY, subscriptionApi.details);
  const [busy, setBusy] = useState(false);
  const sub = data?.subscription ?? null;
  const active = Boolean(sub?.is_active);

  const cancel = async () => {
    if (!sub || !confirmAction(TEXTS.confirmCancelSubscription)) return;
    setBusy(true);
    const r = await withToast(() => subscriptionApi.cancel(sub.subscription_id));
    setBusy(false);
    if (r.ok) await navigateTo('/dashboard/inactive-subscription');
  };

  return (
    <section
      className="card subscription-card"
      aria-labelledby="subscription-title"
      data-testid="subscription-card"
    >
      <h2 id="subscription-title">Subscription</h2>
      {data === undefined && fetching && <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>}
      {data === undefined && error && <StatusLine kind="error">{FALLBACK.subscriptionLoad}</StatusLine>}
      {data !== undefined && (
        <>
          <dl className="facts">
            {sub?.plan && (
              <>
                <dt>Plan</dt>
                <dd>{planLabel(sub.plan)}</dd>
              </>
            )}
            <dt>Status</dt>
            <dd data-testid="subscription-status">{active ? 'Active' : 'In-Active'}</dd>
            {sub?.subscription_end && (
              <>
                <dt>Renewal Date</dt>
                <dd data-testid="subscription-renewal">{renewalDate(sub.subscription_end)}</dd>
              </>
            )}
          </dl>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
            <UpgradeButton currentPlan={active ? sub?.plan : null} />
            {sub && active && (
              <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void cancel()}>
                Cancel Subscription
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}

/** Plan ids travel in lower case ('free', 'booster'); people read the plan's name. */
const planLabel = (plan: string): string => plan.charAt(0).toUpperCase() + plan.slice(1);
