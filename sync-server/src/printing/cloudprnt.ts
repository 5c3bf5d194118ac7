/**
 * PRN8: Star CloudPRNT, for printers that cannot be reached from the server (the hosted service): the printer
 * polls `POST {url}` with its status and is answered `{jobReady, mediaTypes, jobToken}`; it fetches the job with
 * `GET {url}?mac=…&type=…&token=…` and reports it with `DELETE {url}?mac=…&code=…&token=…` ("200 OK": printed).
 * The URL names the printer and carries its secret; the MAC the printer first polls with is kept and must
 * match after. A fetched job is leased: without its DELETE it is offered again once the lease ends.
 */
import { timingSafeEqual } from 'node:crypto';
import { and, asc, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { backoffMs } from './job-store.ts';

export const CLOUDPRNT_LEASE_MS = 60_000;

type PrinterRow = Database['t']['printers']['$inferSelect'];

/** The media type of a job's bytes as CloudPRNT names it. */
export const mediaTypeOf = (language: string) =>
  language === 'star-prnt' ? 'application/vnd.star.starprnt' : 'application/octet-stream';

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The printer the URL names, when its token matches and the MAC is the one it registered with (kept the first time). */
export async function authenticPrinter(
  database: Database,
  printerId: string,
  token: string,
  mac: string | null,
  /** PRN12: an Epson SDP printer is authenticated the same way, its device ID pinned as the MAC is. */
  connection: 'cloudprnt' | 'epson-sdp' = 'cloudprnt',
): Promise<PrinterRow | null> {
  const p = database.t.printers;
  const [row] = await database.db
    .select()
    .from(p)
    .where(and(eq(p.id, printerId), eq(p.connection, connection)));
  if (!row?.cloudprntToken || !same(row.cloudprntToken, token)) return null;
  const normal = mac?.trim().toLowerCase() || null;
  if (row.cloudprntMac === null && normal) {
    await database.transaction((w) =>
      w
        .update(p)
        .set({ cloudprntMac: normal })
        .where(and(eq(p.id, row.id), isNull(p.cloudprntMac))),
    );
    return { ...row, cloudprntMac: normal };
  }
  if (row.cloudprntMac !== null && normal !== row.cloudprntMac) return null;
  return row;
}

const dueFor = (database: Database, printerId: string, now: number) => {
  const j = database.t.printJobs;
  return and(
    eq(j.printerId, printerId),
    eq(j.status, 'queued'),
    lte(j.nextAttemptAt, now),
    or(isNull(j.leaseUntil), lt(j.leaseUntil, now)),
  );
};

/** The oldest due job of the printer, if any (the poll's `jobReady`). */
export async function nextJobId(database: Database, printerId: string, now: number): Promise<string | null> {
  const j = database.t.printJobs;
  const [row] = await database.db
    .select({ id: j.id })
    .from(j)
    .where(dueFor(database, printerId, now))
    .orderBy(asc(j.createdAt), asc(j.id))
    .limit(1);
  return row?.id ?? null;
}

/** GET: leases the job to the printer and gives its bytes (null when it is no longer due). */
export async function fetchJob(database: Database, printerId: string, jobId: string, now: number) {
  const j = database.t.printJobs;
  const [row] = await database.transaction((w) =>
    w
      .update(j)
      .set({ leaseOwner: `cloudprnt:${printerId}`, leaseUntil: now + CLOUDPRNT_LEASE_MS })
      .where(and(eq(j.id, jobId), dueFor(database, printerId, now)))
      .returning({ id: j.id, payload: j.payload, payloadFormat: j.payloadFormat, document: j.document }),
  );
  return row ?? null;
}

/** DELETE: "2xx …" marks the job printed; any other code sends it again later. */
export async function finishJob(
  database: Database,
  printerId: string,
  jobId: string,
  code: string,
  now: number,
) {
  const j = database.t.printJobs;
  const mine = and(eq(j.id, jobId), eq(j.printerId, printerId), eq(j.status, 'queued'));
  if (/^2\d\d/.test(code.trim())) {
    await database.transaction((w) =>
      w
        .update(j)
        .set({ status: 'sent', sentAt: now, leaseUntil: null, leaseOwner: null, error: null })
        .where(mine),
    );
    return;
  }
  const [row] = await database.db.select({ attempts: j.attempts }).from(j).where(mine);
  if (!row) return;
  await database.transaction((w) =>
    w
      .update(j)
      .set({
        attempts: row.attempts + 1,
        nextAttemptAt: now + backoffMs(row.attempts + 1),
        leaseUntil: null,
        leaseOwner: null,
        error: `printer: ${code}`,
      })
      .where(mine),
  );
}

/** The job leased to the printer, when its DELETE carries no job token. */
export async function leasedJob(database: Database, printerId: string): Promise<string | null> {
  const j = database.t.printJobs;
  const [row] = await database.db
    .select({ id: j.id })
    .from(j)
    .where(
      and(eq(j.printerId, printerId), eq(j.status, 'queued'), eq(j.leaseOwner, `cloudprnt:${printerId}`)),
    )
    .orderBy(asc(j.createdAt))
    .limit(1);
  return row?.id ?? null;
}
