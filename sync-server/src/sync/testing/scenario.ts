// Shared steps of the fault scenarios: a store with a menu and tills that have leased today's tokens.
import { expect } from 'vitest';
import { uuidv7 } from '../../ids.ts';
import type { SimClient } from './sim-client.ts';
import type { SyncHarness } from './sync-harness.ts';

export const MENU_ITEM = { title: 'Masala Dosa', price: 9000 };
export const DAY = 24 * 3600_000;
export const HOUR = 3600_000;

/** A tenant whose first till created the menu; every till has leased and pulled. */
export async function storeWithTills(h: SyncHarness, count: number, name?: string) {
  const tenant = await h.tenant(name);
  const tills: SimClient[] = [];
  for (let i = 0; i < count; i++) tills.push(await tenant.till(`Till ${i + 1}`));
  const [first] = tills;
  if (!first) throw new Error('no till');
  const menuItemId = uuidv7();
  const decision = first.mutate('menu-item.create.v1', {
    id: menuItemId,
    title: MENU_ITEM.title,
    price: MENU_ITEM.price,
    netPrice: null,
    categoryId: null,
    taxId: null,
  });
  expect(decision.ok).toBe(true);
  await first.settle();
  for (const t of tills) {
    expect(await t.lease()).toBe(true);
    await t.settle();
  }
  return { tenant, tills, menuItemId };
}

/** Rings up `n` orders of the menu item; returns their ids. */
export function ringUp(till: SimClient, menuItemId: string, n: number): string[] {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const r = till.ringUp(menuItemId, MENU_ITEM.price);
    if (!r) throw new Error(`till ${till.deviceCode} could not ring up`);
    ids.push(r.orderId);
  }
  return ids;
}
