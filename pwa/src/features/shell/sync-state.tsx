/** The top bar's sync state (docs/architecture.md §8): Online / Offline, the unsent count, and the rejected changes. */
import { useState } from 'react';
import { formatDateTime } from '../../lib/format.ts';
import { useSyncState } from '../../sync/sync-store.ts';
import { RejectedChangesDialog } from './rejected-changes-dialog.tsx';

/** 'Online', 'Offline', 'Offline · 3 unsent'. */
export const syncStateText = (online: boolean, unsent: number): string =>
  `${online ? 'Online' : 'Offline'}${unsent > 0 ? ` · ${unsent} unsent` : ''}`;

export function SyncState() {
  const { online, unsent, rejected, lastSyncedAt } = useSyncState();
  const [open, setOpen] = useState(false);
  const title = lastSyncedAt
    ? `Last synced ${formatDateTime(new Date(lastSyncedAt).toISOString())}`
    : undefined;
  return (
    <>
      <span
        className="sync-state"
        data-testid="sync-state"
        data-online={online}
        role="status"
        {...(title ? { title } : {})}
      >
        <span className="sync-dot" aria-hidden="true" />
        {syncStateText(online, unsent)}
      </span>
      {rejected.length > 0 && (
        <button
          type="button"
          className="sync-rejected"
          data-testid="sync-rejected"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
        >
          {rejected.length} not accepted
        </button>
      )}
      <RejectedChangesDialog
        open={open && rejected.length > 0}
        onClose={() => setOpen(false)}
        rejected={rejected}
      />
    </>
  );
}
