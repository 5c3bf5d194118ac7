/** Seeds the demo restaurant on an empty database (npm start); later starts keep the data and only print the logins. */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/index.ts';
import { scoped } from '../db/tenant-scope.ts';
import { uuidv7 } from '../ids.ts';
import { findUserByUsername, signupTenant } from '../services/accounts.ts';
import { hashPassword } from '../services/passwords.ts';
import {
  DEMO_BUSINESS,
  DEMO_CARDS,
  DEMO_CATEGORY_STATION,
  DEMO_MENU,
  DEMO_PASSWORD,
  DEMO_PAYMENT_TYPES,
  DEMO_STATIONS,
  DEMO_TABLES,
  DEMO_TAXES,
  DEMO_USERS,
} from './demo-data.ts';

export async function seedDemo(database: Database, log: FastifyBaseLogger): Promise<void> {
  const { t } = database;
  const existing = await findUserByUsername(database, DEMO_USERS.admin.username);
  if (!existing) {
    const anyTenant = await database.db.select({ id: t.tenants.id }).from(t.tenants).limit(1);
    if (anyTenant.length > 0) {
      log.info('the database already has tenants: demo restaurant not seeded');
      return;
    }
    await createDemo(database);
  }
  printLogins();
}

async function createDemo(database: Database): Promise<void> {
  const { t } = database;
  const now = Date.now();
  await signupTenant(
    database,
    { bizName: DEMO_BUSINESS, username: DEMO_USERS.admin.username, password: DEMO_PASSWORD },
    { requireApproval: false, now },
  );
  const admin = await findUserByUsername(database, DEMO_USERS.admin.username);
  if (!admin?.tenantId) throw new Error('demo admin was not created');
  const tenantId = admin.tenantId;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await database.transaction(async (tx) => {
    await tx
      .update(t.users)
      .set({ name: DEMO_USERS.admin.name, designation: 'Owner' })
      .where(eqId(t, admin.id));
    for (const u of [DEMO_USERS.cashier, DEMO_USERS.kitchen]) {
      await tx.insert(t.users).values({
        id: uuidv7(),
        tenantId,
        username: u.username,
        passwordHash,
        name: u.name,
        role: 'staff',
        scope: u.scope,
        designation: u.designation,
        email: u.username,
        createdAt: now,
        updatedAt: now,
      });
    }
  });

  await scoped(database, tenantId).transaction(async (scope) => {
    // the sign-up wrote the store's first settings (MENU1); the demo fills them in, under its known menu code
    await scope.update(t.storeSettings, {
      storeName: DEMO_BUSINESS,
      address: '12 MG Road, Bengaluru',
      phone: '+91 80 4000 1234',
      email: DEMO_USERS.admin.username,
      currency: 'INR',
      isQrMenuEnabled: true,
      uniqueQrCode: 'demo-kitchen',
      latlng: '12.9716,77.5946',
      timeZone: 'Asia/Kolkata',
    });
    await scope.insert(t.printSettings, {
      id: uuidv7(),
      header: 'Welcome to Tavola Demo Kitchen',
      footer: 'Thank you! Visit again.',
    });
    const taxIds = new Map<string, string>();
    for (const tax of DEMO_TAXES) {
      const id = uuidv7();
      taxIds.set(tax.key, id);
      await scope.insert(t.taxes, { id, title: tax.title, rate: tax.rate, type: tax.type });
    }
    const stationIds = new Map<string, string>();
    for (const { key, ...station } of DEMO_STATIONS) {
      const id = uuidv7();
      stationIds.set(key, id);
      await scope.insert(t.stations, { id, ...station });
    }
    const categoryIds = new Map<string, string>();
    for (const title of new Set(DEMO_MENU.map((i) => i.category))) {
      const id = uuidv7();
      categoryIds.set(title, id);
      const stationId = stationIds.get(DEMO_CATEGORY_STATION[title] ?? 'kitchen') ?? null;
      await scope.insert(t.categories, { id, title, stationId });
    }
    for (const item of DEMO_MENU) {
      const itemId = uuidv7();
      await scope.insert(t.menuItems, {
        id: itemId,
        title: item.title,
        price: item.price,
        netPrice: null,
        categoryId: categoryIds.get(item.category) ?? null,
        taxId: item.tax ? (taxIds.get(item.tax) ?? null) : null,
        ...DEMO_CARDS[item.title],
      });
      for (const v of item.variants ?? []) {
        await scope.insert(t.variants, { id: uuidv7(), itemId, title: v.title, price: v.price });
      }
      for (const a of item.addons ?? []) {
        await scope.insert(t.addons, { id: uuidv7(), itemId, title: a.title, price: a.price });
      }
    }
    await scope.insert(
      t.storeTables,
      DEMO_TABLES.map((tb) => ({
        id: uuidv7(),
        tableTitle: tb.title,
        floor: tb.floor,
        seatingCapacity: tb.seats,
      })),
    );
    await scope.insert(
      t.paymentTypes,
      DEMO_PAYMENT_TYPES.map((title) => ({ id: uuidv7(), title, isActive: true })),
    );
  });
}

const eqId = (t: Database['t'], id: string) => eq(t.users.id, id);

function printLogins(): void {
  const rows = Object.entries(DEMO_USERS).map(
    ([role, u]) => `  ${role.padEnd(8)} ${u.username}  /  ${DEMO_PASSWORD}`,
  );
  console.log(['', `Demo restaurant "${DEMO_BUSINESS}" logins:`, ...rows, ''].join('\n'));
}
