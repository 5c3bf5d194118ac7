/**
 * GST6 on SQLite (gst-credit-notes.test.ts) and PostgreSQL (gst-credit-notes.pg.test.ts): refunds pushed by a
 * till are credit notes of its own series, and the GSTR-1 export nets them off, held against the invoices and
 * refunds it sums (random bills and refunds, per rate and per HSN, to the paisa).
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
  MH,
  openGstShop,
  type Parts,
  storedBills,
} from './gst-export-fixture.ts';

export function gstCreditNotesSuite(open: OpenTestDatabase) {
  const { start, signedIn } = useAppHarness(open);

  it('[GST6] random bills and refunds: the export equals invoices minus credit notes per rate and HSN, to the paisa', async () => {
    const h = await start();
    const { c, user } = await signedIn(h);
    const { shop, cola } = await openGstShop(c, 'exclusive');
    const till = await syncTill(c, 'till-gst');
    const bills = billsOf(till, shop);
    const sampled = fc.sample(
      fc.record({
        pizzas: fc.integer({ min: 0, max: 3 }),
        colas: fc.integer({ min: 0, max: 4 }),
        b2b: fc.boolean(),
        refund: fc.constantFrom('none', 'first', 'last', 'first-then-rest', 'whole'),
      }),
      { numRuns: 8, seed: 31 },
    );
    let refunds = 0;
    for (const [k, b] of sampled.entries()) {
      const cart = [
        ...(b.pizzas > 0 ? [aLine(shop, { quantity: b.pizzas })] : []),
        ...(b.colas > 0 || b.pizzas === 0 ? [cola(Math.max(1, b.colas))] : []),
      ];
      const itemIds = await bills.create(k, cart);
      await bills.pay(k, b.b2b);
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
        const r = await bills.refund(k, n, lines);
        expect(r).toMatchObject({ status: 'applied' });
        refunds++;
      }
    }
    expect(refunds).toBeGreaterThan(0);
    const { invoices, given, items } = await storedBills(h, user.tenant_id);
    expect(given).toHaveLength(refunds);
    // the till's own credit-note series, consecutive
    const nos = given
      .map((r) => r.creditNoteNo)
      .sort((a, b) => Number(a?.split('/')[2]) - Number(b?.split('/')[2]));
    const series = `${till.code}/C25-26`;
    expect(nos).toEqual(given.map((_, n) => `${series}/${n + 1}`));

    const today = new Date(h.clock.now).toISOString().slice(0, 10);
    const r = (await c.get(`/api/v1/reports/gst?from=2020-01-01&to=${today}`)).json().report;
    // the credit notes are what was refunded; B2B + B2C − CDNR and the HSN summary: the invoices' less the refunds'
    expectExportNetsRefunds(r, { invoices, given });
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
      r.hsn.map((x: Parts & { hsn: string; rate: number; quantity: number }) => [
        `${x.hsn}:${x.rate}`,
        x.quantity,
      ]),
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
