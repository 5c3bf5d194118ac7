/**
 * RND3 on SQLite (invoice-round-off.test.ts) and PostgreSQL (invoice-round-off.pg.test.ts): the REST invoice
 * view carries the round-off, and its total is the rounded amount collected (shape: shared `invoiceAmountsWire`).
 */
import { expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { useAppHarness } from '../test-support/app-harness.ts';
import { openShop, ringUp } from '../test-support/shop-fixture.ts';

export function invoiceRoundOffSuite(open: OpenTestDatabase) {
  const { start, signedIn } = useAppHarness(open);

  it('[RND3] GET /invoices gives round_off and the rounded total; a store that does not round gives 0', async () => {
    const h = await start();
    const { c } = await signedIn(h);
    const shop = await openShop(c);
    const save = (roundBills: boolean) =>
      c.post('/api/v1/settings/store-setting', { storeName: 'Cafe Marigold', currency: 'INR', roundBills });
    expect((await save(true)).statusCode).toBe(200);
    // 390.00 + 5% = 409.50: collected 410.00
    await ringUp(shop, {}, { paymentTypeId: shop.cashId });
    expect((await save(false)).statusCode).toBe(200);
    await ringUp(shop, {}, { paymentTypeId: shop.cashId });
    const invoices = (await c.get('/api/v1/invoices?type=today')).json().invoices;
    const amounts = invoices.map((i: Record<string, number>) => [
      i.sub_total,
      i.tax_total,
      i.round_off,
      i.total,
    ]);
    expect(amounts.sort((a: number[], b: number[]) => (a[2] ?? 0) - (b[2] ?? 0))).toEqual([
      [39000, 1950, 0, 40950],
      [39000, 1950, 50, 41000],
    ]);
  });
}
