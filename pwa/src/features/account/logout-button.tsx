/** The Logout button of the account-state screens (inactive subscription, payment success). */
import { useState } from 'react';
import { signOut } from '../auth/auth-api.ts';

export function LogoutButton({ className = 'btn btn-secondary' }: { className?: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await signOut();
        setBusy(false);
      }}
    >
      Logout
    </button>
  );
}
