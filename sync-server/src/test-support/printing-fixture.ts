/**
 * A shop with printers for the printing suites: the shop of shop-fixture.ts, a second item (Lime Soda) routed to the
 * bar while the pizza goes to the kitchen (STN1, set on the menu rows), and fake network printers on loopback ports.
 */
import { PROTOCOL_VERSION, SCHEMA_VERSION } from '@tavola/shared';
import { decodeEscPos } from '@tavola/shared/test-support/escpos-decoder';
import { and, eq } from 'drizzle-orm';
import { afterEach, expect } from 'vitest';
import type { Harness } from './app-harness.ts';
import { type FakePrinter, startFakePrinter } from './fake-printer.ts';
import { openShop, type Shop } from './shop-fixture.ts';

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
export async function syncTill(c: Shop['c'], clientId: string) {
  const { deviceId, deviceCode } = (await c.post('/api/v1/sync/register-device', { name: clientId })).json();
  let next = 1;
  const push = async (name: string, args: unknown) => {
    const res = await c.post('/api/v1/sync/push', {
      protocolVersion: PROTOCOL_VERSION,
      schemaVersion: SCHEMA_VERSION,
      clientId,
      deviceId,
      mutations: [{ id: next++, name, args, clientTime: 1 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { results: { status: string; code?: string }[] }).results[0];
  };
  return { code: deviceCode as string, push };
}
