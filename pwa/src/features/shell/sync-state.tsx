/** The sync state slot of the top bar. For now only the connection; the outbox count arrives with sync. */
import { useSyncExternalStore } from 'react';

const subscribe = (l: () => void) => {
  window.addEventListener('online', l);
  window.addEventListener('offline', l);
  return () => {
    window.removeEventListener('online', l);
    window.removeEventListener('offline', l);
  };
};

export function SyncState() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return (
    <span className="sync-state" data-testid="sync-state" data-online={online} role="status">
      <span className="sync-dot" aria-hidden="true" />
      {online ? 'Online' : 'Offline'}
    </span>
  );
}
