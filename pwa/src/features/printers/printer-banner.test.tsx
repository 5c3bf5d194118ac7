import type { PrinterStatus, PrintStatusAnswer } from '@tavola/shared/printing/printer-status';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishRealtimeEvent } from '../../sync/events.ts';
import { signInCookie } from '../../test/builders.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { PrinterDownBanner } from './printer-banner.tsx';

const STATUS = 'GET /api/v1/print/status';
const kitchen = (state: PrinterStatus['state'], waitingJobs = 0): PrinterStatus => ({
  printerId: 'p1',
  title: 'Kitchen printer',
  role: 'kitchen',
  state,
  waitingJobs,
  lastError: state === 'offline' ? 'connection refused' : null,
  lastSeenAt: 1,
});
const answer = (...printers: PrinterStatus[]): { status: number; body: PrintStatusAnswer } => ({
  status: 200,
  body: { printers, at: 1 },
});

beforeEach(() => signInCookie());
afterEach(() => vi.useRealTimers());

describe('printer-down banner', () => {
  it('[PRT5] rises within 5 s of a printer not answering, with the jobs waiting, and goes when it answers', async () => {
    installFakeFetch({
      [STATUS]: [answer(kitchen('online')), answer(kitchen('offline', 3)), answer(kitchen('online'))],
    });
    render(<PrinterDownBanner pollMs={200} />);
    await waitFor(
      () =>
        expect(screen.getByTestId('printer-down-banner').textContent).toContain(
          'Kitchen printer not responding (3 waiting)',
        ),
      { timeout: 5_000 },
    );
    await waitFor(() => expect(screen.queryByTestId('printer-down-banner')).toBeNull(), { timeout: 5_000 });
  });

  it('[PRT5] the socket event shows it at once; a server without printing (404) shows nothing', async () => {
    const f = installFakeFetch({ [STATUS]: [{ status: 404, body: { message: 'Not Found' } }] });
    render(<PrinterDownBanner pollMs={50} />);
    await waitFor(() => expect(f.count(STATUS)).toBe(1));
    await new Promise((r) => setTimeout(r, 200));
    // after a 404 it stops asking
    expect(f.count(STATUS)).toBe(1);
    expect(screen.queryByTestId('printer-down-banner')).toBeNull();
    act(() => publishRealtimeEvent({ type: 'print_status', at: 2, printers: [kitchen('offline', 1)] }));
    expect(screen.getByTestId('printer-down-banner').textContent).toContain(
      'Kitchen printer not responding (1 waiting)',
    );
  });
});
