/**
 * TEND5 (issue 32 item 2): the server's thermal receipt of a bill paid cash + card lists each tender, the cash
 * handed over and the change, over real TCP to a fake printer, on SQLite (receipt-tenders.test.ts) and
 * PostgreSQL (receipt-tenders.pg.test.ts).
 */
import type { OrderRow } from '@tavola/shared';
import { buildReceipt, type ReceiptData, receiptDocument } from '@tavola/shared/printing/index';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { useAppHarness } from '../test-support/app-harness.ts';
import { cashAndCardCounter, papers, useFakePrinters } from '../test-support/printing-fixture.ts';
import { invoicesOfOrder, paymentTypesOf } from './receipt-invoices.ts';

const EMPTY: Omit<ReceiptData, 'orders' | 'items' | 'invoices' | 'paymentTypes'> = {
  printSettings: null,
  storeSettings: null,
  tables: [],
  customers: [],
};
const fail = (): never => {
  throw new Error('no receipt');
};

export function receiptTendersSuite(open: OpenTestDatabase) {
  const { start, signedIn } = useAppHarness(open);
  const fakePrinter = useFakePrinters();

  it('[TEND5] a bill paid card + cash with change: the printed receipt lists Card, and Cash with tendered and change', async () => {
    const h = await start();
    const { c, user } = await signedIn(h);
    const counterSale = await cashAndCardCounter(h, c, user.tenant_id, fakePrinter, 'till-tenders');
    const { shop, cardId, counter } = counterSale;
    // 672.00: 100.00 by card, 572.00 in cash from 1,000.00 handed over (428.00 change)
    const sale = await counterSale.sale('o1', {
      tenders: [
        { paymentTypeId: cardId, tendered: 10000 },
        { paymentTypeId: shop.cashId, tendered: 100000 },
      ],
    });
    expect(sale, JSON.stringify(sale)).toMatchObject({ status: 'applied' });
    await counter.waitFor(1);
    // the tenders the server passes to the receipt model: from its invoice, named by the store's payment types
    const { t } = h.database;
    const [order] = await h.database.db.select().from(t.orders).where(eq(t.orders.id, 'o1'));
    const invoices = await invoicesOfOrder(h.database, h.database.db, shop.tenantId, 'o1');
    const paymentTypes = await paymentTypesOf(h.database, h.database.db, shop.tenantId);
    const document = receiptDocument(
      buildReceipt({ ...EMPTY, orders: [order as OrderRow], items: [], invoices, paymentTypes }, 0) ?? fail(),
    );
    const rows = document.blocks.flatMap((b) => (b.kind === 'row' ? [`${b.left} ${b.right}`] : []));
    expect(rows.slice(rows.indexOf('Payment Paid') + 1)).toEqual([
      'Card 100.00',
      'Cash 572.00',
      '  Tendered 1000.00',
      '  Change 428.00',
    ]);
    // on paper: the four ₹ rows after "Payment  Paid" come as pictures (PRT12: no ₹ in the printer's code pages)
    const events = papers(counter)[0]!.events;
    const paid = events.findIndex((e) => e.type === 'line' && /^Payment\s+Paid$/.test(e.line.text));
    expect(paid).toBeGreaterThan(0);
    const after = events.slice(paid + 1).filter((e) => e.type === 'image' || e.type === 'line');
    expect(after.slice(0, 4).map((e) => e.type)).toEqual(['image', 'image', 'image', 'image']);
  });
}
