/**
 * Bill operations through sync push and pull (DISC1-DISC6; ADR 0065) on SQLite (bill-operations.test.ts) and
 * PostgreSQL (bill-operations.pg.test.ts): discounts and comps on the server's totals, the cap per role.
 */
import { discountAction } from '@tavola/shared';
import { describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { pullEverything } from '../security/pull-reads.ts';
import { useAppHarness } from '../test-support/app-harness.ts';
import { approvalFor, cashierAndManager } from '../test-support/approval-fixture.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { aLine, openShop } from '../test-support/shop-fixture.ts';
import { syncTill } from '../test-support/sync-till.ts';

const DAY = '2026-01-15'; // the harness's clock, in Asia/Kolkata

export const rowOf = async (c: HttpClient, table: string, id: string) =>
  (await pullEverything(c, 'reader')).flatMap((op) =>
    op.table === table && op.op === 'put' && (op.row as { id: string }).id === id
      ? [op.row as Record<string, unknown>]
      : [],
  )[0];

export function billOperationsSuite(open: OpenTestDatabase) {
  const { start, signedIn, addStaff } = useAppHarness(open);

  describe('discounts and comps (DISC1-DISC6)', () => {
    it('[DISC1] [DISC2] [DISC4] a cashier discounts within the cap; above it a manager approves; the invoice is discounted', async () => {
      const h = await start();
      const owner = await signedIn(h);
      const shop = await openShop(owner.c);
      const tenantId = owner.user.tenant_id;
      const { cashier } = await cashierAndManager({ signedIn, addStaff }, h, tenantId);
      const till = await syncTill(cashier, 'till-d');
      await till.push('shift.open.v1', { id: 'sh-d', deviceId: till.deviceId, openingFloat: 0 });
      // two lines of 390.00 + 5% GST: 819.00
      expect(
        await till.push('order.create.v1', {
          id: 'o1',
          tokenNo: `${till.code}-1`,
          businessDay: DAY,
          cart: [aLine(shop), aLine(shop, { notes: 'spicy' })],
          deliveryType: 'dinein',
          customerType: 'WALKIN',
          tableId: shop.tableId,
          itemIds: ['o1-l1', 'o1-l2'],
        }),
      ).toMatchObject({ status: 'applied' });
      const bill = { orderId: 'o1', type: 'percent', value: 100_000, reason: 'Regular customer' };
      expect(await till.push('order.discount.v1', bill)).toMatchObject({ status: 'applied' });
      // 780.00 − 78.00 = 702.00 + 35.10 GST
      expect(await rowOf(owner.c, 'orders', 'o1')).toMatchObject({ total: 73710, discountValue: 100_000 });
      const comp = { orderId: 'o1', itemId: 'o1-l2', type: 'comp', reason: 'Complaint' };
      expect(await till.push('order.discount.v1', comp)).toMatchObject({
        status: 'rejected',
        code: 'APPROVAL_REQUIRED',
      });
      const approval = await approvalFor(cashier, discountAction('comp', 1_000_000), 'o1-l2');
      expect(await till.push('order.discount.v1', { ...comp, approval })).toMatchObject({
        status: 'applied',
      });
      // the comped line is 0; the bill's 10% of 390.00 = 39.00; 351.00 + 17.55 GST
      expect(await rowOf(owner.c, 'orders', 'o1')).toMatchObject({ total: 36855, taxTotal: 1755 });
      expect(
        await till.push('order.payment-collected.v1', {
          orderIds: ['o1'],
          invoiceId: 'inv-o1',
          paymentTypeId: shop.cashId,
        }),
      ).toMatchObject({ status: 'applied' });
      expect(await rowOf(owner.c, 'invoices', 'inv-o1')).toMatchObject({ total: 36855, subTotal: 35100 });
      const audit = (await owner.c.get('/api/v1/reports/audit')).json();
      const actions = audit.entries.map((e: { action: string }) => e.action);
      expect(actions).toEqual(expect.arrayContaining(['order.discount', 'order.comp', 'approval']));
      expect(audit.entries.find((e: { action: string }) => e.action === 'order.comp').reason).toBe(
        'Complaint',
      );
      // SHIFT10: the shift's X report shows the comp apart (its menu value), inside the discounts
      const report = (await owner.c.get('/api/v1/reports/shifts?type=today')).json();
      expect(report.shifts[0].figures).toMatchObject({ discounts: 42900, comps: { count: 1, value: 39000 } });
    });

    it('[DISC5] the owner sets the reasons and the cap; a reason not in the list is refused', async () => {
      const h = await start();
      const owner = await signedIn(h);
      const shop = await openShop(owner.c);
      const till = await syncTill(owner.c, 'till-o');
      expect(
        await till.push('store-settings.discounts.v1', {
          discountReasons: ['Birthday', ' Birthday '],
          discountCap: 200_000,
        }),
      ).toMatchObject({ status: 'applied' });
      const settings = (await pullEverything(owner.c, 'reader')).find((op) => op.table === 'storeSettings');
      expect((settings as unknown as { row: Record<string, unknown> }).row).toMatchObject({
        discountReasons: ['Birthday'],
        discountCap: 200_000,
      });
      const created = await till.push('order.create.v1', {
        id: 'o2',
        tokenNo: `${till.code}-1`,
        businessDay: DAY,
        cart: [aLine(shop)],
        deliveryType: 'dinein',
        customerType: 'WALKIN',
        tableId: shop.tableId,
        itemIds: ['o2-l1'],
      });
      expect(created).toMatchObject({ status: 'applied' });
      expect(
        await till.push('order.discount.v1', {
          orderId: 'o2',
          type: 'amount',
          value: 1000,
          reason: 'Complaint',
        }),
      ).toMatchObject({ status: 'rejected', message: 'Please choose a reason from the list!' });
      const kitchen = (await signedIn(h, await addStaff(h, owner.user.tenant_id, 'KITCHEN'))).c;
      const kds = await syncTill(kitchen, 'kds');
      expect(
        await kds.push('store-settings.discounts.v1', { discountReasons: ['x'], discountCap: 1_000_000 }),
      ).toMatchObject({ code: 'FORBIDDEN' });
    });
  });

  describe('split payment, voids and refunds (TEND1-TEND3, VOID1-VOID2, REF1-REF4)', () => {
    it('[TEND1] [VOID1] [REF3] [REF4] paid cash + card with change, a line voided, a refund to the khata; the X report counts them', async () => {
      const h = await start();
      const owner = await signedIn(h);
      const shop = await openShop(owner.c);
      const cardId = (await owner.c.post('/api/v1/settings/payment-types/add', { title: 'Card' })).json().id;
      const cashier = (await signedIn(h, await addStaff(h, owner.user.tenant_id, 'POS'))).c;
      const till = await syncTill(cashier, 'till-t');
      await till.push('shift.open.v1', { id: 'sh', deviceId: till.deviceId, openingFloat: 100000 });
      expect(
        await till.push('order.create.v1', {
          id: 'o3',
          tokenNo: `${till.code}-1`,
          businessDay: DAY,
          cart: [aLine(shop), aLine(shop, { notes: 'x' }), aLine(shop, { notes: 'y' })],
          deliveryType: 'dinein',
          customerType: 'CUSTOMER',
          customerId: shop.customerId,
          tableId: shop.tableId,
          itemIds: ['o3-l1', 'o3-l2', 'o3-l3'],
        }),
      ).toMatchObject({ status: 'applied' });
      // VOID2: a cashier's void needs a manager (the limit is 0 by default); the owner voids it
      const voidArgs = { orderId: 'o3', itemId: 'o3-l3', reason: 'Wrong table' };
      expect(await till.push('order.void.v1', voidArgs)).toMatchObject({ code: 'APPROVAL_REQUIRED' });
      const ownerTill = await syncTill(owner.c, 'till-owner');
      expect(await ownerTill.push('order.void.v1', voidArgs)).toMatchObject({ status: 'applied' });
      // 2 × 409.50 = 819.00: 500.00 by card, 400.00 cash handed over → 81.00 change
      const paid = await till.push('order.payment-collected.v1', {
        orderIds: ['o3'],
        invoiceId: 'inv-o3',
        tenders: [
          { paymentTypeId: cardId, tendered: 50000 },
          { paymentTypeId: shop.cashId, tendered: 40000 },
        ],
      });
      expect(paid).toMatchObject({ status: 'applied' });
      expect(await rowOf(owner.c, 'invoices', 'inv-o3')).toMatchObject({
        total: 81900,
        tenders: [
          { paymentTypeId: cardId, amount: 50000, tendered: 50000, change: 0 },
          { paymentTypeId: shop.cashId, amount: 31900, tendered: 40000, change: 8100 },
        ],
      });
      expect(
        await till.push('order.payment-collected.v1', {
          orderIds: ['o3'],
          invoiceId: 'inv-o3b',
          tenders: [{ paymentTypeId: cardId, tendered: 90000 }],
        }),
      ).toMatchObject({ status: 'applied' }); // paid already: nothing moves (SYNC13)
      const refund = {
        id: 'ref-1',
        invoiceId: 'inv-o3',
        orderIds: ['o3'],
        itemIds: ['o3-l2'],
        method: 'khata',
        customerId: shop.customerId,
        reason: 'Cold pizza',
      };
      expect(await till.push('invoice.refund.v1', refund)).toMatchObject({ code: 'APPROVAL_REQUIRED' });
      expect(await ownerTill.push('invoice.refund.v1', refund)).toMatchObject({ status: 'applied' });
      expect(await rowOf(owner.c, 'refunds', 'ref-1')).toMatchObject({ amount: 40950, method: 'khata' });
      expect(await rowOf(owner.c, 'customers', shop.customerId)).toMatchObject({ balanceDue: -40950 });
      // REF2: the rest of the bill, then nothing more
      const rest = { ...refund, id: 'ref-2', itemIds: [], method: 'tender' };
      expect(await ownerTill.push('invoice.refund.v1', rest)).toMatchObject({ status: 'applied' });
      expect(await rowOf(owner.c, 'refunds', 'ref-2')).toMatchObject({
        amount: 40950,
        tenders: [
          { paymentTypeId: shop.cashId, amount: 31900 },
          { paymentTypeId: cardId, amount: 9050 },
        ],
      });
      expect(await ownerTill.push('invoice.refund.v1', { ...rest, id: 'ref-3' })).toMatchObject({
        code: 'FULLY_REFUNDED',
      });
      const report = (await owner.c.get('/api/v1/reports/shifts?type=today')).json();
      expect(report.shifts[0].figures).toMatchObject({ revenue: 81900, refunds: 0 });
      expect(report.shifts[0].figures.byPaymentType).toEqual([
        { title: 'Card', count: 1, total: 50000 },
        { title: 'Cash', count: 1, total: 31900 },
      ]);
      const audit = (await owner.c.get('/api/v1/reports/audit?action=invoice.refund')).json();
      expect(audit.entries.map((e: { reason: string }) => e.reason)).toEqual(['Cold pizza', 'Cold pizza']);
    });
  });
}
