/**
 * The sync protocol's wire messages (docs/architecture.md §6.3), as valibot schemas beside their types.
 *
 * Protocol history (bump PROTOCOL_VERSION when a message changes shape; keep old versions answered while
 * deployed clients may still send them, else answer VersionNotSupported):
 *   1: push {clientId, deviceId, mutations}, pull {cookie} → {cookie, lastMutationId, patch, more, reset?}.
 *      Added without a bump (ADR 0017): pull {epoch?} → {epoch}, the database's sync epoch (RST1). Both
 *      sides ignore the field when the other does not know it: an old client keeps the cookie-only check.
 *      Added without a bump: pull {grant?} → {grant}, the user's read grant the rows came under (READ3, READ4);
 *      an old client sends none and is filtered all the same.
 *      Added without a bump: pull {firstSync?} → {firstSync?} (PERF1, ADR 0072), a first sync table by table, the
 *      menu first; an old client sends none and pages by version as before.
 *      Added without a bump: socket ping {t} → pong {t} (KDS1), sent only by a kitchen screen; the app is served
 *      by its own server, so a client never meets a server that does not answer it.
 *      Added without a bump: pull → {serverTime} (KDS20, ADR 0078), the server's clock as it answered; an old
 *      client ignores it, and a client that hears none keeps its own clock (offset 0).
 *      Added without a bump: push mutation {echo?} → result {echo?}, pull {echo?} (DRAIN4, ADR 0080): a till's own
 *      rows the server holds as the till does are left out of its pull; an old client sends none and pulls them all.
 * SCHEMA_VERSION counts the synced tables' shapes as clients store them (bump with each client-visible
 * column change; the server knows which client schema versions it can still serve). A till whose rows were
 * stored under another version pulls everything afresh once, so its rows gain the new columns (SYNC20).
 *   1: the specification's tables.
 *   2: orders carry the diner's contact (WHO7), menu items their card (CARD1-CARD3), store settings the pending
 *      orders' expiry (SALE). Version 1 clients are served the same rows (they ignore the new fields).
 *   3: stations and each line's station (STN), courses and preparation stamps on order lines, the kitchen's
 *      dine-in setting (KDS10, CRS), the store's tax identity, HSN and tax kinds, invoice numbers and their
 *      series (GST, INVS), shifts, cash movements and approvers (SHIFT, APPR). Older clients are served the same
 *      rows and ignore the new fields.
 *   4: discounts on orders and lines, tenders and discount totals on invoices, refunds (DISC, TEND, REF), round-off
 *      (RND), the table an order moved from (MOVE), items' second names (I18N). Older clients: the same rows.
 *   5: the paid shares of an equal split on orders (SPLIT6), credit-note numbers on refunds (GST6), and cart
 *      discounts carried by order.create.v1 (DISC7). Older clients: the same rows.
 */
import * as v from 'valibot';
import type { PrintStatusAnswer } from '../printing/printer-status.ts';

export const PROTOCOL_VERSION = 1;
export const SUPPORTED_PROTOCOL_VERSIONS: readonly number[] = [1];
export const SCHEMA_VERSION = 5;
export const SUPPORTED_SCHEMA_VERSIONS: readonly number[] = [1, 2, 3, 4, 5];

/** Most mutations one push may carry; a longer outbox is sent in several pushes. */
export const MAX_PUSH_MUTATIONS = 200;
/** DRAIN4: the longest echo a mutation carries (some 1,000 rows); a longer one is not sent. */
export const MAX_ECHO_LENGTH = 12_000;
/** Most patch operations one pull page carries (a version is never split across pages). */
export const PULL_PAGE_SIZE = 1000;

/** SYNC5: tables a staff device holds; names are the client's IndexedDB table names. A first sync stores them in
 * this order (settings and menu first: what selling needs), see pwa/src/sync/pull.ts. */
export const SYNCED_TABLES = [
  'storeSettings',
  'printSettings',
  'storeTables',
  'stations',
  'categories',
  'taxes',
  'menuItems',
  'variants',
  'addons',
  'paymentTypes',
  'customers',
  'deliveryInfo',
  'reservations',
  'orders',
  'orderItems',
  'invoices',
  'invoiceOrders',
  // INVS1: each device's invoice series (its last number per financial year)
  'invoiceSeries',
  // SHIFT1, APPR2 (ADR 0063): tills' shifts and cash movements; approvers' PIN verifiers; their keys (read by none)
  'shifts',
  'cashMovements',
  // REF1 (ADR 0065): refunds of paid bills (before the approvers: the keys, read by none, stay last)
  'refunds',
  'approvers',
  'approvalKeys',
] as const;
export type SyncedTable = (typeof SYNCED_TABLES)[number];
export const isSyncedTable = (s: unknown): s is SyncedTable =>
  (SYNCED_TABLES as readonly unknown[]).includes(s);

const id = v.pipe(v.string(), v.minLength(1), v.maxLength(100));
const versions = {
  protocolVersion: v.pipe(v.number(), v.integer()),
  schemaVersion: v.pipe(v.number(), v.integer()),
  clientId: id,
  deviceId: id,
};

export const mutation = v.object({
  /** Per client, 1, 2, 3 … with no gaps. */
  id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER)),
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  args: v.unknown(),
  /** The device's clock when the user acted (epoch ms); informative only, the server uses its own. */
  clientTime: v.pipe(v.number(), v.integer()),
  /**
   * DRAIN4: the digests of the rows the till's run wrote (echo.ts `writesEcho`); absent from older clients. The
   * server marks the rows its own run writes alike, and leaves them out of this client's pulls that ask.
   */
  echo: v.optional(v.pipe(v.string(), v.maxLength(MAX_ECHO_LENGTH))),
});
export type Mutation = v.InferOutput<typeof mutation>;

export const pushRequest = v.object({
  ...versions,
  mutations: v.pipe(v.array(mutation), v.maxLength(MAX_PUSH_MUTATIONS)),
});
export type PushRequest = v.InferOutput<typeof pushRequest>;

export type MutationResult =
  /**
   * DRAIN4 `echo`: for a mutation sent with one, a '1' or '0' per row of it (in its order): '1' when the server's
   * row is the till's, so a pull that asks leaves it out while no other write follows.
   */
  | { id: number; status: 'applied'; echo?: string }
  | { id: number; status: 'duplicate' }
  | { id: number; status: 'rejected'; code: string; message: string };

export type PushResponse =
  | { ok: true; lastMutationId: number; results: MutationResult[] }
  /** Advances nothing: the client keeps its outbox and offers to update (or the server is older). */
  | {
      ok: false;
      error: 'VersionNotSupported';
      message: string;
      supported: { protocol: number[]; schema: number[] };
    }
  /** A mutation id beyond lastMutationId + 1: the client must resend from lastMutationId + 1. */
  | { ok: false; error: 'OutOfOrder'; message: string; lastMutationId: number };

/**
 * PERF1: where a first sync's walk stands: the store's version it reads (`at`), the SYNCED_TABLES index of the
 * table it is in, and the last row sent of that table (its version and id; 0 and '' before the first).
 */
export const firstSyncCursor = v.object({
  at: v.pipe(v.number(), v.integer(), v.minValue(0)),
  table: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(SYNCED_TABLES.length)),
  version: v.pipe(v.number(), v.integer(), v.minValue(0)),
  id: v.pipe(v.string(), v.maxLength(100)),
});
export type FirstSyncCursor = v.InferOutput<typeof firstSyncCursor>;

export const pullRequest = v.object({
  ...versions,
  /** The last tenant version the client has applied; null for a first sync. */
  cookie: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** RST1: the sync epoch the cookie came from; absent or null for a first pull or an older client. */
  epoch: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100)))),
  /** READ3: the grant the client's rows were pulled under; absent or null for a first pull or an older client. */
  grant: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100)))),
  /**
   * PERF1: a first sync table by table (cookie null): null to start one, then the cursor the last page answered.
   * Absent (an older client): the first sync pages by version.
   */
  firstSync: v.optional(v.nullable(firstSyncCursor)),
  /**
   * DRAIN4: leave out rows whose last write was this client's own mutation, echoed as the client holds it (an
   * incremental pull only). Absent (an older client) or false: every changed row.
   */
  echo: v.optional(v.boolean()),
});
export type PullRequest = v.InferOutput<typeof pullRequest>;

export type PatchOp =
  | { table: SyncedTable; id: string; op: 'put'; row: Record<string, unknown> }
  | { table: SyncedTable; id: string; op: 'del' };

export type PullResponse =
  | {
      ok: true;
      cookie: number;
      /** RST1: the database's sync epoch; the client stores it with the cookie and sends it back. */
      epoch: string;
      /** READ3: the puller's read grant: the client stores it with the cookie and sends it back. */
      grant: string;
      lastMutationId: number;
      patch: PatchOp[];
      /** More pages follow: pull again with the new cookie before rebasing. */
      more: boolean;
      /** KDS20: the server's clock as it answered (epoch ms): the till runs its mutations on it (server-clock.ts). */
      serverTime?: number;
      /**
       * PERF1: a first sync asked for table by table is not done: pull again with this cursor (the cookie of such a
       * page is 0 and means nothing). Its last page has none, and the cookie the walk read at.
       */
      firstSync?: FirstSyncCursor;
      /**
       * The server was restored from a backup (RST1), or the user's read grant changed (READ4): drop server
       * tables, keep the outbox, pull from null.
       */
      reset?: true;
    }
  | {
      ok: false;
      error: 'VersionNotSupported';
      message: string;
      supported: { protocol: number[]; schema: number[] };
    };

/** Messages the server sends on the WebSocket. */
export type ServerMessage =
  | { type: 'poke'; version: number }
  | { type: 'ping'; t: number }
  /** The answer to a client's own ping (KDS1). */
  | { type: 'pong'; t: number }
  | { type: 'new_order'; orderId: string; tokenNo: string; paymentStatus: string; deliveryType?: string }
  | { type: 'order_update'; orderIds: string[] }
  | { type: 'payment_update'; orderIds: string[] }
  /** PRT5: the store's printers' state, as GET /api/v1/print/status answers it (the printer-down banner). */
  | ({ type: 'print_status' } & PrintStatusAnswer);

/** Messages a staff client may send (anything else closes the socket with 1008). */
export const clientMessage = v.variant('type', [
  v.object({ type: v.literal('pong'), t: v.number() }),
  v.object({ type: v.literal('ping'), t: v.number() }),
  v.object({ type: v.literal('hello'), clientId: id, cookie: v.nullable(v.number()) }),
]);
export type ClientMessage = v.InferOutput<typeof clientMessage>;

export const HEARTBEAT_MS = 10_000;
export const PULL_INTERVAL_MS = 60_000;
