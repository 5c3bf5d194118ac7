/** /success: the subscription went through; the user signs in again. */
import { TEXTS } from '@tavola/shared';
import { LogoutButton } from './logout-button.tsx';

export function SuccessScreen() {
  return (
    <section className="panel message-panel" data-testid="payment-success">
      <h1>{TEXTS.success}</h1>
      <LogoutButton className="btn btn-primary" />
    </section>
  );
}
