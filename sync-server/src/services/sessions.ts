/**
 * Device sessions: a signed short-lived access cookie naming the session, and a rotating refresh token
 * stored only as an HMAC under a second, different key. Reusing a spent refresh token revokes the session.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Role, SessionUser } from '@tavola/shared';
import { and, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { AppDb, Database } from '../db/index.ts';
import { randomToken, uuidv7 } from '../ids.ts';
import { batchedReads } from './session-batch.ts';

export const ACCESS_TTL_MS = 15 * 60_000;
export const REFRESH_TTL_MS = 30 * 24 * 60 * 60_000;
/** Spent refresh tokens are kept this long to recognise their reuse. */
const SPENT_RETENTION_MS = 24 * 60 * 60_000;
/**
 * A spent token presented again this soon after its use, by the client that spent it (the same client
 * cookie), is a race of one browser (two requests or tabs refreshing at once, all holding the same cookies),
 * not theft: it gets a fresh pair. Any other reuse revokes the session. The same leeway as Auth0's "reuse
 * interval" or Okta's grace period, bound to the client as theirs is to the client id.
 */
export const REUSE_GRACE_MS = 10_000;

export type Keys = { access: Buffer; refresh: Buffer };

/** A key from the environment, else generated once and kept in server_secrets (the same in every instance). */
export async function serverSecret(database: Database, name: string, fixed: string | null): Promise<Buffer> {
  const { db, t } = database;
  if (fixed) return Buffer.from(fixed, 'utf8');
  const read = async () =>
    (await db.select().from(t.serverSecrets).where(eq(t.serverSecrets.name, name)).limit(1))[0]?.value;
  let value = await read();
  if (!value) {
    const fresh = randomBytes(32).toString('base64url');
    // Several instances may start together: the first insert wins and everyone reads it back.
    await database.transaction((tx) =>
      tx.insert(t.serverSecrets).values({ name, value: fresh }).onConflictDoNothing(),
    );
    value = (await read()) ?? fresh;
  }
  return Buffer.from(value, 'utf8');
}

/** Keys from the environment, else generated once and kept in server_secrets so restarts keep sessions. */
export async function loadKeys(
  database: Database,
  configured: { access: string | null; refresh: string | null },
): Promise<Keys> {
  const one = (name: string, fixed: string | null) => serverSecret(database, name, fixed);
  const keys = {
    access: await one('access_cookie_key', configured.access),
    refresh: await one('refresh_token_key', configured.refresh),
  };
  if (keys.access.equals(keys.refresh)) throw new Error('The access and refresh keys must differ');
  return keys;
}

const mac = (key: Buffer, data: string) => createHmac('sha256', key).update(data).digest('base64url');

/** `<sessionId>.<expiry base36>.<hmac>` */
export function signAccess(keys: Keys, sessionId: string, expiresAt: number): string {
  const payload = `${sessionId}.${expiresAt.toString(36)}`;
  return `${payload}.${mac(keys.access, payload)}`;
}

/** The session id of a genuine, unexpired access cookie; null otherwise. */
export function verifyAccess(keys: Keys, value: string | undefined, now: number): string | null {
  if (!value) return null;
  const parts = value.split('.');
  if (parts.length !== 3) return null;
  const [sessionId, exp, sig] = parts as [string, string, string];
  const expected = Buffer.from(mac(keys.access, `${sessionId}.${exp}`));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const expiresAt = Number.parseInt(exp, 36);
  return Number.isFinite(expiresAt) && expiresAt > now ? sessionId : null;
}

export const hashRefresh = (keys: Keys, token: string) =>
  createHmac('sha256', keys.refresh).update(token).digest('hex');

/** The client cookie as stored on the refresh token it spent: a different HMAC input than any token's. */
const hashClient = (keys: Keys, client: string) =>
  createHmac('sha256', keys.refresh).update(`client:${client}`).digest('hex');

/**
 * `client` is a random secret sent in its own cookie with every pair and never stored: the refresh token
 * records the HMAC of the client cookie that spent it, so a replay within the grace must come from that
 * client (something the refresh token alone does not give).
 */
export type Tokens = { sessionId: string; access: string; refresh: string; client: string };

/** What a request's session resolves to; loaded from the database on every authenticated request. */
export type AuthContext = {
  sessionId: string;
  /** Role recorded on the session row at sign-in. */
  sessionRole: Role;
  user: SessionUser & { role: Role };
  tenant: { id: string; name: string; isActive: boolean; approved: boolean } | null;
};

export type SignInUser = { id: string; tenantId: string | null; role: Role };
export type Device = { name: string; ip: string; location: string | null };

export type RotateResult =
  | { ok: true; tokens: Tokens }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/** `batch`: PGW3, PostgreSQL's session look-ups in batches (SESSION_READ_BATCH); SQLite reads each at once. */
export function createSessions(database: Database, keys: Keys, options: { batch?: boolean } = {}) {
  const { db, t } = database;

  // Every authenticated request runs this: built and prepared once per process (ADR 0014). On PostgreSQL on
  // the short-reads pool, so that no request (a kitchen's pull after a poke) waits for a connection behind
  // the pushes holding the main pool.
  const { deviceSessions: ds, users: u, tenants: tn } = t;
  const sessionSelect = (which: SQL) =>
    (database.shortReads ?? db)
      .select({
        // Only what AuthContext holds: the rows' other columns (password hash, tenant profile) stay unread.
        session: { id: ds.id, role: ds.role },
        user: {
          id: u.id,
          username: u.username,
          name: u.name,
          role: u.role,
          scope: u.scope,
          designation: u.designation,
          photo: u.photo,
          language: u.language,
          tenantId: u.tenantId,
        },
        tenant: { id: tn.id, name: tn.name, isActive: tn.isActive, approved: tn.approved },
      })
      .from(t.deviceSessions)
      .innerJoin(t.users, eq(t.users.id, t.deviceSessions.userId))
      .leftJoin(t.tenants, eq(t.tenants.id, t.deviceSessions.tenantId))
      .where(and(which, isNull(t.deviceSessions.revokedAt)));
  const sessionQuery = sessionSelect(eq(ds.id, sql.placeholder('sessionId'))).limit(1);
  type SessionRow = Awaited<typeof sessionQuery>[number];
  type Prepared<P> = { execute(params: P): PromiseLike<SessionRow[]> };
  type Preparable<P> = { prepare(name: string): Prepared<P> };
  let prepared: Prepared<{ sessionId: string }> | null = null;
  // Both dialects' builders prepare (PostgreSQL names the statement); SQLite compiles against the schema, so
  // not before the first use (the database may not be migrated yet when this is created).
  const loadSession = () =>
    (prepared ??= (sessionQuery as unknown as Preparable<{ sessionId: string }>).prepare('session_load'));
  // PGW3: PostgreSQL's look-ups in batches, one statement for the requests that asked meanwhile (session-batch.ts).
  let preparedMany: Prepared<{ ids: string[] }> | null = null;
  const loadMany = () =>
    (preparedMany ??= (
      sessionSelect(sql`${ds.id} = any(${sql.placeholder('ids')})`) as unknown as Preparable<{
        ids: string[];
      }>
    ).prepare('session_load_many'));
  const loadOne: (sessionId: string) => Promise<SessionRow | undefined> =
    options.batch && database.dialect === 'pg'
      ? batchedReads(
          (ids) => loadMany().execute({ ids }),
          (row) => row.session.id,
        )
      : async (sessionId) => (await loadSession().execute({ sessionId }))[0];

  const issue = async (tx: AppDb, sessionId: string, now: number): Promise<Tokens> => {
    const refresh = randomToken();
    await tx
      .insert(t.refreshTokens)
      .values({ tokenHash: hashRefresh(keys, refresh), sessionId, expiresAt: now + REFRESH_TTL_MS });
    return {
      sessionId,
      access: signAccess(keys, sessionId, now + ACCESS_TTL_MS),
      refresh,
      client: randomToken(),
    };
  };

  const revokeIn = async (tx: AppDb, sessionId: string, now: number) => {
    await tx
      .update(t.deviceSessions)
      .set({ revokedAt: now })
      .where(and(eq(t.deviceSessions.id, sessionId), isNull(t.deviceSessions.revokedAt)));
    await tx.delete(t.refreshTokens).where(eq(t.refreshTokens.sessionId, sessionId));
  };

  return {
    /** A new device session with a fresh id (no session fixation), inside the caller's transaction. */
    async start(tx: AppDb, user: SignInUser, device: Device, now: number): Promise<Tokens> {
      const id = uuidv7(now);
      await tx.insert(t.deviceSessions).values({
        id,
        userId: user.id,
        tenantId: user.tenantId,
        role: user.role,
        deviceName: device.name,
        deviceIp: device.ip,
        deviceLocation: device.location,
        createdAt: now,
        lastSeenAt: now,
      });
      return issue(tx, id, now);
    },

    /**
     * Spends a refresh token and issues the next pair; `client` is the request's client cookie. A spent
     * token presented again revokes the session (reuse detection), unless within REUSE_GRACE_MS of its use
     * and with the client cookie that spent it.
     */
    rotate(token: string, client: string | undefined, now: number): Promise<RotateResult> {
      const hash = hashRefresh(keys, token);
      const usedBy = client ? hashClient(keys, client) : null;
      return database.transaction(async (tx): Promise<RotateResult> => {
        const claimed = await tx
          .update(t.refreshTokens)
          .set({ usedAt: now, usedBy })
          .where(and(eq(t.refreshTokens.tokenHash, hash), isNull(t.refreshTokens.usedAt)))
          .returning();
        let row = claimed[0];
        if (!row) {
          const spent = (
            await tx.select().from(t.refreshTokens).where(eq(t.refreshTokens.tokenHash, hash)).limit(1)
          )[0];
          if (!spent) return { ok: false, reason: 'unknown' };
          const sameClient = usedBy !== null && spent.usedBy === usedBy;
          if (spent.usedAt === null || now - spent.usedAt > REUSE_GRACE_MS || !sameClient) {
            await revokeIn(tx, spent.sessionId, now);
            return { ok: false, reason: 'reused' };
          }
          row = spent;
        }
        if (row.expiresAt <= now) return { ok: false, reason: 'expired' };
        const session = (
          await tx.select().from(t.deviceSessions).where(eq(t.deviceSessions.id, row.sessionId)).limit(1)
        )[0];
        if (!session || session.revokedAt !== null) return { ok: false, reason: 'revoked' };
        await tx.update(t.deviceSessions).set({ lastSeenAt: now }).where(eq(t.deviceSessions.id, session.id));
        await tx
          .delete(t.refreshTokens)
          .where(
            and(
              eq(t.refreshTokens.sessionId, session.id),
              lt(t.refreshTokens.usedAt, now - SPENT_RETENTION_MS),
            ),
          );
        return { ok: true, tokens: await issue(tx, session.id, now) };
      });
    },

    revoke(sessionId: string, now: number): Promise<void> {
      return database.transaction((tx) => revokeIn(tx, sessionId, now));
    },

    revokeIn,

    /** Revokes every session of a user (password reset). */
    async revokeAllOfUser(tx: AppDb, userId: string, now: number): Promise<void> {
      const live = await tx
        .select({ id: t.deviceSessions.id })
        .from(t.deviceSessions)
        .where(and(eq(t.deviceSessions.userId, userId), isNull(t.deviceSessions.revokedAt)));
      for (const s of live) await revokeIn(tx, s.id, now);
    },

    /** The session a refresh cookie belongs to, if it is still live (sign-out with an expired access cookie). */
    async sessionOfRefresh(token: string): Promise<string | null> {
      const row = (
        await db
          .select({ sessionId: t.refreshTokens.sessionId })
          .from(t.refreshTokens)
          .where(eq(t.refreshTokens.tokenHash, hashRefresh(keys, token)))
          .limit(1)
      )[0];
      return row?.sessionId ?? null;
    },

    /** The live session with its user and tenant, or null when revoked or gone. */
    async load(sessionId: string): Promise<AuthContext | null> {
      const row = await loadOne(sessionId);
      if (!row) return null;
      const { session, user, tenant } = row;
      return {
        sessionId: session.id,
        sessionRole: session.role,
        user: toSessionUser(user),
        tenant: tenant
          ? { id: tenant.id, name: tenant.name, isActive: tenant.isActive, approved: tenant.approved }
          : null,
      };
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;

type UserRow = {
  id: string;
  username: string;
  name: string;
  role: Role;
  scope: string;
  designation: string | null;
  photo: string | null;
  language: string | null;
  tenantId: string | null;
};

export const toSessionUser = (u: UserRow): SessionUser & { role: Role } => ({
  id: u.id,
  username: u.username,
  name: u.name,
  role: u.role,
  scope: u.scope,
  designation: u.designation,
  photo: u.photo,
  language: u.language,
  tenant_id: u.tenantId,
});
