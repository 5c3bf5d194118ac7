/** Accounts: finding users, signing up a tenant with its admin and Free subscription, the platform operator. */

import { type AccountState, accountStateOf } from '@tavola/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/index.ts';
import { scopedTx } from '../db/tenant-scope.ts';
import { uuidv7 } from '../ids.ts';
import { freeMenuCode } from './menu-codes.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { FREE_PLAN, startFreeSubscription } from './subscriptions.ts';

export { FREE_PLAN };

/** Usernames are e-mail addresses, compared without case. */
export const normaliseUsername = (username: string) => username.trim().toLowerCase();

export async function findUserByUsername(database: Database, username: string) {
  const { db, t } = database;
  const rows = await db
    .select()
    .from(t.users)
    .where(eq(t.users.username, normaliseUsername(username)))
    .limit(1);
  return rows[0] ?? null;
}

export type User = NonNullable<Awaited<ReturnType<typeof findUserByUsername>>>;

/** A unique-constraint failure from either driver, possibly wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** ACC2: the store's standing as the owner's waiting screen reads it; null for an unknown tenant. */
export async function tenantState(database: Database, tenantId: string): Promise<AccountState | null> {
  const { db, t } = database;
  const [row] = await db
    .select({
      approved: t.tenants.approved,
      isActive: t.tenants.isActive,
      switchedOff: t.tenants.switchedOff,
    })
    .from(t.tenants)
    .where(eq(t.tenants.id, tenantId))
    .limit(1);
  return row ? accountStateOf(row) : null;
}

export type SignupInput = { bizName: string; username: string; password: string };

/**
 * One transaction: the tenant (approved at once in single-store mode), its admin user, and a Free-plan
 * subscription with its 'created' history entry. Returns 'taken' when the username exists.
 */
export async function signupTenant(
  database: Database,
  input: SignupInput,
  opts: { requireApproval: boolean; now: number },
): Promise<'created' | 'taken'> {
  const { t } = database;
  const username = normaliseUsername(input.username);
  if (await findUserByUsername(database, username)) return 'taken';
  const passwordHash = await hashPassword(input.password);
  const now = opts.now;
  const tenantId = uuidv7(now);
  try {
    await database.transaction(async (tx) => {
      await tx.insert(t.tenants).values({
        id: tenantId,
        name: input.bizName,
        isActive: true,
        approved: !opts.requireApproval,
        plan: FREE_PLAN,
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(t.users).values({
        id: uuidv7(now),
        tenantId,
        username,
        passwordHash,
        name: input.bizName,
        role: 'admin',
        scope: '',
        email: username,
        createdAt: now,
        updatedAt: now,
      });
      await startFreeSubscription(tx, database, tenantId, now);
      // MENU1: the store starts named for the business, with a readable menu link
      await scopedTx(database, tx, tenantId).insert(t.storeSettings, {
        id: uuidv7(now),
        storeName: input.bizName,
        email: username,
        uniqueQrCode: await freeMenuCode(database, tx, input.bizName),
        createdAt: now,
        updatedAt: now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken'; // a concurrent sign-up with the same username won
    throw error;
  }
  return 'created';
}

/** Creates or updates the platform operator from SUPERADMIN_EMAIL / SUPERADMIN_PASSWORD at start. */
export async function ensureSuperadmin(config: Config, database: Database, log?: FastifyBaseLogger) {
  if (!config.superadmin) {
    log?.info('No SUPERADMIN_EMAIL/SUPERADMIN_PASSWORD: the super-admin console has no account');
    return;
  }
  const { t } = database;
  const { email, password } = config.superadmin;
  const now = Date.now();
  const existing = await findUserByUsername(database, email);
  if (existing && existing.role !== 'superadmin') {
    throw new Error(`SUPERADMIN_EMAIL ${email} already belongs to a tenant user`);
  }
  if (existing) {
    if (await verifyPassword(existing.passwordHash, password)) return;
    const passwordHash = await hashPassword(password);
    await database.transaction((tx) =>
      tx.update(t.users).set({ passwordHash, updatedAt: now }).where(eq(t.users.id, existing.id)),
    );
    log?.info({ email }, 'Super-admin password updated from SUPERADMIN_PASSWORD');
    return;
  }
  const passwordHash = await hashPassword(password);
  await database.transaction((tx) =>
    tx.insert(t.users).values({
      id: uuidv7(now),
      tenantId: null,
      username: email,
      passwordHash,
      name: 'Super Admin',
      role: 'superadmin',
      scope: '',
      email,
      createdAt: now,
      updatedAt: now,
    }),
  );
  log?.info({ email }, 'Super-admin account created');
}
