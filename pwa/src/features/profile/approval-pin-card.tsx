/**
 * APPR1: a manager (MANAGER or admin) sets a 4-6 digit approval PIN here. The server keeps the PIN's key and
 * sends tills a verifier only; the PIN is typed again on the till to approve (pay-outs, and later discounts …).
 */
import { mayApprove, PIN_MESSAGES } from '@tavola/shared';
import { useState } from 'react';
import { apiPost } from '../../lib/api.ts';
import { useSessionUser } from '../../lib/session.ts';
import { withToast } from '../../lib/toast.tsx';

export function ApprovalPinCard() {
  const user = useSessionUser();
  const [pin, setPin] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!user || !mayApprove(user)) return null;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!/^\d{4,6}$/.test(pin)) return setError(PIN_MESSAGES.pin);
    if (pin !== again) return setError('The two PINs differ!');
    setError(null);
    const r = await withToast(() => apiPost('/auth/approval-pin', { pin }));
    if (r.ok) {
      setPin('');
      setAgain('');
    }
  }

  const digits = (set: (s: string) => void) => (e: React.ChangeEvent<HTMLInputElement>) =>
    set(e.target.value.replace(/\D/g, '').slice(0, 6));
  return (
    <section className="card" aria-labelledby="approval-pin-title" data-testid="approval-pin-card">
      <h2 id="approval-pin-title">Approval PIN</h2>
      <p className="muted">Managers approve pay-outs and other sensitive actions on a till with this PIN.</p>
      <form onSubmit={submit} className="stack">
        <label className="field">
          <span>New PIN (4 to 6 digits)</span>
          <input
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            value={pin}
            onChange={digits(setPin)}
            data-testid="new-pin"
          />
        </label>
        <label className="field">
          <span>Repeat the PIN</span>
          <input
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            value={again}
            onChange={digits(setAgain)}
            data-testid="repeat-pin"
          />
        </label>
        {error && (
          <p role="alert" className="form-error">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" data-testid="save-pin">
          Set PIN
        </button>
      </form>
    </section>
  );
}
