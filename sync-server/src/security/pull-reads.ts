/**
 * READ2 seen from outside: what a user's sync pull hands over, held against what the same user may read over
 * REST. A table's rows may reach a device only when one of the REST routes that show them answers the user;
 * the kitchen's orders only when `GET /kitchen` shows them. Used by the isolation matrix and the fuzzer.
 */
import type { PatchOp, SyncedTable } from '@tavola/shared';
import type { HttpClient } from '../test-support/http-client.ts';

/** The REST reads that show each restricted synced table whole (the catalog is every staff member's, READ1). */
const WHOLE_READS: Partial<Record<SyncedTable, readonly string[]>> = {
  customers: ['/api/v1/customers'],
  deliveryInfo: ['/api/v1/customers', '/api/v1/orders'],
  reservations: ['/api/v1/reservations'],
  orders: ['/api/v1/orders'],
  orderItems: ['/api/v1/orders'],
  invoices: ['/api/v1/invoices'],
  invoiceOrders: ['/api/v1/invoices'],
};

/** Every page of a first pull by a device `client` registers now. */
export async function pullEverything(client: HttpClient, clientId: string): Promise<PatchOp[]> {
  const registered = await client.post('/api/v1/sync/register-device', { name: `Device ${clientId}` });
  if (registered.statusCode !== 200) throw new Error(`register-device: ${registered.statusCode}`);
  const { deviceId } = registered.json() as { deviceId: string };
  const ops: PatchOp[] = [];
  let cookie: number | null = null;
  for (let page = 0; page < 100; page++) {
    const res = await client.post('/api/v1/sync/pull', {
      protocolVersion: 1,
      schemaVersion: 1,
      clientId,
      deviceId,
      cookie,
    });
    if (res.statusCode !== 200) throw new Error(`pull: ${res.statusCode} ${res.body}`);
    const answer = res.json() as { cookie: number; more: boolean; patch: PatchOp[] };
    ops.push(...answer.patch);
    cookie = answer.cookie;
    if (!answer.more) break;
  }
  return ops;
}

/** The ids of the orders and lines `GET /kitchen` shows `client`, or null when it is refused. */
async function kitchenIds(client: HttpClient): Promise<Set<string> | null> {
  const res = await client.get('/api/v1/kitchen');
  if (res.statusCode !== 200) return null;
  const ids = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) for (const v of value) walk(v);
    else if (value && typeof value === 'object') {
      const o = value as Record<string, unknown>;
      if (typeof o.id === 'string') ids.add(o.id);
      for (const v of Object.values(o)) walk(v);
    }
  };
  walk(res.json());
  return ids;
}

/** The rows `client`'s pull gave that its REST reads would not: one line each; empty when it holds. */
export async function pullBeyondRest(client: HttpClient, clientId: string): Promise<string[]> {
  const ops = (await pullEverything(client, clientId)).filter((op) => op.op === 'put');
  const allowed = new Map<string, boolean>();
  const answers = async (url: string) => {
    if (!allowed.has(url)) allowed.set(url, (await client.get(url)).statusCode === 200);
    return allowed.get(url) === true;
  };
  const kitchen = await kitchenIds(client);
  const problems: string[] = [];
  for (const op of ops) {
    const reads = WHOLE_READS[op.table];
    if (!reads) continue;
    let whole = false;
    for (const url of reads) whole ||= await answers(url);
    if (whole) continue;
    const inKitchen = (op.table === 'orders' || op.table === 'orderItems') && kitchen?.has(op.id) === true;
    if (!inKitchen) problems.push(`${op.table} ${op.id}`);
  }
  return problems;
}
