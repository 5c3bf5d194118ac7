import { describe, expect, it } from 'vitest';
import { type FreshnessInput, freshness, STALE_AFTER_MS, secondsSince } from './freshness.ts';

const T = 1_700_000_000_000;
const live: FreshnessInput = { socketOpen: true, openedAt: T, heardAt: T + 2_000, lastSyncedAt: T + 100 };

describe('freshness (KDS1)', () => {
  it('[KDS1] is live while the socket is open, caught up, and a frame came within STALE_AFTER_MS', () => {
    expect(freshness(live, T + 2_000 + STALE_AFTER_MS - 1)).toEqual({ live: true });
  });

  it('[KDS1] is not live once nothing was heard for STALE_AFTER_MS, since the last frame', () => {
    expect(freshness(live, T + 2_000 + STALE_AFTER_MS)).toEqual({ live: false, since: T + 2_000 });
  });

  it('[KDS1] is not live the moment the socket closes', () => {
    expect(freshness({ ...live, socketOpen: false }, T + 2_100)).toEqual({ live: false, since: T + 2_000 });
  });

  it('[KDS1] a reopened socket is not live before its catch-up pull', () => {
    const reopened = { ...live, openedAt: T + 60_000, heardAt: T + 60_500 };
    expect(freshness(reopened, T + 61_000)).toEqual({ live: false, since: T + 100 });
    expect(freshness({ ...reopened, lastSyncedAt: T + 60_200 }, T + 61_000)).toEqual({ live: true });
  });

  it('[KDS1] never synced: not live, since null', () => {
    const never = { socketOpen: false, openedAt: null, heardAt: null, lastSyncedAt: null };
    expect(freshness(never, T)).toEqual({ live: false, since: null });
  });

  it('counts whole seconds, never below zero', () => {
    expect(secondsSince(T, T + 12_999)).toBe(12);
    expect(secondsSince(T, T - 500)).toBe(0);
  });
});
