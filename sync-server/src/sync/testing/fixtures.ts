// Builders for store-level sync tests: a tenant with a registered device, mutations, and push/pull calls
// with the defaults filled in.
import { type Mutation, PULL_PAGE_SIZE } from '@tavola/shared';
import { createTenant } from '../../../test/tenants.ts';
import type { Database } from '../../db/index.ts';
import { uuidv7 } from '../../ids.ts';
import { registerDevice } from '../devices.ts';
import type { PullInput, PushInput, SyncStore } from '../store/types.ts';

export const T0 = Date.UTC(2026, 0, 15, 9, 0, 0); // 14:30 in Kolkata, business day 2026-01-15

export type Till = {
  readonly tenantId: string;
  readonly deviceId: string;
  readonly deviceCode: string;
  readonly clientId: string;
  readonly userId: string;
};

export async function tenantWithTill(database: Database, name = 'Cafe'): Promise<Till> {
  const tenantId = await createTenant(database, name);
  return till(database, tenantId);
}

/** Another till (device and client) of the tenant. */
export async function till(database: Database, tenantId: string, name = 'Till'): Promise<Till> {
  const device = await registerDevice(database, tenantId, { name, deviceId: null }, T0);
  if (device === 'full') throw new Error('no device codes left');
  return { tenantId, ...device, clientId: uuidv7(), userId: uuidv7() };
}

let clientTime = T0;
export const m = (id: number, name: string, args: unknown): Mutation => ({
  id,
  name,
  args,
  clientTime: clientTime++,
});

export const pushInput = (till: Till, mutations: readonly Mutation[], now = T0): PushInput => ({
  tenantId: till.tenantId,
  actor: { role: 'admin', scope: '', userId: till.userId },
  deviceId: till.deviceId,
  clientId: till.clientId,
  mutations,
  now,
});

export const pullInput = (
  till: Till,
  cookie: number | null,
  options: { now?: number; pageSize?: number; epoch?: string; grant?: string } = {},
): PullInput => ({
  tenantId: till.tenantId,
  reader: { role: 'admin', scope: '', userId: till.userId },
  deviceId: till.deviceId,
  clientId: till.clientId,
  cookie,
  epoch: options.epoch ?? null,
  grant: options.grant ?? null,
  now: options.now ?? T0,
  pageSize: options.pageSize ?? PULL_PAGE_SIZE,
});

/** Pushes and expects the ordinary answer (not a refusal, not OutOfOrder). */
export async function pushOk(store: SyncStore, till: Till, mutations: readonly Mutation[], now = T0) {
  const outcome = await store.push(pushInput(till, mutations, now));
  if (!outcome.ok) throw new Error(`push refused: ${outcome.refused}`);
  if (!outcome.response.ok) throw new Error(`push answered ${outcome.response.error}`);
  return { ...outcome.response, announce: outcome.announce };
}

/**
 * A signed-in user of the till's store (a users row and a device session), for pushes by session (ADR 0014);
 * returns the session id.
 */
export async function sessionOf(
  database: Database,
  till: Till,
  user: { role?: 'admin' | 'staff'; scope?: string; revoked?: boolean } = {},
): Promise<string> {
  const { t } = database;
  const userId = uuidv7();
  const sessionId = uuidv7();
  await database.transaction(async (tx) => {
    await tx.insert(t.users).values({
      id: userId,
      tenantId: till.tenantId,
      username: `${userId}@cafe.test`,
      passwordHash: 'x',
      name: 'Cashier',
      role: user.role ?? 'admin',
      scope: user.scope ?? '',
      createdAt: T0,
      updatedAt: T0,
    });
    await tx.insert(t.deviceSessions).values({
      id: sessionId,
      userId,
      tenantId: till.tenantId,
      role: user.role ?? 'admin',
      deviceName: 'Till',
      deviceIp: '127.0.0.1',
      createdAt: T0,
      lastSeenAt: T0,
      revokedAt: user.revoked ? T0 : null,
    });
  });
  return sessionId;
}

/** `pushInput` by a session instead of an actor. */
export const pushBySession = (till: Till, sessionId: string, mutations: readonly Mutation[]): PushInput => {
  const { actor: _, ...input } = pushInput(till, mutations);
  return { ...input, sessionId };
};

/** Pulls every page from `cookie`; returns the ops in order and the last response. */
export async function pullAll(store: SyncStore, till: Till, cookie: number | null, pageSize?: number) {
  const ops = [];
  const pages = [];
  let next = cookie;
  for (;;) {
    const outcome = await store.pull(pullInput(till, next, pageSize === undefined ? {} : { pageSize }));
    if (!outcome.ok) throw new Error(`pull refused: ${outcome.refused}`);
    pages.push(outcome.response);
    ops.push(...outcome.response.patch);
    next = outcome.response.cookie;
    if (!outcome.response.more) return { ops, pages, last: outcome.response };
  }
}
