import { describe, expect, it } from 'vitest';
import { parseWith } from '../validation/common.ts';
import { canManagePrinters, canOpenDrawer, canReprint } from './print-permissions.ts';
import { reprintArgs } from './print-requests.ts';
import { printerArgs } from './printer-config.ts';
import { printerDownMessage, printersDown } from './printer-status.ts';

describe('printer settings', () => {
  it('[PRT8] a network printer needs a host; port 9100, 80 mm, ESC/POS and receipts by default', () => {
    expect(parseWith(printerArgs, { title: 'Kitchen', connection: 'network' })).toMatchObject({
      ok: false,
      message: 'Please provide the printer’s IP address or host name!',
    });
    expect(parseWith(printerArgs, { title: 'Kitchen', host: 'http://x/y' })).toMatchObject({ ok: false });
    expect(parseWith(printerArgs, { title: ' Kitchen ', host: '192.168.1.50' })).toEqual({
      ok: true,
      value: {
        title: 'Kitchen',
        connection: 'network',
        host: '192.168.1.50',
        port: 9100,
        paperWidth: '80',
        language: 'esc-pos',
        role: 'receipt',
        stationIds: [],
        backupPrinterId: null,
        hasCashDrawer: false,
        statusQuery: true,
      },
    });
  });

  it('[PRT8] USB, serial and CloudPRNT printers keep no host or port; bad values get their own message', () => {
    const usb = parseWith(printerArgs, { title: 'Till', connection: 'usb', host: '10.0.0.1', port: 9100 });
    expect(usb).toMatchObject({ ok: true, value: { connection: 'usb', host: null, port: null } });
    expect(parseWith(printerArgs, { title: 'X', host: 'p', port: 70000 })).toMatchObject({
      ok: false,
      message: 'Please provide a valid port (1-65535)!',
    });
    expect(parseWith(printerArgs, { title: 'X', host: 'p', paperWidth: '72' })).toMatchObject({
      ok: false,
      message: 'Please select a valid paper width!',
    });
    expect(parseWith(printerArgs, { title: 'X', host: 'p', language: 'zpl' })).toMatchObject({ ok: false });
    expect(parseWith(printerArgs, { title: 'X', host: 'p', connection: 'bluetooth' })).toMatchObject({
      ok: false,
    });
    expect(parseWith(printerArgs, { title: '', host: 'p' })).toMatchObject({
      ok: false,
      message: 'Please provide Title!',
    });
  });

  it('[PRT7] a reprint names an order and one of receipt, token, kitchen', () => {
    expect(parseWith(reprintArgs, { orderId: 'o1', kind: 'kitchen' })).toEqual({
      ok: true,
      value: { orderId: 'o1', kind: 'kitchen' },
    });
    expect(parseWith(reprintArgs, { orderId: 'o1', kind: 'menu' })).toMatchObject({ ok: false });
    expect(parseWith(reprintArgs, { kind: 'receipt' })).toMatchObject({ ok: false });
  });

  it('[PRT15] SETTINGS manages printers; ORDERS, INVOICES or POS reprint; only MANAGER (and admins) open the drawer', () => {
    const staff = (scope: string) => ({ role: 'staff', scope });
    expect(canManagePrinters(staff('SETTINGS'))).toBe(true);
    expect(canManagePrinters(staff('POS'))).toBe(false);
    expect(canReprint(staff('INVOICES'))).toBe(true);
    expect(canReprint(staff('KITCHEN'))).toBe(false);
    expect(canOpenDrawer(staff('POS'))).toBe(false);
    expect(canOpenDrawer(staff('POS,MANAGER'))).toBe(true);
    expect(canOpenDrawer({ role: 'admin', scope: '' })).toBe(true);
  });

  it('[PRT5] the banner names the printers that do not answer, with their waiting jobs', () => {
    const p = {
      printerId: 'p',
      title: 'Kitchen printer',
      role: 'kitchen' as const,
      lastError: null,
      lastSeenAt: null,
    };
    const answer = {
      at: 1,
      printers: [
        { ...p, state: 'offline' as const, waitingJobs: 2 },
        { ...p, printerId: 'q', title: 'Bar', state: 'online' as const, waitingJobs: 0 },
      ],
    };
    expect(printersDown(answer).map(printerDownMessage)).toEqual([
      'Kitchen printer not responding (2 waiting)',
    ]);
    expect(printersDown(null)).toEqual([]);
  });
});
