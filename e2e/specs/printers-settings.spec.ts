/**
 * Settings → Printers (issue 30, PRT8, PRT9): the owner adds a network printer in the screen against the real
 * server, and its test print reaches a fake network printer (a raw TCP server on a loopback port), decoded back
 * into lines and a cut. The printer is removed at the end so later specs on the demo store print nothing.
 */
import { expect, type Page, test } from '@playwright/test';
import { decodeEscPos } from '../../shared/src/test-support/escpos-decoder.ts';
import { startFakePrinter } from '../../sync-server/src/test-support/fake-printer.ts';
import { PosPage } from '../pages/pos.page.ts';
import { DEMO } from '../support/demo.ts';
import { signIn } from '../support/sign-in.ts';

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

test('add a network printer in the screen; its test page prints on the (fake) printer', async ({ page }) => {
  const printer = await startFakePrinter();
  const title = `Counter ${Date.now().toString(36).slice(-4)}`;
  try {
    await page.setViewportSize({ width: 1024, height: 768 });
    await signIn(page, DEMO.admin);
    await page.goto('/dashboard/settings/printers');
    await expect(page.getByRole('heading', { name: 'Printers' })).toBeVisible();
    await page.getByRole('button', { name: 'Add' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Printer' });
    await field(page, 'Title').fill(title);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Please provide the printer’s IP address or host name!')).toBeVisible();
    await field(page, 'IP address or host name').fill('127.0.0.1');
    await field(page, 'Port').fill(String(printer.port));
    await dialog.getByLabel('Paper width').selectOption('57');
    await page.screenshot({ path: '/tmp/prt-add-printer-tablet.png' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByTestId('printer-row').filter({ hasText: title });
    await expect(row).toContainText(`127.0.0.1:${printer.port}`);
    await expect(row).toContainText('57 mm');
    await page.screenshot({ path: '/tmp/prt-printers-tablet.png' });

    await row.getByRole('button', { name: `Test ${title}` }).click();
    const [job] = await printer.waitFor(1);
    const paper = decodeEscPos(new Uint8Array(job?.bytes ?? []));
    expect(paper.texts).toContain('Test print');
    expect(paper.texts.some((t) => t.startsWith('Printer') && t.endsWith(title))).toBe(true);
    expect(paper.texts).toContain('─'.repeat(32));
    expect(paper.cuts).toBe(1);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(row).toBeVisible();
    await page.screenshot({ path: '/tmp/prt-printers-phone.png', fullPage: true });
    await page.setViewportSize({ width: 1024, height: 768 });

    page.once('dialog', (d) => void d.accept());
    await row.getByRole('button', { name: `Delete ${title}` }).click();
    await expect(row).toHaveCount(0);
  } finally {
    await printer.stop();
  }
});

test('the till shows the printer-down banner and the Reprint menu (status answered by a routed stand-in)', async ({
  page,
}) => {
  // the look only: printing.spec.ts stops a real fake printer; here the status answer is fixed in the browser
  await page.route('**/api/v1/print/status', (route) =>
    route.fulfill({
      json: {
        at: Date.now(),
        printers: [
          {
            printerId: 'p1',
            title: 'Kitchen printer',
            role: 'kitchen',
            state: 'offline',
            waitingJobs: 3,
            lastError: 'connection refused',
            lastSeenAt: null,
          },
        ],
      },
    }),
  );
  await signIn(page, DEMO.admin);
  for (const [name, size] of [
    ['tablet', { width: 1024, height: 768 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto('/dashboard/pos');
    await expect(page.getByTestId('printer-down-banner')).toContainText(
      'Kitchen printer not responding (3 waiting)',
    );
    await expect(page.getByRole('button', { name: 'No Sale' })).toBeVisible();
    await page.screenshot({ path: `/tmp/prt-pos-banner-${name}.png` });
  }
});

/**
 * A stand-in for WebUSB (there is no USB printer here): an Epson-like device whose transferOut records the bytes,
 * so the real driver (@point-of-sale/webusb-receipt-printer), the shared encoder and the canvas run in Chromium.
 */
function fakeUsb() {
  const sent: number[][] = [];
  (window as unknown as { __usbSent: number[][] }).__usbSent = sent;
  const device = {
    vendorId: 0x04b8,
    productId: 0x0e28,
    serialNumber: 'E2E-1',
    manufacturerName: 'EPSON',
    productName: 'TM-m30III',
    configuration: {
      interfaces: [
        {
          interfaceNumber: 0,
          alternate: {
            endpoints: [
              { direction: 'out', endpointNumber: 1 },
              { direction: 'in', endpointNumber: 2 },
            ],
          },
        },
      ],
    },
    open: async () => {},
    close: async () => {},
    reset: async () => {},
    selectConfiguration: async () => {},
    claimInterface: async () => {},
    transferIn: () => new Promise(() => {}),
    transferOut: async (_endpoint: number, data: Uint8Array) => {
      sent.push(Array.from(data));
      return { status: 'ok', bytesWritten: data.length };
    },
  };
  Object.defineProperty(navigator, 'usb', {
    configurable: true,
    value: {
      requestDevice: async () => device,
      getDevices: async () => [device],
      addEventListener: () => {},
    },
  });
}

test('a USB printer paired on the till prints its test page (Devanagari as an image) and the orders it sends', async ({
  page,
}) => {
  await page.addInitScript(fakeUsb);
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page, DEMO.admin);
  const title = `रसोई USB ${Date.now().toString(36).slice(-4)}`;
  const added = await page.request.post('/api/v1/settings/printers/add', {
    data: { title, connection: 'usb', paperWidth: '80', language: 'esc-pos', role: 'kitchen' },
  });
  expect(added.status(), await added.text()).toBe(200);
  const printerId = (await added.json()).printer.id as string;
  const jobs = async () =>
    (await page.evaluate(() => (window as unknown as { __usbSent: number[][] }).__usbSent)).map((b) =>
      decodeEscPos(new Uint8Array(b)),
    );
  try {
    await page.goto('/dashboard/settings/printers');
    const panel = page.getByTestId('till-printer');
    await panel.getByLabel('Printer cabled to this till').selectOption({ label: title });
    await panel.getByRole('button', { name: 'Pair' }).click();
    await expect(panel).toContainText(`Paired: ${title} (TM-m30III)`);
    await panel.getByRole('button', { name: 'Test on this till' }).click();
    await expect.poll(async () => (await jobs()).length).toBe(1);
    const [testPage] = await jobs();
    expect(testPage?.texts).toContain('Test print');
    // the line with the Devanagari title went as a picture drawn by the browser's canvas
    expect(testPage?.images).toHaveLength(1);
    expect(testPage?.images[0]?.width).toBe(576);
    expect(testPage?.images[0]?.black).toBeGreaterThan(200);

    const pos = new PosPage(page);
    await pos.goto();
    await pos.waitForMenu('Masala Dosa');
    await pos.add('Masala Dosa');
    await page.getByRole('button', { name: 'Send to Kitchen', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Send to Kitchen' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    // the page was loaded again: the stand-in's record starts empty
    await expect.poll(async () => (await jobs()).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    const tickets = await jobs();
    expect(tickets.some((t) => t.texts.includes('1 x Masala Dosa'))).toBe(true);
    expect(tickets.every((t) => t.cuts === 1)).toBe(true);

    // PRT7: Orders → the order's menu → Reprint Kitchen Ticket prints again on this till's printer, marked
    await page.goto('/dashboard/orders');
    await page
      .getByRole('button', { name: /^Actions for/ })
      .first()
      .click();
    await expect(page.getByRole('menuitem', { name: 'Reprint Kitchen Ticket' })).toBeVisible();
    await page.screenshot({ path: '/tmp/prt-orders-reprint.png' });
    await page.getByRole('menuitem', { name: 'Reprint Kitchen Ticket' }).click();
    await expect.poll(async () => (await jobs()).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    expect((await jobs())[0]?.texts[0]).toBe('** REPRINT **');
  } finally {
    await page.request.delete(`/api/v1/settings/printers/${printerId}`);
  }
});
