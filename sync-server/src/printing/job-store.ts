/**
 * PRN3: the durable queue of print jobs. A job is committed before anything is sent; a dispatcher claims due jobs
 * with a lease (one UPDATE … RETURNING, `FOR UPDATE SKIP LOCKED` on PostgreSQL) so two server processes never
 * send one job at the same time, and marks it sent only after the printer took all of it.
 */
import type { PrintDocument } from '@tavola/shared/printing/index';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { AppDb, Database } from '../db/index.ts';
import { uuidv7 } from '../ids.ts';
import { documentToJson } from './job-document-json.ts';

export type NewJob = {
  readonly tenantId: string;
  readonly printerId: string;
  readonly kind: string;
  readonly mark?: string | null;
  readonly orderId?: string | null;
  readonly payload: Uint8Array;
  /** PRN11: what the payload was encoded for, and the document to re-render it from for another printer. */
  readonly payloadFormat?: string | null;
  readonly document?: PrintDocument | null;
};

export type ClaimedJob = {
  readonly id: string;
  readonly tenantId: string;
  readonly printerId: string;
  readonly kind: string;
  readonly payload: Buffer;
  readonly payloadFormat: string | null;
  readonly document: unknown;
  readonly attempts: number;
};

/** How long a claimed job is its claimer's: longer than one send (connect timeout plus the write). */
export const LEASE_MS = 15_000;
/** PRN5: failed sends after which a printer's jobs go to its backup printer, when it has one. */
export const FAILURES_BEFORE_BACKUP = 3;
const MAX_BACKOFF_MS = 30_000;

/** PRN4: the wait before the next try after `attempts` failed ones: 0.5 s, 1 s, 2 s … up to 30 s. */
export const backoffMs = (attempts: number): number =>
  Math.min(MAX_BACKOFF_MS, 500 * 2 ** Math.max(0, attempts - 1));

export function jobRows(jobs: readonly NewJob[], now: number) {
  return jobs.map((j) => ({
    id: uuidv7(now),
    tenantId: j.tenantId,
    printerId: j.printerId,
    kind: j.kind,
    mark: j.mark ?? null,
    orderId: j.orderId ?? null,
    payload: Buffer.from(j.payload),
    payloadFormat: j.payloadFormat ?? null,
    document: j.document ? documentToJson(j.document) : null,
    status: 'queued',
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
  }));
}

/** Stores jobs (inside the caller's transaction when `tx` is given); returns their ids. */
export async function insertJobs(
  database: Database,
  jobs: readonly NewJob[],
  now: number,
  tx?: AppDb,
): Promise<string[]> {
  if (jobs.length === 0) return [];
  const rows = jobRows(jobs, now);
  if (tx) await tx.insert(database.t.printJobs).values(rows);
  else await database.transaction((w) => w.insert(database.t.printJobs).values(rows));
  return rows.map((r) => r.id);
}

/** Claims up to `limit` due jobs for `owner`, oldest first. */
export async function claimDueJobs(
  database: Database,
  owner: string,
  now: number,
  limit = 50,
): Promise<ClaimedJob[]> {
  const j = database.t.printJobs;
  const p = database.t.printers;
  const due = and(
    eq(j.status, 'queued'),
    lte(j.nextAttemptAt, now),
    or(isNull(j.leaseUntil), lt(j.leaseUntil, now)),
  );
  // CloudPRNT printers fetch their own jobs (cloudprnt.ts); the server dials network printers only
  const network = database.db.select({ id: p.id }).from(p).where(eq(p.connection, 'network'));
  const pick = database.db
    .select({ id: j.id })
    .from(j)
    .where(and(due, inArray(j.printerId, network)))
    .orderBy(asc(j.createdAt), asc(j.id))
    .limit(limit);
  const picked = database.dialect === 'pg' ? sql`(${pick} for update skip locked)` : pick;
  const rows = await database.transaction((w) =>
    w
      .update(j)
      .set({ leaseOwner: owner, leaseUntil: now + LEASE_MS })
      .where(and(inArray(j.id, picked as typeof pick), due))
      .returning({
        id: j.id,
        tenantId: j.tenantId,
        printerId: j.printerId,
        kind: j.kind,
        payload: j.payload,
        payloadFormat: j.payloadFormat,
        document: j.document,
        attempts: j.attempts,
        createdAt: j.createdAt,
      }),
  );
  return rows.sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1));
}

/** PRN4: the printer took the whole job: it is never sent again. */
export async function markSent(database: Database, id: string, owner: string, now: number): Promise<void> {
  const j = database.t.printJobs;
  await database.transaction((w) =>
    w
      .update(j)
      .set({ status: 'sent', sentAt: now, leaseUntil: null, leaseOwner: null, error: null })
      .where(and(eq(j.id, id), eq(j.leaseOwner, owner))),
  );
}

/**
 * A failed send: the job waits for its backoff; after FAILURES_BEFORE_BACKUP failures it moves to `backupPrinterId`
 * (attempts start again there). Returns whether it moved.
 */
export async function markFailed(
  database: Database,
  job: ClaimedJob,
  owner: string,
  now: number,
  error: string,
  backupPrinterId: string | null,
  /** PRN10: a held job (the printer said why) is looked at again this soon, not after the backoff. */
  retryInMs?: number,
): Promise<boolean> {
  const j = database.t.printJobs;
  const attempts = job.attempts + 1;
  const moves = backupPrinterId !== null && attempts >= FAILURES_BEFORE_BACKUP;
  await database.transaction((w) =>
    w
      .update(j)
      .set({
        attempts: moves ? 0 : attempts,
        printerId: moves ? backupPrinterId : job.printerId,
        nextAttemptAt: moves ? now : now + (retryInMs ?? backoffMs(attempts)),
        leaseUntil: null,
        leaseOwner: null,
        error: moves ? `moved to backup after: ${error}` : error,
      })
      .where(and(eq(j.id, job.id), eq(j.leaseOwner, owner))),
  );
  return moves;
}

/** Gives back claimed jobs not tried this round (their printer just failed): they wait as long as it does. */
export async function releaseJobs(
  database: Database,
  ids: readonly string[],
  owner: string,
  at: number,
): Promise<void> {
  if (ids.length === 0) return;
  const j = database.t.printJobs;
  await database.transaction((w) =>
    w
      .update(j)
      .set({ leaseUntil: null, leaseOwner: null, nextAttemptAt: at })
      .where(and(inArray(j.id, [...ids]), eq(j.leaseOwner, owner))),
  );
}

/** Jobs whose printer was removed meanwhile: they can never print. */
export async function markOrphaned(database: Database, ids: readonly string[], owner: string): Promise<void> {
  if (ids.length === 0) return;
  const j = database.t.printJobs;
  await database.transaction((w) =>
    w
      .update(j)
      .set({ status: 'failed', error: 'printer removed', leaseUntil: null, leaseOwner: null })
      .where(and(inArray(j.id, [...ids]), eq(j.leaseOwner, owner))),
  );
}

/** A printer's settings changed (a new address): its waiting jobs are tried again now, not after their backoff. */
export async function retryNow(
  database: Database,
  tenantId: string,
  printerId: string,
  now: number,
): Promise<void> {
  const j = database.t.printJobs;
  await database.transaction((w) =>
    w
      .update(j)
      .set({ nextAttemptAt: now })
      .where(and(eq(j.tenantId, tenantId), eq(j.printerId, printerId), eq(j.status, 'queued'))),
  );
}
