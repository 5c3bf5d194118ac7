/**
 * PRT16 through the till's real POS flow: an offline till with a (fake) USB printer paired prints at once when a
 * cashier sends an order, and a cash sale on a receipt printer with a drawer opens it and replaces the window.
 */
import { decodeEscPos } from '@tavola/shared/test-support/escpos-decoder';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openPos } from '../pos/pos-test-kit.tsx';
import { usbPrinter } from './printers-test-kit.ts';
import { writeTillPrinter } from './till-printer-store.ts';
import { setTillTransportFactory } from './till-transport.ts';

const click = (name: string | RegExp, root: HTMLElement = document.body) =>
  fireEvent.click(within(root).getByRole('button', { name }));
const dialog = (name: string) => screen.findByRole('dialog', { name });

let jobs: Uint8Array[];
beforeEach(() => {
  jobs = [];
  // jsdom has no canvas: the ₹ lines print as blank pictures here (a browser draws them)
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  setTillTransportFactory(() => ({
    pair: async () => null,
    print: async (_device, bytes) => {
      jobs.push(bytes);
    },
  }));
});
afterEach(() => {
  writeTillPrinter(null);
  setTillTransportFactory(null);
  vi.restoreAllMocks();
});

describe('the till prints its own sales', () => {
  it('[PRT16] offline, Send to Kitchen prints the kitchen ticket on the paired printer at once', async () => {
    writeTillPrinter({
      printer: usbPrinter({ role: 'kitchen' }),
      device: { vendorId: 1208, productId: 3624 },
    });
    await openPos({ offline: true });
    click('Add Cola');
    click('Send to Kitchen');
    click('Confirm', await dialog('Send to Kitchen'));
    await dialog('Order sent to Kitchen!');
    await waitFor(() => expect(jobs).toHaveLength(1));
    const paper = decodeEscPos(jobs[0] ?? new Uint8Array());
    expect(paper.texts).toContain('Token A-1');
    expect(paper.texts).toContain('1 x Cola');
    expect(paper.cuts).toBe(1);
  });

  it('[PRT6][PRT16] a cash sale on a receipt printer with a drawer: receipt and kick, no print window', async () => {
    writeTillPrinter({
      printer: usbPrinter({ role: 'receipt', hasCashDrawer: true }),
      device: { vendorId: 1208, productId: 3624 },
    });
    await openPos({ offline: true, autoPrint: true });
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    click('Add Cola');
    click('Create Receipt & Pay');
    const pay = await dialog('Create Receipt & Pay');
    await waitFor(() => expect(within(pay).getByLabelText('Payment Type')).toHaveProperty('value', 'cash'));
    click('Pay & Send', pay);
    await waitFor(() => expect(jobs).toHaveLength(1));
    const paper = decodeEscPos(jobs[0] ?? new Uint8Array());
    expect(paper.drawerKicks).toBe(1);
    expect(paper.texts.some((t) => t.startsWith('Cola x 1'))).toBe(true);
    expect(open).not.toHaveBeenCalled();
  });
});
