/** The `printers` rows of a store: reads, the REST answer's shape (PRT8 `PrinterConfig`) and writes (PRN1). */
import { randomBytes } from 'node:crypto';
import type { PrinterArgs, PrinterConfig } from '@tavola/shared/printing/index';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { uuidv7 } from '../ids.ts';

type PrinterRow = Database['t']['printers']['$inferSelect'];

/** The printers the server prints to itself: network ones (TCP), CloudPRNT and Epson SDP ones (they poll). */
export const SERVER_CONNECTIONS = ['network', 'cloudprnt', 'epson-sdp'] as const;
/** Printers that fetch their own jobs by polling (PRN8, PRN12). */
export const POLLING_CONNECTIONS: readonly string[] = ['cloudprnt', 'epson-sdp'];

type PrintersQuery = { execute(params: { tenantId: string }): PromiseLike<PrinterRow[]> };
const printersQueries = new WeakMap<Database, PrintersQuery>();

/**
 * Read after every announced group of orders, in every process (PRN2's triggers): built and prepared once a
 * database, as the session look-up (ADR 0079: building it, wide row and all, took ~0.5 ms of CPU each time).
 */
export async function serverPrinters(database: Database, tenantId: string): Promise<PrinterRow[]> {
  let query = printersQueries.get(database);
  if (!query) {
    const p = database.t.printers;
    const built = database.db
      .select()
      .from(p)
      .where(and(eq(p.tenantId, sql.placeholder('tenantId')), inArray(p.connection, [...SERVER_CONNECTIONS])))
      .orderBy(asc(p.createdAt), asc(p.id));
    query = (built as unknown as { prepare(name: string): PrintersQuery }).prepare('server_printers');
    printersQueries.set(database, query);
  }
  return query.execute({ tenantId });
}

export async function listPrinters(database: Database, tenantId: string): Promise<PrinterRow[]> {
  const p = database.t.printers;
  return database.db.select().from(p).where(eq(p.tenantId, tenantId)).orderBy(asc(p.createdAt), asc(p.id));
}

export async function findPrinter(
  database: Database,
  tenantId: string,
  id: string,
): Promise<PrinterRow | undefined> {
  const p = database.t.printers;
  const [row] = await database.db
    .select()
    .from(p)
    .where(and(eq(p.tenantId, tenantId), eq(p.id, id)));
  return row;
}

/** The CloudPRNT path a printer polls: its id and secret in the path (the query's `token` is CloudPRNT's job token). */
export const cloudPrntPath = (row: { id: string; cloudprntToken: string | null }) =>
  `/api/v1/cloudprnt/${row.id}/${row.cloudprntToken ?? ''}`;

/** PRN12: the Server Direct Print URL an Epson printer posts to: its id and secret in the path, as CloudPRNT's. */
export const sdpPath = (row: { id: string; cloudprntToken: string | null }) =>
  `/api/v1/epson-sdp/${row.id}/${row.cloudprntToken ?? ''}`;

export function printerWire(row: PrinterRow): PrinterConfig {
  return {
    id: row.id,
    title: row.title,
    connection: row.connection as PrinterConfig['connection'],
    host: row.host,
    port: row.port,
    paperWidth: row.paperWidth === 57 ? '57' : '80',
    language: row.language as PrinterConfig['language'],
    role: row.role as PrinterConfig['role'],
    stationIds: row.stationIds,
    backupPrinterId: row.backupPrinterId,
    hasCashDrawer: row.hasDrawer,
    statusQuery: row.statusQuery,
    cloudPrntUrl: row.connection === 'cloudprnt' ? cloudPrntPath(row) : null,
    sdpUrl: row.connection === 'epson-sdp' ? sdpPath(row) : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const columnsOf = (args: PrinterArgs) => ({
  title: args.title,
  connection: args.connection,
  host: args.host,
  port: args.port,
  paperWidth: args.paperWidth === '57' ? 57 : 80,
  language: args.language,
  role: args.role,
  stationIds: [...args.stationIds],
  backupPrinterId: args.backupPrinterId,
  hasDrawer: args.hasCashDrawer,
  statusQuery: args.statusQuery,
});

export async function addPrinter(
  database: Database,
  tenantId: string,
  args: PrinterArgs,
  now: number,
): Promise<PrinterRow> {
  const row = {
    id: uuidv7(now),
    tenantId,
    ...columnsOf(args),
    cloudprntToken: randomBytes(18).toString('base64url'),
    createdAt: now,
    updatedAt: now,
  };
  await database.transaction((w) => w.insert(database.t.printers).values(row));
  return { ...row, cloudprntMac: null };
}

export async function updatePrinter(
  database: Database,
  tenantId: string,
  id: string,
  args: PrinterArgs,
  now: number,
) {
  const p = database.t.printers;
  await database.transaction((w) =>
    w
      .update(p)
      .set({ ...columnsOf(args), updatedAt: now })
      .where(and(eq(p.tenantId, tenantId), eq(p.id, id))),
  );
}

/** Removes the printer and its unsent jobs; other printers naming it as backup no longer do. */
export async function removePrinter(database: Database, tenantId: string, id: string) {
  const { printers: p, printJobs: j } = database.t;
  await database.transaction(async (tx) => {
    await tx.delete(j).where(and(eq(j.tenantId, tenantId), eq(j.printerId, id), eq(j.status, 'queued')));
    await tx
      .update(p)
      .set({ backupPrinterId: null })
      .where(and(eq(p.tenantId, tenantId), eq(p.backupPrinterId, id)));
    await tx.delete(p).where(and(eq(p.tenantId, tenantId), eq(p.id, id)));
  });
}
