// TEND4 and SPLIT7 fault scenarios: two tills offline on one bill, one splits or pays a share while the other pays,
// then both reconnect: a payment naming the lines its till saw is refused when the bill changed meanwhile, a share
// is never paid twice, and what the server charged adds up to the bill, to the paisa.
import { seenLinesOf } from '@tavola/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../../test/databases.ts';
import { uuidv7 } from '../../ids.ts';
import { expectAllInvariants } from '../testing/invariants.ts';
import { MENU_ITEM, storeWithTills } from '../testing/scenario.ts';
import type { SimClient } from '../testing/sim-client.ts';
import { useSyncHarness } from '../testing/sync-harness.ts';

const BILL_CHANGED = 'This bill was changed on another till. Please check it and try again!';

const lines = (t: SimClient, orderId: string) =>
  Object.values(t.local.orderItems ?? {}).filter((i) => i.orderId === orderId) as unknown as Parameters<
    typeof seenLinesOf
  >[0];

const share = (t: SimClient, orderId: string, k: number, paymentTypeId: string, tendered: number) =>
  t.mutate('order.share-paid.v1', {
    id: uuidv7(),
    orderId,
    of: 3,
    share: k,
    seenLines: seenLinesOf(lines(t, orderId)),
    tenders: [{ paymentTypeId, tendered }],
    invoiceId: uuidv7(),
  });

export function sharePaymentsSuite(open: OpenTestDatabase) {
  const start = useSyncHarness(open);

  /** A bill of 4 dosas (360.00) rung up on A, known to B, with Cash and Card; both tills then go offline. */
  const setup = async () => {
    const h = await start();
    const { tenant, tills, menuItemId } = await storeWithTills(h, 2);
    const [a, b] = tills as [SimClient, SimClient];
    const cash = uuidv7();
    const card = uuidv7();
    expect(a.mutate('payment-type.create.v1', { id: cash, title: 'Cash' })).toMatchObject({ ok: true });
    expect(a.mutate('payment-type.create.v1', { id: card, title: 'Card' })).toMatchObject({ ok: true });
    const orderId = a.ringUp(menuItemId, MENU_ITEM.price, 4)?.orderId as string;
    await a.settle();
    await b.pull();
    a.online = false;
    b.online = false;
    return { h, a, b, tenant, orderId, tokenNo: a.printed.get(orderId) as string, cash, card };
  };

  /** What the server holds: invoices (total, tenders), and the live lines' quantity. */
  const charged = async (h: Awaited<ReturnType<typeof setup>>['h'], tenantId: string) => {
    const inv = h.database.t.invoices;
    const invoices = await h.database.db.select().from(inv).where(eq(inv.tenantId, tenantId));
    const o = h.database.t.orders;
    const orders = await h.database.db.select().from(o).where(eq(o.tenantId, tenantId));
    const i = h.database.t.orderItems;
    const items = await h.database.db.select().from(i).where(eq(i.tenantId, tenantId));
    const live = new Set(orders.filter((x) => !x.deleted).map((x) => x.id));
    return {
      invoiced: invoices.reduce((s, x) => s + x.total, 0),
      tendered: invoices.reduce((s, x) => s + (x.tenders ?? []).reduce((t, y) => t + y.amount, 0), 0),
      quantity: items.filter((x) => live.has(x.orderId)).reduce((s, x) => s + x.quantity, 0),
      orders: orders.filter((x) => !x.deleted),
    };
  };

  describe('two tills offline on one bill: one splits, the other pays what it saw', () => {
    it('[TEND4] the split lands first: the payment is refused with the message, nothing charged twice, nothing lost', async () => {
      const { h, a, b, tenant, orderId, tokenNo, cash } = await setup();
      const [line] = lines(a, orderId);
      expect(
        a.mutate('order.split.v1', {
          orderId,
          tokenNo,
          seenLines: seenLinesOf(lines(a, orderId)),
          parts: [{ orderId: uuidv7(), lines: [{ id: line?.id, quantity: 1, newId: uuidv7() }] }],
        }),
      ).toMatchObject({ ok: true });
      expect(
        b.mutate('order.pay-and-complete.v1', {
          orderIds: [orderId],
          invoiceId: uuidv7(),
          paymentTypeId: null,
          tenders: [{ paymentTypeId: cash, tendered: 4 * MENU_ITEM.price }],
          seenLines: seenLinesOf(lines(b, orderId)),
        }),
      ).toMatchObject({ ok: true });
      a.online = true;
      b.online = true;
      await a.settle();
      await b.settle();
      await a.pull();
      expect(a.rejections).toEqual([]);
      expect(b.rejections).toEqual([
        expect.objectContaining({
          name: 'order.pay-and-complete.v1',
          code: 'BILL_CHANGED',
          message: BILL_CHANGED,
        }),
      ]);
      // B's optimistic payment is gone: its bill is open again with the 3 dosas left on it
      expect(b.local.orders?.[orderId]).toMatchObject({
        paymentStatus: 'pending',
        total: 3 * MENU_ITEM.price,
      });
      const c = await charged(h, tenant.tenantId);
      expect(c).toMatchObject({ invoiced: 0, quantity: 4 });
      expect(c.orders.reduce((s, o) => s + o.total, 0)).toBe(4 * MENU_ITEM.price);
      await expectAllInvariants(h.database, [a, b]);
    });
  });

  describe('two tills offline on one bill paid in 3 shares', () => {
    it('[SPLIT7] both pay share 1: the second is refused; shares 2 and 3 then close the bill with one invoice of 3 tenders', async () => {
      const { h, a, b, tenant, orderId, cash, card } = await setup();
      // 360.00 in 3: 120.00 each
      expect(share(a, orderId, 1, cash, 20_000)).toMatchObject({ ok: true });
      expect(share(b, orderId, 1, card, 12_000)).toMatchObject({ ok: true });
      a.online = true;
      b.online = true;
      await a.settle();
      await b.settle();
      expect(b.rejections).toEqual([
        expect.objectContaining({
          name: 'order.share-paid.v1',
          code: 'SHARE_PAID',
          message: 'This share is paid already!',
        }),
      ]);
      await b.pull();
      expect(share(b, orderId, 2, card, 12_000)).toMatchObject({ ok: true });
      await b.settle();
      await a.pull();
      expect(share(a, orderId, 3, cash, 12_000)).toMatchObject({ ok: true });
      await a.settle();
      await b.pull();
      expect(a.rejections).toEqual([]);
      const c = await charged(h, tenant.tenantId);
      expect(c).toMatchObject({ invoiced: 4 * MENU_ITEM.price, tendered: 4 * MENU_ITEM.price, quantity: 4 });
      expect(b.local.orders?.[orderId]).toMatchObject({ paymentStatus: 'paid', status: 'completed' });
      const inv = h.database.t.invoices;
      const [invoice] = await h.database.db.select().from(inv).where(eq(inv.tenantId, tenant.tenantId));
      expect(invoice?.tenders).toEqual([
        { paymentTypeId: cash, amount: 12_000, tendered: 20_000, change: 8_000, shareId: expect.any(String) },
        { paymentTypeId: card, amount: 12_000, tendered: 12_000, change: 0, shareId: expect.any(String) },
        { paymentTypeId: cash, amount: 12_000, tendered: 12_000, change: 0, shareId: expect.any(String) },
      ]); // SPLIT10: each marked with its share
      await expectAllInvariants(h.database, [a, b]);
    });
  });
}
