/**
 * The store-details dialog: name, address, phone, email, and the menu link to share or copy
 * ('Menu Link Copied!'); each detail copies on a tap ('Copied to clipboard!').
 */

import type { DinerStoreSettings } from '@tavola/shared';
import { Dialog } from '../../components/dialog.tsx';
import { notify } from '../../lib/toast.tsx';
import { DINER_TEXTS } from './diner-texts.ts';

/** The store's menu link: always /m/, never a table's /tm/ (as on the Store Details page). */
export const menuLink = (qrcode: string): string =>
  `${window.location.origin}/m/${encodeURIComponent(qrcode)}`;

async function copy(text: string, done: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(done);
  } catch {
    window.prompt('Copy:', text);
  }
}

export function StoreDetailsDialog({
  store,
  qrcode,
  onClose,
}: {
  store: DinerStoreSettings;
  qrcode: string;
  onClose: () => void;
}) {
  const link = menuLink(qrcode);
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: store.storeName, url: link });
        return;
      } catch (e) {
        if (e instanceof DOMException && e.name === 'AbortError') return; // the diner closed the sheet
      }
    }
    await copy(link, DINER_TEXTS.menuLinkCopied);
  };
  const details: [string, string | null][] = [
    ['Address', store.address],
    ['Phone', store.phone],
    ['Email', store.email],
  ];
  return (
    <Dialog open onClose={onClose} title={store.storeName} size="sheet" testId="store-details">
      <dl className="diner-details">
        {details.map(([label, value]) =>
          value ? (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                <button
                  type="button"
                  className="diner-copy"
                  onClick={() => void copy(value, DINER_TEXTS.copied)}
                >
                  {value}
                </button>
              </dd>
            </div>
          ) : null,
        )}
      </dl>
      <button type="button" className="btn btn-primary btn-block diner-cta" onClick={() => void share()}>
        Share menu link
      </button>
      <button
        type="button"
        className="btn btn-secondary btn-block"
        onClick={() => void copy(link, DINER_TEXTS.menuLinkCopied)}
      >
        Copy menu link
      </button>
    </Dialog>
  );
}
