/**
 * The device's own sync setup: registration on first sync (device id and one-letter code), its reserve of
 * token numbers for selling offline (TOK1, TOK9) and persistent storage on staff devices.
 */
import { maySell, needsReserve, type TokenBlock, tillName } from '@tavola/shared';
import { getMeta, readMeta, setMeta } from '../db/meta.ts';
import { readStorage, writeStorage } from '../lib/storage.ts';
import { businessDayAt, leasesFor } from './context.ts';
import { expectAnswer } from './errors.ts';
import type { LocalEnv, SyncEnv } from './local-env.ts';

/**
 * The device this browser registered for a tenant, remembered outside the per-user database: signing out
 * deletes that database, and registering anew each time would use up the tenant's 26 device codes.
 */
const deviceKey = (tenantId: string) => `tavola.device.${tenantId}`;

function rememberedDevice(tenantId: string): string | null {
  try {
    const v: unknown = JSON.parse(readStorage('local', deviceKey(tenantId)) ?? 'null');
    return typeof v === 'object' && v !== null && typeof (v as { deviceId?: unknown }).deviceId === 'string'
      ? (v as { deviceId: string }).deviceId
      : null;
  } catch {
    return null;
  }
}

/** Registers the till on its first sync (again under the id this browser had, when it has one). */
export async function ensureDevice(env: SyncEnv, userAgent: string = navigator.userAgent): Promise<string> {
  const known = await getMeta(env.db, 'deviceId');
  if (known) return known;
  const before = rememberedDevice(env.who.tenantId);
  const reg = expectAnswer(await env.transport.registerDevice(tillName(userAgent), before));
  await env.db.transaction('rw', env.db.meta, async () => {
    await setMeta(env.db, 'deviceId', reg.deviceId);
    await setMeta(env.db, 'deviceCode', reg.deviceCode);
  });
  writeStorage('local', deviceKey(env.who.tenantId), JSON.stringify(reg));
  return reg.deviceId;
}

/** The server no longer knows this device (removed on the devices screen): register again on the next sync. */
export async function forgetDevice(env: SyncEnv): Promise<void> {
  await env.db.transaction('rw', env.db.meta, async () => {
    await env.db.meta.bulkDelete(['deviceId', 'deviceCode', 'leases', 'leaseDay']);
  });
  writeStorage('local', deviceKey(env.who.tenantId), null);
}

const sameBlock = (a: TokenBlock, b: TokenBlock) =>
  a.businessDay === b.businessDay && a.start === b.start && a.end === b.end;

/**
 * TOK9: asks for a reserve block only on a device whose user may sell, once it has sold offline today and has
 * no reserved number left; a till that stays online takes each number at the sale (TOK8) and reserves none.
 */
export async function refillLeases(env: SyncEnv, now: number = Date.now()): Promise<boolean> {
  const { db } = env;
  if (!maySell(env.who)) return false;
  const meta = await readMeta(db, ['deviceId', 'leases', 'leaseDay', 'tokenState']);
  if (!meta.deviceId) return false;
  const store = await db.storeSettings.toCollection().first();
  const day = businessDayAt(now, store, meta.leaseDay);
  const held = (meta.leases ?? []).filter((b) => b.businessDay === day);
  const used = meta.tokenState?.businessDay === day ? meta.tokenState.issued : [];
  if (!needsReserve(held, used)) return false;

  const res = expectAnswer(await env.transport.lease(meta.deviceId));
  await keepBlocks(env, res.leases, res.businessDay);
  return true;
}

/** Adds leased blocks to the device's (TOK3: never drops one it may still print from). */
export async function keepBlocks(env: LocalEnv, blocks: readonly TokenBlock[], businessDay: string) {
  const { db } = env;
  await db.transaction('rw', db.meta, async () => {
    const current = (await getMeta(db, 'leases')) ?? [];
    const merged = [...current];
    for (const b of blocks) if (!merged.some((m) => sameBlock(m, b))) merged.push(b);
    // TOK4: blocks of the lease day and the day before stay usable; older ones are dropped
    await setMeta(db, 'leases', leasesFor(merged, businessDay));
    await setMeta(db, 'leaseDay', businessDay);
  });
}

/** Asks the browser once per database to keep it under storage pressure (a till's outbox must survive). */
export async function requestPersistentStorage(env: SyncEnv): Promise<void> {
  if (await getMeta(env.db, 'persistRequested')) return;
  try {
    await navigator.storage?.persist?.();
  } catch {
    // not granted or not supported: nothing more to do
  }
  await setMeta(env.db, 'persistRequested', true);
}
