/** Users of a tenant (PERM9-PERM11): staff accounts and sub-kitchens (child tenants). */
import type { AddSubKitchenArgs, AddUserArgs, Scope, UpdateUserArgs, UserCard } from '@tavola/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { scoped, scopedTx } from '../db/tenant-scope.ts';
import { uuidv7 } from '../ids.ts';
import { FREE_PLAN, findUserByUsername, isUniqueViolation, normaliseUsername } from './accounts.ts';
import { freeMenuCode } from './menu-codes.ts';
import { hashPassword } from './passwords.ts';
import { startFreeSubscription } from './subscriptions.ts';

const joinScopes = (scopes: readonly Scope[]) => scopes.join(',');

export async function listUsers(database: Database, tenantId: string): Promise<UserCard[]> {
  const { t } = database;
  const s = scoped(database, tenantId);
  const rows = await s.db
    .select()
    .from(t.users)
    .where(s.where(t.users))
    .orderBy(asc(t.users.createdAt), asc(t.users.username));
  // Admins first (the tenant's own login), then staff in the order they were added.
  rows.sort((a, b) => Number(b.role === 'admin') - Number(a.role === 'admin'));
  return rows.map((u) => ({
    id: u.id,
    username: u.username,
    name: u.name,
    role: u.role,
    designation: u.designation,
    phone: u.phone,
    email: u.email,
    scope: u.scope,
    photo: u.photo,
  }));
}

/** The tenant's non-admin user with this username, or undefined (another tenant's user looks like none). */
export async function findStaff(database: Database, tenantId: string, username: string) {
  const { t } = database;
  const row = await scoped(database, tenantId).first(
    t.users,
    eq(t.users.username, normaliseUsername(username)),
  );
  return row && row.role === 'staff' ? row : undefined;
}

export async function addUser(
  database: Database,
  tenantId: string,
  input: AddUserArgs,
  now: number,
): Promise<'created' | 'taken'> {
  const { t } = database;
  if (await findUserByUsername(database, input.username)) return 'taken';
  const passwordHash = await hashPassword(input.password);
  try {
    await database.transaction((tx) =>
      tx.insert(t.users).values({
        id: uuidv7(now),
        tenantId,
        username: input.username,
        passwordHash,
        name: input.name,
        role: 'staff',
        scope: joinScopes(input.userScopes),
        designation: input.designation ?? null,
        phone: input.phone ?? null,
        email: input.email ?? null,
        createdAt: now,
        updatedAt: now,
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
  return 'created';
}

export async function updateUser(
  database: Database,
  tenantId: string,
  userId: string,
  input: Omit<UpdateUserArgs, 'username'>,
  now: number,
): Promise<void> {
  const { t } = database;
  await database.transaction((tx) =>
    tx
      .update(t.users)
      .set({
        name: input.name,
        designation: input.designation ?? null,
        phone: input.phone ?? null,
        email: input.email ?? null,
        scope: joinScopes(input.userScopes),
        updatedAt: now,
      })
      .where(and(eq(t.users.id, userId), eq(t.users.tenantId, tenantId))),
  );
}

/**
 * One transaction: the child tenant (parent_id, approved like its parent), its admin, its Free-plan
 * subscription and history entry, and its store settings. Returns 'taken' when the username exists.
 */
export async function addSubKitchen(
  database: Database,
  parentId: string,
  input: AddSubKitchenArgs,
  now: number,
): Promise<'created' | 'taken'> {
  const { t } = database;
  if (await findUserByUsername(database, input.username)) return 'taken';
  const [parent] = await database.db.select().from(t.tenants).where(eq(t.tenants.id, parentId));
  if (!parent) throw new Error(`tenant ${parentId} not found`);
  const passwordHash = await hashPassword(input.password);
  const tenantId = uuidv7(now);
  try {
    await database.transaction(async (tx) => {
      await tx.insert(t.tenants).values({
        id: tenantId,
        name: input.storeName,
        parentId,
        isActive: true,
        approved: parent.approved,
        plan: FREE_PLAN,
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(t.users).values({
        id: uuidv7(now),
        tenantId,
        username: input.username,
        passwordHash,
        name: input.name,
        role: 'admin',
        scope: joinScopes(input.userScopes),
        designation: input.designation ?? null,
        phone: input.phone ?? null,
        email: input.email ?? input.username,
        createdAt: now,
        updatedAt: now,
      });
      await startFreeSubscription(tx, database, tenantId, now);
      await scopedTx(database, tx, tenantId).insert(t.storeSettings, {
        id: uuidv7(now),
        storeName: input.storeName,
        address: input.address ?? null,
        phone: input.phone ?? null,
        email: input.email ?? input.username,
        ...(input.currency ? { currency: input.currency } : {}),
        uniqueQrCode: await freeMenuCode(database, tx, input.storeName), // MENU1
        createdAt: now,
        updatedAt: now,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
  return 'created';
}
