/**
 * PRN9 (PRT10, GST3, PRT17) on SQLite (receipt-invoice.test.ts) and PostgreSQL (receipt-invoice.pg.test.ts): a GST
 * store's receipt printed by the server carries the same tax invoice as `/print-receipt`, and a reprint days later
 * prints the sale's own date, over real TCP to a fake printer read back by the ESC/POS decoder.
 */
import { buildReceipt, printTime, receiptDocument } from '@tavola/shared/printing/index';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { type Harness, useAppHarness } from '../test-support/app-harness.ts';
import {
  addPrinter,
  papers,
  payCash,
  printShop,
  settle,
  sodaLine,
  useFakePrinters,
} from '../test-support/printing-fixture.ts';
import { encodeFor } from './job-documents.ts';
import { invoicesOfOrder } from './receipt-invoices.ts';

const DAY = 24 * 60 * 60 * 1000;

export function receiptInvoiceSuite(open: OpenTestDatabase) {
  const { start, signedIn } = useAppHarness(open);
  const fakePrinter = useFakePrinters();

  /** The receipt `/print-receipt` shows for the order, from the same rows through the one model, as paper. */
  async function browserPaper(h: Harness, tenantId: string, orderId: string, sold: number) {
    const { t } = h.database;
    const db = h.database.db;
    const [o] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
    const [invoice] = await invoicesOfOrder(h.database, db, tenantId, orderId);
    const items = await db.select().from(t.orderItems).where(eq(t.orderItems.orderId, orderId));
    const [printSettings] = await db
      .select()
      .from(t.printSettings)
      .where(eq(t.printSettings.tenantId, tenantId));
    const [storeSettings] = await db
      .select()
      .from(t.storeSettings)
      .where(eq(t.storeSettings.tenantId, tenantId));
    const model = buildReceipt(
      {
        orders: o ? [o] : [],
        items,
        printSettings: printSettings ?? null,
        storeSettings: storeSettings ?? null,
        tables: [],
        customers: [],
        invoices: invoice ? [invoice] : [],
      },
      sold,
    );
    if (!model) throw new Error('no receipt');
    const page = await encodeFor({ paperWidth: 80, language: 'esc-pos' }, receiptDocument(model));
    const { decodeEscPos } = await import('@tavola/shared/test-support/escpos-decoder');
    return { model, texts: decodeEscPos(page).texts };
  }

  it('[PRN9][GST3][PRT17] a GST store’s thermal receipt is its tax invoice, line for line the /print-receipt model; a reprint 3 days later keeps the sale’s date', async () => {
    const h = await start();
    const { c, user, username } = await signedIn(h);
    const shop = await printShop(h, c, user.tenant_id);
    const saved = await c.post('/api/v1/settings/store-setting', {
      storeName: 'Cafe Marigold',
      currency: 'INR',
      gstin: '29AAGCB7383J1Z4',
      legalName: 'Marigold Foods Pvt Ltd',
    });
    expect(saved.statusCode).toBe(200);
    expect(
      (await c.post('/api/v1/settings/print-setting', { isEnablePrint: true, pageFormat: '80' })).statusCode,
    ).toBe(200);
    const till = await fakePrinter();
    await addPrinter(c, { title: 'Till', port: till.port, role: 'receipt' });
    const sold = h.clock.now;
    const order = await payCash(shop, [sodaLine(shop)]);
    await till.waitFor(1);
    await settle(h);
    const paper = papers(till)[0];
    const [invoice] = await invoicesOfOrder(h.database, h.database.db, shop.tenantId, order.orderId);
    expect(invoice?.invoiceNo).toBeTruthy();
    expect(paper?.texts).toContain('Tax Invoice');
    expect(paper?.texts.join('\n')).toContain(invoice?.invoiceNo ?? '?');
    expect(paper?.texts.join('\n')).toContain('29AAGCB7383J1Z4');

    // the same rows the browser's print page reads, through the one model: the same paper
    expect(paper?.texts).toEqual((await browserPaper(h, shop.tenantId, order.orderId, sold)).texts);

    h.clock.now += 3 * DAY;
    const later = (await signedIn(h, username)).c; // the morning's session has expired
    const again = await later.post('/api/v1/print/reprint', { orderId: order.orderId, kind: 'receipt' });
    expect(again.json()).toMatchObject({ queued: true });
    await till.waitFor(2);
    const reprint = papers(till)[1]?.texts ?? [];
    expect(reprint).toContain('** REPRINT **');
    expect(reprint).toContain('Tax Invoice');
    const [store] = await h.database.db
      .select({ timeZone: h.database.t.storeSettings.timeZone })
      .from(h.database.t.storeSettings)
      .where(eq(h.database.t.storeSettings.tenantId, shop.tenantId));
    const zone = store?.timeZone ?? null;
    expect(reprint).toContain(`Date: ${printTime(invoice?.createdAt ?? sold, zone)}`);
    expect(reprint.join('\n')).not.toContain(printTime(h.clock.now, zone).slice(0, 10));
  });
  it('[RND2][PRN9] a store that rounds bills: the invoice keeps the round-off, its total is whole rupees, the receipt prints both', async () => {
    const h = await start();
    const { c, user } = await signedIn(h);
    const shop = await printShop(h, c, user.tenant_id);
    const saved = await c.post('/api/v1/settings/store-setting', {
      storeName: 'Cafe',
      currency: 'INR',
      roundBills: true,
    });
    expect(saved.statusCode).toBe(200);
    expect((await c.get('/api/v1/settings/store-setting')).json().storeSettings).toMatchObject({
      roundBills: true,
    });
    await c.post('/api/v1/settings/print-setting', { isEnablePrint: true, pageFormat: '80' });
    const till = await fakePrinter();
    await addPrinter(c, { title: 'Till', port: till.port, role: 'receipt' });
    const chai = await c.post('/api/v1/menu-items/add', {
      title: 'Chai',
      price: 2535,
      categoryId: shop.categoryId,
    });
    const line = {
      itemId: chai.json().id,
      variantId: null,
      addonIds: [],
      quantity: 1,
      notes: null,
      unitPrice: 2535,
    };
    const sold = h.clock.now;
    const order = await payCash(shop, [line]);
    await till.waitFor(1);
    const [invoice] = await invoicesOfOrder(h.database, h.database.db, shop.tenantId, order.orderId);
    expect(invoice).toMatchObject({ total: 2500, roundOff: -35 });
    expect(
      (invoice?.subTotal ?? 0) +
        (invoice?.taxTotal ?? 0) +
        (invoice?.feeTotal ?? 0) +
        (invoice?.roundOff ?? 0),
    ).toBe(2500);
    // the receipt carries the round-off and the whole-rupee total; its ₹ rows reach the paper as images (PRT12),
    // so the paper is compared with the browser's receipt through the same encoder
    const browser = await browserPaper(h, shop.tenantId, order.orderId, sold);
    expect(browser.model).toMatchObject({ roundOff: -35, total: 2500 });
    expect(papers(till)[0]?.texts).toEqual(browser.texts);
    expect(papers(till)[0]?.images.length).toBeGreaterThan(0);
  });
}
