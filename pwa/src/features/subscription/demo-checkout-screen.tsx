/**
 * /checkout/demo/{ref}: the built-in demo payment provider's page. No money moves: Pay settles the checkout
 * as paid (then /success), Cancel as cancelled (then /cancelled-payment).
 */
import { useParams } from '@tanstack/react-router';
import { FALLBACK, TEXTS } from '@tavola/shared';
import { useState } from 'react';
import { StatusLine } from '../../components/area-panel.tsx';
import { useT } from '../../i18n/i18n.ts';
import { formatMoney } from '../../lib/format.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { useQuery } from '../../lib/query.ts';
import { notify } from '../../lib/toast.tsx';
import { checkoutApi } from './checkout-api.ts';

// LOC1: the one formatter (en-IN for INR)
const money = (minor: number, currency: string) => formatMoney(minor, currency);

export function DemoCheckoutScreen() {
  const t = useT();
  const { ref = '' } = useParams({ strict: false }) as { ref?: string };
  const { data, error, fetching } = useQuery(`subscriptions/checkout/${ref}`, () =>
    checkoutApi.describe(ref),
  );
  const [busy, setBusy] = useState(false);

  const settle = async (outcome: 'paid' | 'cancelled') => {
    setBusy(true);
    const id = notify.loading();
    const r = await checkoutApi.confirm(ref, outcome);
    setBusy(false);
    if (!r.ok) {
      notify.error(r.message, id);
      return;
    }
    if (r.data.redirect === '/success') notify.success(r.data.message, id);
    else notify.error(r.data.message, id);
    await navigateTo(r.data.redirect, { replace: true });
  };

  const c = data?.checkout;
  return (
    <section className="panel message-panel" aria-labelledby="checkout-title" data-testid="demo-checkout">
      <h1 id="checkout-title">{t('subscription.payment')}</h1>
      {data === undefined && fetching && <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>}
      {data === undefined && error && (
        <StatusLine kind="error">{error || FALLBACK.paymentHandler}</StatusLine>
      )}
      {c && (
        <>
          <p>{c.description}</p>
          <p style={{ fontSize: '2rem', fontWeight: 800, margin: '0.5rem 0' }}>
            {money(c.amount, c.currency)}
          </p>
          <p className="muted">{t('subscription.demoProvider')}</p>
          <div className="actions">
            <button
              type="button"
              className="btn btn-secondary"
              disabled={busy}
              onClick={() => void settle('cancelled')}
            >
              {t('subscription.cancel')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => void settle('paid')}
            >
              {t('subscription.pay', { amount: money(c.amount, c.currency) })}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
