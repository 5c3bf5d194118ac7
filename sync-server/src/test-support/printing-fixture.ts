/**
 * A shop with printers for the printing suites: the shop of shop-fixture.ts, a second item (Lime Soda) routed to the
 * bar while the pizza goes to the kitchen (STN1, set on the menu rows), and fake network printers on loopback ports.
 */
import { decodeEscPos } from '@tavola/shared/test-support/escpos-decoder';
import { and, eq } from 'drizzle-orm';
import { afterEach, expect } from 'vitest';
import type { Harness } from './app-harness.ts';
import { type FakePrinter, startFakePrinter } from './fake-printer.ts';
import { openShop, type Shop } from './shop-fixture.ts';
import { syncTill } from './sync-till.ts';

export const KITCHEN = 'st-kitchen';
export const BAR = 'st-bar';

export type PrintShop = Shop & { sodaId: string; tenantId: string };

/** Fake printers started in a test, stopped after it. */
export function useFakePrinters() {
  const started: FakePrinter[] = [];
  afterEach(async () => {
    for (const p of started.splice(0)) await p.stop();
  });
  return async (): Promise<FakePrinter> => {
    const p = await startFakePrinter();
    started.push(p);
    return p;
  };
}

export async function printShop(h: Harness, c: Shop['c'], tenantId: string): Promise<PrintShop> {
  const shop = await openShop(c);
  const soda = await c.post('/api/v1/menu-items/add', {
    title: 'Lime Soda',
    price: 8000,
    categoryId: shop.categoryId,
  });
  expect(soda.statusCode).toBe(200);
  const sodaId = soda.json().id as string;
  const m = h.database.t.menuItems;
  for (const [id, station] of [
    [shop.itemId, KITCHEN],
    [sodaId, BAR],
  ] as const)
    await h.database.transaction((w) =>
      w
        .update(m)
        .set({ stationId: station })
        .where(and(eq(m.tenantId, tenantId), eq(m.id, id))),
    );
  return { ...shop, sodaId, tenantId };
}

export const pizzaLine = (shop: PrintShop, over: Record<string, unknown> = {}) => ({
  itemId: shop.itemId,
  variantId: shop.largeId,
  addonIds: [],
  quantity: 2,
  notes: 'no onion',
  unitPrice: 32000,
  ...over,
});
export const sodaLine = (shop: PrintShop) => ({
  itemId: shop.sodaId,
  variantId: null,
  addonIds: [],
  quantity: 1,
  notes: null,
  unitPrice: 8000,
});

export type PrinterBody = {
  title: string;
  connection?: string;
  host?: string;
  port?: number;
  paperWidth?: string;
  role?: string;
  stationIds?: string[];
  backupPrinterId?: string | null;
  hasCashDrawer?: boolean;
};

export async function addPrinter(c: Shop['c'], body: PrinterBody): Promise<string> {
  const r = await c.post('/api/v1/settings/printers/add', {
    connection: 'network',
    host: '127.0.0.1',
    paperWidth: '80',
    language: 'esc-pos',
    role: 'kitchen',
    stationIds: [],
    ...body,
  });
  expect({ status: r.statusCode, body: r.json() }).toMatchObject({ status: 200 });
  return r.json().printer.id as string;
}

/** Rings up a paid cash order of `cart` through the REST door (the till's Create Receipt & Pay). */
export async function payCash(shop: PrintShop, cart: unknown[], over: Record<string, unknown> = {}) {
  const r = await shop.c.post('/api/v1/pos/create-order-and-invoice', {
    cart,
    deliveryType: 'takeaway',
    paymentTypeId: shop.cashId,
    netTotal: 0,
    taxTotal: 0,
    total: 0,
    ...over,
  });
  expect({ status: r.statusCode, body: r.json() }).toEqual({ status: 200, body: expect.anything() });
  return r.json() as { orderId: string; tokenNo: string };
}

/** What a printer printed, job by job (complete connections only). */
export const papers = (p: FakePrinter) =>
  p.received.filter((r) => r.complete).map((r) => decodeEscPos(r.bytes));

/** Lets the triggers and the dispatcher finish what they started (after the commits' announcements arrive). */
export async function settle(h: Harness) {
  await h.app.printing.settled();
}

/** A till of `c` pushing sync mutations one at a time, as its outbox does (split payments go this way, TEND1). */
export { syncTill };

const DAY = '2026-01-15'; // the harness's clock, in Asia/Kolkata

/**
 * A counter taking cash and card (PRT19, TEND5): the print shop, a Card payment type, the receipt printer
 * 'Counter' (fake, with a cash drawer), receipts printed at 80 mm (unless `receipts` is false), and a till whose
 * `sale(id, payNow)` pushes a takeaway
 * pizza paid at once: order `id`, token `<code>-<id without its first letter>`, line `<id>-l1`, invoice `inv-<id>`.
 */
export async function cashAndCardCounter(
  h: Harness,
  c: Shop['c'],
  tenantId: string,
  fakePrinter: () => Promise<FakePrinter>,
  clientId: string,
  { receipts = true }: { receipts?: boolean } = {},
) {
  const shop = await printShop(h, c, tenantId);
  const cardId = (await c.post('/api/v1/settings/payment-types/add', { title: 'Card' })).json().id as string;
  const counter = await fakePrinter();
  await addPrinter(c, { title: 'Counter', port: counter.port, role: 'receipt', hasCashDrawer: true });
  if (receipts)
    expect(
      (await c.post('/api/v1/settings/print-setting', { isEnablePrint: true, pageFormat: '80' })).statusCode,
    ).toBe(200);
  const till = await syncTill(c, clientId);
  const sale = (id: string, payNow: Record<string, unknown>) =>
    till.push('order.create.v1', {
      id,
      tokenNo: `${till.code}-${id.slice(1)}`,
      businessDay: DAY,
      cart: [pizzaLine(shop)],
      deliveryType: 'takeaway',
      customerType: 'WALKIN',
      itemIds: [`${id}-l1`],
      payNow: { invoiceId: `inv-${id}`, ...payNow },
    });
  return { shop, cardId, counter, till, sale };
}

type SyncTill = Awaited<ReturnType<typeof syncTill>>;

/**
 * An equal split in two (PRT19, PRT22): `till` pushes dine-in order o1 (token `<code>-1`, line o1-l1: 2 pizzas,
 * 672.00) and gets `share(k, tenders)`, which pays share k of 2 (336.00 each) toward invoice inv-o1.
 */
export async function equalSplitOrder(till: SyncTill, shop: PrintShop) {
  const created = await till.push('order.create.v1', {
    id: 'o1',
    tokenNo: `${till.code}-1`,
    businessDay: DAY,
    cart: [pizzaLine(shop)],
    deliveryType: 'dinein',
    customerType: 'WALKIN',
    itemIds: ['o1-l1'],
  });
  expect(created).toMatchObject({ status: 'applied' });
  return (k: number, tenders: unknown[]) =>
    till.push('order.share-paid.v1', {
      id: `share-${k}`,
      orderId: 'o1',
      of: 2,
      share: k,
      seenLines: [{ id: 'o1-l1', quantity: 2 }],
      tenders,
      invoiceId: 'inv-o1',
    });
}
