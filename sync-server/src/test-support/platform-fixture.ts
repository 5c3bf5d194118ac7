/**
 * A fixed data set for the platform figures, with hand-computed answers (see platform-figures.cases.ts).
 * The harness clock is 2026-01-15 09:00 UTC: 14:30 in Kolkata (business day 2026-01-15) and 01:00 in
 * Los Angeles, before its 04:00 day start (business day 2026-01-14).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { uuidv7 } from '../ids.ts';

let seq = 0;
const nextId = () => uuidv7();

export async function insertTenant(
  database: Database,
  opts: { name: string; approved?: boolean; isActive?: boolean; createdAt: number; parentId?: string },
): Promise<string> {
  const id = nextId();
  await database.transaction((tx) =>
    tx.insert(database.t.tenants).values({
      id,
      name: opts.name,
      approved: opts.approved ?? true,
      isActive: opts.isActive ?? true,
      parentId: opts.parentId ?? null,
      createdAt: opts.createdAt,
      updatedAt: opts.createdAt,
    }),
  );
  return id;
}

export async function insertStore(
  database: Database,
  tenantId: string,
  opts: {
    currency: string;
    timeZone: string;
    code?: string;
    latlng?: string | null;
    qrMenu?: boolean;
    imageHash?: string | null;
    storeName?: string;
  },
): Promise<void> {
  // a store made by sign-up already has its settings (MENU1): the fixture's replace them
  await database.transaction((tx) =>
    tx.delete(database.t.storeSettings).where(eq(database.t.storeSettings.tenantId, tenantId)),
  );
  await database.transaction((tx) =>
    tx.insert(database.t.storeSettings).values({
      id: nextId(),
      tenantId,
      version: 1,
      storeName: opts.storeName ?? 'Store',
      currency: opts.currency,
      timeZone: opts.timeZone,
      uniqueQrCode: opts.code ?? `code-${++seq}-${Math.random().toString(36).slice(2, 8)}`,
      latlng: opts.latlng ?? null,
      isQrMenuEnabled: opts.qrMenu ?? false,
      imageHash: opts.imageHash ?? null,
    }),
  );
}

type Line = { itemId: string; title: string; qty: number; cancelled?: boolean };

/** An order of business day `day`; `paid` ones are sales, with their invoice on that day (SALE2). */
export async function insertOrder(
  database: Database,
  tenantId: string,
  o: { day: string; total: number; status?: string; deleted?: boolean; paid?: boolean; lines?: Line[] },
): Promise<string> {
  const { t } = database;
  const id = nextId();
  await database.transaction(async (tx) => {
    await tx.insert(t.orders).values({
      id,
      tenantId,
      version: 1,
      tokenNo: String(++seq),
      businessDay: o.day,
      deliveryType: 'dinein',
      status: o.status ?? 'created',
      paymentStatus: o.paid ? 'paid' : 'pending',
      subTotal: o.total,
      total: o.total,
      deleted: o.deleted ?? false,
    });
    if (o.paid) {
      const invoiceId = nextId();
      const stamp = { tenantId, version: 1, deleted: o.deleted ?? false };
      await tx.insert(t.invoices).values({
        id: invoiceId,
        ...stamp,
        businessDay: o.day,
        subTotal: o.total,
        taxTotal: 0,
        total: o.total,
      });
      await tx.insert(t.invoiceOrders).values({ id: `${invoiceId}:${id}`, ...stamp, invoiceId, orderId: id });
    }
    for (const l of o.lines ?? []) {
      await tx.insert(t.orderItems).values({
        id: nextId(),
        tenantId,
        version: 1,
        orderId: id,
        itemId: l.itemId,
        itemTitle: l.title,
        unitPrice: 100,
        quantity: l.qty,
        status: l.cancelled ? 'cancelled' : 'created',
      });
    }
  });
  return id;
}

export async function insertSubscription(
  database: Database,
  tenantId: string,
  plan: string,
  opts: { startsOn: number; expiresOn: number | null; isActive?: boolean },
): Promise<void> {
  const { t } = database;
  await database.transaction(async (tx) => {
    await tx.update(t.subscriptions).set({ isActive: false }).where(eq(t.subscriptions.tenantId, tenantId));
    await tx.insert(t.subscriptions).values({
      id: nextId(),
      tenantId,
      plan,
      isActive: opts.isActive ?? true,
      startsOn: opts.startsOn,
      expiresOn: opts.expiresOn,
    });
  });
}

export async function insertCustomer(database: Database, tenantId: string, deleted = false): Promise<void> {
  await database.transaction((tx) =>
    tx.insert(database.t.customers).values({
      id: nextId(),
      tenantId,
      version: 1,
      phone: String(9_000_000_000 + ++seq),
      name: 'Guest',
      deleted,
    }),
  );
}

const DAY = 86_400_000;

/**
 * Spice Route (INR, Kolkata, Booster), Harbor Diner (USD, Los Angeles), Closed Cafe (awaiting approval,
 * Booster, one order today: it counts for sales but not for tenants or MRR).
 */
export async function platformFixture(database: Database, now: number) {
  const spice = await insertTenant(database, { name: 'Spice Route', createdAt: now - 40 * DAY });
  const harbor = await insertTenant(database, { name: 'Harbor Diner', createdAt: now - 30 * DAY });
  const closed = await insertTenant(database, { name: 'Closed Cafe', approved: false, createdAt: now - DAY });
  await insertStore(database, spice, { currency: 'INR', timeZone: 'Asia/Kolkata' });
  await insertStore(database, harbor, { currency: 'USD', timeZone: 'America/Los_Angeles' });
  await insertStore(database, closed, { currency: 'INR', timeZone: 'Asia/Kolkata' });
  await insertSubscription(database, spice, 'booster', { startsOn: now - DAY, expiresOn: now + 29 * DAY });
  await insertSubscription(database, harbor, 'free', { startsOn: now - 30 * DAY, expiresOn: null });
  await insertSubscription(database, closed, 'booster', { startsOn: now - DAY, expiresOn: now + 29 * DAY });

  const dosa = { itemId: nextId(), title: 'Masala Dosa' };
  const coffee = { itemId: nextId(), title: 'Filter Coffee' };
  const idli = { itemId: nextId(), title: 'Idli' };
  const burger = { itemId: nextId(), title: 'Burger' };
  const fries = { itemId: nextId(), title: 'Fries' };

  // Spice Route, business days in Kolkata
  await insertOrder(database, spice, {
    paid: true,
    day: '2026-01-15',
    total: 100_000,
    lines: [
      { ...dosa, qty: 3 },
      { ...coffee, qty: 2 },
      { ...idli, qty: 9, cancelled: true },
    ],
  });
  await insertOrder(database, spice, {
    paid: true,
    day: '2026-01-15',
    total: 50_000,
    status: 'completed',
    lines: [{ ...dosa, qty: 1 }],
  });
  // a diner order nobody accepted, then cancelled: never a sale (SALE1)
  await insertOrder(database, spice, {
    day: '2026-01-15',
    total: 99_900,
    status: 'cancelled',
    lines: [{ ...dosa, qty: 10 }],
  });
  await insertOrder(database, spice, {
    paid: true,
    day: '2026-01-15',
    total: 70_000,
    deleted: true,
    lines: [{ ...dosa, qty: 8 }],
  });
  await insertOrder(database, spice, {
    paid: true,
    day: '2026-01-14',
    total: 20_000,
    lines: [{ ...coffee, qty: 5 }],
  });
  await insertOrder(database, spice, {
    paid: true,
    day: '2025-12-20',
    total: 30_000,
    lines: [{ ...idli, qty: 4 }],
  });
  // paid, then cancelled: it was paid, so it is a sale until refunded (SALE1); its line is cancelled
  await insertOrder(database, spice, {
    paid: true,
    day: '2026-01-15',
    total: 4_000,
    status: 'cancelled',
    lines: [{ ...dosa, qty: 1, cancelled: true }],
  });
  // a cash QR order still waiting for the store today: not a sale (SALE1)
  await insertOrder(database, spice, { day: '2026-01-15', total: 53_299, lines: [{ ...dosa, qty: 5 }] });
  // Harbor Diner, business days in Los Angeles (its today is 2026-01-14)
  await insertOrder(database, harbor, {
    paid: true,
    day: '2026-01-14',
    total: 2_500,
    lines: [{ ...burger, qty: 2 }],
  });
  await insertOrder(database, harbor, {
    paid: true,
    day: '2026-01-15',
    total: 1_000,
    lines: [{ ...burger, qty: 1 }],
  });
  await insertOrder(database, harbor, {
    paid: true,
    day: '2026-01-13',
    total: 4_000,
    lines: [{ ...fries, qty: 7 }],
  });
  // Closed Cafe sold today too
  await insertOrder(database, closed, {
    paid: true,
    day: '2026-01-15',
    total: 10_000,
    lines: [{ ...idli, qty: 1 }],
  });

  await insertCustomer(database, spice);
  await insertCustomer(database, spice);
  await insertCustomer(database, harbor);
  await insertCustomer(database, harbor, true);

  return { spice, harbor, closed, items: { dosa, coffee, idli, burger, fries } };
}
