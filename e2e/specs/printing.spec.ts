/**
 * Printing (issue 30, PRN2, PRN5): a cashier sends an order with a kitchen dish and a bar drink from the till; two
 * fake network printers (raw TCP on loopback ports, started here), set up as the demo's Kitchen and Bar station
 * printers, each receive their own ticket. With the bar printer switched off, the next drink makes the till show
 * "Bar printer not responding". The printers are removed at the end, so later specs on the same demo store print
 * nothing.
 */
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { type FakePrinter, startFakePrinter } from '../../sync-server/src/test-support/fake-printer.ts';
import { PosPage } from '../pages/pos.page.ts';
import { DEMO } from '../support/demo.ts';
import { signIn } from '../support/sign-in.ts';

/** The demo's stations by title, as a device pulls them. */
async function stationIds(request: APIRequestContext): Promise<Map<string, string>> {
  const versions = { protocolVersion: 1, schemaVersion: 1 };
  const device = await (
    await request.post('/api/v1/sync/register-device', { data: { name: 'e2e printing' } })
  ).json();
  const clientId = randomUUID();
  const stations = new Map<string, string>();
  let cookie: number | null = null;
  for (let more = true; more; ) {
    const res = await request.post('/api/v1/sync/pull', {
      data: { ...versions, clientId, deviceId: device.deviceId, cookie },
    });
    const page = (await res.json()) as {
      cookie: number;
      more: boolean;
      patch: { table: string; op: string; row?: { id: string; title?: string } }[];
    };
    for (const p of page.patch)
      if (p.table === 'stations' && p.op === 'put' && p.row?.title) stations.set(p.row.title, p.row.id);
    cookie = page.cookie;
    more = page.more;
  }
  return stations;
}

/** What a printer printed, as text (the ESC/POS bytes hold the ASCII of each line). */
const printed = (p: FakePrinter) =>
  p.received.filter((r) => r.complete).map((r) => r.bytes.toString('latin1'));

async function ticketFor(p: FakePrinter, text: string) {
  await expect.poll(() => printed(p).some((t) => t.includes(text)), { timeout: 10_000 }).toBe(true);
}

test('each station printer gets its own ticket; the till says when one stops answering', async ({
  browser,
}) => {
  const kitchen = await startFakePrinter();
  const bar = await startFakePrinter();
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signIn(owner, DEMO.admin);
  const stations = await stationIds(owner.request);
  const printerIds: string[] = [];
  try {
    for (const [title, port, station] of [
      ['Kitchen printer', kitchen.port, 'Kitchen'],
      ['Bar printer', bar.port, 'Bar'],
    ] as const) {
      const res = await owner.request.post('/api/v1/settings/printers/add', {
        data: {
          title,
          connection: 'network',
          host: '127.0.0.1',
          port,
          paperWidth: '80',
          language: 'esc-pos',
          role: 'kitchen',
          stationIds: [stations.get(station)],
        },
      });
      expect(res.status(), await res.text()).toBe(200);
      printerIds.push((await res.json()).printer.id);
    }

    const tillContext = await browser.newContext({ viewport: { width: 1024, height: 768 } });
    const till = await tillContext.newPage();
    await signIn(till, DEMO.cashier);
    const pos = new PosPage(till);
    await pos.goto();
    await pos.waitForMenu('Masala Dosa');
    await pos.add('Masala Dosa', { addons: ['Extra Chutney'] });
    await pos.add('Masala Chai', { variant: 'Cutting' });
    await pos.payAndSend();

    await ticketFor(kitchen, 'Masala Dosa');
    await ticketFor(bar, 'Masala Chai');
    expect(printed(kitchen).join('\n')).not.toContain('Masala Chai');
    expect(printed(bar).join('\n')).not.toContain('Masala Dosa');
    await expect(till.getByTestId('printer-down-banner')).toHaveCount(0);

    await bar.stop();
    await pos.add('Masala Chai', { variant: 'Cutting' });
    await pos.payAndSend();
    const banner = till.getByTestId('printer-down-banner');
    await expect(banner).toContainText('Bar printer not responding (1 waiting)', { timeout: 5_000 });
    await till.screenshot({ path: 'test-results/printing-banner.png' });

    await bar.start();
    await ticketFor(bar, 'Masala Chai');
    await tillContext.close();
  } finally {
    for (const id of printerIds) await owner.request.delete(`/api/v1/settings/printers/${id}`);
    await ownerContext.close();
    await kitchen.stop();
    await bar.stop();
  }
});
