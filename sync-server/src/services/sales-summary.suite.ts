/**
 * RDS1 (ADR 0073) on SQLite (sales-summary.test.ts) and PostgreSQL (sales-summary.pg.test.ts): the reports'
 * figures read from the day summary equal the ledger's own (REPORT_DAY_SUMMARY=off) on a randomized store, for
 * every preset and random custom ranges, in two time zones (a half-hour offset; a DST change), after the first
 * build and after every round of writes: new sales (also paid days later), lines cancelled, retitled or added
 * after payment, invoices and their links voided, invoices at the very first and last instant of a day; and
 * after the store's clock changes (rebuilt under the new one).
 */
import {
  addCalendarDays,
  businessDayStart,
  type CalendarDate,
  type InstantRange,
  presetRange,
  REPORT_PRESETS,
  type StoreClock,
} from '@tavola/shared';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import type { Database } from '../db/index.ts';
import { scoped } from '../db/tenant-scope.ts';
import { insertStore, insertTenant } from '../test-support/platform-fixture.ts';
import { salesFigures } from './sales-figures.ts';
import { buildSalesSummary, ensureSalesSummary, refreshSalesSummary } from './sales-summary.ts';
import { summarySales } from './sales-summary-read.ts';

/** A small deterministic generator (mulberry32): the same store every run, a different one per seed. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)] as T,
  };
}

const ITEMS = Array.from({ length: 14 }, (_, i) => ({
  id: `item-${i}`,
  title: `Dish ${String.fromCharCode(65 + i)}`,
}));
const DAYS = 62;

type Store = { tenantId: string; clock: StoreClock; first: CalendarDate; orders: string[]; n: number };

export function salesSummarySuite(open: OpenTestDatabase) {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  async function openStore(db: Database, timeZone: string, first: CalendarDate): Promise<Store> {
    const tenantId = await insertTenant(db, {
      name: `Store ${timeZone}`,
      createdAt: Date.parse('2025-01-01'),
    });
    await insertStore(db, tenantId, { currency: 'INR', timeZone });
    return { tenantId, clock: { timeZone, dayStart: '04:00' }, first, orders: [], n: 0 };
  }

  /** One order of random lines at `at`, paid (its invoice at `paidAt`) or not. */
  async function sell(
    db: Database,
    store: Store,
    rnd: ReturnType<typeof random>,
    at: number,
    paidAt: number | null,
  ) {
    const s = scoped(db, store.tenantId);
    const { t } = db;
    const id = `${store.tenantId}-o${++store.n}`;
    const lines = Array.from({ length: 1 + rnd.int(4) }, (_, k) => {
      const item = rnd.pick(ITEMS);
      return {
        id: `${id}-${k}`,
        orderId: id,
        itemId: item.id,
        // a renamed item's old lines keep the title they were rung up with
        itemTitle: rnd.int(8) === 0 ? `${item.title} (old)` : item.title,
        unitPrice: 100 + rnd.int(5) * 50,
        quantity: 1 + rnd.int(3),
        status: rnd.int(7) === 0 ? 'cancelled' : 'completed',
        createdAt: at,
        updatedAt: at,
      };
    });
    const sub = lines.reduce((a, l) => a + l.unitPrice * l.quantity, 0);
    const tax = Math.round(sub / 20);
    await s.transaction(async (tx) => {
      await tx.insert(t.orders, {
        id,
        tokenNo: String(store.n),
        businessDay: '2026-01-01',
        deliveryType: 'dinein',
        customerType: 'WALKIN',
        status: 'completed',
        paymentStatus: paidAt === null ? 'pending' : 'paid',
        subTotal: sub,
        taxTotal: tax,
        total: sub + tax,
        createdAt: at,
        updatedAt: at,
      });
      await tx.insert(t.orderItems, lines);
      if (paidAt === null) return;
      await tx.insert(t.invoices, {
        id: `${id}-inv`,
        businessDay: '2026-01-01',
        subTotal: sub,
        taxTotal: tax,
        feeTotal: rnd.int(3) * 10,
        total: sub + tax,
        customerType: 'WALKIN',
        createdAt: paidAt,
        updatedAt: paidAt,
      });
      await tx.insert(t.invoiceOrders, {
        id: `${id}-inv:${id}`,
        invoiceId: `${id}-inv`,
        orderId: id,
        createdAt: paidAt,
        updatedAt: paidAt,
      });
    });
    if (paidAt !== null) store.orders.push(id);
  }

  /** A random instant of business day `day`; now and then its very first or very last one. */
  function instantOf(store: Store, rnd: ReturnType<typeof random>, day: CalendarDate): number {
    const from = businessDayStart(day, store.clock);
    const to = businessDayStart(addCalendarDays(day, 1), store.clock);
    const roll = rnd.int(10);
    return roll === 0 ? from : roll === 1 ? to - 1 : from + rnd.int(to - from);
  }

  async function sellDays(db: Database, store: Store, seed: number) {
    const rnd = random(seed);
    for (let d = 0; d < DAYS; d++) {
      const day = addCalendarDays(store.first, d);
      for (let k = rnd.int(5); k > 0; k--) {
        const at = instantOf(store, rnd, day);
        const paid = rnd.int(6) === 0 ? null : rnd.int(5) === 0 ? at + rnd.int(3) * 86_400_000 : at;
        await sell(db, store, rnd, at, paid);
      }
    }
  }

  /** Every preset at a few instants, and random custom ranges, under the store's current clock. */
  function ranges(store: Store, seed: number): InstantRange[] {
    const rnd = random(seed);
    const out: InstantRange[] = [];
    for (const offset of [3, 31, 45, DAYS - 1]) {
      const now = businessDayStart(addCalendarDays(store.first, offset), store.clock) + 3_600_000;
      for (const preset of REPORT_PRESETS) {
        const from = addCalendarDays(store.first, rnd.int(DAYS));
        const r = presetRange(preset, now, store.clock, { from, to: addCalendarDays(from, rnd.int(40)) });
        if (r.ok) out.push(r.value);
      }
    }
    return out;
  }

  async function expectSameFigures(db: Database, store: Store, seed: number) {
    for (const range of ranges(store, seed)) {
      const ledger = await salesFigures(db, store.tenantId, range);
      const fromSummary = await salesFigures(db, store.tenantId, range, { daySummary: store.clock });
      expect({ range, figures: fromSummary }).toEqual({ range, figures: ledger });
    }
    // the summary answered, not the ledger behind it
    const [range] = ranges(store, seed);
    expect(range && (await summarySales(db, store.tenantId, range, store.clock, 10))).not.toBeNull();
  }

  /** A round of writes after payment, each as the app writes it (a fresh tenant version). */
  async function changeSales(db: Database, store: Store, seed: number) {
    const rnd = random(seed);
    const s = scoped(db, store.tenantId);
    const { t } = db;
    const someOrder = () => rnd.pick(store.orders);
    for (let k = 0; k < 6; k++) {
      const day = addCalendarDays(store.first, rnd.int(DAYS));
      const at = instantOf(store, rnd, day);
      await sell(db, store, rnd, at, rnd.int(2) === 0 ? at : at + 86_400_000);
    }
    for (let k = 0; k < 4; k++) {
      const order = someOrder();
      await s.update(t.orderItems, { status: 'cancelled' }, eq(t.orderItems.orderId, order));
      await s.update(t.orderItems, { itemTitle: 'Zz retitled' }, eq(t.orderItems.id, `${someOrder()}-0`));
      await s.insert(t.orderItems, {
        id: `${order}-late${seed}-${k}`,
        orderId: order,
        itemId: rnd.pick(ITEMS).id,
        itemTitle: 'Aa late line',
        unitPrice: 10,
        quantity: 1,
        status: 'completed',
      });
    }
    await s.remove(t.invoices, eq(t.invoices.id, `${someOrder()}-inv`));
    const unlinked = someOrder();
    await s.remove(t.invoiceOrders, eq(t.invoiceOrders.orderId, unlinked));
    await s.remove(t.orderItems, eq(t.orderItems.id, `${someOrder()}-0`));
  }

  describe.each([
    ['Asia/Kolkata', '2025-12-10'],
    ['America/New_York', '2026-02-10'],
  ])('[RDS1] [RDS2] in %s', (timeZone, first) => {
    it('the summary answers what the ledger answers, after the build and after each round of writes', {
      timeout: 90_000,
    }, async () => {
      database = await open();
      const db = database;
      const store = await openStore(db, timeZone, first);
      const other = await openStore(db, timeZone, first);
      await sellDays(db, store, 1);
      await sellDays(db, other, 2);
      await buildSalesSummary(db, store.tenantId, store.clock);
      await buildSalesSummary(db, other.tenantId, other.clock);
      await expectSameFigures(db, store, 3);
      for (let round = 0; round < 3; round++) {
        await changeSales(db, store, 10 + round);
        await expectSameFigures(db, store, 20 + round);
      }
      await expectSameFigures(db, other, 4); // the other store's summary did not take this one's sales
    });

    it('[RDS3] a new clock: the ledger answers until the summary is rebuilt under it, then the summary', {
      timeout: 60_000,
    }, async () => {
      database = await open();
      const db = database;
      const store = await openStore(db, timeZone, first);
      await sellDays(db, store, 5);
      await buildSalesSummary(db, store.tenantId, store.clock);
      const newClock = { timeZone, dayStart: '05:30' };
      const [range] = ranges({ ...store, clock: newClock }, 6);
      if (!range) throw new Error('no range');
      expect(await summarySales(db, store.tenantId, range, newClock, 10)).toBeNull();
      await ensureSalesSummary(db, store.tenantId, newClock);
      await changeSales(db, store, 7);
      await expectSameFigures(db, { ...store, clock: newClock }, 8);
    });
  });

  it('[RDS3] a summary being built is not read, and a refresh before it is built changes nothing', async () => {
    database = await open();
    const db = database;
    const store = await openStore(db, 'Asia/Kolkata', '2026-01-01');
    await sellDays(db, store, 9);
    const [range] = ranges(store, 9);
    if (!range) throw new Error('no range');
    // no summary yet: the ledger answers and a build starts
    expect(await summarySales(db, store.tenantId, range, store.clock, 10)).toBeNull();
    await ensureSalesSummary(db, store.tenantId, store.clock);
    await refreshSalesSummary(db, store.tenantId);
    expect(await summarySales(db, store.tenantId, range, store.clock, 10)).not.toBeNull();
    await expectSameFigures(db, store, 11);
  });
}
