/**
 * Logout from the dashboard: unsent changes would be lost with the device database, so signing out first
 * checks the outbox. With pending changes it refuses and offers to send them now or, after a second
 * confirmation, to discard them. The database is deleted only once the server has signed the user out.
 */
import type { SessionUser } from '@tavola/shared';
import { useState } from 'react';
import { Dialog } from '../../components/dialog.tsx';
import { confirmAction } from '../../lib/confirm.ts';
import { getSessionUser } from '../../lib/session.ts';
import { forgetDeviceData, sendNow, unsentCount } from '../../sync/sync-session.ts';
import { useSyncState } from '../../sync/sync-store.ts';
import { signOut } from '../auth/auth-api.ts';

const changes = (n: number) => `${n} unsent ${n === 1 ? 'change' : 'changes'}`;

export const unsentWarning = (n: number): string =>
  `You have ${changes(n)}. Stay online until they are sent, or discard them to sign out.`;

export const discardConfirmation = (n: number): string =>
  `Discard ${changes(n)} and sign out? They cannot be recovered.`;

/** Signs out on the server, then deletes this user's device database. A failed sign-out keeps everything. */
async function signOutAndForget(user: SessionUser): Promise<void> {
  await signOut();
  if (getSessionUser()) return; // the server did not sign us out: keep the session and the data
  await forgetDeviceData(user);
}

/** Logout with the unsent-changes check: `request` from the menu, `dialog` rendered by the caller. */
export function useSignOut(user: SessionUser) {
  const [open, setOpen] = useState(false);
  const request = async () => {
    if ((await unsentCount()) > 0) setOpen(true);
    else await signOutAndForget(user);
  };
  const dialog = (
    <UnsentChangesDialog
      open={open}
      onClose={() => setOpen(false)}
      onSignOut={() => {
        setOpen(false);
        void signOutAndForget(user);
      }}
    />
  );
  return { request, dialog };
}

function UnsentChangesDialog({
  open,
  onClose,
  onSignOut,
}: {
  open: boolean;
  onClose: () => void;
  onSignOut: () => void;
}) {
  const { unsent, online } = useSyncState();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    await sendNow();
    setSending(false);
  };
  const discard = () => {
    if (confirmAction(discardConfirmation(unsent))) onSignOut();
  };
  return (
    <Dialog open={open} onClose={onClose} title="Unsent changes" size="small" testId="unsent-changes">
      {unsent > 0 ? (
        <>
          <p>{unsentWarning(unsent)}</p>
          {!online && <p className="muted">This device is offline.</p>}
          <div className="dialog-actions">
            <button type="button" className="btn btn-primary" disabled={sending} onClick={() => void send()}>
              {sending ? 'Sending...' : 'Send now'}
            </button>
            <button type="button" className="btn btn-danger" onClick={discard}>
              Discard and sign out
            </button>
          </div>
        </>
      ) : (
        <>
          <p>All changes are sent.</p>
          <div className="dialog-actions">
            <button type="button" className="btn btn-primary" onClick={onSignOut}>
              Logout
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
