/** /cancelled-payment: a plan checkout the user cancelled. */

import { Link } from '@tanstack/react-router';
import { TEXTS } from '@tavola/shared';

export function CancelledPaymentScreen() {
  return (
    <section className="panel message-panel" data-testid="payment-cancelled">
      <h1>{TEXTS.paymentCancelled}</h1>
      <Link to="/dashboard/profile" className="btn btn-primary">
        Go to Profile
      </Link>
    </section>
  );
}
