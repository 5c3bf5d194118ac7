/**
 * I18N2: the signed-in user's app language. The choice applies at once and is cached with the user on this
 * device (it holds offline); the server keeps it with the user for their other devices.
 */
import { isLanguageCode, LANGUAGES } from '@tavola/shared';
import { useId } from 'react';
import { loadCatalog, translateIn, useT } from '../../i18n/i18n.ts';
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
    // the toast speaks the chosen language: its catalog chunk may still be on its way when the save answers,
    // and until it arrives the app (and a plain `t`) still speaks the old one
    await loadCatalog(code).catch(() => undefined);
    notify.success(translateIn(code, saved ? 'language.saved' : 'language.savedOffline'));
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
