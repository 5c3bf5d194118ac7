// SPLIT4 fault scenarios: two tills offline on the same table's bill, splitting, moving and paying it, reconnect
// in either order: the server never charges a line twice or loses one; the till that lost sees a clear refusal.
import { seenLinesOf } from '@tavola/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../../test/databases.ts';
import { uuidv7 } from '../../ids.ts';
import { expectAllInvariants } from '../testing/invariants.ts';
import { MENU_ITEM, storeWithTills } from '../testing/scenario.ts';
import type { SimClient } from '../testing/sim-client.ts';
import { useSyncHarness } from '../testing/sync-harness.ts';

type Till = SimClient;

const lines = (t: Till, orderId: string) =>
  Object.values(t.local.orderItems ?? {}).filter((i) => i.orderId === orderId) as unknown as Parameters<
    typeof seenLinesOf
  >[0];

/** Till `t` splits `n` of the bill's one line (of 4) into a new part; returns the part's id. */
function split(t: Till, orderId: string, tokenNo: string, n: number): string {
  const [line] = lines(t, orderId);
  const part = uuidv7();
  const d = t.mutate('order.split.v1', {
    orderId,
    tokenNo,
    seenLines: seenLinesOf(lines(t, orderId)),
    parts: [{ orderId: part, lines: [{ id: line?.id, quantity: n, newId: uuidv7() }] }],
  });
  expect(d).toMatchObject({ ok: true });
  return part;
}

const pay = (t: Till, orderId: string) =>
  expect(
    t.mutate('order.payment-collected.v1', { orderIds: [orderId], invoiceId: uuidv7(), paymentTypeId: null }),
  ).toMatchObject({ ok: true });

export function splitMoveSuite(open: OpenTestDatabase) {
  const start = useSyncHarness(open);

  /** A bill of 4 dosas rung up on A, known to B; both tills then go offline. */
  const setup = async () => {
    const h = await start();
    const { tenant, tills, menuItemId } = await storeWithTills(h, 2);
    const [a, b] = tills as [Till, Till];
    const orderId = a.ringUp(menuItemId, MENU_ITEM.price, 4)?.orderId as string;
    const ta = uuidv7();
    const tb = uuidv7();
    for (const [id, title] of [
      [ta, 'T3'],
      [tb, 'T4'],
    ])
      expect(a.mutate('store-table.create.v1', { id, title, floor: '-', seatingCapacity: 4 })).toMatchObject({
        ok: true,
      });
    // the bill holds one line of 4 dosas
    const line = lines(a, orderId)[0];
    await a.settle();
    await b.pull();
    a.online = false;
    b.online = false;
    const tokenNo = a.printed.get(orderId) as string;
    return { h, a, b, tenant, orderId, tokenNo, line, ta, tb };
  };

  /** What the server charged: invoice totals, and each line's quantity on paid bills. */
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
      quantity: items.filter((x) => live.has(x.orderId)).reduce((s, x) => s + x.quantity, 0),
      paidTotal: orders
        .filter((x) => x.paymentStatus === 'paid' && !x.deleted)
        .reduce((s, x) => s + x.total, 0),
    };
  };

  describe('two tills offline on one bill: split on one, pay on the other', () => {
    it('[SPLIT4] the payment lands first: the split and the payment of its part are refused; the bill is charged once', async () => {
      const { h, a, b, tenant, orderId, tokenNo } = await setup();
      pay(a, orderId);
      const part = split(b, orderId, tokenNo, 2);
      pay(b, part);
      a.online = true;
      b.online = true;
      await a.settle();
      await b.settle();
      await a.pull();
      expect(a.rejections).toEqual([]);
      expect(b.rejections).toEqual([
        expect.objectContaining({ name: 'order.split.v1', code: 'BILL_CLOSED' }),
        expect.objectContaining({ name: 'order.payment-collected.v1', code: 'ORDER_NOT_FOUND' }),
      ]);
      expect(b.local.orders?.[part]).toBeUndefined();
      expect(await charged(h, tenant.tenantId)).toEqual({
        invoiced: 4 * MENU_ITEM.price,
        quantity: 4,
        paidTotal: 4 * MENU_ITEM.price,
      });
      await expectAllInvariants(h.database, [a, b]);
    });

    it('[SPLIT4] the split lands first: the part and the rest are each invoiced once and add up to the whole', async () => {
      const { h, a, b, tenant, orderId, tokenNo } = await setup();
      pay(a, orderId);
      const part = split(b, orderId, tokenNo, 1);
      pay(b, part);
      a.online = true;
      b.online = true;
      await b.settle();
      await a.settle();
      await b.pull();
      expect([...a.rejections, ...b.rejections]).toEqual([]);
      expect(a.local.orders?.[orderId]).toMatchObject({ paymentStatus: 'paid', total: 3 * MENU_ITEM.price });
      expect(await charged(h, tenant.tenantId)).toEqual({
        invoiced: 4 * MENU_ITEM.price,
        quantity: 4,
        paidTotal: 4 * MENU_ITEM.price,
      });
      await expectAllInvariants(h.database, [a, b]);
    });
  });

  describe('two tills offline on one bill: two different splits, a move and a merge', () => {
    it('[SPLIT4] the second split names lines that changed: refused, no line lost or copied', async () => {
      const { h, a, b, tenant, orderId, tokenNo } = await setup();
      split(a, orderId, tokenNo, 1);
      split(b, orderId, tokenNo, 3);
      a.online = true;
      b.online = true;
      await b.settle();
      await a.settle();
      await b.pull();
      expect(a.rejections).toEqual([
        expect.objectContaining({ name: 'order.split.v1', code: 'BILL_CHANGED' }),
      ]);
      expect(a.rejections[0]?.message).toBe(
        'This bill was changed on another till. Please check it and try again!',
      );
      expect((await charged(h, tenant.tenantId)).quantity).toBe(4);
      await expectAllInvariants(h.database, [a, b]);
    });

    it('[MOVE1][MOVE2][MOVE3] a move to T3 on one till and moving lines to T4 on the other both apply, lines keep their ids', async () => {
      const { h, a, b, tenant, orderId, tokenNo, line, ta, tb } = await setup();
      expect(
        a.mutate('order.move-table.v1', { orderId, tableId: ta, seenLines: seenLinesOf(lines(a, orderId)) }),
      ).toMatchObject({ ok: true });
      const moved = uuidv7();
      expect(
        b.mutate('order.move-lines.v1', {
          fromOrderId: orderId,
          tokenNo,
          seenLines: seenLinesOf(lines(b, orderId)),
          lines: [{ id: line?.id, quantity: 4 }],
          toOrderId: moved,
          toTableId: tb,
        }),
      ).toMatchObject({ ok: true });
      a.online = true;
      b.online = true;
      await a.settle();
      await b.settle();
      await a.pull();
      expect([...a.rejections, ...b.rejections]).toEqual([]);
      // every line went to the new bill at T4: the emptied bill is gone, the line kept its id
      expect(a.local.orders?.[orderId]).toBeUndefined();
      // the server ran the move of the lines after the move to T3: the new bill came from T3 (MOVE3)
      expect(a.local.orders?.[moved]).toMatchObject({
        tableId: tb,
        tokenNo: `${tokenNo}.1`,
        movedFromTable: 'T3',
      });
      expect(a.local.orderItems?.[line?.id as string]).toMatchObject({ orderId: moved, quantity: 4 });
      expect((await charged(h, tenant.tenantId)).quantity).toBe(4);
      const log = h.database.t.auditLog;
      const audit = await h.database.db.select().from(log).where(eq(log.tenantId, tenant.tenantId));
      expect(audit.map((x) => x.action).sort()).toEqual(
        expect.arrayContaining(['order.merge', 'order.move']),
      );
      await expectAllInvariants(h.database, [a, b]);
    });
  });
}
