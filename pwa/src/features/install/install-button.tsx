/** 'Install app': shown only while the browser offers installation. */
import { promptInstall, useCanInstall } from './install-prompt.ts';

export function InstallButton({ className = 'btn btn-secondary btn-small' }: { className?: string }) {
  const canInstall = useCanInstall();
  if (!canInstall) return null;
  return (
    <button
      type="button"
      className={className}
      onClick={() => void promptInstall()}
      data-testid="install-app"
    >
      Install app
    </button>
  );
}
