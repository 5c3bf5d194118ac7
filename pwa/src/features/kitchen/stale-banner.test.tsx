import { STALE_AFTER_MS } from '@tavola/shared';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSyncStatus, setSyncStatus } from '../../sync/sync-store.ts';
import { StaleBanner } from './stale-banner.tsx';

const T = 1_700_000_000_000;
const banner = () => screen.queryByTestId('kitchen-stale');
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers({ now: T });
  resetSyncStatus();
  // open, caught up by a pull, a frame just heard: live
  setSyncStatus({
    active: true,
    socketOpen: true,
    socketOpenedAt: T - 1_000,
    lastSyncedAt: T - 500,
    heardAt: T,
  });
});

afterEach(() => {
  vi.useRealTimers();
  resetSyncStatus();
});

describe('kitchen stale banner (KDS1)', () => {
  it('[KDS1] shows nothing while live, and rises once nothing was heard for STALE_AFTER_MS', () => {
    render(<StaleBanner />);
    expect(banner()).toBeNull();
    tick(STALE_AFTER_MS - 500);
    expect(banner()).toBeNull();
    tick(500);
    expect(screen.getByRole('alert').textContent).toContain('Not live: last updated 3 s ago');
  });

  it('[KDS1] rises at once when the socket closes, counts the seconds up, and goes when caught up again', () => {
    render(<StaleBanner />);
    act(() => setSyncStatus({ socketOpen: false }));
    expect(banner()?.textContent).toContain('last updated 0 s ago');
    tick(12_000);
    expect(banner()?.textContent).toContain('last updated 12 s ago');
    // reopened: still not live until the catch-up pull lands
    act(() => setSyncStatus({ socketOpen: true, socketOpenedAt: Date.now(), heardAt: Date.now() }));
    expect(banner()).not.toBeNull();
    act(() => setSyncStatus({ lastSyncedAt: Date.now() }));
    expect(banner()).toBeNull();
  });

  it('[KDS1] says so when the screen was never up to date', () => {
    resetSyncStatus();
    render(<StaleBanner />);
    expect(banner()?.textContent).toContain('Not live: not yet up to date');
  });
});
