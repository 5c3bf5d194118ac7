/**
 * Two gaps of issue 30 on SQLite (drawer-and-backup.test.ts) and PostgreSQL (drawer-and-backup.pg.test.ts), over
 * real TCP to fake printers: a split payment with a cash tender kicks the drawer (PRT19), and a job failed over
 * to a backup printer of another paper width prints at the backup's width (PRN11).
 */
import { decodeEscPos } from '@tavola/shared/test-support/escpos-decoder';
import { expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { useAppHarness } from '../test-support/app-harness.ts';
import {
  addPrinter,
  cashAndCardCounter,
  equalSplitOrder,
  KITCHEN,
  papers,
  payCash,
  pizzaLine,
  printShop,
  settle,
  useFakePrinters,
} from '../test-support/printing-fixture.ts';
import { encodeFor } from './job-documents.ts';
import { payloadFor } from './job-payload.ts';
import { FAILURES_BEFORE_BACKUP } from './job-store.ts';

export function drawerAndBackupSuite(open: OpenTestDatabase) {
  const { start, signedIn } = useAppHarness(open);
  const fakePrinter = useFakePrinters();

  it('[PRT19] Create Receipt & Pay split cash + card kicks the drawer; card alone does not', async () => {
    const h = await start();
    const { c, user } = await signedIn(h);
    const { shop, cardId, counter, sale } = await cashAndCardCounter(
      h,
      c,
      user.tenant_id,
      fakePrinter,
      'till-split',
    );
    // 100.00 by card, the rest in cash with change: the orders' method reads 'Card + Cash'
    const split = await sale('o1', {
      tenders: [
        { paymentTypeId: cardId, tendered: 10000 },
        { paymentTypeId: shop.cashId, tendered: 100000 },
      ],
    });
    expect(split, JSON.stringify(split)).toMatchObject({ status: 'applied' });
    await counter.waitFor(1);
    expect(papers(counter)[0]).toMatchObject({ drawerKicks: 1, cuts: 1 });
    expect(await sale('o2', { paymentTypeId: cardId })).toMatchObject({ status: 'applied' });
    await settle(h);
    expect(await sale('o3', { tenders: [{ paymentTypeId: cardId, tendered: 67200 }] })).toMatchObject({
      status: 'applied',
    });
    await settle(h);
    // card alone prints no receipt here (PRN6: the server prints receipts of cash payments) and kicks nothing
    expect(papers(counter).map((p) => p.drawerKicks)).toEqual([1]);
  });

  it('[PRT19] an equal split paid share by share: a cash share opens the drawer as it is paid, a card share does not', async () => {
    const h = await start();
    const { c, user } = await signedIn(h);
    // printing off: the drawer opens all the same, no receipt is printed
    const { shop, cardId, counter, till } = await cashAndCardCounter(
      h,
      c,
      user.tenant_id,
      fakePrinter,
      'till-shares',
      { receipts: false },
    );
    // 672.00 in two shares of 336.00: the first in cash (500.00 handed over), the second by card
    const share = await equalSplitOrder(till, shop);
    const first = await share(1, [{ paymentTypeId: shop.cashId, tendered: 50000 }]);
    expect(first, JSON.stringify(first)).toMatchObject({ status: 'applied' });
    await counter.waitFor(1);
    expect(papers(counter)[0]).toMatchObject({ drawerKicks: 1, texts: [] });
    expect(await share(2, [{ paymentTypeId: cardId, tendered: 33600 }])).toMatchObject({ status: 'applied' });
    await settle(h);
    h.app.printing.dispatcher.kick();
    await settle(h);
    // the bill is paid now (printing off: no receipt); the card share kicked nothing, the cash one not twice
    expect(papers(counter).map((p) => p.drawerKicks)).toEqual([1]);
  });

  it('[PRN11] a ticket failed over to a 57 mm backup prints at 32 columns, not the 80 mm primary’s 48', async () => {
    const h = await start();
    const { c, user } = await signedIn(h);
    const shop = await printShop(h, c, user.tenant_id);
    const kitchen = await fakePrinter();
    const backup = await fakePrinter();
    const backupId = await addPrinter(c, {
      title: 'Spare 58',
      port: backup.port,
      paperWidth: '57',
      stationIds: ['none'],
    });
    await addPrinter(c, {
      title: 'Kitchen printer',
      port: kitchen.port,
      stationIds: [KITCHEN],
      backupPrinterId: backupId,
    });
    await kitchen.stop();
    await payCash(shop, [pizzaLine(shop, { notes: 'no onion, extra chilli, well done please' })]);
    for (let i = 1; i < FAILURES_BEFORE_BACKUP; i++) {
      await settle(h);
      h.clock.now += 60_000;
      h.app.printing.dispatcher.kick();
    }
    await backup.waitFor(1);
    const [paper] = papers(backup);
    expect(paper?.texts).toContain('2 x Margherita');
    expect(paper?.texts.join(' ')).toContain('extra chilli');
    expect(Math.max(...(paper?.lines ?? []).map((l) => l.columns))).toBe(32);
    expect(paper?.cuts).toBe(1);
  });

  it('[PRN11] a job is re-rendered for a backup of another language: StarPRNT bytes, not ESC/POS', async () => {
    const doc = {
      kind: 'kitchen' as const,
      title: 'Ticket 7',
      blocks: [{ kind: 'text' as const, text: '2 x Margherita', size: 2 as const }, { kind: 'cut' as const }],
    };
    const epson = { paperWidth: 80, language: 'esc-pos' };
    const star = { paperWidth: 80, language: 'star-prnt' };
    const job = { payload: await encodeFor(epson, doc), payloadFormat: '80/esc-pos', document: doc };
    expect(await payloadFor(job, epson)).toBe(job.payload);
    const forStar = await payloadFor(job, star);
    expect(Buffer.from(forStar).equals(Buffer.from(await encodeFor(star, doc)))).toBe(true);
    expect(Buffer.from(forStar).includes(Buffer.from([0x1d, 0x56]))).toBe(false); // no ESC/POS cut (GS V)
    expect(decodeEscPos(job.payload).texts).toEqual(['2 x Margherita']);
  });
}
