/**
 * PERF4: what `pnpm bench week-offline` drives in the page, installed only when the browser's localStorage holds
 * `tavola.bench = 1` (the bench sets it; no user does): sales rung up through the POS's own `sendOrder` (the
 * mutator, the token taker and the outbox, as a cashier's Send), at a given till time, and the outbox's count.
 */
import { createOrder } from '@tavola/shared';
import { currentDb } from '../../db/current.ts';
import { getMeta } from '../../db/meta.ts';
import { SYNC_STORES } from '../../sync/local-env.ts';
import { mutateIn } from '../../sync/mutate.ts';
import { activeSync } from '../../sync/sync-session.ts';
import { useSyncStore } from '../../sync/sync-store.ts';
import { lineFor } from './pos-cart.ts';
import { menuFromRows } from './pos-menu.ts';
import type { PosSale } from './pos-store.ts';
import { orderArgs, type PaymentChoice, sendOrder } from './send-order.ts';

export type BenchHook = {
  /**
   * Rings up `count` sales of the item titled `title` (paid at once), `stepMs` apart from till time `at`,
   * `batch` sales a transaction (default 1).
   */
  sell(title: string, at: number, count: number, stepMs: number, batch?: number): Promise<number>;
  /** Pending outbox entries. */
  unsent(): Promise<number>;
  /** The till has finished a pull (its first sync is whole). */
  synced(): Promise<boolean>;
  /** Rows of a synced table on this till. */
  count(table: string): Promise<number>;
  /** What the sync status shows (the last error among it). */
  status(): unknown;
};

/** The till's clock set to `at` while `fn` runs (the sale's own time is read from it, TILL1). */
async function atTime<T>(at: () => number, fn: () => Promise<T>): Promise<T> {
  const real = Date.now;
  Date.now = at;
  try {
    return await fn();
  } finally {
    Date.now = real;
  }
}

const hook: BenchHook = {
  async sell(title, at, count, stepMs, batch = 1) {
    const db = currentDb();
    if (!db) throw new Error('not signed in');
    const [row] = await db.menuItems.filter((i) => i.title === title).toArray();
    const [paymentType] = await db.paymentTypes.toArray();
    if (!row || !paymentType) throw new Error(`no item '${title}' or no payment type on this till`);
    const [item] = menuFromRows({
      menuItems: [row],
      variants: await db.variants.where('itemId').equals(row.id).toArray(),
      addons: await db.addons.where('itemId').equals(row.id).toArray(),
      categories: await db.categories.toArray(),
      taxes: await db.taxes.toArray(),
    });
    const paymentTypeId = paymentType.id;
    const line = lineFor(item, { variantId: null, addonIds: [] });
    if (!line.ok) throw new Error(line.message);
    const sale: PosSale = {
      lines: [line.line],
      customer: null,
      deliveryType: 'takeaway',
      tableId: null,
      draftId: null,
      saleId: null,
      billDiscount: null,
    };
    const payment: PaymentChoice = { paymentTypeId, credit: false, name: null, phone: null, email: null };
    let sold = 0;
    let t = at;
    await atTime(
      () => t,
      async () => {
        if (batch <= 1)
          for (; sold < count; sold++, t += stepMs) {
            const sent = await sendOrder(sale, payment);
            if (!sent.ok) throw new Error(sent.message);
          }
        const sync = activeSync();
        if (!sync) throw new Error('not syncing');
        while (sold < count) {
          // DRAIN3: `batch` sales a transaction, each the Send's own mutation (its args, the mutator, the token
          // taker, the outbox entry: mutateIn, nested in it; offline, so no online number), so the screens' live
          // queries run once a batch
          const end = Math.min(count, sold + batch);
          await db.transaction('rw', SYNC_STORES, async () => {
            for (; sold < end; sold++, t += stepMs) {
              const sent = await mutateIn(sync.env, createOrder.name, orderArgs(sale, payment).build, t);
              if (!sent.ok) throw new Error(sent.message);
            }
          });
          sync.client.requestPush();
        }
      },
    );
    return sold;
  },
  async unsent() {
    return (await currentDb()?.outbox.where('status').equals('pending').count()) ?? 0;
  },
  status: () => useSyncStore.getState(),
  async count(table) {
    return (await currentDb()?.table(table).count()) ?? 0;
  },
  async synced() {
    const db = currentDb();
    return db ? typeof (await getMeta(db, 'cookie')) === 'number' : false;
  },
};

export function installBenchHook(): void {
  if (typeof window === 'undefined' || window.localStorage?.getItem('tavola.bench') !== '1') return;
  (window as unknown as { tavolaBench?: BenchHook }).tavolaBench = hook;
}
