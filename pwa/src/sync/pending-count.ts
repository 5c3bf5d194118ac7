/**
 * DRAIN1: the sync status' count of pending outbox entries, kept off the sale's path. A live `count()` re-ran
 * after every write to the outbox and walked the status index (20,000 entries after a week offline), holding up
 * the next sale's transaction. Here a cheap live query (the meta ids that move with every change of the outbox:
 * a new mutation, a push's answer, a pull) schedules the count, at most once per `gap` (longer when a count is
 * slow), always once after the last change. Switched off (fast-paths.ts), it counts after every change.
 */
import { liveQuery } from 'dexie';
import type { TavolaDb } from '../db/database.ts';
import { readMeta } from '../db/meta.ts';
import { fastSync } from './fast-paths.ts';

export type PendingWatch = { unsubscribe(): void };

/** Calls `onCount` with the number of pending entries, soon after each change (at most every `minGapMs`). */
export function watchPending(
  db: TavolaDb,
  onCount: (n: number) => void,
  onError: (e: unknown) => void,
  minGapMs = 200,
): PendingWatch {
  let stopped = false;
  let counting = false;
  let again = false;
  let lastAt = Number.NEGATIVE_INFINITY;
  let gap = minGapMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const count = async () => {
    timer = undefined;
    if (stopped) return;
    if (counting) {
      again = true;
      return;
    }
    counting = true;
    const started = performance.now();
    try {
      const n = await db.outbox.where('status').equals('pending').count();
      if (!stopped) onCount(n);
    } catch (e) {
      if (!stopped) onError(e);
    } finally {
      counting = false;
      lastAt = performance.now();
      // a slow count (a big outbox) waits longer before the next one: at most a tenth of the time counting
      gap = Math.max(minGapMs, 10 * (lastAt - started));
      if (again) {
        again = false;
        schedule();
      }
    }
  };
  const schedule = () => {
    if (stopped || timer !== undefined) return;
    if (counting) {
      again = true;
      return;
    }
    const wait = Math.max(0, lastAt + gap - performance.now());
    timer = setTimeout(() => void count(), wait);
  };
  const signal = liveQuery(
    async (): Promise<unknown> =>
      fastSync()
        ? await readMeta(db, ['nextMutationId', 'lastMutationId', 'cookie', 'clientId', 'lastSyncedAt'])
        : await db.outbox.where('status').equals('pending').count(),
  ).subscribe({
    // switched off: the live count itself, as before DRAIN1
    next: (v) => (typeof v === 'number' ? onCount(v) : schedule()),
    error: onError,
  });
  return {
    unsubscribe() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      signal.unsubscribe();
    },
  };
}
