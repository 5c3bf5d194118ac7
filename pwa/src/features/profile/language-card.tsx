/**
 * I18N2: the signed-in user's app language. The choice applies at once and is cached with the user on this
 * device (it holds offline); the server keeps it with the user for their other devices.
 */
import { isLanguageCode, LANGUAGES } from '@tavola/shared';
import { useId } from 'react';
import { t as translate, useT } from '../../i18n/i18n.ts';
import { chooseStaffLanguage, staffLanguage } from '../../i18n/language-choice.ts';
import { useSessionUser } from '../../lib/session.ts';
import { notify } from '../../lib/toast.tsx';

export function LanguageCard() {
  const user = useSessionUser();
  const t = useT();
  const id = useId();
  if (!user) return null;

  async function choose(code: string) {
    if (!isLanguageCode(code)) return;
    const saved = await chooseStaffLanguage(code);
    // the toast speaks the new language (the hook's `t` is the one of the render, in the old language)
    notify.success(saved ? translate('language.saved') : translate('language.savedOffline'));
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`} data-testid="language-card">
      <h2 id={`${id}-title`}>{t('language.title')}</h2>
      <p className="muted">{t('language.hint')}</p>
      <select
        aria-labelledby={`${id}-title`}
        value={staffLanguage(user)}
        onChange={(e) => void choose(e.target.value)}
        data-testid="language-select"
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </select>
    </section>
  );
}
