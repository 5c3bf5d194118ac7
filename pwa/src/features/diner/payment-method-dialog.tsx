/**
 * The payment-method dialog (DIN3): cash at the 'Billing Counter' is the default; online
 * payment is offered when the store's menu says a provider is set up, and says so when it is the demo one.
 */
import type { DinerPaymentMethod } from '@tavola/shared';
import { Dialog } from '../../components/dialog.tsx';
import { DINER_TEXTS } from './diner-texts.ts';

export const METHOD_LABELS: Record<DinerPaymentMethod, string> = {
  cash: DINER_TEXTS.billingCounter,
  online: 'Pay Online',
};

const HINTS: Record<DinerPaymentMethod, string> = {
  cash: 'Pay at the counter when you collect or receive your order.',
  online: 'Pay now by card or UPI; the store starts on your order once it is paid.',
};

/** ADR 0042: the demo provider takes no money; the diner is told before choosing it. */
export const DEMO_ONLINE_HINT = 'Demo checkout: no money is charged. This store is a demo.';

type Props = {
  value: DinerPaymentMethod;
  onlineOffered: boolean;
  /** The online provider is the demo one (DEMO_PAYMENTS). */
  demo?: boolean;
  onChange: (m: DinerPaymentMethod) => void;
  onClose: () => void;
};

export function PaymentMethodDialog({ value, onlineOffered, demo = false, onChange, onClose }: Props) {
  const methods: DinerPaymentMethod[] = onlineOffered ? ['cash', 'online'] : ['cash'];
  return (
    <Dialog open onClose={onClose} title="Payment method" size="sheet" testId="payment-method">
      <fieldset className="diner-choices">
        <legend className="visually-hidden">Payment method</legend>
        {methods.map((m) => (
          <label key={m} className="diner-choice diner-method">
            <input
              type="radio"
              name="payment-method"
              checked={value === m}
              onChange={() => {
                onChange(m);
                onClose();
              }}
            />
            <span className="diner-choice-title">
              {METHOD_LABELS[m]}
              <span className="muted diner-method-hint">
                {m === 'online' && demo ? DEMO_ONLINE_HINT : HINTS[m]}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
}
