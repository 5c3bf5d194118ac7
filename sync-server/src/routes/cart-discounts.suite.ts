/**
 * Discounts given on the till's cart (DISC7; ADR 0068) through sync push on SQLite (cart-discounts.test.ts) and
 * PostgreSQL (cart-discounts.pg.test.ts): order.create.v1 carries them and the server decides them again, with
 * the manager's key it alone holds; the totals and the invoice are the server's.
 */
import { approvalProof, discountAction } from '@tavola/shared';
import { describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { useAppHarness } from '../test-support/app-harness.ts';
import { cashierAndManager, pulledApprover, signedApproval } from '../test-support/approval-fixture.ts';
import { aLine, openShop } from '../test-support/shop-fixture.ts';
import { syncTill } from '../test-support/sync-till.ts';
import { rowOf } from './bill-operations.suite.ts';

const DAY = '2026-01-15'; // the harness's clock, in Asia/Kolkata

export function cartDiscountsSuite(open: OpenTestDatabase) {
  const { start, signedIn, addStaff } = useAppHarness(open);

  describe('discounts on the till’s cart (DISC7)', () => {
    it('[DISC7] [DISC2] a comp on the cart: refused without a manager, with a forged proof, applied with the PIN’s; the invoice is the server’s', async () => {
      const h = await start();
      const owner = await signedIn(h);
      const shop = await openShop(owner.c);
      const tenantId = owner.user.tenant_id;
      const { cashier } = await cashierAndManager({ signedIn, addStaff }, h, tenantId);
      const till = await syncTill(cashier, 'till-cart');
      const approver = await pulledApprover(cashier);
      const comp = { itemId: 'c1-l2', type: 'comp', reason: 'Complaint' };
      // two lines of 390.00 + 5% GST; the second comped, 10% off the bill, paid at once in cash
      const order = (n: number, lineDiscounts: unknown[]) => ({
        id: `c${n}`,
        tokenNo: `${till.code}-${n}`,
        businessDay: DAY,
        cart: [aLine(shop), aLine(shop, { notes: 'spicy' })],
        deliveryType: 'dinein',
        customerType: 'WALKIN',
        tableId: shop.tableId,
        itemIds: [`c${n}-l1`, `c${n}-l2`],
        lineDiscounts,
        billDiscount: { type: 'percent', value: 100_000, reason: 'Regular customer' },
        payNow: { invoiceId: `inv-c${n}`, paymentTypeId: shop.cashId },
      });
      expect(await till.push('order.create.v1', order(1, [comp]))).toMatchObject({
        status: 'rejected',
        code: 'APPROVAL_REQUIRED',
      });
      // the till's verifier cannot sign: a proof made with another key is refused by the server's
      const forged = approvalProof('ab'.repeat(32), discountAction('comp', 1_000_000), 'c2-l2');
      const withForged = {
        ...comp,
        itemId: 'c2-l2',
        approval: { managerId: approver.id, proof: forged },
      };
      expect(await till.push('order.create.v1', order(2, [withForged]))).toMatchObject({
        status: 'rejected',
        code: 'APPROVAL_INVALID',
      });
      const approval = await signedApproval(approver, discountAction('comp', 1_000_000), 'c3-l2');
      const approved = { ...comp, itemId: 'c3-l2', approval };
      expect(await till.push('order.create.v1', order(3, [approved]))).toMatchObject({ status: 'applied' });
      // the comped line is 0; 10% of 390.00 = 39.00 off the bill; 351.00 + 17.55 GST = 368.55
      expect(await rowOf(owner.c, 'orders', 'c3')).toMatchObject({ total: 36855, paymentStatus: 'paid' });
      expect(await rowOf(owner.c, 'orderItems', 'c3-l2')).toMatchObject({ discountType: 'comp' });
      expect(await rowOf(owner.c, 'invoices', 'inv-c3')).toMatchObject({
        total: 36855,
        taxTotal: 1755,
        discountTotal: 39000 + 3900,
      });
      const audit = (await owner.c.get('/api/v1/reports/audit')).json();
      const actions = audit.entries.map((e: { action: string }) => e.action);
      expect(actions).toEqual(expect.arrayContaining(['order.comp', 'order.discount', 'approval']));
    });
  });
}
