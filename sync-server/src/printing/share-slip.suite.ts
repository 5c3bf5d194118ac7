/**
 * PRT22 over real TCP to a fake printer, on SQLite (share-slip.test.ts) and PostgreSQL (share-slip.pg.test.ts): a
 * cash share of an equal split prints its own slip where receipts print, kicking the drawer with it; a card share
 * prints nothing; the bill's receipt then prints once, with the last share, and kicks no more.
 */
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { useAppHarness } from '../test-support/app-harness.ts';
import {
  cashAndCardCounter,
  equalSplitOrder,
  papers,
  settle,
  useFakePrinters,
} from '../test-support/printing-fixture.ts';
import { documentFromJson } from './job-document-json.ts';

export function shareSlipSuite(open: OpenTestDatabase) {
  const { start, signedIn } = useAppHarness(open);
  const fakePrinter = useFakePrinters();

  it('[PRT22][PRT19] a cash share prints its slip with the drawer kick; a card share prints none; the receipt comes once, with the last', async () => {
    const h = await start();
    const { c, user } = await signedIn(h);
    const { shop, cardId, counter, till } = await cashAndCardCounter(
      h,
      c,
      user.tenant_id,
      fakePrinter,
      'till-slips',
    );
    // 672.00 in two shares of 336.00: the first in cash (500.00 handed over, 164.00 back), the second by card
    const share = await equalSplitOrder(till, shop);
    expect(await share(1, [{ paymentTypeId: shop.cashId, tendered: 50000 }])).toMatchObject({
      status: 'applied',
    });
    await counter.waitFor(1);
    expect(papers(counter)[0]).toMatchObject({ drawerKicks: 1, cuts: 1 });
    const { t } = h.database;
    const slips = await h.database.db
      .select({ document: t.printJobs.document })
      .from(t.printJobs)
      .where(and(eq(t.printJobs.orderId, 'o1'), eq(t.printJobs.kind, 'receipt')));
    expect(slips).toHaveLength(1);
    const rows = (documentFromJson(slips[0]?.document)?.blocks ?? []).flatMap((b) =>
      b.kind === 'row' ? [`${b.left} ${b.right}`] : b.kind === 'text' ? [b.text] : [],
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        `Token ${till.code}-1`,
        'Share 1 of 2 ₹336.00',
        'Cash ₹336.00',
        '  Tendered ₹500.00',
        '  Change ₹164.00',
      ]),
    );

    expect(await share(2, [{ paymentTypeId: cardId, tendered: 33600 }])).toMatchObject({ status: 'applied' });
    await counter.waitFor(2);
    await settle(h);
    h.app.printing.dispatcher.kick();
    await settle(h);
    // the card share printed no slip; the bill's receipt (it took cash) printed once and kicked no more
    const printed = papers(counter);
    expect(printed.map((p) => p.drawerKicks)).toEqual([1, 0]);
    expect(printed[1]?.texts.some((line) => /^Receipt No:/.test(line))).toBe(true);
  });
}
