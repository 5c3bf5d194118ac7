/**
 * GST8 on SQLite (gst-discounts.test.ts) and PostgreSQL (gst-discounts.pg.test.ts): a till's discounted bills
 * (line discounts in percent and amount, comps, bill discounts spread over the lines, inclusive and exclusive
 * taxes) and their refunds: the GSTR-1 export's B2B + B2CS − CDNR and HSN summary equal what the invoices
 * charged less what the credit notes gave back, to the paisa (never the menu prices before discounts).
 */
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { useAppHarness } from '../test-support/app-harness.ts';
import { aLine } from '../test-support/shop-fixture.ts';
import { syncTill } from '../test-support/sync-till.ts';
import {
  billsOf,
  expectExportNetsRefunds,
  openGstShop,
  type Parts,
  storedBills,
  sum,
  taxOf,
} from './gst-export-fixture.ts';

const lineDiscount = fc.constantFrom(
  null,
  { type: 'percent', value: 125_000 },
  { type: 'amount', value: 3_333 },
  { type: 'comp', value: 0 },
);
const billDiscount = fc.constantFrom(
  null,
  { type: 'percent', value: 100_000 },
  { type: 'amount', value: 4_950 },
);

export function gstDiscountsSuite(open: OpenTestDatabase) {
  const { start, signedIn } = useAppHarness(open);

  it('[GST8] random discounted bills and refunds: the export equals the invoices less the credit notes, to the paisa', async () => {
    const h = await start();
    const { c, user } = await signedIn(h);
    // an inclusive 18% on the cola: re-extracted from the discounted gross
    const { shop, cola } = await openGstShop(c, 'inclusive');
    const till = await syncTill(c, 'till-gst-disc');
    const bills = billsOf(till, shop);
    const sampled = fc.sample(
      fc.record({
        pizzas: fc.integer({ min: 1, max: 3 }),
        colas: fc.integer({ min: 1, max: 4 }),
        pizzaOff: lineDiscount,
        colaOff: lineDiscount,
        billOff: billDiscount,
        b2b: fc.boolean(),
        refund: fc.constantFrom('none', 'first', 'whole', 'first-then-rest'),
      }),
      { numRuns: 8, seed: 8 },
    );
    for (const [k, b] of sampled.entries()) {
      const [pizzaId = '', colaId = ''] = await bills.create(k, [
        aLine(shop, { quantity: b.pizzas }),
        cola(b.colas),
      ]);
      const offs = [
        ...(b.pizzaOff ? [{ itemId: pizzaId, ...b.pizzaOff }] : []),
        ...(b.colaOff ? [{ itemId: colaId, ...b.colaOff }] : []),
        ...(b.billOff ? [b.billOff] : []),
      ];
      for (const off of offs) {
        const r = await till.push('order.discount.v1', {
          orderId: `o${k}`,
          reason: 'Regular customer',
          ...off,
        });
        expect(r, r.message).toMatchObject({ status: 'applied' });
      }
      await bills.pay(k, b.b2b);
      const plan = { none: [], first: [[pizzaId]], whole: [[]], 'first-then-rest': [[pizzaId], []] }[
        b.refund
      ];
      for (const [n, lines] of plan.entries()) {
        const r = await bills.refund(k, n, lines);
        // a line comped to nothing has nothing to give back: the server may refuse a refund of 0
        expect(['applied', 'rejected'], r.message).toContain(r.status);
      }
    }
    const { invoices, given } = await storedBills(h, user.tenant_id);
    expect(sum(invoices, (i) => i.discountTotal ?? 0)).toBeGreaterThan(0);
    expect(given.length).toBeGreaterThan(0);
    const today = new Date(h.clock.now).toISOString().slice(0, 10);
    const r = (await c.get(`/api/v1/reports/gst?from=2020-01-01&to=${today}`)).json().report;
    expectExportNetsRefunds(r, { invoices, given });
    // each B2B invoice's rows: its own taxable value and tax as invoiced
    for (const inv of invoices.filter((i) => i.buyerGstin)) {
      const rows = r.b2b.filter((x: { invoiceNo: string }) => x.invoiceNo === inv.invoiceNo);
      expect(sum<Parts>(rows, (x) => x.taxable)).toBe(inv.subTotal);
      expect(sum<Parts>(rows, taxOf)).toBe(inv.taxTotal);
    }
  });
}
