/**
 * The demo payment provider's page for a diner's online order (docs/api-diner.md section 3): no money moves;
 * Pay, Fail or Cancel settle the checkout, then the order's status opens.
 */
import { type DemoCheckout, FALLBACK } from '@tavola/shared';
import { useEffect, useState } from 'react';
import type { ApiResult } from '../../lib/api.ts';
import { formatMoney } from '../../lib/format.ts';
import { dinerApi } from './diner-api.ts';
import { useDinerStore } from './diner-store.ts';
import { DINER_TEXTS } from './diner-texts.ts';
import { confirmAndShow } from './online-payment.ts';

type Outcome = 'paid' | 'failed' | 'cancelled';

export function DemoCheckoutPage({ providerRef }: { providerRef: string }) {
  const order = useDinerStore((s) => s.orders.find((o) => o.providerRef === providerRef) ?? null);
  const [checkout, setCheckout] = useState<ApiResult<DemoCheckout> | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void dinerApi.demoCheckout(providerRef).then(setCheckout);
  }, [providerRef]);

  const settle = async (outcome: Outcome) => {
    if (!order) return;
    setBusy(true);
    await confirmAndShow(order, { provider: 'demo', providerRef, outcome });
    setBusy(false);
  };

  const c = checkout?.ok ? checkout.data : null;
  return (
    <div className="diner">
      <section className="diner-checkout" aria-labelledby="checkout-title" data-testid="diner-demo-checkout">
        <p className="diner-checkout-badge">Demo payment</p>
        <h1 id="checkout-title">Pay for your order</h1>
        {!checkout && <p role="status">{DINER_TEXTS.pleaseWait}</p>}
        {(checkout && !checkout.ok) || !order ? (
          <p className="status-line status-error" role="alert">
            {checkout && !checkout.ok ? checkout.message : FALLBACK.paymentHandler}
          </p>
        ) : null}
        {c && order && (
          <>
            <p className="muted">{c.description}</p>
            <p className="diner-checkout-amount">{formatMoney(c.amount, c.currency)}</p>
            <p className="muted">No money is charged: this is the built-in demo provider.</p>
            <button
              type="button"
              className="btn btn-primary btn-block diner-cta"
              disabled={busy}
              onClick={() => void settle('paid')}
            >
              Pay {formatMoney(c.amount, c.currency)}
            </button>
            <button
              type="button"
              className="btn btn-secondary btn-block"
              disabled={busy}
              onClick={() => void settle('failed')}
            >
              Simulate a failed payment
            </button>
            <button
              type="button"
              className="btn btn-secondary btn-block"
              disabled={busy}
              onClick={() => void settle('cancelled')}
            >
              Cancel
            </button>
          </>
        )}
      </section>
    </div>
  );
}
