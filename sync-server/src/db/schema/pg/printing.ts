// Network and cloud-polled printers and their durable print jobs (PRN1-PRN9, ADR 0060). Server-only, never
// synced: the till reads them through REST and the `print_status` socket event. Mirrors ../sqlite/printing.ts.
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bool, bytes, createdAt, epochMs, int, json, tenantRef, updatedAt } from './columns.ts';

/** A store's printer: where its bytes go (network host:port, or a CloudPRNT printer that polls) and what it prints. */
export const printers = pgTable(
  'printers',
  {
    id: text('id').primaryKey(),
    tenantId: tenantRef(),
    title: text('title').notNull(),
    /** network | usb | serial | cloudprnt; the server sends only to network and cloudprnt printers. */
    connection: text('connection').notNull(),
    host: text('host'),
    port: int('port'),
    /** 80 or 57 (mm): 48 or 32 columns at font A. */
    paperWidth: int('paper_width').notNull().default(80),
    /** esc-pos | star-prnt. */
    language: text('language').notNull().default('esc-pos'),
    /** receipt | kitchen. */
    role: text('role').notNull(),
    /** Stations a kitchen printer takes; empty: all (STN1 `stationTakesLine`). */
    stationIds: json<string[]>('station_ids')
      .notNull()
      .$defaultFn(() => []),
    backupPrinterId: text('backup_printer_id'),
    hasDrawer: bool('has_drawer').notNull().default(false),
    /** CloudPRNT: the printer's MAC as it polls, and the token it must send (PRN7). */
    cloudprntMac: text('cloudprnt_mac'),
    cloudprntToken: text('cloudprnt_token'),
    /** PRN10: ask a network ESC/POS printer its real-time status (DLE EOT) around each job; off for printers that misbehave. */
    statusQuery: bool('status_query').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('printers_tenant_idx').on(t.tenantId),
    index('printers_cloudprnt_mac_idx').on(t.cloudprntMac),
  ],
);

/**
 * PRN3: one job is one complete document for one printer, committed before it is sent. `queued` jobs are claimed
 * with a lease (`leaseUntil`), so two server processes never send the same job at once; `sent` only after the
 * socket write completed and closed cleanly.
 */
export const printJobs = pgTable(
  'print_jobs',
  {
    id: text('id').primaryKey(),
    tenantId: tenantRef(),
    printerId: text('printer_id').notNull(),
    /** kitchen | receipt | token | drawer | test. */
    kind: text('kind').notNull(),
    /** NEW | ADDITION | VOID | REPRINT | null. */
    mark: text('mark'),
    orderId: text('order_id'),
    /** The printer's bytes, encoded when the job is made. */
    payload: bytes('payload').notNull(),
    /** PRN11: the paper and language the payload was encoded for ("80/esc-pos"); null for jobs made before. */
    payloadFormat: text('payload_format'),
    /** PRN11: the neutral document (PRT1, `documentToJson`), so a backup or an ePOS-XML printer renders it for itself. */
    document: json<unknown>('document'),
    /** queued | sent | failed. */
    status: text('status').notNull().default('queued'),
    attempts: int('attempts').notNull().default(0),
    nextAttemptAt: epochMs('next_attempt_at').notNull(),
    leaseUntil: epochMs('lease_until'),
    leaseOwner: text('lease_owner'),
    createdAt: createdAt(),
    sentAt: epochMs('sent_at'),
    error: text('error'),
  },
  (t) => [
    index('print_jobs_due_idx').on(t.status, t.nextAttemptAt),
    index('print_jobs_printer_idx').on(t.tenantId, t.printerId, t.status),
  ],
);

/**
 * PRN2: what has been ticketed, one row a fact (`sent:<lineId>`, `void:<lineId>`, `receipt:<orderId>`). A trigger
 * inserts its marks with its jobs in one transaction and only the inserter makes jobs, so an event heard by
 * several server processes, or heard twice, prints once.
 */
export const printMarks = pgTable(
  'print_marks',
  {
    tenantId: tenantRef(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);
