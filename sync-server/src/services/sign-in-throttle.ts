/**
 * Per-account sign-in backoff for both consoles (docs/api-auth-contract.md, ADR 0044). Every attempt on an
 * account name is counted before its password is checked, so parallel guesses cannot slip past the count;
 * a success clears it. Past FREE_FAILURES, each attempt locks the name for a delay doubling from 1 s to
 * 15 min, and attempts during the lock are refused unchecked. The count lives in the database (every process
 * shares it), keyed by an HMAC of the normalised name whether the account exists or not (the answers reveal
 * nothing), and a row is pruned an hour after its last failure; a password reset clears the name's counts. Browsers that signed in to the account
 * before (the `known` cookie) count apart: a stranger's guesses cannot lock the owner out of their own tills.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { normaliseUsername } from './accounts.ts';

export const THROTTLE = {
  /** Failures allowed before the first delay. */
  freeFailures: 5,
  firstDelayMs: 1_000,
  maxDelayMs: 15 * 60_000,
  /** A count is forgotten this long after its last failure; longer than the cap, or the cap would reset it. */
  forgetMs: 60 * 60_000,
  /** Accounts one browser's `known` cookie remembers (a till shared by several staff). */
  knownAccounts: 5,
  knownTtlMs: 365 * 24 * 60 * 60_000,
} as const;

/** How long an account waits after its `failures`-th counted attempt: 0, then 1 s, 2 s, 4 s, … 15 min. */
export const delayAfter = (failures: number): number =>
  failures <= THROTTLE.freeFailures
    ? 0
    : Math.min(
        THROTTLE.maxDelayMs,
        THROTTLE.firstDelayMs * 2 ** Math.min(failures - THROTTLE.freeFailures - 1, 30),
      );

export type SignInTicket = { key: string; tag: string };
export type Admission = { ok: true; ticket: SignInTicket } | { ok: false; retryAfterMs: number };

const TAG = /^[A-Za-z0-9_-]{22}$/;
const tagsOf = (cookie: string | undefined) =>
  (cookie ?? '')
    .split('.')
    .filter((t) => TAG.test(t))
    .slice(0, THROTTLE.knownAccounts);

export function createSignInThrottle(database: Database, secret: Buffer) {
  const { t } = database;
  const f = t.signInFailures;
  const mac = (data: string) => createHmac('sha256', secret).update(data).digest('base64url');

  /** Counts one attempt on `key` unless it is locked; a lost race with another process is tried again. */
  async function count(key: string, now: number): Promise<true | number> {
    for (let round = 0; round < 3; round++) {
      const outcome = await database.transaction(async (tx): Promise<true | number | null> => {
        const inserted = await tx
          .insert(f)
          .values({ accountKey: key, failures: 0, lastFailureAt: now, lockedUntil: 0 })
          .onConflictDoNothing()
          .returning({ key: f.accountKey });
        // A new row is where spraying names would grow the table: prune the forgotten ones then.
        if (inserted.length) await tx.delete(f).where(lt(f.lastFailureAt, now - THROTTLE.forgetMs));
        const row = (await tx.select().from(f).where(eq(f.accountKey, key)).limit(1))[0];
        if (!row) return null;
        if (row.lockedUntil > now) return row.lockedUntil - now;
        const failures = now - row.lastFailureAt > THROTTLE.forgetMs ? 1 : row.failures + 1;
        const claimed = await tx
          .update(f)
          .set({ failures, lastFailureAt: now, lockedUntil: now + delayAfter(failures) })
          .where(
            and(eq(f.accountKey, key), eq(f.failures, row.failures), eq(f.lastFailureAt, row.lastFailureAt)),
          )
          .returning({ key: f.accountKey });
        return claimed.length ? true : null;
      });
      if (outcome !== null) return outcome;
    }
    return THROTTLE.firstDelayMs;
  }

  return {
    /** Counts a sign-in attempt on `username`; refused while the name (as seen from this browser) waits. */
    async admit(username: string, knownCookie: string | undefined, now: number): Promise<Admission> {
      const name = normaliseUsername(username);
      const tag = mac(`known:${name}`).slice(0, 22);
      const mine = Buffer.from(tag);
      const known = tagsOf(knownCookie).some((t) => timingSafeEqual(Buffer.from(t), mine));
      const key = mac(`${known ? 'known' : 'any'}:${name}`);
      const counted = await count(key, now);
      return counted === true ? { ok: true, ticket: { key, tag } } : { ok: false, retryAfterMs: counted };
    },

    /** A password reset proved the account's owner (its mail): both its counts start afresh, no lock stays. */
    async forget(username: string): Promise<void> {
      const name = normaliseUsername(username);
      const keys = [mac(`known:${name}`), mac(`any:${name}`)];
      await database.transaction((tx) => tx.delete(f).where(inArray(f.accountKey, keys)));
    },

    /** Clears the count the ticket was admitted under; returns the `known` cookie with this account first. */
    async succeeded(ticket: SignInTicket, knownCookie: string | undefined): Promise<string> {
      await database.transaction((tx) => tx.delete(f).where(eq(f.accountKey, ticket.key)));
      const others = tagsOf(knownCookie).filter((t) => t !== ticket.tag);
      return [ticket.tag, ...others].slice(0, THROTTLE.knownAccounts).join('.');
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
