/**
 * DEV2: while syncing, this device tells the server how many changes it holds unsent (when the count settles,
 * after each pull and every minute), so the owner is warned before removing it; DEV3: a removed device that
 * has delivered everything is signed out here.
 */
import { useEffect } from 'react';
import { LOGIN_PATH } from '../../lib/api.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { endLocalSession } from '../../lib/session.ts';
import { useSyncStore } from '../../sync/sync-store.ts';
import { devicesApi } from './devices-api.ts';

export const REPORT_SETTLE_MS = 1_500;
export const REPORT_EVERY_MS = 60_000;

export function useDeviceReport(): void {
  const active = useSyncStore((s) => s.active);
  const unsent = useSyncStore((s) => s.unsent);
  // after each pull too: a removal closes this device's socket, it pulls, and reports at once (DEV3)
  const lastSyncedAt = useSyncStore((s) => s.lastSyncedAt);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each pull (lastSyncedAt) is a moment to report (DEV3)
  useEffect(() => {
    if (!active) return;
    const report = async () => {
      const result = await devicesApi.report(unsent);
      if (result.ok && result.data.signedOut) {
        endLocalSession();
        await navigateTo(LOGIN_PATH, { replace: true });
      }
    };
    const settle = setTimeout(() => void report(), REPORT_SETTLE_MS);
    const every = setInterval(() => void report(), REPORT_EVERY_MS);
    return () => {
      clearTimeout(settle);
      clearInterval(every);
    };
  }, [active, unsent, lastSyncedAt]);
}
