/**
 * /dashboard/inactive-subscription: where a 402 and a cancelled subscription lead. It says why (awaiting
 * approval, deactivated, inactive: ACC2) and moves on by itself once the store is active again.
 */
import {
  ACCOUNT_STATE_HEADING,
  type AccountStatusAnswer,
  landingPathAfterSignIn,
  TEXTS,
  telHref,
} from '@tavola/shared';
import { useEffect } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { apiGet } from '../../lib/api.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { usePublicConfig } from '../../lib/public-config.ts';
import { useQuery } from '../../lib/query.ts';
import { useSessionUser } from '../../lib/session.ts';
import { LogoutButton } from './logout-button.tsx';

/** ACC2: how often the waiting screen asks whether the store was approved or switched back on. */
export const ACCOUNT_STATUS_POLL_MS = 10_000;

const fetchStatus = () => apiGet<AccountStatusAnswer>('/auth/account-status');

export function InactiveSubscriptionScreen() {
  const t = useT();
  const user = useSessionUser();
  const isAdmin = user?.role === 'admin';
  const support = usePublicConfig().support;
  const { data, error, refetch } = useQuery('auth/account-status', fetchStatus);
  const state = data?.state;

  useEffect(() => {
    const timer = setInterval(() => void refetch(), ACCOUNT_STATUS_POLL_MS);
    return () => clearInterval(timer);
  }, [refetch]);
  useEffect(() => {
    if (state === 'active' && user) void navigateTo(landingPathAfterSignIn(user), { replace: true });
  }, [state, user]);

  // before the first answer: wait; without one (offline): the spec's approval text
  const heading =
    state && state !== 'active'
      ? ACCOUNT_STATE_HEADING[state]
      : error || state === 'active'
        ? TEXTS.awaitingApproval
        : TEXTS.pleaseWait;
  return (
    <section className="panel message-panel" data-testid="inactive-subscription" data-state={state ?? ''}>
      {isAdmin ? (
        <>
          <h1>{heading}</h1>
          <div className="admin-contact">
            <p>{t('account.adminContact', { name: support.name })}</p>
            {support.phone && (
              <p>
                {t('account.phone')} <a href={telHref(support.phone)}>{support.phone}</a>
              </p>
            )}
            <p>
              {t('account.email')} <a href={`mailto:${support.email}`}>{support.email}</a>
            </p>
          </div>
        </>
      ) : (
        <h1>{TEXTS.noActiveAccount}</h1>
      )}
      <div className="actions">
        {isAdmin && support.phone && (
          <a className="btn btn-primary" href={telHref(support.phone)}>
            {t('account.callAdmin')}
          </a>
        )}
        <LogoutButton />
      </div>
    </section>
  );
}
