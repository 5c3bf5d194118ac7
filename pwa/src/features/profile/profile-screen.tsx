/** /dashboard/profile: name and designation; admins also see the subscription card. */
import { useT } from '../../i18n/i18n.ts';
import { useSessionUser } from '../../lib/session.ts';
import { ApprovalPinCard } from './approval-pin-card.tsx';
import { LanguageCard } from './language-card.tsx';
import { SubscriptionCard } from './subscription-card.tsx';

export function ProfileScreen() {
  const user = useSessionUser();
  const t = useT();
  if (!user) return null;
  return (
    <div className="stack">
      <section className="panel" aria-labelledby="profile-title" data-testid="profile">
        <h1 id="profile-title">{t('profile.title')}</h1>
        <dl className="facts">
          <dt>{t('profile.name')}</dt>
          <dd data-testid="profile-name">{user.name}</dd>
          {user.designation && (
            <>
              <dt>{t('profile.designation')}</dt>
              <dd data-testid="profile-designation">{user.designation}</dd>
            </>
          )}
          <dt>{t('profile.username')}</dt>
          <dd>{user.username}</dd>
        </dl>
      </section>
      <LanguageCard />
      <ApprovalPinCard />
      {user.role === 'admin' && <SubscriptionCard />}
    </div>
  );
}
