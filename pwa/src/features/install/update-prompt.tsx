/** Asks before switching to a newly deployed version (registerType 'prompt'): a till must not reload mid-sale. */
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useT } from '../../i18n/i18n.ts';

const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function UpdatePrompt() {
  const t = useT();
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
  });

  if (!needRefresh) return null;
  return (
    <div className="update-prompt" role="alert" data-testid="update-prompt">
      <span>{t('install.newVersion')}</span>
      <button
        type="button"
        className="btn btn-primary btn-small"
        onClick={() => void updateServiceWorker(true)}
      >
        {t('install.reload')}
      </button>
      <button type="button" className="btn btn-secondary btn-small" onClick={() => setNeedRefresh(false)}>
        {t('install.later')}
      </button>
    </div>
  );
}
