/** /dashboard/profile: name and designation; admins also see the subscription card. */
import { useSessionUser } from '../../lib/session.ts';
import { ApprovalPinCard } from './approval-pin-card.tsx';
import { SubscriptionCard } from './subscription-card.tsx';

export function ProfileScreen() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <div className="stack">
      <section className="panel" aria-labelledby="profile-title" data-testid="profile">
        <h1 id="profile-title">Profile</h1>
        <dl className="facts">
          <dt>Name</dt>
          <dd data-testid="profile-name">{user.name}</dd>
          {user.designation && (
            <>
              <dt>Designation</dt>
              <dd data-testid="profile-designation">{user.designation}</dd>
            </>
          )}
          <dt>Username</dt>
          <dd>{user.username}</dd>
        </dl>
      </section>
      <ApprovalPinCard />
      {user.role === 'admin' && <SubscriptionCard />}
    </div>
  );
}
