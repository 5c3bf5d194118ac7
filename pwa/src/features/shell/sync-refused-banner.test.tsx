import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { refusalOf, SyncCallError } from '../../sync/errors.ts';
import { resetSyncStatus, setSyncStatus } from '../../sync/sync-store.ts';
import { SyncRefusedBanner } from './update-required-banner.tsx';

const NO_CODES = 'No device codes left, remove a device first!';

describe('a sync refusal someone must act on', () => {
  afterEach(() => resetSyncStatus());

  it('is a 4xx the client does not recover from by itself', () => {
    expect(refusalOf(new SyncCallError(NO_CODES, 400))).toBe(NO_CODES);
    expect(refusalOf(new SyncCallError('Subscription inactive', 402))).toBe('Subscription inactive');
    for (const status of [0, 401, 403, 404, 408, 429, 500, 503])
      expect(refusalOf(new SyncCallError('x', status))).toBeNull();
    expect(refusalOf(new Error(NO_CODES))).toBeNull();
  });

  it("shows the server's message in a banner until a pull succeeds", () => {
    render(<SyncRefusedBanner />);
    expect(screen.queryByTestId('sync-refused')).toBeNull();
    act(() => setSyncStatus({ refused: NO_CODES }));
    expect(screen.getByRole('alert').textContent).toBe(`This device cannot sync: ${NO_CODES}`);
    act(() => setSyncStatus({ refused: null }));
    expect(screen.queryByTestId('sync-refused')).toBeNull();
  });
});
