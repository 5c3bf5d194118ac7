/**
 * The GST suites' shop (gst-credit-notes.suite.ts, gst-discounts.suite.ts): a GST store in Karnataka with a 5%
 * pizza and an 18% cola (the suites' till is test-support/sync-till.ts), and the export's sums held against the
 * invoices and refunds it read (B2B + B2CS − CDNR and the HSN summary, to the paisa).
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Harness } from '../test-support/app-harness.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { aLine, openShop, type Shop } from '../test-support/shop-fixture.ts';
import type { syncTill } from '../test-support/sync-till.ts';

export const KA = '29AAGCB7383J1Z4';
export const MH = '27AAPFU0939F1ZV';
export const DAY = '2026-01-15'; // the harness's clock, in Asia/Kolkata

export type Parts = { taxable: number; igst: number; cgst: number; sgst: number; cess: number };
export const taxOf = (p: Parts) => p.igst + p.cgst + p.sgst + p.cess;
export const sum = <T>(rows: readonly T[], f: (x: T) => number) => rows.reduce((s, x) => s + f(x), 0);

/**
 * The store with GSTIN `KA`: the shop-fixture's pizza at 250.00 under 5% GST (HSN 996331), and a cola at 60.00
 * under 18% GST (HSN 2202), exclusive or, to be re-extracted from the gross, inclusive.
 */
export async function openGstShop(c: HttpClient, colaTax: 'exclusive' | 'inclusive') {
  await c.post('/api/v1/settings/store-setting', { storeName: 'Cafe Marigold', currency: 'INR', gstin: KA });
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
  const gst18 = (
    await c.post('/api/v1/settings/taxes/add', { title: 'GST 18', rate: 18, type: colaTax, kind: 'gst' })
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
  return { shop, cola };
}

/** The tenant's invoices, refunds and order lines as stored. */
export async function storedBills(h: Harness, tenantId: string) {
  const { db, t } = h.database;
  const invoices = await db.select().from(t.invoices).where(eq(t.invoices.tenantId, tenantId));
  const given = await db.select().from(t.refunds).where(eq(t.refunds.tenantId, tenantId));
  const items = await db.select().from(t.orderItems).where(eq(t.orderItems.tenantId, tenantId));
  return { invoices, given, items };
}

/** GST7, GST8: the export's sums are the invoices' less the credit notes': value, taxable value and tax. */
export function expectExportNetsRefunds(
  report: { b2b: Parts[]; b2cs: Parts[]; cdnr: Parts[]; hsn: Parts[]; creditNotes: unknown },
  { invoices, given }: Pick<Awaited<ReturnType<typeof storedBills>>, 'invoices' | 'given'>,
) {
  const invoiceTax = sum(invoices, (i) => i.taxTotal);
  const invoiceTaxable = sum(invoices, (i) => i.subTotal);
  const refundTax = sum(given, (x) => x.taxAmount);
  const refundTaxable = sum(given, (x) => x.amount - x.taxAmount);
  expect(report.creditNotes).toEqual({
    taxable: refundTaxable,
    tax: refundTax,
    value: sum(given, (x) => x.amount),
  });
  const net = [...report.b2b, ...report.b2cs];
  expect(sum(net, taxOf) - sum(report.cdnr, taxOf)).toBe(invoiceTax - refundTax);
  expect(sum(net, (x) => x.taxable) - sum(report.cdnr, (x) => x.taxable)).toBe(
    invoiceTaxable - refundTaxable,
  );
  expect(sum(report.hsn, taxOf)).toBe(invoiceTax - refundTax);
  expect(sum(report.hsn, (x) => x.taxable)).toBe(invoiceTaxable - refundTaxable);
}

/**
 * Bill `k` of `till` at the shop: order `o<k>` for the shop's customer at T1 (lines `o<k>-l0`, `o<k>-l1` …), paid in
 * cash as invoice `inv-<k>` (to Pune Traders, GSTIN `MH`, when `b2b`), refunded as `ref-<k>-<n>`.
 */
export function billsOf(till: Awaited<ReturnType<typeof syncTill>>, shop: Shop) {
  return {
    /** Rings up `cart` (applied, or the test fails); answers its lines' ids. */
    async create(k: number, cart: readonly unknown[]): Promise<string[]> {
      const itemIds = cart.map((_, n) => `o${k}-l${n}`);
      const created = await till.push('order.create.v1', {
        id: `o${k}`,
        tokenNo: `${till.code}-${k + 1}`,
        businessDay: DAY,
        cart,
        deliveryType: 'dinein',
        customerType: 'CUSTOMER',
        customerId: shop.customerId,
        tableId: shop.tableId,
        itemIds,
      });
      expect(created, created.message).toMatchObject({ status: 'applied' });
      return itemIds;
    },
    async pay(k: number, b2b: boolean) {
      const paid = await till.push('order.payment-collected.v1', {
        orderIds: [`o${k}`],
        invoiceId: `inv-${k}`,
        tenders: [{ paymentTypeId: shop.cashId, tendered: 10_000_000 }],
        ...(b2b ? { buyerGstin: MH, name: 'Pune Traders' } : {}),
      });
      expect(paid, paid.message).toMatchObject({ status: 'applied' });
    },
    /** Refund `n` of bill `k`: these lines, or none for the whole bill (what no earlier refund gave back). */
    refund: (k: number, n: number, itemIds: readonly string[]) =>
      till.push('invoice.refund.v1', {
        id: `ref-${k}-${n}`,
        invoiceId: `inv-${k}`,
        orderIds: [`o${k}`],
        itemIds,
        method: 'tender',
        reason: 'Cold food',
      }),
  };
}
