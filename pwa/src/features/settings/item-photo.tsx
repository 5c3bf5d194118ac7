/**
 * A menu item's photo (SET6): image files only, compressed in the browser to at most
 * 0.5 MB and 512 px before sending; upload and removal are online calls, the item row follows by sync.
 */
import { FALLBACK, TEXTS } from '@tavola/shared';
import { useRef, useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { api } from '../../lib/api.ts';
import { confirmAction } from '../../lib/confirm.ts';
import { notify, withToast } from '../../lib/toast.tsx';

/** The spec's item image compression: at most 0.5 MB and 512 px. */
export const IMAGE_LIMITS = { maxSizeMB: 0.5, maxWidthOrHeight: 512 } as const;

export const imageUrl = (hash: string): string => `/api/v1/images/${hash}`;

async function compress(file: File): Promise<File> {
  const { default: imageCompression } = await import('browser-image-compression');
  // no web worker: the library would fetch its worker script from a CDN
  return imageCompression(file, { ...IMAGE_LIMITS, useWebWorker: false });
}

export function ItemPhoto({
  itemId,
  title,
  imageHash,
}: {
  itemId: string;
  title: string;
  imageHash: string | null;
}) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  // the server's answer, shown until the synced row catches up
  const [shown, setShown] = useState<{ for: string | null; url: string | null } | null>(null);
  const url = shown && shown.for === imageHash ? shown.url : imageHash ? imageUrl(imageHash) : null;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      notify.error(t('settings.photo.notAnImage'));
      return;
    }
    setBusy(true);
    try {
      const body = new FormData();
      body.append('image', await compress(file), file.name);
      const r = await withToast(() =>
        api<{ message: string; imageURL: string }>(
          `/menu-items/update/${encodeURIComponent(itemId)}/upload-photo`,
          {
            method: 'POST',
            body,
            fallback: FALLBACK.imageChange,
          },
        ),
      );
      if (r.ok) setShown({ for: imageHash, url: r.data.imageURL });
    } catch {
      notify.error(FALLBACK.imageChange);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const remove = async () => {
    if (!confirmAction(TEXTS.confirmIrreversible)) return;
    setBusy(true);
    const r = await withToast(() =>
      api(`/menu-items/update/${encodeURIComponent(itemId)}/remove-photo`, {
        method: 'POST',
        fallback: FALLBACK.imageChange,
      }),
    );
    if (r.ok) setShown({ for: imageHash, url: null });
    setBusy(false);
  };

  return (
    <div className="item-photo" data-testid="item-photo">
      <div className="item-photo-frame">
        {url ? (
          <img src={url} alt={title} width={256} height={256} />
        ) : (
          <span className="muted">{t('settings.photo.none')}</span>
        )}
      </div>
      <div className="item-photo-actions">
        <label className={`btn btn-secondary btn-small${busy ? ' is-disabled' : ''}`}>
          {t('settings.photo.upload')}
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className="visually-hidden"
            disabled={busy}
            onChange={(e) => void upload(e.target.files?.[0])}
          />
        </label>
        {url && (
          <button
            type="button"
            className="btn btn-danger btn-small"
            disabled={busy}
            onClick={() => void remove()}
          >
            {t('settings.photo.delete')}
          </button>
        )}
      </div>
    </div>
  );
}
