/**
 * Shown when the server refuses this app's sync protocol or schema (VersionNotSupported): syncing waits,
 * the outbox is kept, and the new version's service worker takes over on reload.
 */
import { useSyncState } from '../../sync/sync-store.ts';

export const UPDATE_REQUIRED_TEXT = 'A new version is required to sync. Reload to update.';

const installed = (sw: ServiceWorker): Promise<void> =>
  sw.state === 'installed'
    ? Promise.resolve()
    : new Promise((resolve) => {
        const onChange = () => {
          if (sw.state !== 'installing') {
            sw.removeEventListener('statechange', onChange);
            resolve();
          }
        };
        sw.addEventListener('statechange', onChange);
      });

/** Fetches the new service worker, lets it take over (it listens for SKIP_WAITING), then reloads. */
export async function reloadToUpdate(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  if (registration) {
    await registration.update().catch(() => undefined);
    if (registration.installing) await installed(registration.installing);
    const waiting = registration.waiting;
    if (waiting) {
      navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
      waiting.postMessage({ type: 'SKIP_WAITING' });
      return;
    }
  }
  location.reload();
}

export function UpdateRequiredBanner() {
  const { updateRequired } = useSyncState();
  if (!updateRequired) return null;
  return (
    <div className="sync-banner" role="alert" data-testid="update-required">
      <span>{UPDATE_REQUIRED_TEXT}</span>
      <button type="button" className="btn btn-primary btn-small" onClick={() => void reloadToUpdate()}>
        Reload
      </button>
    </div>
  );
}

export const SYNC_REFUSED_TEXT = 'This device cannot sync:';

/**
 * The server refused this device's sync for a reason someone must act on (its message says which, e.g.
 * 'No device codes left, remove a device first!'): sales are kept on the device meanwhile.
 */
export function SyncRefusedBanner() {
  const { refused } = useSyncState();
  if (!refused) return null;
  return (
    <div className="sync-banner" role="alert" data-testid="sync-refused">
      <span>
        {SYNC_REFUSED_TEXT} {refused}
      </span>
    </div>
  );
}
