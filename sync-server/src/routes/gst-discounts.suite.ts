/**
 * GST8 on SQLite (gst-discounts.test.ts) and PostgreSQL (gst-discounts.pg.test.ts): a till's discounted bills
 * (line discounts in percent and amount, comps, bill discounts spread over the lines, inclusive and exclusive
 * taxes) and their refunds: the GSTR-1 export's B2B + B2CS − CDNR and HSN summary equal what the invoices
 * charged less what the credit notes gave back, to the paisa (never the menu prices before discounts).
 */
import { PROTOCOL_VERSION, SCHEMA_VERSION } from '@tavola/shared';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { useAppHarness } from '../test-support/app-harness.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { aLine, openShop } from '../test-support/shop-fixture.ts';

const KA = '29AAGCB7383J1Z4';
const MH = '27AAPFU0939F1ZV';
const DAY = '2026-01-15'; // the harness's clock, in Asia/Kolkata

type Result = { status: string; code?: string; message?: string };

/** A till of `c` pushing mutations one after another, as an outbox does. */
async function aTill(c: HttpClient, clientId: string) {
  const { deviceId, deviceCode } = (await c.post('/api/v1/sync/register-device', { name: clientId })).json();
  let next = 1;
  const push = async (name: string, args: unknown): Promise<Result> => {
    const res = await c.post('/api/v1/sync/push', {
      protocolVersion: PROTOCOL_VERSION,
      schemaVersion: SCHEMA_VERSION,
      clientId,
      deviceId,
      mutations: [{ id: next++, name, args, clientTime: 1 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { results: Result[] }).results[0] as Result;
  };
  return { code: deviceCode as string, push };
}

type Parts = { taxable: number; igst: number; cgst: number; sgst: number; cess: number };
const taxOf = (p: Parts) => p.igst + p.cgst + p.sgst + p.cess;
const sum = <T>(rows: readonly T[], f: (x: T) => number) => rows.reduce((s, x) => s + f(x), 0);

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
    await c.post('/api/v1/settings/store-setting', {
      storeName: 'Cafe Marigold',
      currency: 'INR',
      gstin: KA,
    });
    const shop = await openShop(c);
    await c.post(`/api/v1/settings/taxes/${shop.taxId}/update`, {
      title: 'GST',
      rate: 5,
      type: 'exclusive',
      kind: 'gst',
    });
    await c.post(`/api/v1/menu-items/update/${shop.itemId}`, {
      title: 'Margherita',
      price: 25000,
      categoryId: shop.categoryId,
      taxId: shop.taxId,
      hsn: '996331',
    });
    // an inclusive 18%: re-extracted from the discounted gross
    const gst18 = (
      await c.post('/api/v1/settings/taxes/add', {
        title: 'GST 18',
        rate: 18,
        type: 'inclusive',
        kind: 'gst',
      })
    ).json().id;
    const colaId = (
      await c.post('/api/v1/menu-items/add', {
        title: 'Cola',
        price: 6000,
        categoryId: shop.categoryId,
        taxId: gst18,
        hsn: '2202',
      })
    ).json().id;
    const cola = (quantity: number) =>
      aLine(shop, { itemId: colaId, variantId: null, addonIds: [], unitPrice: 6000, quantity });
    const till = await aTill(c, 'till-gst-disc');
    const bills = fc.sample(
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
    for (const [k, b] of bills.entries()) {
      const itemIds = [`o${k}-l0`, `o${k}-l1`];
      const created = await till.push('order.create.v1', {
        id: `o${k}`,
        tokenNo: `${till.code}-${k + 1}`,
        businessDay: DAY,
        cart: [aLine(shop, { quantity: b.pizzas }), cola(b.colas)],
        deliveryType: 'dinein',
        customerType: 'CUSTOMER',
        customerId: shop.customerId,
        tableId: shop.tableId,
        itemIds,
      });
      expect(created, created.message).toMatchObject({ status: 'applied' });
      const offs = [
        ...(b.pizzaOff ? [{ itemId: itemIds[0], ...b.pizzaOff }] : []),
        ...(b.colaOff ? [{ itemId: itemIds[1], ...b.colaOff }] : []),
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
      const paid = await till.push('order.payment-collected.v1', {
        orderIds: [`o${k}`],
        invoiceId: `inv-${k}`,
        tenders: [{ paymentTypeId: shop.cashId, tendered: 10_000_000 }],
        ...(b.b2b ? { buyerGstin: MH, name: 'Pune Traders' } : {}),
      });
      expect(paid, paid.message).toMatchObject({ status: 'applied' });
      const plan = { none: [], first: [[itemIds[0]]], whole: [[]], 'first-then-rest': [[itemIds[0]], []] }[
        b.refund
      ];
      for (const [n, lines] of plan.entries()) {
        const r = await till.push('invoice.refund.v1', {
          id: `ref-${k}-${n}`,
          invoiceId: `inv-${k}`,
          orderIds: [`o${k}`],
          itemIds: lines,
          method: 'tender',
          reason: 'Cold food',
        });
        // a line comped to nothing has nothing to give back: the server may refuse a refund of 0
        expect(['applied', 'rejected'], r.message).toContain(r.status);
      }
    }
    const { t } = h.database;
    const invoices = await h.database.db
      .select()
      .from(t.invoices)
      .where(eq(t.invoices.tenantId, user.tenant_id));
    const given = await h.database.db.select().from(t.refunds).where(eq(t.refunds.tenantId, user.tenant_id));
    expect(sum(invoices, (i) => i.discountTotal ?? 0)).toBeGreaterThan(0);
    expect(given.length).toBeGreaterThan(0);
    const today = new Date(h.clock.now).toISOString().slice(0, 10);
    const r = (await c.get(`/api/v1/reports/gst?from=2020-01-01&to=${today}`)).json().report;
    const invoiceTax = sum(invoices, (i) => i.taxTotal);
    const invoiceTaxable = sum(invoices, (i) => i.subTotal);
    const refundTax = sum(given, (x) => x.taxAmount);
    const refundTaxable = sum(given, (x) => x.amount - x.taxAmount);
    const net = [...r.b2b, ...r.b2cs];
    expect(sum<Parts>(net, taxOf) - sum<Parts>(r.cdnr, taxOf)).toBe(invoiceTax - refundTax);
    expect(sum<Parts>(net, (x) => x.taxable) - sum<Parts>(r.cdnr, (x) => x.taxable)).toBe(
      invoiceTaxable - refundTaxable,
    );
    expect(sum<Parts>(r.hsn, taxOf)).toBe(invoiceTax - refundTax);
    expect(sum<Parts>(r.hsn, (x) => x.taxable)).toBe(invoiceTaxable - refundTaxable);
    expect(r.creditNotes).toEqual({
      taxable: refundTaxable,
      tax: refundTax,
      value: sum(given, (x) => x.amount),
    });
    // each B2B invoice's rows: its own taxable value and tax as invoiced
    for (const inv of invoices.filter((i) => i.buyerGstin)) {
      const rows = r.b2b.filter((x: { invoiceNo: string }) => x.invoiceNo === inv.invoiceNo);
      expect(sum<Parts>(rows, (x) => x.taxable)).toBe(inv.subTotal);
      expect(sum<Parts>(rows, taxOf)).toBe(inv.taxTotal);
    }
  });
}
