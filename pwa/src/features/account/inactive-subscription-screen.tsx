/** /dashboard/inactive-subscription: where a 402 and a cancelled subscription lead. */
import { TEXTS } from '@tavola/shared';
import { ADMIN_CONTACT } from '../../config.ts';
import { useSessionUser } from '../../lib/session.ts';
import { LogoutButton } from './logout-button.tsx';

export function InactiveSubscriptionScreen() {
  const user = useSessionUser();
  const isAdmin = user?.role === 'admin';
  return (
    <section className="panel message-panel" data-testid="inactive-subscription">
      {isAdmin ? (
        <>
          <h1>{TEXTS.awaitingApproval}</h1>
          <div className="admin-contact">
            <p>Admin contact: {ADMIN_CONTACT.name}</p>
            <p>
              Phone: <a href={`tel:${ADMIN_CONTACT.phone.replace(/\s+/g, '')}`}>{ADMIN_CONTACT.phone}</a>
            </p>
            <p>
              Email: <a href={`mailto:${ADMIN_CONTACT.email}`}>{ADMIN_CONTACT.email}</a>
            </p>
          </div>
        </>
      ) : (
        <h1>{TEXTS.noActiveAccount}</h1>
      )}
      <div className="actions">
        {isAdmin && (
          <a className="btn btn-primary" href={`tel:${ADMIN_CONTACT.phone.replace(/\s+/g, '')}`}>
            Call Admin
          </a>
        )}
        <LogoutButton />
      </div>
    </section>
  );
}
