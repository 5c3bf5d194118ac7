/**
 * /dashboard/users: the tenant's users as cards; staff cards can be edited, and reset or
 * deleted by whoever may change them (PERM10); New Sub-Kitchen for admin or SUBKITCHEN (PERM11).
 */
import { canAddSubKitchen, canManageUser, FALLBACK, parseScopes, TEXTS } from '@tavola/shared';
import { useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import './users.css';
import { StatusLine } from '../../components/area-panel.tsx';
import { confirmAction } from '../../lib/confirm.ts';
import { useQuery } from '../../lib/query.ts';
import { useSessionUser } from '../../lib/session.ts';
import { withToast } from '../../lib/toast.tsx';
import { scopeLabel } from './scope-labels.ts';
import {
  AddSubKitchenDialog,
  AddUserDialog,
  ResetPasswordDialog,
  UpdateUserDialog,
} from './user-dialogs.tsx';
import { USERS_QUERY_KEY, type UserCard, usersApi } from './users-api.ts';

type Open =
  | { kind: 'add' }
  | { kind: 'kitchen' }
  | { kind: 'edit'; user: UserCard }
  | { kind: 'password'; user: UserCard };

export function UsersScreen() {
  const t = useT();
  const { data, error, fetching, refetch } = useQuery(USERS_QUERY_KEY, usersApi.list);
  const [open, setOpen] = useState<Open | null>(null);
  const me = useSessionUser();
  const mayChange = (u: UserCard) => me !== null && canManageUser(me, u);
  const close = () => setOpen(null);
  const reload = () => void refetch();

  const remove = async (user: UserCard) => {
    if (!confirmAction(TEXTS.confirmIrreversible)) return;
    const result = await withToast(() => usersApi.remove(user.username));
    if (result.ok) await refetch();
  };

  return (
    <section className="panel" aria-labelledby="users-title" data-testid="users">
      <div className="card-title-row users-heading">
        <h1 id="users-title">{t('users.title')}</h1>
        <div className="users-actions">
          <button type="button" className="btn btn-primary" onClick={() => setOpen({ kind: 'add' })}>
            {t('users.new')}
          </button>
          {me && canAddSubKitchen(me) && (
            <button type="button" className="btn btn-secondary" onClick={() => setOpen({ kind: 'kitchen' })}>
              {t('users.newKitchen')}
            </button>
          )}
        </div>
      </div>
      {data === undefined && fetching && <StatusLine kind="loading">{TEXTS.pleaseWait}</StatusLine>}
      {data === undefined && error && <StatusLine kind="error">{FALLBACK.usersLoad}</StatusLine>}
      {data && (
        <ul className="card-grid">
          {data.users.map((u) => (
            <li key={u.id} className="card" data-testid="user-card">
              <div className="card-title-row">
                <h2>{u.name}</h2>
                {u.designation && <span className="badge">{u.designation}</span>}
              </div>
              <dl className="facts">
                <dt>{t('users.role')}</dt>
                <dd>{u.role.toUpperCase()}</dd>
                <dt>{t('users.username')}</dt>
                <dd>{u.username}</dd>
                <dt>{t('users.phone')}</dt>
                <dd>{u.phone ?? '-'}</dd>
                <dt>{t('users.email')}</dt>
                <dd>{u.email ?? '-'}</dd>
              </dl>
              {parseScopes(u.scope).length > 0 && (
                <ul className="scope-list" aria-label={t('users.scopesOf', { name: u.name })}>
                  {parseScopes(u.scope).map((s) => (
                    <li key={s} className="badge" title={s}>
                      {scopeLabel(s, t)}
                    </li>
                  ))}
                </ul>
              )}
              {u.role !== 'admin' && (
                <div className="users-actions">
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    onClick={() => setOpen({ kind: 'edit', user: u })}
                  >
                    {t('users.edit')}
                  </button>
                  {mayChange(u) && (
                    <>
                      <button
                        type="button"
                        className="btn btn-secondary btn-small"
                        onClick={() => setOpen({ kind: 'password', user: u })}
                      >
                        {t('users.resetPassword')}
                      </button>
                      <button
                        type="button"
                        className="btn btn-danger btn-small"
                        onClick={() => void remove(u)}
                      >
                        {t('users.delete')}
                      </button>
                    </>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {open?.kind === 'add' && <AddUserDialog onClose={close} onSaved={reload} />}
      {open?.kind === 'kitchen' && <AddSubKitchenDialog onClose={close} onSaved={reload} />}
      {open?.kind === 'edit' && <UpdateUserDialog user={open.user} onClose={close} onSaved={reload} />}
      {open?.kind === 'password' && <ResetPasswordDialog user={open.user} onClose={close} onSaved={reload} />}
    </section>
  );
}
