/**
 * GST6 on SQLite (gst-credit-notes.test.ts) and PostgreSQL (gst-credit-notes.pg.test.ts): refunds pushed by a
 * till are credit notes of its own series, and the GSTR-1 export nets them off, held against the invoices and
 * refunds it sums (random bills and refunds, per rate and per HSN, to the paisa).
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

type Parts = { rate: number; taxable: number; igst: number; cgst: number; sgst: number; cess: number };
const taxOf = (p: Parts) => p.igst + p.cgst + p.sgst + p.cess;

export function gstCreditNotesSuite(open: OpenTestDatabase) {
  const { start, signedIn } = useAppHarness(open);

  it('[GST6] random bills and refunds: the export equals invoices minus credit notes per rate and HSN, to the paisa', async () => {
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
    const gst18 = (
      await c.post('/api/v1/settings/taxes/add', {
        title: 'GST 18',
        rate: 18,
        type: 'exclusive',
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
    const till = await aTill(c, 'till-gst');
    const bills = fc.sample(
      fc.record({
        pizzas: fc.integer({ min: 0, max: 3 }),
        colas: fc.integer({ min: 0, max: 4 }),
        b2b: fc.boolean(),
        refund: fc.constantFrom('none', 'first', 'last', 'first-then-rest', 'whole'),
      }),
      { numRuns: 8, seed: 31 },
    );
    let refunds = 0;
    for (const [k, b] of bills.entries()) {
      const cart = [
        ...(b.pizzas > 0 ? [aLine(shop, { quantity: b.pizzas })] : []),
        ...(b.colas > 0 || b.pizzas === 0 ? [cola(Math.max(1, b.colas))] : []),
      ];
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
      const paid = await till.push('order.payment-collected.v1', {
        orderIds: [`o${k}`],
        invoiceId: `inv-${k}`,
        tenders: [{ paymentTypeId: shop.cashId, tendered: 10_000_000 }],
        ...(b.b2b ? { buyerGstin: MH, name: 'Pune Traders' } : {}),
      });
      expect(paid).toMatchObject({ status: 'applied' });
      const plan: string[][] =
        b.refund === 'first'
          ? [[itemIds[0]!]]
          : b.refund === 'last'
            ? [[itemIds.at(-1)!]]
            : b.refund === 'whole'
              ? [[]]
              : b.refund === 'first-then-rest' && itemIds.length > 1
                ? [[itemIds[0]!], []]
                : [];
      for (const [n, lines] of plan.entries()) {
        const r = await till.push('invoice.refund.v1', {
          id: `ref-${k}-${n}`,
          invoiceId: `inv-${k}`,
          orderIds: [`o${k}`],
          itemIds: lines,
          method: 'tender',
          reason: 'Cold food',
        });
        expect(r).toMatchObject({ status: 'applied' });
        refunds++;
      }
    }
    expect(refunds).toBeGreaterThan(0);
    const { t } = h.database;
    const invoices = await h.database.db
      .select()
      .from(t.invoices)
      .where(eq(t.invoices.tenantId, user.tenant_id));
    const given = await h.database.db.select().from(t.refunds).where(eq(t.refunds.tenantId, user.tenant_id));
    const items = await h.database.db
      .select()
      .from(t.orderItems)
      .where(eq(t.orderItems.tenantId, user.tenant_id));
    expect(given).toHaveLength(refunds);
    // the till's own credit-note series, consecutive
    const nos = given
      .map((r) => r.creditNoteNo)
      .sort((a, b) => Number(a?.split('/')[2]) - Number(b?.split('/')[2]));
    const series = `${till.code}/C25-26`;
    expect(nos).toEqual(given.map((_, n) => `${series}/${n + 1}`));

    const today = new Date(h.clock.now).toISOString().slice(0, 10);
    const r = (await c.get(`/api/v1/reports/gst?from=2020-01-01&to=${today}`)).json().report;
    const sum = <T>(rows: readonly T[], f: (x: T) => number) => rows.reduce((s, x) => s + f(x), 0);
    const invoiceTax = sum(invoices, (i) => i.taxTotal);
    const invoiceTaxable = sum(invoices, (i) => i.subTotal);
    const refundTax = sum(given, (x) => x.taxAmount);
    const refundTaxable = sum(given, (x) => x.amount - x.taxAmount);
    // the credit notes are what was refunded: value, taxable and tax
    expect(r.creditNotes).toEqual({
      taxable: refundTaxable,
      tax: refundTax,
      value: sum(given, (x) => x.amount),
    });
    // B2B + B2C − CDNR and the HSN summary: the invoices' tax and taxable value less the refunds'
    const net = [...r.b2b, ...r.b2cs];
    expect(sum<Parts>(net, taxOf) - sum<Parts>(r.cdnr, taxOf)).toBe(invoiceTax - refundTax);
    expect(sum<Parts>(net, (x) => x.taxable) - sum<Parts>(r.cdnr, (x) => x.taxable)).toBe(
      invoiceTaxable - refundTaxable,
    );
    expect(sum<Parts>(r.hsn, taxOf)).toBe(invoiceTax - refundTax);
    expect(sum<Parts>(r.hsn, (x) => x.taxable)).toBe(invoiceTaxable - refundTaxable);
    // per rate and per HSN: each line counted once on its invoice and once off per refund that gave it back
    const refundedLines = new Map<string, number>();
    for (const x of given) {
      const ofInvoice = x.itemIds.length
        ? x.itemIds
        : items
            .filter((i) => `inv-${i.orderId.slice(1)}` === x.invoiceId)
            .map((i) => i.id)
            .filter((id) => !given.some((y) => y.invoiceId === x.invoiceId && y.itemIds.includes(id)));
      for (const id of ofInvoice) refundedLines.set(id, (refundedLines.get(id) ?? 0) + 1);
    }
    const expectHsn = new Map<string, number>();
    for (const i of items) {
      const kept = 1 - (refundedLines.get(i.id) ?? 0);
      expect(kept).toBeGreaterThanOrEqual(0);
      const key = `${i.hsn}:${i.taxRate / 10_000}`;
      expectHsn.set(key, (expectHsn.get(key) ?? 0) + kept * i.quantity);
    }
    const gotHsn = new Map<string, number>(
      r.hsn.map((x: Parts & { hsn: string; quantity: number }) => [`${x.hsn}:${x.rate}`, x.quantity]),
    );
    for (const [key, quantity] of expectHsn) expect(gotHsn.get(key) ?? 0, key).toBe(quantity);
    // B2C refunds come off their rate's B2C row; B2B ones are CDNR rows with the note and the original invoice
    for (const row of r.cdnr) {
      expect(row).toMatchObject({ buyerGstin: MH, noteType: 'C', placeOfSupply: '27', cgst: 0, sgst: 0 });
      expect(row.noteNo).toMatch(/^[A-Z]{1,4}\/C25-26\/\d+$/);
      expect(row.invoiceNo).toMatch(/^[A-Z]{1,4}\/25-26\/\d+$/);
    }
    expect(r.docs.filter((d: { nature: string }) => d.nature === 'Credit Note')).toEqual([
      expect.objectContaining({
        series,
        from: `${series}/1`,
        to: `${series}/${refunds}`,
        total: refunds,
        cancelled: 0,
      }),
    ]);
    const csv = (await c.get(`/api/v1/reports/gst?from=2020-01-01&to=${today}&format=csv`)).body;
    expect(csv).toContain('\nCDNR\n');
    expect(csv).toContain(`Credit Note,${series}/1,${series}/${refunds},${refunds},0`);
  });
}
