/** Password reset tokens: random, stored as a SHA-256 hash, single-use, valid for one hour. */
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { randomToken } from '../ids.ts';
import { hashPassword } from './passwords.ts';
import type { Sessions } from './sessions.ts';

export const RESET_TTL_MS = 60 * 60_000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createResetToken(database: Database, userId: string, now: number): Promise<string> {
  const token = randomToken();
  await database.transaction((tx) =>
    tx
      .insert(database.t.passwordResets)
      .values({ tokenHash: hashToken(token), userId, expiresAt: now + RESET_TTL_MS }),
  );
  return token;
}

export const resetLink = (baseUrl: string, token: string) =>
  `${baseUrl}/reset-password?token=${encodeURIComponent(token)}`;

/**
 * Spends the token and sets the new password; every other outstanding token of the user is spent too,
 * and every session of the user is signed out. The account's name, or null for an unknown, used or expired token.
 */
export async function resetPassword(
  database: Database,
  sessions: Sessions,
  token: string,
  password: string,
  now: number,
): Promise<{ username: string } | null> {
  const { t } = database;
  const passwordHash = await hashPassword(password);
  return database.transaction(async (tx) => {
    const spent = await tx
      .update(t.passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(t.passwordResets.tokenHash, hashToken(token)),
          isNull(t.passwordResets.usedAt),
          gt(t.passwordResets.expiresAt, now),
        ),
      )
      .returning();
    const row = spent[0];
    if (!row) return null;
    await tx
      .update(t.passwordResets)
      .set({ usedAt: now })
      .where(and(eq(t.passwordResets.userId, row.userId), isNull(t.passwordResets.usedAt)));
    const [user] = await tx
      .update(t.users)
      .set({ passwordHash, updatedAt: now })
      .where(eq(t.users.id, row.userId))
      .returning({ username: t.users.username });
    await sessions.revokeAllOfUser(tx, row.userId, now);
    return user ?? null;
  });
}
