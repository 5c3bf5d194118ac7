/**
 * Deleting a tenant removes every account and every row of it, in every table, and nothing of anyone else.
 * The seed writes a row into EVERY table that has a tenant_id; a table added later fails the coverage
 * check below until this seed writes into it too, so the delete stays proven for the whole schema.
 */
import { count, eq, getTableColumns, getTableName, inArray, is, Table } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/index.ts';
import { scoped } from '../db/tenant-scope.ts';
import { uuidv7 } from '../ids.ts';
import { type AppHarness, type Harness, PASSWORD } from '../test-support/app-harness.ts';
import { operatorClient } from '../test-support/operator.ts';
import { insertTenant } from '../test-support/platform-fixture.ts';

const API = '/api/v1/superadmin';

/** Every table with a tenant_id column, and that column. */
function tenantTables(database: Database): { name: string; table: SQLiteTable; tenantId: SQLiteColumn }[] {
  const out: { name: string; table: SQLiteTable; tenantId: SQLiteColumn }[] = [];
  for (const value of Object.values(database.t)) {
    if (!is(value, Table)) continue;
    const table = value as unknown as SQLiteTable;
    const column = (getTableColumns(table) as Record<string, SQLiteColumn | undefined>).tenantId;
    if (column) out.push({ name: getTableName(table), table, tenantId: column });
  }
  return out;
}

async function rowsByTable(database: Database, ids: string[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const { name, table, tenantId } of tenantTables(database)) {
    const [row] = await database.db.select({ n: count() }).from(table).where(inArray(tenantId, ids));
    out[name] = row?.n ?? 0;
  }
  const [tenants] = await database.db
    .select({ n: count() })
    .from(database.t.tenants)
    .where(inArray(database.t.tenants.id, ids));
  out.tenants = tenants?.n ?? 0;
  return out;
}

/** One business with a row in every tenant table: owner signed in, a reset asked for, a till that synced. */
async function seedEverything(h: Harness, tenantId: string, imageHash: string, sharedHash: string | null) {
  const { database } = h;
  const { t } = database;
  const now = h.clock.now;
  const [admin] = await database.db.select().from(t.users).where(eq(t.users.tenantId, tenantId));
  if (!admin) throw new Error('no admin');
  expect(
    (await h.client().post('/api/v1/auth/signin', { username: admin.username, password: PASSWORD }))
      .statusCode,
  ).toBe(200);
  await h.client().post('/api/v1/auth/forgot-password', { username: admin.username });

  const scope = scoped(database, tenantId);
  const id = () => uuidv7();
  const itemId = id();
  const orderId = id();
  const invoiceId = id();
  const customerId = id();
  // the sign-up's own settings row (MENU1) gives way to this fixture's
  await database.transaction((tx) =>
    tx.delete(t.storeSettings).where(eq(t.storeSettings.tenantId, tenantId)),
  );
  await scope.transaction(async (s) => {
    await s.insert(t.storeSettings, {
      id: id(),
      storeName: 'Store',
      uniqueQrCode: `qr-${tenantId}`,
      imageHash,
    });
    await s.insert(t.printSettings, { id: id() });
    await s.insert(t.storeTables, { id: id(), tableTitle: 'T1' });
    await s.insert(t.categories, { id: id(), title: 'Mains' });
    await s.insert(t.taxes, { id: id(), title: 'GST', rate: 50_000, type: 'exclusive' });
    await s.insert(t.menuItems, { id: itemId, title: 'Thali', price: 25_000, imageHash: sharedHash });
    await s.insert(t.variants, { id: id(), itemId, title: 'Large', price: 30_000 });
    await s.insert(t.addons, { id: id(), itemId, title: 'Papad', price: 2_000 });
    await s.insert(t.paymentTypes, { id: id(), title: 'Cash' });
    await s.insert(t.customers, { id: customerId, phone: '9876543210', name: 'Ravi' });
    await s.insert(t.deliveryInfo, { id: id(), phone: '9876543210', customerId });
    await s.insert(t.orders, {
      id: orderId,
      tokenNo: '1',
      businessDay: '2026-01-15',
      deliveryType: 'dinein',
    });
    await s.insert(t.orderItems, {
      id: id(),
      orderId,
      itemId,
      itemTitle: 'Thali',
      unitPrice: 25_000,
      quantity: 1,
    });
    await s.insert(t.invoices, {
      id: invoiceId,
      businessDay: '2026-01-15',
      subTotal: 1,
      taxTotal: 0,
      total: 1,
    });
    await s.insert(t.invoiceOrders, { id: id(), invoiceId, orderId });
    await s.insert(t.reservations, { id: id(), customerId, date: now + 3_600_000 });
    await s.insert(t.stations, { id: id(), title: 'Bar' });
    await s.insert(t.invoiceSeries, {
      id: id(),
      series: 'A',
      deviceCode: 'A',
      financialYear: '25-26',
      lastNo: 1,
    });
    const shiftId = id();
    await s.insert(t.shifts, {
      id: shiftId,
      deviceId: 'till',
      cashierId: admin.id,
      businessDay: '2026-01-15',
      openedAt: now,
      openingFloat: 10_000,
    });
    await s.insert(t.cashMovements, {
      id: id(),
      shiftId,
      kind: 'in',
      amount: 500,
      reason: 'Change',
      createdBy: admin.id,
    });
    await s.insert(t.approvers, { id: admin.id, name: 'Owner', salt: 'salt', iterations: 1, verifier: 'v' });
    await s.insert(t.approvalKeys, { id: admin.id, key: 'k' });
    await s.insert(t.refunds, {
      id: id(),
      invoiceId: 'an-invoice',
      businessDay: '2026-01-15',
      amount: 100,
      method: 'khata',
      reason: 'Cold food',
    });
  });
  const deviceId = id();
  const clientId = id();
  await database.transaction(async (tx) => {
    for (const hash of [imageHash, sharedHash].filter((x): x is string => x !== null)) {
      const taken = await tx.select().from(t.images).where(eq(t.images.hash, hash));
      if (taken.length === 0) {
        await tx
          .insert(t.images)
          .values({ hash, tenantId, mime: 'image/webp', bytes: Buffer.from(hash), size: 4 });
      }
    }
    await tx.insert(t.auditLog).values({ tenantId, actor: admin.id, action: 'price.override' });
    const printerId = id();
    await tx.insert(t.printers).values({
      id: printerId,
      tenantId,
      title: 'Kitchen',
      connection: 'network',
      role: 'kitchen',
      stationIds: [],
    });
    await tx.insert(t.printJobs).values({
      id: id(),
      tenantId,
      printerId,
      kind: 'kitchen',
      payload: Buffer.from('ticket'),
      nextAttemptAt: now,
    });
    await tx.insert(t.printMarks).values({ tenantId, key: `order:${orderId}` });
    await tx.insert(t.devices).values({ id: deviceId, tenantId, code: 'A', name: 'Till' });
    await tx.insert(t.tokenCounters).values({ tenantId, businessDay: '2026-01-15', nextValue: 21 });
    await tx
      .insert(t.tokenLeases)
      .values({ id: id(), tenantId, deviceId, businessDay: '2026-01-15', startNo: 1, endNo: 20 });
    await tx.insert(t.syncClients).values({ clientId, tenantId, deviceId, lastMutationId: 1 });
    await tx.insert(t.dinerOrders).values({
      orderId,
      tenantId,
      clientOrderId: id(),
      dinerId: id(),
      tokenHash: `hash-${orderId}`,
      paymentMethod: 'cash',
      tokenNo: '1',
      businessDay: '2026-01-15',
    });
    await tx.insert(t.dinerProfiles).values({ tenantId, dinerId: id(), phone: '9876543210', name: 'Ravi' });
    await tx.insert(t.subscriptionCheckouts).values({
      providerRef: `demo_${id()}`,
      tenantId,
      provider: 'demo',
      plan: 'booster',
      amount: 49_900,
      currency: 'INR',
    });
    await tx
      .insert(t.mutationLog)
      .values({ tenantId, clientId, mutationId: 1, name: 'order.create.v1', args: {}, status: 'applied' });
    // RDS1: the reports' day summary
    await tx.insert(t.salesSummaryState).values({
      tenantId,
      timeZone: 'Asia/Kolkata',
      dayStart: '00:00',
      throughVersion: 1,
      ready: true,
      startedAt: now,
    });
    const day = { tenantId, kind: 'day', periodStart: now }; // any instant: the rows are only counted
    await tx.insert(t.salesSummaryTotals).values({
      ...day,
      periodEnd: now + 86_400_000,
      revenue: 100,
      taxTotal: 0,
      netSales: 100,
      ordersCount: 1,
    });
    await tx
      .insert(t.salesSummaryItems)
      .values({ ...day, itemId: 'item-1', ordersCount: 1, itemTitle: 'Tea', unitPrice: 100 });
  });
  return { adminId: admin.id };
}

export function tenantDeleteCases({ start, signup, addStaff }: AppHarness) {
  describe('super-admin tenant delete', () => {
    it('removes every account and every row of the tenant and its sub-kitchen, and nothing else', async () => {
      const h = await start();
      const { database } = h;
      const { t } = database;
      const doomedEmail = await signup(h);
      const keptEmail = await signup(h);
      const tenantOf = async (username: string) =>
        (await database.db.select().from(t.users).where(eq(t.users.username, username)))[0]?.tenantId ?? '';
      const doomed = await tenantOf(doomedEmail);
      const kept = await tenantOf(keptEmail);
      await addStaff(h, doomed, 'POS');
      const kitchen = await insertTenant(database, {
        name: 'Doomed Kitchen',
        createdAt: h.clock.now,
        parentId: doomed,
      });
      await database.transaction((tx) =>
        tx.insert(t.users).values({
          id: uuidv7(),
          tenantId: kitchen,
          username: 'kitchen@doomed.test',
          passwordHash: 'x',
          name: 'Kitchen',
          role: 'admin',
          createdAt: h.clock.now,
          updatedAt: h.clock.now,
        }),
      );
      const sharedHash = 'f'.repeat(64);
      const { adminId } = await seedEverything(h, doomed, 'a'.repeat(64), sharedHash);
      await seedEverything(h, kept, 'b'.repeat(64), sharedHash);

      const before = await rowsByTable(database, [doomed, kitchen]);
      const uncovered = Object.entries(before)
        .filter(([, n]) => n === 0)
        .map(([name]) => name);
      expect(
        uncovered,
        'tables the delete test does not seed: write a row for them in seedEverything',
      ).toEqual([]);
      const keptBefore = await rowsByTable(database, [kept]);

      const op = await operatorClient(h);
      const res = await op.request('DELETE', `${API}/tenants/delete/${doomed}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Tenant deleted successfully!');

      const after = await rowsByTable(database, [doomed, kitchen]);
      expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
      // the shared image stays, passed to the tenant that still shows it
      expect(await rowsByTable(database, [kept])).toEqual({
        ...keptBefore,
        images: (keptBefore.images ?? 0) + 1,
      });
      const images = (await database.db.select({ hash: t.images.hash }).from(t.images))
        .map((r) => r.hash)
        .sort();
      expect(images).toEqual(['b'.repeat(64), sharedHash].sort());
      // rows that hang off the accounts rather than the tenant
      const refresh = await database.db
        .select({ n: count() })
        .from(t.refreshTokens)
        .innerJoin(t.deviceSessions, eq(t.deviceSessions.id, t.refreshTokens.sessionId))
        .where(eq(t.deviceSessions.userId, adminId));
      expect(refresh[0]?.n).toBe(0);
      expect(
        await database.db.select().from(t.passwordResets).where(eq(t.passwordResets.userId, adminId)),
      ).toEqual([]);
      expect(await database.db.select().from(t.users).where(eq(t.users.username, doomedEmail))).toEqual([]);
      const signin = await h
        .client()
        .post('/api/v1/auth/signin', { username: doomedEmail, password: PASSWORD });
      expect(signin.statusCode).toBe(401);
      // the operator's own trail keeps the fact, without the tenant's data
      const trail = await database.db
        .select()
        .from(t.auditLog)
        .where(eq(t.auditLog.action, 'superadmin.tenant_delete'));
      expect(trail).toEqual([expect.objectContaining({ tenantId: null, entityId: doomed })]);
      // a second delete finds nothing
      expect((await op.request('DELETE', `${API}/tenants/delete/${doomed}`)).statusCode).toBe(404);
    });

    it('a signed-in owner of a deleted tenant is signed out at once', async () => {
      const h = await start();
      const email = await signup(h);
      const owner = h.client();
      await owner.post('/api/v1/auth/signin', { username: email, password: PASSWORD });
      expect((await owner.get('/api/v1/auth/me')).statusCode).toBe(200);
      const [user] = await h.database.db
        .select()
        .from(h.database.t.users)
        .where(eq(h.database.t.users.username, email));
      const op = await operatorClient(h);
      await op.request('DELETE', `${API}/tenants/delete/${user?.tenantId}`);
      expect((await owner.get('/api/v1/auth/me')).statusCode).toBe(401);
    });
  });
}
