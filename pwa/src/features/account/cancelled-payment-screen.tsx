/** /cancelled-payment: a plan checkout the user cancelled. */

import { Link } from '@tanstack/react-router';
import { TEXTS } from '@tavola/shared';
import { useT } from '../../i18n/i18n.ts';

export function CancelledPaymentScreen() {
  const t = useT();
  return (
    <section className="panel message-panel" data-testid="payment-cancelled">
      <h1>{TEXTS.paymentCancelled}</h1>
      <Link to="/dashboard/profile" className="btn btn-primary">
        {t('account.toProfile')}
      </Link>
    </section>
  );
}
