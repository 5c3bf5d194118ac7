/** The Logout button of the account-state screens (inactive subscription, payment success). */
import { useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { signOut } from '../auth/auth-api.ts';

export function LogoutButton({ className = 'btn btn-secondary' }: { className?: string }) {
  const t = useT();
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
      {t('account.logout')}
    </button>
  );
}
