/**
 * One price everywhere (CART10, DIN6, FEE7; ADR 0050): the same cart rung up at the till and ordered from
 * the phone carries the same net, tax and total, the diner's fees aside; each item is taxed by its own tax.
 */
import { DEFAULT_FEE_CONFIG, rateFromPercent } from '@tavola/shared';
import { describe, expect, it } from 'vitest';
import { scoped } from '../db/tenant-scope.ts';
import { uuidv7 } from '../ids.ts';
import type { AppHarness, Harness } from '../test-support/app-harness.ts';
import {
  DINER_API,
  type DinerShop,
  dinerOrderBody,
  dinerShop,
  placeOrder,
} from '../test-support/diner-fixture.ts';
import { HttpClient } from '../test-support/http-client.ts';

/** A 20.00 chai with 'VAT 12% (incl.)' inside its price, beside the fixture's untaxed 50.00 cola. */
async function addChai(h: Harness, shop: DinerShop) {
  const scope = scoped(h.database, shop.tenantId);
  const vat = uuidv7(h.clock.now);
  const chai = uuidv7(h.clock.now);
  await scope.insert(h.database.t.taxes, {
    id: vat,
    title: 'VAT 12% (incl.)',
    rate: rateFromPercent(12),
    type: 'inclusive',
  });
  await scope.insert(h.database.t.menuItems, { id: chai, title: 'Chai', price: 2000, taxId: vat });
  return chai;
}

export function qrmenuPricingCases({ start, signedIn }: AppHarness) {
  const boot = async () => {
    const h = await start({ TRUST_PROXY: 'true' });
    const shop = await dinerShop(h, signedIn);
    return { h, shop, chai: await addChai(h, shop), diner: new HttpClient(h.app) };
  };
  const line = (itemId: string, unitPrice: number, quantity = 1) => ({
    itemId,
    variantId: null,
    addonIds: [],
    quantity,
    notes: null,
    unitPrice,
  });

  describe('one price at the till and at the table', () => {
    it("[CART10][DIN6][FEE7] a chai with an inclusive tax and an untaxed cola: the till's totals, plus fees", async () => {
      const { h, shop, chai, diner } = await boot();
      const cart = [line(chai, 2000, 2), line(shop.ids.cola, 5000)];
      const till = await shop.c.post('/api/v1/pos/create-order', { cart, deliveryType: 'dinein' });
      expect(till.statusCode, till.body).toBe(200);
      const items = cart.map(({ unitPrice: _u, ...l }) => l);
      const placed = await placeOrder(diner, dinerOrderBody(shop, { items, tableId: null }));
      const row = await scoped(h.database, shop.tenantId).find(h.database.t.orders, placed.orderId);

      // 2 × 20.00 with 12% inside = 4.29 of tax; the cola none; the store's GST and Packing are on neither.
      expect(till.json()).toMatchObject({ netTotal: 8571, taxTotal: 429, total: 9000 });
      expect(row).toMatchObject({ subTotal: 8571, taxTotal: 429, total: 9000 + (row?.feeTotal ?? 0) });
      const fees = 270 + 49; // platform 3% of 90.00, GST 18% on it; cash: no processing fee
      expect(placed.summary).toEqual({
        mrp: 9000,
        taxTotal: 429,
        includedTax: 429,
        netTotal: 8571,
        platformFee: 270,
        gstonplatformfee: 49,
        processingFee: 0,
        totalTaxAndCharges: fees,
        total: 9000 + fees,
        taxes: {},
      });
      expect(row?.feeTotal).toBe(fees);
    });

    it('[CART10][FEE7] an exclusive tax is added per line, as at the till; the fees stay as configured', async () => {
      const { shop, diner } = await boot();
      const pizza = {
        itemId: shop.ids.pizza,
        variantId: shop.ids.large,
        addonIds: [shop.ids.cheese],
        quantity: 3,
        notes: null,
      };
      const till = await shop.c.post('/api/v1/pos/create-order', {
        cart: [{ ...pizza, unitPrice: 33000 }],
        deliveryType: 'dinein',
      });
      const menu = (await diner.get(`${DINER_API}/${shop.qrcode}`)).json();
      expect(menu.fees).toEqual(DEFAULT_FEE_CONFIG);
      const placed = await placeOrder(diner, dinerOrderBody(shop, { items: [pizza] }));
      expect(till.json()).toMatchObject({ netTotal: 99000, taxTotal: 4950, total: 103950 });
      expect(placed.summary).toMatchObject({
        mrp: 99000,
        taxTotal: 4950,
        taxes: { 'GST-add': 4950 },
        platformFee: 2970,
        gstonplatformfee: 535,
        total: 103950 + 2970 + 535,
      });
    });
  });
}
