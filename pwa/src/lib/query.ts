/**
 * A small cache for online-only reads (profile subscription, devices, dashboard, reports): refetch when the
 * window regains focus (throttled) or the connection returns, dedupe requests within a short interval, and
 * retry network and server errors (the spec's cache constants). Synced data reads from Dexie instead.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { ApiResult } from './api.ts';
import { onSessionEnded } from './session.ts';

export const QUERY_TIMING = {
  dedupeMs: 2000,
  focusThrottleMs: 5000,
  errorRetryMs: 5000,
  slowErrorRetryMs: 10000,
  maxErrorRetries: 3,
} as const;

export type QueryState<T> = {
  data: T | undefined;
  error: string | null;
  /** True while a request is in flight. */
  fetching: boolean;
};

type Fetcher<T> = () => Promise<ApiResult<T>>;

type Entry = {
  state: QueryState<unknown>;
  startedAt: number;
  inFlight: Promise<void> | null;
  fetcher: Fetcher<unknown> | null;
  subscribers: number;
  retries: number;
  retryTimer: ReturnType<typeof setTimeout> | null;
  /** A request `revalidateSince` asked for, waiting for the dedupe interval or the request in flight. */
  followUp: ReturnType<typeof setTimeout> | null;
  /** Bumped by clearQueryCache so answers to requests sent before it are dropped. */
  generation: number;
};

const IDLE: QueryState<unknown> = { data: undefined, error: null, fetching: false };
const entries = new Map<string, Entry>();
const listeners = new Map<string, Set<() => void>>();
let lastFocusRevalidate = Number.NEGATIVE_INFINITY;

function entryFor(key: string): Entry {
  let e = entries.get(key);
  if (!e) {
    e = {
      state: IDLE,
      startedAt: Number.NEGATIVE_INFINITY,
      inFlight: null,
      fetcher: null,
      subscribers: 0,
      retries: 0,
      retryTimer: null,
      followUp: null,
      generation: 0,
    };
    entries.set(key, e);
  }
  return e;
}

function setState(key: string, e: Entry, patch: Partial<QueryState<unknown>>): void {
  e.state = { ...e.state, ...patch };
  for (const l of listeners.get(key) ?? []) l();
}

function isSlowConnection(): boolean {
  const c = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
  return c?.effectiveType === 'slow-2g' || c?.effectiveType === '2g';
}

/** Fetches `key` unless a request started within the dedupe interval (or `force`). */
export function revalidate(key: string, opts: { force?: boolean } = {}): Promise<void> {
  const e = entryFor(key);
  if (e.inFlight) return e.inFlight;
  if (!e.fetcher) return Promise.resolve();
  if (!opts.force && Date.now() - e.startedAt < QUERY_TIMING.dedupeMs) return Promise.resolve();
  const fetcher = e.fetcher;
  e.startedAt = Date.now();
  if (e.retryTimer) clearTimeout(e.retryTimer);
  e.retryTimer = null;
  setState(key, e, { fetching: true });
  const generation = e.generation;
  e.inFlight = fetcher().then((r) => {
    e.inFlight = null;
    if (e.generation !== generation) return; // cleared meanwhile (sign-out)
    if (r.ok) {
      e.retries = 0;
      setState(key, e, { data: r.data, error: null, fetching: false });
      return;
    }
    setState(key, e, { error: r.message, fetching: false });
    // only failures that may pass by themselves are retried: no network, or a server error
    const transient = r.status === 0 || r.status >= 500;
    if (transient && e.subscribers > 0 && e.retries < QUERY_TIMING.maxErrorRetries) {
      e.retries += 1;
      const delay = isSlowConnection() ? QUERY_TIMING.slowErrorRetryMs : QUERY_TIMING.errorRetryMs;
      e.retryTimer = setTimeout(() => void revalidate(key, { force: true }), delay);
    }
  });
  return e.inFlight;
}

/**
 * Fetches `key` once more unless a request started at or after `since` (when news reached the server: an answer
 * to an earlier request may not hold it). Not sooner than the dedupe interval after the last request and never
 * beside one in flight, so a stream of news costs at most one request per interval.
 */
export function revalidateSince(key: string, since: number): void {
  const e = entryFor(key);
  if (e.startedAt >= since || e.followUp) return;
  const run = () => {
    e.followUp = null;
    if (e.startedAt < since && e.subscribers > 0) void revalidate(key, { force: true });
  };
  const wait = e.startedAt + QUERY_TIMING.dedupeMs - Date.now();
  if (!e.inFlight && wait <= 0) {
    run();
    return;
  }
  e.followUp = setTimeout(() => void (e.inFlight ?? Promise.resolve()).then(run), Math.max(0, wait));
}

function revalidateWatched(): void {
  for (const [key, e] of entries) if (e.subscribers > 0) void revalidate(key);
}

function onFocus(): void {
  if (document.visibilityState === 'hidden') return;
  if (Date.now() - lastFocusRevalidate < QUERY_TIMING.focusThrottleMs) return;
  lastFocusRevalidate = Date.now();
  revalidateWatched();
}

let windowListeners = false;
function listenToWindow(): void {
  if (windowListeners) return;
  windowListeners = true;
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onFocus);
  window.addEventListener('online', revalidateWatched);
}

/** Forgets every cached answer (a different user must not see the previous one's data). */
export function clearQueryCache(): void {
  for (const [key, e] of entries) {
    if (e.retryTimer) clearTimeout(e.retryTimer);
    if (e.followUp) clearTimeout(e.followUp);
    Object.assign(e, {
      startedAt: Number.NEGATIVE_INFINITY,
      inFlight: null,
      retries: 0,
      retryTimer: null,
      followUp: null,
      generation: e.generation + 1,
    });
    setState(key, e, IDLE);
  }
  lastFocusRevalidate = Number.NEGATIVE_INFINITY;
}
onSessionEnded(clearQueryCache);

export function useQuery<T>(
  key: string,
  fetcher: Fetcher<T>,
): QueryState<T> & { refetch: () => Promise<void> } {
  listenToWindow();
  // the latest fetcher wins, so a screen's closure never goes stale
  entryFor(key).fetcher = fetcher as Fetcher<unknown>;

  const subscribe = useCallback(
    (listener: () => void) => {
      const set = listeners.get(key) ?? new Set();
      listeners.set(key, set);
      set.add(listener);
      entryFor(key).subscribers += 1;
      return () => {
        set.delete(listener);
        const e = entries.get(key);
        if (e) e.subscribers -= 1;
      };
    },
    [key],
  );
  const state = useSyncExternalStore(
    subscribe,
    () => entries.get(key)?.state ?? IDLE,
    () => IDLE,
  ) as QueryState<T>;

  useEffect(() => {
    void revalidate(key);
  }, [key]);

  const refetch = useCallback(() => revalidate(key, { force: true }), [key]);
  return { ...state, refetch };
}
