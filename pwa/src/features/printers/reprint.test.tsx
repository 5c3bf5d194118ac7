import type { PrintStatusAnswer } from '@tavola/shared/printing/printer-status';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInCookie } from '../../test/builders.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { usbPrinter } from './printers-test-kit.ts';
import { reprint, reprintRoute } from './reprint.ts';
import { writeTillPrinter } from './till-printer-store.ts';

const status = (...roles: ('receipt' | 'kitchen')[]): PrintStatusAnswer => ({
  at: 1,
  printers: roles.map((role, i) => ({
    printerId: `p${i}`,
    title: role,
    role,
    state: 'online',
    waitingJobs: 0,
    lastError: null,
    lastSeenAt: 1,
  })),
});

beforeEach(() => signInCookie());
afterEach(() => {
  writeTillPrinter(null);
  vi.restoreAllMocks();
});

describe('reprint', () => {
  it('[PRT7] goes to the store printer of its role, else this till, else the print window (kitchen: nowhere)', () => {
    expect(reprintRoute('kitchen', status('kitchen'))).toBe('server');
    expect(reprintRoute('receipt', status('kitchen'))).toBe('window');
    expect(reprintRoute('token', status('receipt'))).toBe('server');
    expect(reprintRoute('kitchen', null)).toBe('none');
    writeTillPrinter({
      printer: usbPrinter({ role: 'receipt' }),
      device: { vendorId: 1, productId: 2 },
    });
    expect(reprintRoute('receipt', null)).toBe('till');
  });

  it('[PRT7] without a store printer the receipt opens the print window inside the click', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    reprint('receipt', ['o1', 'o2'], null);
    expect(open).toHaveBeenCalledWith('/print-receipt?orderIds=o1,o2', '_blank', expect.any(String));
    reprint('token', ['o1'], null);
    expect(open).toHaveBeenLastCalledWith('/print-token?orderId=o1', '_blank', expect.any(String));
  });

  it('[PRT7] with a store printer it asks the server for a new REPRINT job per order', async () => {
    const f = installFakeFetch({
      'POST /api/v1/print/reprint': [{ status: 200, body: { message: 'Sent', jobIds: ['j'], queued: true } }],
    });
    reprint('kitchen', ['o1', 'o2'], status('kitchen'));
    await vi.waitFor(() => expect(f.count('POST /api/v1/print/reprint')).toBe(2));
    expect(JSON.parse(String(f.calls[0]?.init.body))).toEqual({ orderId: 'o1', kind: 'kitchen' });
    expect(JSON.parse(String(f.calls[1]?.init.body))).toEqual({ orderId: 'o2', kind: 'kitchen' });
  });
});
