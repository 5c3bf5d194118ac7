/**
 * Whether the kitchen screen is current (KDS1): asks the socket to probe while mounted, and re-reads the rule
 * twice a second so the banner rises within 5 s of a loss and its seconds count up.
 */
import { freshness, LIVE_PROBE_MS, secondsSince } from '@tavola/shared';
import { useEffect, useState } from 'react';
import { activeSync } from '../../sync/sync-session.ts';
import { useSyncStore } from '../../sync/sync-store.ts';

const REDRAW_MS = 500;

export type KitchenFreshness =
  | { readonly live: true }
  /** `secondsAgo`: since the screen was last up to date; null if it never was. */
  | { readonly live: false; readonly secondsAgo: number | null };

export function useFreshness(): KitchenFreshness {
  const active = useSyncStore((s) => s.active);
  const socketOpen = useSyncStore((s) => s.socketOpen);
  const openedAt = useSyncStore((s) => s.socketOpenedAt);
  const heardAt = useSyncStore((s) => s.heardAt);
  const lastSyncedAt = useSyncStore((s) => s.lastSyncedAt);
  const [now, setNow] = useState(Date.now);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), REDRAW_MS);
    return () => clearInterval(timer);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new sync (active) has a new socket to probe
  useEffect(() => {
    const socket = activeSync()?.socket;
    socket?.probe(LIVE_PROBE_MS);
    return () => socket?.probe(null);
  }, [active]);

  const f = freshness({ socketOpen, openedAt, heardAt, lastSyncedAt }, now);
  if (f.live) return f;
  return { live: false, secondsAgo: f.since === null ? null : secondsSince(f.since, now) };
}
