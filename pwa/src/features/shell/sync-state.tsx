/** The top bar's sync state (docs/architecture.md §8): Online / Offline, the unsent count, and the rejected changes. */
import { useState } from 'react';
import { t as translate, useT } from '../../i18n/i18n.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useSyncState } from '../../sync/sync-store.ts';
import { RejectedChangesDialog } from './rejected-changes-dialog.tsx';

/** 'Online', 'Offline', 'Offline · 3 unsent' (in the staff's language). */
export const syncStateText = (online: boolean, unsent: number): string => {
  const state = online ? translate('sync.online') : translate('sync.offline');
  return unsent > 0 ? translate('sync.unsent', { state, n: unsent }) : state;
};

export function SyncState() {
  const { online, unsent, rejected, lastSyncedAt } = useSyncState();
  const t = useT();
  const [open, setOpen] = useState(false);
  const title = lastSyncedAt
    ? t('sync.lastSynced', { time: formatDateTime(new Date(lastSyncedAt).toISOString()) })
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
          {t('sync.notAccepted', { n: rejected.length })}
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
