/**
 * What a committed write announces to sockets: the wire frames (`poke` + events, ServerMessage) and, on
 * PostgreSQL, the NOTIFY payload that carries it to every server process (docs/architecture.md §6.3).
 */
import type { ServerMessage, SyncEvent } from '@tavola/shared';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { AppDb, Database } from '../db/index.ts';
import { queryRows } from '../db/raw.ts';

/**
 * The one channel: `{tenantId, version, events}` per committed tenant version, and `{closeSession}` when a
 * session is revoked. One channel: one LISTEN to restore when the dedicated connection comes back (`db/pg-listen.ts`).
 */
export const SYNC_CHANNEL = 'tavola_sync';

export type Announcement = { version: number; events: SyncEvent[] };

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; keep a margin. */
export const MAX_NOTIFY_BYTES = 7900;

const byteLength = (s: string) => Buffer.byteLength(s, 'utf8');

/**
 * The NOTIFY payload `{"tenantId","version","events"}`. Events that would not fit are left off (the poke
 * still goes out and clients pull the data; only a sound or toast is lost).
 */
export function encodeNotification(tenantId: string, message: Announcement): string {
  const head = `{"tenantId":${JSON.stringify(tenantId)},"version":${message.version},"events":[`;
  let body = '';
  for (const event of message.events) {
    const next = (body ? `${body},` : '') + JSON.stringify(toServerMessage(event));
    if (byteLength(head) + byteLength(next) + 2 > MAX_NOTIFY_BYTES) break;
    body = next;
  }
  return `${head}${body}]}`;
}

const orderIds = v.array(v.string());
const eventSchema = v.variant('type', [
  v.object({
    type: v.literal('new_order'),
    orderId: v.string(),
    tokenNo: v.string(),
    paymentStatus: v.string(),
    deliveryType: v.optional(v.string()),
  }),
  v.object({ type: v.literal('order_update'), orderIds }),
  v.object({ type: v.literal('payment_update'), orderIds }),
]);
const envelope = v.object({
  tenantId: v.pipe(v.string(), v.minLength(1)),
  version: v.pipe(v.number(), v.integer(), v.minValue(0)),
  events: v.array(v.unknown()),
});

export type Notification =
  | ({ kind: 'announce'; tenantId: string } & Announcement)
  | { kind: 'closeSession'; sessionId: string };

const closeSession = v.object({ closeSession: v.pipe(v.string(), v.minLength(1)) });

/** The NOTIFY payload that closes a session's sockets in every process. */
export const encodeSessionClosed = (sessionId: string) => JSON.stringify({ closeSession: sessionId });

/**
 * A payload from the channel, or null when it is neither kind. Events of a type this process does not know
 * (a newer server in a rolling deploy) are dropped; the poke still goes out.
 */
export function decodeNotification(payload: string): Notification | null {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return null;
  }
  const closed = v.safeParse(closeSession, json);
  if (closed.success) return { kind: 'closeSession', sessionId: closed.output.closeSession };
  const r = v.safeParse(envelope, json);
  if (!r.success) return null;
  const events = r.output.events.flatMap((e) => {
    const ev = v.safeParse(eventSchema, e);
    return ev.success ? [ev.output] : [];
  });
  return { kind: 'announce', tenantId: r.output.tenantId, version: r.output.version, events };
}

/** Copies only the fields of the wire message, whatever else the event object carries. */
export function toServerMessage(event: SyncEvent): ServerMessage {
  switch (event.type) {
    case 'new_order':
      return {
        type: 'new_order',
        orderId: event.orderId,
        tokenNo: event.tokenNo,
        paymentStatus: event.paymentStatus,
        ...(event.deliveryType === undefined ? {} : { deliveryType: event.deliveryType }),
      };
    case 'order_update':
      return { type: 'order_update', orderIds: [...event.orderIds] };
    case 'payment_update':
      return { type: 'payment_update', orderIds: [...event.orderIds] };
  }
}

/** The frames one announcement sends to each socket of the tenant, serialised once: the poke first. */
export function framesOf(message: Announcement): { poke: string; events: string[] } {
  const poke: ServerMessage = { type: 'poke', version: message.version };
  return {
    poke: JSON.stringify(poke),
    events: message.events.map((e) => JSON.stringify(toServerMessage(e))),
  };
}

/**
 * PostgreSQL only: queues the announcement inside the caller's transaction. PostgreSQL delivers it to
 * every listening process when, and only if, the transaction commits (the sync push path uses this).
 */
export async function notifyInTransaction(
  database: Database,
  tx: AppDb,
  tenantId: string,
  message: Announcement,
): Promise<void> {
  if (database.dialect !== 'pg') throw new Error('notifyInTransaction is for PostgreSQL; use publish()');
  await queryRows(
    database,
    sql`select pg_notify(${SYNC_CHANNEL}, ${encodeNotification(tenantId, message)})`,
    tx,
  );
}

/** PRN5: a frame for the staff sockets of a tenant (`print_status`), carried to every process. */
export const encodeStaffFrame = (tenantId: string, frame: string) =>
  JSON.stringify({ staffFrame: frame, tenantId });

/** The frame and tenant of a staff-frame payload; null for any other payload. */
export function decodeStaffFrame(payload: string): { tenantId: string; frame: string } | null {
  if (!payload.startsWith('{"staffFrame"')) return null;
  try {
    const json = JSON.parse(payload) as { staffFrame?: unknown; tenantId?: unknown };
    return typeof json.staffFrame === 'string' && typeof json.tenantId === 'string'
      ? { tenantId: json.tenantId, frame: json.staffFrame }
      : null;
  } catch {
    return null;
  }
}

/**
 * A barrier on the channel: PostgreSQL delivers notifications in commit order, so once this process hears its own
 * barrier it has heard every announcement committed before it was sent (`realtime.delivered()`).
 */
export const encodeBarrier = (id: string) => JSON.stringify({ barrier: id });

/** The id of a barrier payload; null for any other payload. */
export function decodeBarrier(payload: string): string | null {
  const m = /^\{"barrier":"([0-9a-f-]{36})"\}$/.exec(payload);
  return m?.[1] ?? null;
}
