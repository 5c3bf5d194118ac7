/** Runs the sync client while the dashboard shell is shown for a signed-in tenant user (not on public pages). */
import type { SessionUser } from '@tavola/shared';
import { useEffect } from 'react';
import { startSync, stopSync } from '../../sync/sync-session.ts';

export function useSyncSession(user: SessionUser | null): void {
  useEffect(() => {
    if (!user) return;
    startSync(user);
    return () => void stopSync();
  }, [user]);
}
