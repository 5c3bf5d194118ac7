/**
 * Epson Server Direct Print (PRN12, PRT21) on SQLite (epson-sdp.test.ts) and PostgreSQL (epson-sdp.pg.test.ts): a
 * fake Epson printer polls as the firmware does, gets its ticket as ePOS-Print XML rendered for its own paper, and
 * posts its result; paper out keeps the ticket and the banner says so; a wrong secret or device ID is refused.
 */
import { printerDownMessage } from '@tavola/shared/printing/printer-status';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { useAppHarness } from '../test-support/app-harness.ts';
import { fakeSdpPrinter, readEposPrint } from '../test-support/fake-sdp-printer.ts';
import { KITCHEN, payCash, pizzaLine, printShop, settle } from '../test-support/printing-fixture.ts';

const API = '/api/v1/settings/printers';

export function epsonSdpSuite(open: OpenTestDatabase) {
  const { start, signedIn } = useAppHarness(open);

  async function sdpShop(over: Record<string, unknown> = {}) {
    const h = await start();
    const { c, user } = await signedIn(h);
    const shop = await printShop(h, c, user.tenant_id);
    const added = await c.post(`${API}/add`, {
      title: 'Kitchen Epson',
      connection: 'epson-sdp',
      role: 'kitchen',
      paperWidth: '57',
      stationIds: [KITCHEN],
      ...over,
    });
    expect(added.statusCode, added.body).toBe(200);
    const { id, sdpUrl } = added.json().printer as { id: string; sdpUrl: string };
    const printer = fakeSdpPrinter(h.client({ origin: null }), sdpUrl);
    const row = async () =>
      (await c.get('/api/v1/print/status'))
        .json()
        .printers.find((p: { printerId: string }) => p.printerId === id);
    return { h, c, shop, id, sdpUrl, printer, row };
  }

  it('[PRN12][PRT21] an Epson printer polls, prints its ticket from ePOS-Print XML at its own 32 columns, and confirms it once', async () => {
    const { h, shop, sdpUrl, printer, row } = await sdpShop();
    expect(sdpUrl).toMatch(/^\/api\/v1\/epson-sdp\/[^/]+\/[\w-]{20,}$/);
    expect(await printer.poll()).toBeNull();
    await payCash(shop, [pizzaLine(shop)]);
    await settle(h);
    expect(await printer.poll()).toEqual(expect.any(String));
    const paper = readEposPrint(printer.printed[0] ?? '');
    expect(paper.texts).toContain('2 x Margherita');
    expect(paper.texts).toContain('NOTE: no onion');
    expect(paper.lines.find((l) => l.text === '2 x Margherita')).toMatchObject({ size: 2, bold: true });
    expect(paper.texts).toContain('-'.repeat(32)); // 57 mm paper: 32 columns
    expect(Math.max(...paper.texts.map((t) => t.length))).toBeLessThanOrEqual(32);
    expect(paper.cuts).toBe(1);
    expect(await printer.poll()).toBeNull(); // printed: not offered again
    h.clock.now += 120_000;
    expect(await printer.poll()).toBeNull(); // not even after the lease
    expect(await row()).toMatchObject({ state: 'online', waitingJobs: 0 });
  });

  it('[PRN12] paper out: the printer reports EPTR_REC_EMPTY, the ticket waits and the banner says why; paper in, it prints', async () => {
    const { h, shop, printer, row } = await sdpShop();
    printer.setPaper('out');
    await payCash(shop, [pizzaLine(shop)]);
    await settle(h);
    expect(await printer.poll()).toEqual(expect.any(String));
    expect(printer.printed).toHaveLength(0);
    expect(await row()).toMatchObject({ state: 'offline', problem: 'paper-out', waitingJobs: 1 });
    expect(printerDownMessage(await row())).toBe('Kitchen Epson: out of paper (1 waiting)');
    printer.setPaper('ok');
    h.clock.now += 1_000; // past the first backoff
    expect(await printer.poll()).toEqual(expect.any(String));
    expect(readEposPrint(printer.printed[0] ?? '').texts).toContain('2 x Margherita');
    expect(await row()).toMatchObject({ waitingJobs: 0 });
  });

  it('[PRN12][PRT12] a receipt printer: the drawer pulse for cash, a Devanagari title as a raster image; a wrong secret or device 401', async () => {
    const { h, c, shop, sdpUrl, printer } = await sdpShop({
      role: 'receipt',
      paperWidth: '80',
      hasCashDrawer: true,
    });
    const m = h.database.t.menuItems;
    await h.database.transaction((w) =>
      w.update(m).set({ title: 'पनीर टिक्का' }).where(eq(m.id, shop.itemId)),
    );
    expect(
      (await c.post('/api/v1/settings/print-setting', { isEnablePrint: true, pageFormat: '80' })).statusCode,
    ).toBe(200);
    await payCash(shop, [pizzaLine(shop)]);
    await settle(h);
    await printer.poll();
    const paper = readEposPrint(printer.printed[0] ?? '');
    expect(paper.drawerPulses).toBe(1);
    expect(paper.images.length).toBeGreaterThan(0);
    expect(paper.images[0]).toMatchObject({ width: 576 });
    expect(paper.images[0]?.bytes).toBe((576 / 8) * (paper.images[0]?.height ?? 0));
    expect(paper.texts.some((t) => t.includes('?'))).toBe(false);

    const stranger = h.client({ origin: null });
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect(
      (await stranger.post(`${sdpUrl}x`, 'ConnectionType=GetRequest&ID=TM-m30III-kitchen', form)).statusCode,
    ).toBe(401);
    expect(
      (await stranger.post(sdpUrl, 'ConnectionType=GetRequest&ID=another-printer', form)).statusCode,
    ).toBe(401);
  });
}
