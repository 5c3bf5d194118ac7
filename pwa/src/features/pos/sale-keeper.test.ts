import { afterEach, describe, expect, it, vi } from 'vitest';
import { getMeta } from '../../db/meta.ts';
import { aTestDb } from '../../test/sync-env.ts';
import { EMPTY_SALE, usePosStore } from './pos-store.ts';
import { keepSale } from './sale-keeper.ts';

const line = (itemId: string) => ({
  key: itemId,
  itemId,
  title: itemId,
  variantId: null,
  addonIds: [],
  unitPrice: 100,
  quantity: 1,
  notes: '',
});

/** The kept sale's number of lines (meta keeps it as unknown). */
const kept = (x: unknown) => (x as { lines: unknown[] } | undefined)?.lines.length;

afterEach(() => {
  vi.restoreAllMocks();
  usePosStore.setState(EMPTY_SALE);
});

describe('the kept sale (TILL3) is written after the tap, not in it', () => {
  it('[PERF8] a burst of taps is one write, after the frame; leaving the POS writes what is pending', async () => {
    usePosStore.setState(EMPTY_SALE);
    const db = aTestDb();
    const puts = vi.spyOn(db.meta, 'put');
    const stop = keepSale(db);
    await vi.waitFor(() => expect(usePosStore.getState().lines).toEqual([])); // read back: nothing kept
    await new Promise((r) => setTimeout(r, 50));
    for (const id of ['cola', 'tea', 'soup']) usePosStore.getState().add(line(id) as never);
    expect(puts).not.toHaveBeenCalled(); // nothing in the taps' own handlers
    await vi.waitFor(() => expect(puts).toHaveBeenCalledTimes(1));
    expect(kept(await getMeta(db, 'posSale'))).toBe(3);

    usePosStore.getState().add(line('water') as never);
    stop();
    expect(puts).toHaveBeenCalledTimes(2);
    await vi.waitFor(async () => expect(kept(await getMeta(db, 'posSale'))).toBe(4));
  });
});
