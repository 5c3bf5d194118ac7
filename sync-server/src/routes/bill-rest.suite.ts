/**
 * The bill operations over REST (REST1-REST3, SPLIT6-SPLIT9; ADR 0067) on SQLite (bill-rest.test.ts) and
 * PostgreSQL (bill-rest.pg.test.ts): each route runs its mutator, answers the core's shape, refuses bad input
 * with a 4xx and a clear message, and takes a manager's approval proof where the mutator asks for one.
 */
import { discountAction, VOID_ACTION } from '@tavola/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { pullEverything } from '../security/pull-reads.ts';
import { useAppHarness } from '../test-support/app-harness.ts';
import { approvalFor, cashierAndManager } from '../test-support/approval-fixture.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { aLine, openShop, ringUp, type Shop } from '../test-support/shop-fixture.ts';

const BILL_CHANGED = 'This bill was changed on another till. Please check it and try again!';

const post = async (c: HttpClient, url: string, body: unknown) => {
  const r = await c.post(`/api/v1${url}`, body);
  return { status: r.statusCode, body: r.json() as Record<string, unknown> };
};

export function billRestSuite(open: OpenTestDatabase) {
  const { start, signedIn, addStaff } = useAppHarness(open);

  /** A shop with Card and UPI besides Cash, a second table, a cashier and a manager with PIN 2468. */
  async function setup() {
    const h = await start();
    const owner = await signedIn(h);
    const shop = await openShop(owner.c);
    const tenantId = owner.user.tenant_id;
    const add = async (title: string) =>
      (await owner.c.post('/api/v1/settings/payment-types/add', { title })).json().id as string;
    const cardId = await add('Card');
    const upiId = await add('UPI');
    const t2 = (
      await owner.c.post('/api/v1/settings/store-tables/add', {
        title: 'T2',
        floor: 'Ground',
        seatingCapacity: 4,
      })
    ).json().id as string;
    const { cashier } = await cashierAndManager({ signedIn, addStaff }, h, tenantId);
    return { h, owner, shop, tenantId, cardId, upiId, t2, cashier };
  }

  /** A bill of three lines of 390.00 + 5% GST: 1,228.50. */
  const threeLines = (shop: Shop, c: HttpClient) =>
    ringUp({ ...shop, c }, { cart: [aLine(shop), aLine(shop, { notes: 'a' }), aLine(shop, { notes: 'b' })] });

  it('[REST1] [SPLIT6] [SPLIT8] a table of 3 pays an equal split by cash, card and UPI: one invoice of 3 tenders', async () => {
    const { h, shop, cardId, upiId, cashier } = await setup();
    const { orderId } = await threeLines(shop, cashier);
    const url = `/orders/pay-share/${orderId}`;
    // 1,228.50 in 3: 409.50 each
    const first = await post(cashier, url, {
      of: 3,
      share: 2,
      tenders: [{ paymentTypeId: shop.cashId, tendered: 50_000 }],
    });
    expect(first).toEqual({
      status: 200,
      body: {
        message: 'Share 2 of 3 paid!',
        share: 2,
        of: 3,
        amount: 40_950,
        tenders: [{ paymentTypeId: shop.cashId, amount: 40_950, tendered: 50_000, change: 9_050 }],
        paidShares: [2],
        invoiceId: null,
      },
    });
    // bad input: 4xx with the rule's message, never 500
    for (const [body, message] of [
      [
        { of: 3, share: 2, tenders: [{ paymentTypeId: cardId, tendered: 40_950 }] },
        'This share is paid already!',
      ],
      [
        { of: 3, share: 4, tenders: [{ paymentTypeId: cardId, tendered: 40_950 }] },
        'Please choose a share of the bill!',
      ],
      [
        { of: 2, share: 1, tenders: [{ paymentTypeId: cardId, tendered: 40_950 }] },
        'This bill is being paid in 3 shares!',
      ],
      [
        { of: 3, share: 1, tenders: [{ paymentTypeId: cardId, tendered: 41_000 }] },
        'Only cash can be more than the amount due!',
      ],
      [{ of: 3, share: 1, tenders: [] }, 'The payments do not cover the bill!'],
      [
        { of: 3, share: 1, tenders: [{ paymentTypeId: cardId, tendered: 40_950 }], seenLines: [] },
        BILL_CHANGED,
      ],
    ] as const)
      expect(await post(cashier, url, body)).toMatchObject({ status: 400, body: { message } });
    expect(
      (await post(cashier, url, { of: 3, share: 1, tenders: [{ paymentTypeId: cardId, tendered: 40_950 }] }))
        .status,
    ).toBe(200);
    const last = await post(cashier, url, {
      of: 3,
      share: 3,
      tenders: [{ paymentTypeId: upiId, tendered: 40_950 }],
    });
    expect(last.body).toMatchObject({ paidShares: [1, 2, 3], invoiceId: expect.any(String) });
    const inv = h.database.t.invoices;
    const [invoice] = await h.database.db
      .select()
      .from(inv)
      .where(eq(inv.id, last.body.invoiceId as string));
    expect(invoice).toMatchObject({ total: 122_850 });
    expect(invoice?.tenders?.map((t) => [t.paymentTypeId, t.amount, t.change])).toEqual([
      [shop.cashId, 40_950, 9_050],
      [cardId, 40_950, 0],
      [upiId, 40_950, 0],
    ]);
    expect(
      (await post(cashier, url, { of: 3, share: 1, tenders: [{ paymentTypeId: cardId, tendered: 1 }] })).body,
    ).toMatchObject({
      message: 'This bill is already paid, completed or cancelled!',
    });
  });

  it('[REST1] [SPLIT1] [MOVE1] [MOVE2] split by items, move the part to T2, merge it back; a stale bill is refused', async () => {
    const { shop, t2, cashier } = await setup();
    const { orderId } = await threeLines(shop, cashier);
    const lines = (await pullEverything(cashier, 'reader')).flatMap((op) =>
      op.table === 'orderItems' && op.op === 'put' && (op.row as { orderId: string }).orderId === orderId
        ? [op.row as { id: string; quantity: number }]
        : [],
    );
    const stale = [{ id: lines[0]!.id, quantity: 1 }];
    expect(
      await post(cashier, `/orders/split/${orderId}`, { parts: [{ lines: stale }], seenLines: stale }),
    ).toMatchObject({
      status: 400,
      body: { message: BILL_CHANGED },
    });
    const split = await post(cashier, `/orders/split/${orderId}`, {
      parts: [{ lines: [{ id: lines[0]!.id, quantity: 1 }] }],
    });
    expect(split).toMatchObject({
      status: 200,
      body: { message: 'Bill split!', orderIds: [expect.any(String)] },
    });
    const part = (split.body.orderIds as string[])[0]!;
    expect(await post(cashier, `/orders/move/${part}`, { tableId: t2 })).toEqual({
      status: 200,
      body: { message: 'Bill moved!', orderId: part },
    });
    expect(await post(cashier, `/orders/move/${part}`, { tableId: 'no-such-table' })).toMatchObject({
      status: 400,
      body: { message: 'Please select a valid table!' },
    });
    expect(await post(cashier, `/orders/merge/${part}`, { intoOrderId: orderId })).toEqual({
      status: 200,
      body: { message: 'Bills merged!', orderId, subTotal: 117_000, taxTotal: 5_850, total: 122_850 },
    });
    expect((await post(cashier, `/orders/merge/${part}`, { intoOrderId: orderId })).status).toBe(404);
    expect((await post(cashier, '/orders/split/no-such-order', { parts: [{ lines: stale }] })).status).toBe(
      404,
    );
  });

  it('[REST2] discount, comp and void: a cashier above the limit needs the manager’s proof, which the route passes on', async () => {
    const { shop, cashier } = await setup();
    const { orderId } = await threeLines(shop, cashier);
    const lines = (await pullEverything(cashier, 'reader')).flatMap((op) =>
      op.table === 'orderItems' && op.op === 'put' && (op.row as { orderId: string }).orderId === orderId
        ? [(op.row as { id: string }).id]
        : [],
    );
    expect(
      await post(cashier, `/orders/discount/${orderId}`, {
        type: 'percent',
        value: 50_000,
        reason: 'Regular customer',
      }),
    ).toMatchObject({
      status: 200,
      body: { message: 'Discount saved!', orderId, total: 116_709 },
    });
    const comp = { itemId: lines[0], reason: 'Complaint' };
    expect(await post(cashier, `/orders/comp-line/${orderId}`, comp)).toMatchObject({
      status: 400,
      body: { message: 'A manager must approve this discount!' },
    });
    const compOk = {
      ...comp,
      approval: await approvalFor(cashier, discountAction('comp', 1_000_000), lines[0]!),
    };
    expect(await post(cashier, `/orders/comp-line/${orderId}`, compOk)).toMatchObject({
      status: 200,
      body: { message: 'Item comped!' },
    });
    const voidIt = { itemId: lines[1], reason: 'Wrong item' };
    expect(await post(cashier, `/orders/void-line/${orderId}`, voidIt)).toMatchObject({
      status: 400,
      body: { message: 'A manager must approve this void!' },
    });
    const voided = await post(cashier, `/orders/void-line/${orderId}`, {
      ...voidIt,
      approval: await approvalFor(cashier, VOID_ACTION, lines[1]!),
    });
    // one line left of 390.00, 5% off: 370.50 + 18.53 GST
    expect(voided).toMatchObject({ status: 200, body: { message: 'Item voided!', total: 38_903 } });
    expect(await post(cashier, `/orders/void-line/${orderId}`, { itemId: lines[2] })).toMatchObject({
      status: 400,
      body: { message: 'Please provide a reason!' },
    });
  });

  it('[REST3] a refund of a paid bill over REST: the amount is the server’s, never more than was paid', async () => {
    const { h, shop, owner } = await setup();
    const paid = (
      await owner.c.post('/api/v1/pos/create-order-and-invoice', {
        cart: [aLine(shop)],
        deliveryType: 'dinein',
        tableId: shop.tableId,
        netTotal: 0,
        taxTotal: 0,
        total: 0,
        paymentTypeId: shop.cashId,
      })
    ).json() as { orderId: string };
    const links = h.database.t.invoiceOrders;
    const [link] = await h.database.db.select().from(links).where(eq(links.orderId, paid.orderId));
    const url = `/invoices/refund/${link?.invoiceId}`;
    expect(await post(owner.c, url, { method: 'cheque', reason: 'Cold food' })).toMatchObject({
      status: 400,
    });
    expect(await post(owner.c, url, { method: 'tender', reason: 'Cold food' })).toMatchObject({
      status: 200,
      body: { message: 'Refund given!', refundId: expect.any(String), amount: 40_950 },
    });
    expect(await post(owner.c, url, { method: 'tender', reason: 'Again' })).toMatchObject({
      status: 400,
      body: { message: 'This bill is refunded already!' },
    });
    expect(
      (await post(owner.c, '/invoices/refund/no-such-invoice', { method: 'tender', reason: 'x' })).status,
    ).toBe(404);
  });

  describe('who may call them', () => {
    it('[REST1] staff without POS or ORDERS are refused', async () => {
      const { h, shop, tenantId, cashier } = await setup();
      const { orderId } = await threeLines(shop, cashier);
      const kitchen = (await signedIn(h, await addStaff(h, tenantId, 'KITCHEN'))).c;
      expect(
        (await post(kitchen, `/orders/pay-share/${orderId}`, { of: 2, share: 1, tenders: [] })).status,
      ).toBe(403);
    });
  });
}
