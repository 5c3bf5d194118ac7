import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSessionUser, setSessionUser } from '../../lib/session.ts';
import { resetSyncStatus, setSyncStatus } from '../../sync/sync-store.ts';
import { aUser, signInCookie } from '../../test/builders.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { REPORT_SETTLE_MS, useDeviceReport } from './use-device-report.ts';

const REPORT = 'POST /api/v1/auth/device-report';

beforeEach(() => {
  vi.useFakeTimers();
  signInCookie();
  setSessionUser(aUser());
});
afterEach(() => {
  vi.useRealTimers();
  resetSyncStatus();
});

describe('useDeviceReport', () => {
  it('[DEV2] reports the unsent count once it settles, not while sync is off', async () => {
    const f = installFakeFetch({
      [REPORT]: [{ status: 200, body: { message: 'Reported!', retiring: false, signedOut: false } }],
    });
    renderHook(() => useDeviceReport());
    await act(() => vi.advanceTimersByTimeAsync(REPORT_SETTLE_MS * 2));
    expect(f.count(REPORT)).toBe(0);
    act(() => setSyncStatus({ active: true, unsent: 3 }));
    await act(() => vi.advanceTimersByTimeAsync(REPORT_SETTLE_MS));
    expect(f.body(REPORT)).toEqual({ unsent: 3 });
    expect(getSessionUser()).not.toBeNull();
  });

  it('[DEV3] a removed device that has delivered everything is signed out', async () => {
    installFakeFetch({
      [REPORT]: [{ status: 200, body: { message: 'Reported!', retiring: true, signedOut: true } }],
    });
    act(() => setSyncStatus({ active: true, unsent: 0 }));
    renderHook(() => useDeviceReport());
    await act(() => vi.advanceTimersByTimeAsync(REPORT_SETTLE_MS));
    expect(getSessionUser()).toBeNull();
  });
});
