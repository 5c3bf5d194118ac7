/** Accounts (SQLite): tenants, users, device sessions, tokens, subscriptions, server secrets. Mirrors ../pg/accounts.ts. */
// Column helpers are local: columns.ts imports `tenants` from here, so importing it back would be a cycle.
import {
  type AnySQLiteColumn,
  index,
  integer,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';

const ms = (name: string) => integer(name, { mode: 'number' });
const bool = (name: string) => integer(name, { mode: 'boolean' });

export const tenants = sqliteTable(
  'tenants',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Sub-kitchens are tenants of their own under a parent. */
    parentId: text('parent_id').references((): AnySQLiteColumn => tenants.id, { onDelete: 'cascade' }),
    isActive: bool('is_active').notNull().default(true),
    approved: bool('approved').notNull().default(false),
    /** The operator's Active toggle is off: only the operator switches the store back on (a payment never does). */
    switchedOff: bool('switched_off').notNull().default(false),
    plan: text('plan').notNull().default('free'),
    createdAt: ms('created_at').notNull(),
    updatedAt: ms('updated_at').notNull(),
  },
  (t) => [index('tenants_parent_id_idx').on(t.parentId)],
);

export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    /** Null only for the platform operator (role superadmin). */
    tenantId: text('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    /** Lower-cased e-mail address, unique across the platform. */
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['admin', 'staff', 'superadmin'] }).notNull(),
    /** Comma-separated scope names (PERM1). */
    scope: text('scope').notNull().default(''),
    designation: text('designation'),
    phone: text('phone'),
    email: text('email'),
    photo: text('photo'),
    /** I18N2: the staff member's app language ('en', 'hi'); null: the device's default. */
    language: text('language'),
    createdAt: ms('created_at').notNull(),
    updatedAt: ms('updated_at').notNull(),
  },
  (t) => [uniqueIndex('users_username_unique').on(t.username), index('users_tenant_id_idx').on(t.tenantId)],
);

export const deviceSessions = sqliteTable(
  'device_sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    /** The role at sign-in; a super-admin session is only ever a super-admin session. */
    role: text('role', { enum: ['admin', 'staff', 'superadmin'] }).notNull(),
    deviceName: text('device_name').notNull(),
    deviceIp: text('device_ip').notNull(),
    deviceLocation: text('device_location'),
    createdAt: ms('created_at').notNull(),
    lastSeenAt: ms('last_seen_at').notNull(),
    revokedAt: ms('revoked_at'),
    /** The owner's (or the device's own) name for it, 'Counter 1'; null shows the browser (DEV1). */
    label: text('label'),
    /** Unsent changes the device last reported holding (DEV2), and when. */
    unsent: integer('unsent'),
    unsentAt: ms('unsent_at'),
    /** Removal asked while it held unsent changes: signed out once it reports none (DEV3). */
    retiringAt: ms('retiring_at'),
  },
  (t) => [
    index('device_sessions_user_id_idx').on(t.userId),
    index('device_sessions_tenant_id_idx').on(t.tenantId),
  ],
);

export const refreshTokens = sqliteTable(
  'refresh_tokens',
  {
    /** HMAC of the token under the refresh secret; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => deviceSessions.id, { onDelete: 'cascade' }),
    expiresAt: ms('expires_at').notNull(),
    usedAt: ms('used_at'),
    /** HMAC of the client cookie presented when the token was spent: only that client gets the reuse grace. */
    usedBy: text('used_by'),
  },
  (t) => [index('refresh_tokens_session_id_idx').on(t.sessionId)],
);

export const passwordResets = sqliteTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: ms('expires_at').notNull(),
    usedAt: ms('used_at'),
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId)],
);

export const subscriptions = sqliteTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    plan: text('plan').notNull(),
    isActive: bool('is_active').notNull().default(true),
    startsOn: ms('starts_on').notNull(),
    /** Null: no end (the Free plan). */
    expiresOn: ms('expires_on'),
    cancelledAt: ms('cancelled_at'),
    providerRef: text('provider_ref'),
    /** razorpay | demo: who took the payment of its current period; null: none (Free). Demo is not revenue. */
    provider: text('provider'),
  },
  (t) => [index('subscriptions_tenant_id_idx').on(t.tenantId)],
);

export const subscriptionHistory = sqliteTable(
  'subscription_history',
  {
    id: text('id').primaryKey(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['created', 'renewed', 'cancelled'] }).notNull(),
    /** Minor units (MON1). */
    amount: integer('amount', { mode: 'number' }).notNull().default(0),
    createdAt: ms('created_at').notNull(),
    startsOn: ms('starts_on').notNull(),
    expiresOn: ms('expires_on'),
    /** razorpay | demo: who took this payment; null: no payment. */
    provider: text('provider'),
  },
  (t) => [index('subscription_history_tenant_id_idx').on(t.tenantId)],
);

/**
 * Failed sign-ins per account name (both consoles), for the per-account backoff. Keyed by an HMAC of the
 * normalised name, known or not (no account enumeration); rows are pruned an hour after their last failure.
 */
export const signInFailures = sqliteTable(
  'sign_in_failures',
  {
    accountKey: text('account_key').primaryKey(),
    failures: integer('failures', { mode: 'number' }).notNull(),
    lastFailureAt: ms('last_failure_at').notNull(),
    lockedUntil: ms('locked_until').notNull(),
  },
  (t) => [index('sign_in_failures_last_failure_at_idx').on(t.lastFailureAt)],
);

/** Keys the server generated once (cookie signing, refresh hashing), so restarts keep sessions. */
export const serverSecrets = sqliteTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
