/**
 * Shifts, approvals and the audit log through sync push, pull and REST (SHIFT1-SHIFT7, APPR1-APPR5, AUD1-AUD5;
 * ADR 0063) on SQLite (shifts.test.ts) and PostgreSQL (shifts.pg.test.ts).
 */
import { approvalProof, derivePinKey, pinVerifier } from '@tavola/shared';
import { describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { pullEverything } from '../security/pull-reads.ts';
import { type Harness, useAppHarness } from '../test-support/app-harness.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { aLine, openShop, type Shop } from '../test-support/shop-fixture.ts';
import { syncTill } from '../test-support/sync-till.ts';

const DAY = '2026-01-15'; // the harness's clock, in Asia/Kolkata

/** A till of `c` (sync-till.ts) that can also ring up a sale paid at once. */
async function aTill(c: HttpClient, clientId: string) {
  const till = await syncTill(c, clientId);
  let token = 0;
  /** A sale paid at once with `paymentTypeId` (the shop's line: 390.00 + 5% = 409.50). */
  const sell = async (shop: Shop, id: string, paymentTypeId: string) =>
    till.push('order.create.v1', {
      id,
      tokenNo: `${till.code}-${++token}`,
      businessDay: DAY,
      cart: [aLine(shop)],
      deliveryType: 'takeaway',
      customerType: 'WALKIN',
      itemIds: [`${id}-l1`],
      payNow: { invoiceId: `inv-${id}`, paymentTypeId },
    });
  return { deviceId: till.deviceId, push: till.push, sell };
}

const rowsOf = async (c: HttpClient, device: string, table: string) =>
  (await pullEverything(c, device)).flatMap((op) =>
    op.table === table && op.op === 'put' ? [op.row as Record<string, unknown>] : [],
  );

export function shiftsSuite(open: OpenTestDatabase) {
  const { start, signedIn, addStaff } = useAppHarness(open);

  async function store() {
    const h = await start();
    const owner = await signedIn(h);
    const shop = await openShop(owner.c);
    const card = await owner.c.post('/api/v1/settings/payment-types/add', { title: 'Card' });
    return { h, owner, shop, cardId: card.json().id as string };
  }

  async function staff(h: Harness, tenantId: string, scope: string) {
    return (await signedIn(h, await addStaff(h, tenantId, scope))).c;
  }

  describe('shifts (SHIFT1-SHIFT7)', () => {
    it('[SHIFT3] [SHIFT7] the server computes expected cash from the shift’s cash sales and movements', async () => {
      const { owner, shop, cardId } = await store();
      const till = await aTill(owner.c, 'till-1');
      const other = await aTill(owner.c, 'till-2');
      const open = { id: 'sh-1', deviceId: till.deviceId, openingFloat: 100000 };
      expect(await till.push('shift.open.v1', open)).toMatchObject({ status: 'applied' });
      expect(await till.push('shift.open.v1', { ...open, id: 'sh-2' })).toMatchObject({
        status: 'rejected',
        code: 'SHIFT_ALREADY_OPEN',
      });
      expect(await till.sell(shop, 'o-cash', shop.cashId)).toMatchObject({ status: 'applied' });
      await till.sell(shop, 'o-card', cardId);
      await other.sell(shop, 'o-elsewhere', shop.cashId); // another till's cash is not this drawer's
      await till.push('shift.pay-in-out.v1', {
        id: 'm-in',
        shiftId: 'sh-1',
        kind: 'in',
        amount: 5000,
        reason: 'Coins',
      });
      await till.push('shift.pay-in-out.v1', {
        id: 'm-out',
        shiftId: 'sh-1',
        kind: 'out',
        amount: 2000,
        reason: 'Milk',
      });
      const close = { shiftId: 'sh-1', deviceId: till.deviceId, countedCash: 143000, businessDays: [DAY] };
      expect(await till.push('shift.close.v1', { ...close, expectedCash: 1 })).toMatchObject({
        status: 'applied',
      });
      const [shift] = await rowsOf(owner.c, 'reader', 'shifts');
      // 1000.00 float + 409.50 cash sale + 50.00 in − 20.00 out
      expect(shift).toMatchObject({ status: 'closed', expectedCash: 143950, countedCash: 143000 });
      const report = await owner.c.get('/api/v1/reports/shifts?type=today');
      expect(report.statusCode).toBe(200);
      const { shifts, cashiers } = report.json();
      expect(shifts[0].figures).toMatchObject({
        invoices: 2,
        revenue: 81900,
        taxTotal: 3900,
        cash: { expected: 143950, counted: 143000, difference: -950 },
      });
      expect(shifts[0].figures.byPaymentType).toEqual([
        { title: 'Card', count: 1, total: 40950 },
        { title: 'Cash', count: 1, total: 40950 },
      ]);
      expect(cashiers).toEqual([expect.objectContaining({ shifts: 1, revenue: 81900, difference: -950 })]);
    });

    it('[SHIFT1] only POS opens shifts; the kitchen reads none', async () => {
      const { h, owner } = await store();
      const kitchen = await staff(h, owner.user.tenant_id, 'KITCHEN');
      const till = await aTill(kitchen, 'kds');
      expect(
        await till.push('shift.open.v1', { id: 'k', deviceId: till.deviceId, openingFloat: 0 }),
      ).toMatchObject({
        code: 'FORBIDDEN',
      });
      const cashier = await staff(h, owner.user.tenant_id, 'POS');
      expect((await cashier.get('/api/v1/reports/shifts')).statusCode).toBe(403);
    });
  });

  describe('manager approval (APPR1-APPR5)', () => {
    it('[APPR4] a cashier’s pay-out needs a manager’s proof; a non-manager or a forged proof is refused', async () => {
      const { h, owner } = await store();
      const tenantId = owner.user.tenant_id;
      const cashier = await staff(h, tenantId, 'POS');
      const manager = await staff(h, tenantId, 'POS,MANAGER');
      // APPR1: a PIN of 4-6 digits, set by a manager only
      expect((await cashier.post('/api/v1/auth/approval-pin', { pin: '2468' })).statusCode).toBe(403);
      expect((await manager.post('/api/v1/auth/approval-pin', { pin: '12' })).json()).toMatchObject({
        message: 'Please provide a PIN of 4 to 6 digits!',
      });
      expect((await manager.post('/api/v1/auth/approval-pin', { pin: '2468' })).statusCode).toBe(200);
      // APPR2: the till receives the verifier, salt and rounds; never the key nor the PIN
      const patch = await pullEverything(cashier, 'till-pull');
      expect(patch.some((op) => op.table === 'approvalKeys')).toBe(false);
      expect(JSON.stringify(patch)).not.toContain('2468');
      const approver = patch.find((op) => op.table === 'approvers' && op.op === 'put');
      const row = (
        approver as unknown as { row: { id: string; salt: string; iterations: number; verifier: string } }
      ).row;
      const key = await derivePinKey('2468', row.salt, row.iterations);
      expect(pinVerifier(key)).toBe(row.verifier);

      const till = await aTill(cashier, 'till-c');
      await till.push('shift.open.v1', { id: 'sh', deviceId: till.deviceId, openingFloat: 10000 });
      const out = { shiftId: 'sh', kind: 'out', amount: 3000, reason: 'Vegetables' };
      expect(await till.push('shift.pay-in-out.v1', { ...out, id: 'm1' })).toMatchObject({
        code: 'APPROVAL_REQUIRED',
      });
      const forged = { managerId: row.id, proof: approvalProof(row.verifier, 'shift.pay-out', 'm2') };
      expect(await till.push('shift.pay-in-out.v1', { ...out, id: 'm2', approval: forged })).toMatchObject({
        code: 'APPROVAL_INVALID',
      });
      const byCashier = { managerId: owner.user.id, proof: approvalProof(key, 'shift.pay-out', 'm3') };
      expect(await till.push('shift.pay-in-out.v1', { ...out, id: 'm3', approval: byCashier })).toMatchObject(
        {
          code: 'APPROVER_NOT_MANAGER',
        },
      );
      const good = { managerId: row.id, proof: approvalProof(key, 'shift.pay-out', 'm4') };
      expect(await till.push('shift.pay-in-out.v1', { ...out, id: 'm4', approval: good })).toMatchObject({
        status: 'applied',
      });
      // AUD1: the approval is an audit entry with the manager, the till and the reason
      const audit = (await owner.c.get('/api/v1/reports/audit?action=approval')).json();
      expect(audit.entries).toEqual([
        expect.objectContaining({
          action: 'approval',
          deviceId: till.deviceId,
          reason: 'approved shift.pay-out by Asha',
        }),
      ]);
      expect(audit.entries[0].detail).toMatchObject({ managerId: row.id });
    });

    it('[APPR5] a manager whose MANAGER scope is taken away loses the PIN on every till', async () => {
      const { h, owner } = await store();
      const username = await addStaff(h, owner.user.tenant_id, 'POS,MANAGER');
      const manager = (await signedIn(h, username)).c;
      expect((await manager.post('/api/v1/auth/approval-pin', { pin: '135790' })).statusCode).toBe(200);
      expect(await rowsOf(owner.c, 'r1', 'approvers')).toHaveLength(1);
      const update = await owner.c.post(`/api/v1/users/update/${encodeURIComponent(username)}`, {
        name: 'Asha',
        userScopes: ['POS'],
      });
      expect(update.statusCode, update.body).toBe(200);
      expect(await rowsOf(owner.c, 'r2', 'approvers')).toHaveLength(0);
    });
  });

  describe('the audit log (AUD1-AUD5)', () => {
    it('[AUD2] [AUD4] filters by action, user and device; the CSV export; REPORTS only', async () => {
      const { h, owner, shop } = await store();
      const till = await aTill(owner.c, 'till-a');
      await till.push('shift.open.v1', { id: 'sh', deviceId: till.deviceId, openingFloat: 0 });
      await till.push('shift.pay-in-out.v1', {
        id: 'm',
        shiftId: 'sh',
        kind: 'out',
        amount: 100,
        reason: 'Tip, "cash"',
      });
      // SYNC8: a price override through the till
      await till.push('order.create.v1', {
        id: 'o1',
        tokenNo: 'A-1',
        businessDay: DAY,
        cart: [aLine(shop, { unitPrice: 100 })],
        deliveryType: 'takeaway',
        customerType: 'WALKIN',
        itemIds: ['o1-l1'],
      });
      const all = (await owner.c.get('/api/v1/reports/audit?type=today')).json();
      expect(all.actions).toEqual(
        expect.arrayContaining(['order.price_override', 'shift.open', 'shift.pay-out']),
      );
      const payOut = all.entries.find((e: { action: string }) => e.action === 'shift.pay-out');
      expect(payOut).toMatchObject({ userId: owner.user.id, deviceId: till.deviceId, reason: 'Tip, "cash"' });
      expect(payOut.deviceName).toContain('till-a');
      const override = all.entries.find((e: { action: string }) => e.action === 'order.price_override');
      expect(override.reason).toMatch(/^price 1\.00 instead of /);
      const byAction = (await owner.c.get('/api/v1/reports/audit?action=shift.open')).json();
      expect(byAction.entries.map((e: { action: string }) => e.action)).toEqual(['shift.open']);
      expect((await owner.c.get(`/api/v1/reports/audit?device=${till.deviceId}`)).json().total).toBe(
        all.total,
      );
      expect((await owner.c.get('/api/v1/reports/audit?user=nobody')).json().total).toBe(0);
      expect((await owner.c.get('/api/v1/reports/audit?type=yesterday')).json().total).toBe(0);
      const csv = await owner.c.get('/api/v1/reports/audit?format=csv&action=shift.pay-out');
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.body.split('\r\n')[0]).toBe('When (UTC),Action,User,Device,Why,Entity,Entity id,Detail');
      expect(csv.body).toContain('"Tip, ""cash"""');
      expect((await owner.c.get('/api/v1/reports/audit?type=custom')).statusCode).toBe(400);
      const cashier = await staff(h, owner.user.tenant_id, 'POS');
      expect((await cashier.get('/api/v1/reports/audit')).statusCode).toBe(403);
    });

    it('[AUD1] [AUD5] user changes are audited with the session; no route edits or deletes an entry', async () => {
      const { h, owner } = await store();
      const username = await addStaff(h, owner.user.tenant_id, 'POS');
      expect(
        (await owner.c.request('DELETE', `/api/v1/users/delete/${encodeURIComponent(username)}`)).statusCode,
      ).toBe(200);
      const before = (await owner.c.get('/api/v1/reports/audit')).json().entries;
      expect(before).toEqual([expect.objectContaining({ action: 'user.delete', userId: owner.user.id })]);
      expect(before[0].deviceId).toEqual(expect.any(String));
      for (const [method, url] of [
        ['DELETE', '/api/v1/reports/audit'],
        ['POST', '/api/v1/reports/audit'],
        ['PUT', `/api/v1/reports/audit/${before[0].id}`],
        ['DELETE', `/api/v1/reports/audit/${before[0].id}`],
      ] as const)
        expect((await owner.c.request(method, url, {})).statusCode).toBe(404);
      expect((await owner.c.get('/api/v1/reports/audit')).json().entries).toEqual(before);
    });
  });
}
