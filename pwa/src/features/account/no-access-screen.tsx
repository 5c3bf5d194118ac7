/** /no-access: where a failed scope guard leads (PERM3). */

import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { TEXTS } from '@tavola/shared';
import { useT } from '../../i18n/i18n.ts';

export function NoAccessScreen() {
  const t = useT();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <section className="panel message-panel" data-testid="no-access">
      <h1>{TEXTS.noAccess}</h1>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => (canGoBack ? router.history.back() : void router.navigate({ to: '/' }))}
      >
        {t('account.goBack')}
      </button>
    </section>
  );
}
