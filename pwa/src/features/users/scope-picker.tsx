/**
 * Scopes are added from a select (never twice, VAL4) and removed one by one. The select
 * offers only what the signed-in user may grant (PERM9), plus the scopes the edited user already had.
 */
import { SCOPES, type Scope, scopesBeyondGrant } from '@tavola/shared';
import { useId, useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { useSessionUser } from '../../lib/session.ts';
import { scopeLabel } from './scope-labels.ts';

type Props = { value: Scope[]; onChange: (scopes: Scope[]) => void; kept?: readonly Scope[] };

export function ScopePicker({ value, onChange, kept = [] }: Props) {
  const t = useT();
  const id = useId();
  const [pick, setPick] = useState('');
  const user = useSessionUser();
  const refused = user ? scopesBeyondGrant(user, SCOPES, kept) : SCOPES;
  const left = SCOPES.filter((s) => !value.includes(s) && !refused.includes(s));
  const add = (s: string) => {
    const scope = SCOPES.find((x) => x === s);
    if (scope && !value.includes(scope)) onChange([...value, scope]);
    setPick('');
  };
  return (
    <div className="field">
      <label htmlFor={id}>{t('users.scopes')}</label>
      <select id={id} value={pick} onChange={(e) => add(e.target.value)}>
        <option value="">{t('users.selectScope')}</option>
        {left.map((s) => (
          <option key={s} value={s}>
            {scopeLabel(s, t)}
          </option>
        ))}
      </select>
      {value.length > 0 && (
        <ul className="scope-list" aria-label={t('users.selectedScopes')}>
          {value.map((s) => (
            <li key={s} className="badge">
              {scopeLabel(s, t)}{' '}
              <button
                type="button"
                className="btn btn-small btn-secondary"
                aria-label={t('users.removeScope', { scope: scopeLabel(s, t) })}
                onClick={() => onChange(value.filter((x) => x !== s))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
