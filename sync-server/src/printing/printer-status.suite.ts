/**
 * PRN10 on SQLite (printer-status.test.ts) and PostgreSQL (printer-status.pg.test.ts): a network ESC/POS printer is
 * asked its real-time status (DLE EOT) before each job, over real TCP to a fake printer that answers as an Epson
 * does. Paper out or cover open holds the job (no byte of it sent) and the banner says why within 5 s; a printer
 * that answers nothing prints as before and is not asked again; the setting switches the question off.
 */
import { printerDownMessage } from '@tavola/shared/printing/printer-status';
import { expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { useAppHarness } from '../test-support/app-harness.ts';
import {
  addPrinter,
  KITCHEN,
  papers,
  payCash,
  pizzaLine,
  printShop,
  settle,
  useFakePrinters,
} from '../test-support/printing-fixture.ts';
import { HOLD_RECHECK_MS } from './dispatcher.ts';
import { readStatus, statusReply } from './escpos-status.ts';

export function printerStatusSuite(open: OpenTestDatabase) {
  const { start, signedIn } = useAppHarness(open);
  const fakePrinter = useFakePrinters();

  async function kitchenShop() {
    const h = await start();
    const { c, user } = await signedIn(h);
    const shop = await printShop(h, c, user.tenant_id);
    const kitchen = await fakePrinter();
    const id = await addPrinter(c, { title: 'Kitchen printer', port: kitchen.port, stationIds: [KITCHEN] });
    const row = async () =>
      (await c.get('/api/v1/print/status'))
        .json()
        .printers.find((p: { printerId: string }) => p.printerId === id);
    return { h, c, shop, kitchen, id, row };
  }

  it('[PRN10] paper out: the ticket is held, not sent, the banner says "out of paper" within 5 s; paper in, it prints once', async () => {
    const { h, shop, kitchen, row } = await kitchenShop();
    kitchen.answerStatus();
    kitchen.setPaper('out');
    await payCash(shop, [pizzaLine(shop)]);
    await expect
      .poll(row, { timeout: 5_000, interval: 100 })
      .toMatchObject({ state: 'offline', problem: 'paper-out', waitingJobs: 1, lastError: 'out of paper' });
    expect(printerDownMessage(await row())).toBe('Kitchen printer: out of paper (1 waiting)');
    await settle(h);
    // the printer was asked, and got no byte of the ticket
    await expect.poll(() => papers(kitchen).length).toBeGreaterThan(0);
    expect(papers(kitchen).every((p) => p.texts.length === 0 && p.statusQueries === 2)).toBe(true);

    kitchen.setPaper('ok');
    h.clock.now += HOLD_RECHECK_MS;
    h.app.printing.dispatcher.kick();
    await expect
      .poll(() => papers(kitchen).filter((p) => p.texts.includes('2 x Margherita')).length, {
        timeout: 5_000,
      })
      .toBe(1);
    await settle(h);
    expect(await row()).toMatchObject({ state: 'online', waitingJobs: 0 });
    expect((await row()).problem).toBeUndefined();
    h.clock.now += 60_000;
    h.app.printing.dispatcher.kick();
    await settle(h);
    expect(papers(kitchen).filter((p) => p.texts.includes('2 x Margherita'))).toHaveLength(1);
  });

  it('[PRN10] cover open holds the ticket and says so; a printer that answers nothing prints as before and is not asked again', async () => {
    const { h, shop, kitchen, row } = await kitchenShop();
    kitchen.answerStatus();
    kitchen.setCover('open');
    await payCash(shop, [pizzaLine(shop)]);
    await expect.poll(row, { timeout: 5_000, interval: 100 }).toMatchObject({ problem: 'cover-open' });
    expect(printerDownMessage(await row())).toBe('Kitchen printer: cover open (1 waiting)');

    kitchen.setCover('closed');
    kitchen.answerStatus(false); // now a printer that ignores DLE EOT
    h.clock.now += HOLD_RECHECK_MS;
    h.app.printing.dispatcher.kick();
    await kitchen.waitFor(2);
    await expect
      .poll(() => papers(kitchen).filter((p) => p.texts.includes('2 x Margherita')).length, {
        timeout: 5_000,
      })
      .toBe(1);
    await payCash(shop, [pizzaLine(shop, { quantity: 3 })]);
    await expect
      .poll(() => papers(kitchen).filter((p) => p.texts.includes('3 x Margherita')).length, {
        timeout: 5_000,
      })
      .toBe(1);
    const printed = papers(kitchen).filter((p) => p.texts.length > 0);
    expect(printed.map((p) => p.statusQueries)).toEqual([2, 0]); // asked once, silent: not asked again
  });

  it('[PRN10] with the status check switched off the printer is never asked', async () => {
    const { h, c, shop, kitchen, id } = await kitchenShop();
    kitchen.answerStatus();
    kitchen.setPaper('out'); // would hold the ticket if asked
    const off = await c.post(`/api/v1/settings/printers/${id}/update`, {
      title: 'Kitchen printer',
      connection: 'network',
      host: '127.0.0.1',
      port: kitchen.port,
      role: 'kitchen',
      stationIds: [KITCHEN],
      statusQuery: false,
    });
    expect(off.statusCode).toBe(200);
    expect((await c.get('/api/v1/settings/printers')).json().printers[0]).toMatchObject({
      statusQuery: false,
    });
    await payCash(shop, [pizzaLine(shop)]);
    await kitchen.waitFor(1);
    await settle(h);
    expect(papers(kitchen)).toMatchObject([
      { statusQueries: 0, texts: expect.arrayContaining(['2 x Margherita']) },
    ]);
  });

  it('[PRN10] the status bytes: cover open, paper end, near end, and noise that is no reply', () => {
    const at = (s: { paperOut: boolean; coverOpen: boolean }) =>
      readStatus(statusReply(2, s), statusReply(4, s));
    expect(at({ paperOut: false, coverOpen: false })).toEqual({ problem: null, paperNearEnd: false });
    expect(at({ paperOut: true, coverOpen: false })).toEqual({ problem: 'paper-out', paperNearEnd: true });
    expect(at({ paperOut: true, coverOpen: true })?.problem).toBe('cover-open');
    expect(readStatus(0x12, 0x12 | 0x0c)).toEqual({ problem: null, paperNearEnd: true });
    expect(readStatus(0x12 | 0x40, 0x12)?.problem).toBe('error');
    expect(readStatus(0x41, 0x12)).toBeNull(); // "A": a printer echoing text, not a status byte
  });
}
