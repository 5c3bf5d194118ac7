/** 'Install app': shown only while the browser offers installation. */

import { useT } from '../../i18n/i18n.ts';
import { promptInstall, useCanInstall } from './install-prompt.ts';

export function InstallButton({ className = 'btn btn-secondary btn-small' }: { className?: string }) {
  const t = useT();
  const canInstall = useCanInstall();
  if (!canInstall) return null;
  return (
    <button
      type="button"
      className={className}
      onClick={() => void promptInstall()}
      data-testid="install-app"
    >
      {t('install.app')}
    </button>
  );
}
