/**
 * Print triggers and the dispatcher over real TCP to fake printers (PRN2-PRN6), on SQLite (printing.test.ts) and
 * PostgreSQL (printing.pg.test.ts): tickets by station, ADDITION and VOID, 32 vs 48 columns, a cash payment's
 * receipt and drawer kick, a printer cut mid-ticket, a printer off and its backup.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { uuidv7 } from '../ids.ts';
import { useAppHarness } from '../test-support/app-harness.ts';
import {
  addPrinter,
  BAR,
  KITCHEN,
  papers,
  payCash,
  pizzaLine,
  printShop,
  settle,
  sodaLine,
  syncTill,
  useFakePrinters,
} from '../test-support/printing-fixture.ts';
import { catchUp } from './catch-up.ts';
import { FAILURES_BEFORE_BACKUP } from './job-store.ts';
import { printTriggers } from './triggers.ts';

export function printingSuite(open: OpenTestDatabase) {
  const { start, signedIn } = useAppHarness(open);
  const fakePrinter = useFakePrinters();

  async function shopWithPrinters() {
    const h = await start();
    const { c, user } = await signedIn(h);
    const shop = await printShop(h, c, user.tenant_id);
    const kitchen = await fakePrinter();
    const bar = await fakePrinter();
    const till = await fakePrinter();
    const ids = {
      kitchen: await addPrinter(c, { title: 'Kitchen printer', port: kitchen.port, stationIds: [KITCHEN] }),
      bar: await addPrinter(c, { title: 'Bar printer', port: bar.port, stationIds: [BAR], paperWidth: '57' }),
      till: await addPrinter(c, { title: 'Till', port: till.port, role: 'receipt', hasCashDrawer: true }),
    };
    return { h, shop, kitchen, bar, till, ids };
  }

  it('[PRN2] an order sent to the kitchen: each kitchen printer gets one ticket with only its station’s lines, 48 or 32 columns', async () => {
    const { h, shop, kitchen, bar } = await shopWithPrinters();
    const order = await payCash(shop, [pizzaLine(shop), sodaLine(shop)]);
    await kitchen.waitFor(1);
    await bar.waitFor(1);
    const [k] = papers(kitchen);
    const [b] = papers(bar);
    await settle(h);
    expect(k?.texts).toContain('2 x Margherita');
    expect(k?.texts).toContain('NOTE: no onion');
    expect(k?.texts).not.toContain('1 x Lime Soda');
    expect(k?.texts).toContain(`Token ${order.tokenNo}`);
    expect(k?.texts.some((t) => /ADDITION|VOID|REPRINT/.test(t))).toBe(false);
    expect(b?.texts).toContain('1 x Lime Soda');
    expect(b?.texts.join('\n')).not.toContain('Margherita');
    expect(k?.cuts).toBe(1);
    // 80 mm paper: rules 48 columns wide; 57 mm: 32
    expect(Math.max(...(k?.lines ?? []).map((l) => l.columns))).toBe(48);
    expect(Math.max(...(b?.lines ?? []).map((l) => l.columns))).toBe(32);
    expect(kitchen.received).toHaveLength(1);
    expect(bar.received).toHaveLength(1);
  });

  it('[PRT12] a title in Devanagari reaches the network printer as an image, never as question marks', async () => {
    const { h, shop, kitchen } = await shopWithPrinters();
    const m = h.database.t.menuItems;
    await h.database.transaction((w) =>
      w.update(m).set({ title: 'पनीर टिक्का' }).where(eq(m.id, shop.itemId)),
    );
    await payCash(shop, [pizzaLine(shop)]);
    await kitchen.waitFor(1);
    await settle(h);
    const [k] = papers(kitchen);
    expect(k?.images.length).toBeGreaterThan(0);
    expect(k?.texts.some((t) => t.includes('?'))).toBe(false);
  });

  it('[PRN2] lines added to a running order print an ADDITION with only them; a cancelled line prints a VOID; twice announced, once printed', async () => {
    const { h, shop, kitchen } = await shopWithPrinters();
    const order = await payCash(shop, [pizzaLine(shop)]);
    await kitchen.waitFor(1);
    await settle(h);
    const { t } = h.database;
    const [first] = await h.database.db
      .select()
      .from(t.orderItems)
      .where(eq(t.orderItems.orderId, order.orderId));
    if (!first) throw new Error('no line');
    const now = h.clock.now;
    await h.database.transaction((w) =>
      w.insert(t.orderItems).values({
        ...first,
        id: uuidv7(now),
        itemTitle: 'Margherita',
        quantity: 3,
        notes: 'extra basil',
        version: first.version + 1,
      }),
    );
    const stored = await Promise.all(
      [1, 2].map(() => printTriggers(h.database, shop.tenantId, [order.orderId], now)),
    );
    expect(stored.reduce((a, b) => a + b, 0)).toBe(1);
    h.app.printing.jobsStored();
    await kitchen.waitFor(2);
    const addition = papers(kitchen)[1];
    expect(addition?.texts).toContain('** ADDITION **');
    expect(addition?.texts).toContain('3 x Margherita');
    expect(addition?.texts).not.toContain('2 x Margherita');

    const added = (await h.database.db.select().from(t.orderItems).where(eq(t.orderItems.quantity, 3)))[0];
    const cancelled = await shop.c.post(`/api/v1/orders/update-status/${added?.id}`, { status: 'cancelled' });
    expect(cancelled.statusCode).toBe(200);
    await kitchen.waitFor(3);
    const voided = papers(kitchen)[2];
    expect(voided?.texts).toContain('** VOID **');
    expect(voided?.texts).toContain('VOID 3 x Margherita');
    expect(voided?.texts).not.toContain('VOID 2 x Margherita');
    await settle(h);
    expect(await printTriggers(h.database, shop.tenantId, [order.orderId], now)).toBe(0);
    expect(kitchen.received).toHaveLength(3);
  });

  it('[PRN6] a cash payment prints the receipt with a drawer kick when printing is on, and only kicks the drawer when it is off', async () => {
    const { h, shop, till } = await shopWithPrinters();
    await payCash(shop, [sodaLine(shop)]);
    await till.waitFor(1);
    await settle(h);
    expect(papers(till)[0]).toMatchObject({ drawerKicks: 1, texts: [] }); // Print Settings: printing off by default
    const on = await shop.c.post('/api/v1/settings/print-setting', { isEnablePrint: true, pageFormat: '80' });
    expect(on.statusCode).toBe(200);
    await payCash(shop, [sodaLine(shop)]);
    await till.waitFor(2);
    const receipt = papers(till)[1];
    expect(receipt?.drawerKicks).toBe(1);
    expect(receipt?.cuts).toBe(1);
    expect(receipt?.texts.join('\n')).toContain('Lime Soda');
  });

  it('[PRN4] a printer cut mid-ticket gets the ticket again, whole, and it is never sent once more', async () => {
    const { h, shop, kitchen } = await shopWithPrinters();
    kitchen.cutAfter(20);
    await payCash(shop, [pizzaLine(shop)]);
    for (let i = 0; i < 50 && kitchen.received.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    await settle(h);
    expect(kitchen.received[0]?.complete).toBe(false);
    const [job] = await h.database.db
      .select()
      .from(h.database.t.printJobs)
      .where(eq(h.database.t.printJobs.kind, 'kitchen'));
    expect({ ...job, payload: null }).toMatchObject({ status: 'queued', attempts: 1 });
    h.clock.now += 1_000; // past the first backoff
    h.app.printing.dispatcher.kick();
    await kitchen.waitFor(1);
    await settle(h);
    h.clock.now += 60_000;
    h.app.printing.dispatcher.kick();
    await settle(h);
    const whole = kitchen.received.filter((r) => r.complete);
    expect(whole).toHaveLength(1);
    expect(papers(kitchen)[0]?.texts).toContain('2 x Margherita');
    expect(papers(kitchen)[0]?.cuts).toBe(1);
  });

  it('[PRN5] a printer that is off: "not responding" with the jobs waiting, then they print once it is back', async () => {
    const { h, shop, kitchen, ids } = await shopWithPrinters();
    await kitchen.stop();
    await payCash(shop, [pizzaLine(shop)]);
    await settle(h);
    const kitchenRow = async () =>
      (await shop.c.get('/api/v1/print/status'))
        .json()
        .printers.find((p: { printerId: string }) => p.printerId === ids.kitchen);
    await expect
      .poll(kitchenRow, { timeout: 5_000 })
      .toMatchObject({ title: 'Kitchen printer', state: 'offline', waitingJobs: 1 });
    await kitchen.start();
    h.clock.now += 1_000;
    h.app.printing.dispatcher.kick();
    await kitchen.waitFor(1);
    await settle(h);
    const up = await shop.c.get('/api/v1/print/status');
    expect(up.json().printers.find((p: { printerId: string }) => p.printerId === ids.kitchen)).toMatchObject({
      state: 'online',
      waitingJobs: 0,
    });
  });

  it(`[PRN5] after ${FAILURES_BEFORE_BACKUP} failed sends a printer's jobs go to its backup printer`, async () => {
    const { h, shop, kitchen, ids } = await shopWithPrinters();
    const backup = await fakePrinter();
    const backupId = await addPrinter(shop.c, { title: 'Spare', port: backup.port, stationIds: ['none'] });
    const kept = await shop.c.post(`/api/v1/settings/printers/${ids.kitchen}/update`, {
      title: 'Kitchen printer',
      connection: 'network',
      host: '127.0.0.1',
      port: kitchen.port,
      paperWidth: '80',
      language: 'esc-pos',
      role: 'kitchen',
      stationIds: [KITCHEN],
      backupPrinterId: backupId,
      hasCashDrawer: false,
    });
    expect(kept.statusCode).toBe(200);
    await kitchen.stop();
    await payCash(shop, [pizzaLine(shop)]);
    for (let i = 1; i < FAILURES_BEFORE_BACKUP; i++) {
      await settle(h);
      h.clock.now += 60_000;
      h.app.printing.dispatcher.kick();
    }
    await backup.waitFor(1);
    expect(papers(backup)[0]?.texts).toContain('2 x Margherita');
    await settle(h);
    const status = (await shop.c.get('/api/v1/print/status')).json();
    expect(status.printers.find((p: { printerId: string }) => p.printerId === ids.kitchen)).toMatchObject({
      state: 'offline',
      backupActive: true,
    });
  });

  it('[PRN2] an order committed while no trigger ran (a crash) is printed by the catch-up at start, once', async () => {
    const h = await start();
    const { c, user } = await signedIn(h);
    const shop = await printShop(h, c, user.tenant_id);
    await payCash(shop, [pizzaLine(shop)]); // no printer yet: the trigger finds nothing to do
    await settle(h);
    const kitchen = await fakePrinter();
    await addPrinter(c, { title: 'Kitchen printer', port: kitchen.port, stationIds: [KITCHEN] });
    expect(await catchUp(h.database, h.clock.now)).toBe(1);
    expect(await catchUp(h.database, h.clock.now)).toBe(0);
    h.app.printing.jobsStored();
    await kitchen.waitFor(1);
    expect(papers(kitchen)[0]?.texts).toContain('2 x Margherita');
  });

  it('[PRN2][LEFT5] a sale that reached the server 20 minutes after it was rung up, its print lost, is caught up; once past the window, never again', async () => {
    const h = await start();
    const { c, user } = await signedIn(h);
    const shop = await printShop(h, c, user.tenant_id);
    const till = await syncTill(c, 'late-till');
    const soldAt = h.clock.now - 20 * 60_000; // DRAIN5: the order's updatedAt, older than the window
    const sale = await till.push('order.create.v1', {
      id: 'o-late',
      tokenNo: `${till.code}-1`,
      businessDay: '2026-01-15', // the harness's clock in Asia/Kolkata
      cart: [pizzaLine(shop)],
      deliveryType: 'takeaway',
      customerType: 'WALKIN',
      itemIds: ['o-late-l1'],
      soldAt,
      payNow: { invoiceId: 'inv-o-late', paymentTypeId: shop.cashId },
    });
    expect(sale).toMatchObject({ status: 'applied' });
    const { db, t } = h.database;
    const [order] = await db.select().from(t.orders).where(eq(t.orders.id, 'o-late'));
    expect(order?.updatedAt).toBe(soldAt);
    await settle(h); // no printer yet: the trigger finds nothing to do, as if the process died before it ran
    const kitchen = await fakePrinter();
    await addPrinter(c, { title: 'Kitchen printer', port: kitchen.port, stationIds: [KITCHEN] });
    // a start 16 minutes after the server took the sale: written before the window, not printed (again)
    expect(await catchUp(h.database, h.clock.now + 16 * 60_000)).toBe(0);
    expect(await catchUp(h.database, h.clock.now)).toBe(1);
    expect(await catchUp(h.database, h.clock.now)).toBe(0);
    h.app.printing.jobsStored();
    await kitchen.waitFor(1);
    expect(papers(kitchen)[0]?.texts).toContain('2 x Margherita');
  });
}
