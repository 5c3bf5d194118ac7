// Registered tills and tablets (SS16-SS17; docs/architecture.md §6.1): each gets a short letter code, unique among the tenant's
// active devices, that prefixes its offline tokens ('B-3'). Re-registering with a known device id returns it.

import { and, eq, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../db/index.ts';
import { uuidv7 } from '../ids.ts';
import { databaseFault } from './errors.ts';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
/**
 * 'A'..'Z' first, then 'AA'..'ZZ' (702 in all): every browser that signs in afresh is a new device, so a busy
 * store passes 26 over the months; offline tokens allow up to 4 letters (TOK5).
 */
export const DEVICE_CODES: readonly string[] = [
  ...LETTERS,
  ...LETTERS.flatMap((a) => LETTERS.map((b) => a + b)),
];
export const NO_DEVICE_CODES_LEFT = 'No device codes left, remove a device first!';
export const DEVICE_NAME_MESSAGE = 'Please provide device name!';

export const registerDeviceArgs = v.object({
  name: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.minLength(1, DEVICE_NAME_MESSAGE),
    v.maxLength(100, DEVICE_NAME_MESSAGE),
  ),
  /** The device this browser registered before; returned as is while it is not removed. */
  deviceId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100))), null),
});
export type RegisterDeviceArgs = v.InferOutput<typeof registerDeviceArgs>;

export type RegisteredDevice = { deviceId: string; deviceCode: string };

/** The first code no active device of the tenant holds, or null when all are taken. */
export function freeCode(taken: readonly string[]): string | null {
  const held = new Set(taken);
  return DEVICE_CODES.find((c) => !held.has(c)) ?? null;
}

export async function registerDevice(
  database: Database,
  tenantId: string,
  args: RegisterDeviceArgs,
  now: number,
): Promise<RegisteredDevice | 'full'> {
  const { t } = database;
  const d = t.devices;
  const active = and(eq(d.tenantId, tenantId), isNull(d.revokedAt));
  // Two registrations at once may pick the same letter on PostgreSQL; the unique index refuses one: retry.
  for (let attempt = 0; ; attempt++) {
    try {
      return await database.transaction(async (tx) => {
        if (args.deviceId) {
          const [known] = await tx
            .update(d)
            .set({ name: args.name, lastSeenAt: now })
            .where(and(active, eq(d.id, args.deviceId)))
            .returning({ id: d.id, code: d.code });
          if (known) return { deviceId: known.id, deviceCode: known.code };
        }
        const taken = await tx.select({ code: d.code }).from(d).where(active);
        const code = freeCode(taken.map((r) => r.code));
        if (!code) return 'full' as const;
        const id = uuidv7(now);
        await tx.insert(d).values({ id, tenantId, code, name: args.name, createdAt: now, lastSeenAt: now });
        return { deviceId: id, deviceCode: code };
      });
    } catch (error) {
      if (attempt < 5 && databaseFault(error)?.kind === 'constraint') continue;
      throw error;
    }
  }
}

/** Removes a device: its code is free again, its pushes and pulls are refused. */
export async function revokeDevice(database: Database, tenantId: string, deviceId: string, now: number) {
  const d = database.t.devices;
  const removed = await database.transaction((tx) =>
    tx
      .update(d)
      .set({ revokedAt: now })
      .where(and(eq(d.tenantId, tenantId), eq(d.id, deviceId), isNull(d.revokedAt)))
      .returning({ id: d.id }),
  );
  return removed.length > 0;
}
