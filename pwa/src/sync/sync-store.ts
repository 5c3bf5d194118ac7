/**
 * What the UI shows about sync (docs/architecture.md §8: online, offline, n unsent): a zustand store fed by the
 * sync client, the socket and a live query of the outbox. UI state only; synced data lives in Dexie.
 */
import { create } from 'zustand';
import { useShallow } from 'zustand/react/shallow';

export type RejectedMutation = {
  readonly id: number;
  readonly name: string;
  readonly args: unknown;
  readonly code: string;
  readonly message: string;
  readonly clientTime: number;
};

export type SyncStatus = {
  /** A signed-in staff user's sync is running in this tab. */
  readonly active: boolean;
  readonly browserOnline: boolean;
  /** The server answered (true) or could not be reached (false) last time; null before any attempt. */
  readonly reachable: boolean | null;
  /** Pending outbox entries (not yet acknowledged by a pull). */
  readonly unsent: number;
  readonly rejected: readonly RejectedMutation[];
  /** The server refused this app's protocol or schema version: its message. */
  readonly updateRequired: string | null;
  readonly lastSyncedAt: number | null;
  /** The last failed sync call's message (retried with backoff), cleared by the next pull. */
  readonly lastError: string | null;
  /** The last refusal someone must act on (errors.ts refusalOf), cleared by the next pull. */
  readonly refused: string | null;
  /** The sync socket is open (KDS1). */
  readonly socketOpen: boolean;
  /** When the socket last opened, and when its last frame arrived (KDS1). */
  readonly socketOpenedAt: number | null;
  readonly heardAt: number | null;
};

const initial = (): SyncStatus => ({
  active: false,
  browserOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
  reachable: null,
  unsent: 0,
  rejected: [],
  updateRequired: null,
  lastSyncedAt: null,
  lastError: null,
  refused: null,
  socketOpen: false,
  socketOpenedAt: null,
  heardAt: null,
});

export const useSyncStore = create<SyncStatus>(initial);

// the browser's own signal counts even before (or without) a running sync
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => useSyncStore.setState({ browserOnline: true }));
  window.addEventListener('offline', () => useSyncStore.setState({ browserOnline: false }));
}

export const setSyncStatus = (patch: Partial<SyncStatus>): void => useSyncStore.setState(patch);
export const resetSyncStatus = (): void => useSyncStore.setState(initial(), true);

/** Online: the browser has a network and the server was not found unreachable. */
export const isOnline = (s: SyncStatus): boolean => s.browserOnline && s.reachable !== false;

export type SyncState = {
  readonly online: boolean;
  readonly unsent: number;
  readonly rejected: readonly RejectedMutation[];
  readonly updateRequired: string | null;
  readonly lastSyncedAt: number | null;
  readonly refused: string | null;
};

/** The sync state for screens: online/offline, unsent count, rejected mutations, update required, last sync. */
export const useSyncState = (): SyncState =>
  useSyncStore(
    useShallow((s) => ({
      online: isOnline(s),
      unsent: s.unsent,
      rejected: s.rejected,
      updateRequired: s.updateRequired,
      lastSyncedAt: s.lastSyncedAt,
      refused: s.refused,
    })),
  );
