/**
 * PRT6: "No sale" opens the cash drawer without a sale, for MANAGER (admins always), recorded by the server in the
 * audit log. Without a store printer carrying a drawer it kicks this till's own printer's drawer.
 */
import { canOpenDrawer } from '@tavola/shared/printing/print-permissions';
import { useState } from 'react';
import { t as translate, useT } from '../../i18n/i18n.ts';
import { confirmAction } from '../../lib/confirm.ts';
import { useSessionUser } from '../../lib/session.ts';
import { notify } from '../../lib/toast.tsx';
import { printersApi } from './printers-api.ts';
import { kickThisTillsDrawer } from './till-print-entry.ts';

// read from the current language's catalog when used (I18N1)
export const NO_SALE_TEXTS = {
  get button() {
    return translate('printers.noSale.button');
  },
  get confirm() {
    return translate('printers.noSale.confirm');
  },
  get opened() {
    return translate('printers.noSale.opened');
  },
  get noDrawer() {
    return translate('printers.noSale.noDrawer');
  },
};

export async function openDrawerNoSale(): Promise<boolean> {
  const result = await printersApi.noSale().catch(() => null);
  if (result?.ok && result.data.queued) return true;
  if (await kickThisTillsDrawer()) return true;
  if (result && !result.ok && result.status !== 404 && result.status !== 0) notify.error(result.message);
  else notify.error(NO_SALE_TEXTS.noDrawer);
  return false;
}

export function NoSaleButton() {
  const t = useT();
  const user = useSessionUser();
  const [busy, setBusy] = useState(false);
  if (!user || !canOpenDrawer(user)) return null;
  const onClick = async () => {
    if (!confirmAction(NO_SALE_TEXTS.confirm)) return;
    setBusy(true);
    try {
      if (await openDrawerNoSale()) notify.success(NO_SALE_TEXTS.opened);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="btn btn-secondary"
      onClick={() => void onClick()}
      disabled={busy}
      aria-busy={busy}
    >
      {t('printers.noSale.button')}
    </button>
  );
}
