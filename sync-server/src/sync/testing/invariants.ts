// The invariants every fault test ends with (docs/architecture.md §9): nothing lost, nothing applied twice, tokens
// unique and as printed, every client converged to the server, no row of another tenant on any client.
import { type Row, SYNCED_TABLES, type SyncState } from '@tavola/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../db/index.ts';
import { syncedTable, toClientRow } from '../tables.ts';
import type { SimClient } from './sim-client.ts';

/** The tenant's live rows as a client holds them. */
export async function serverState(database: Database, tenantId: string): Promise<SyncState> {
  const state: Record<string, Record<string, Row>> = {};
  for (const name of SYNCED_TABLES) {
    const { table, columns } = syncedTable(database.t, name);
    const rows = await database.db
      .select()
      .from(table)
      .where(and(eq(columns.tenantId, tenantId), eq(columns.deleted, false)));
    if (rows.length === 0) continue;
    state[name] = Object.fromEntries(
      rows.map((r) => [r.id as string, JSON.parse(JSON.stringify(toClientRow(name, r))) as Row]),
    );
  }
  return state;
}

const normal = (s: SyncState) =>
  Object.fromEntries(
    Object.entries(s)
      .filter(([, rows]) => rows && Object.keys(rows).length > 0)
      .map(([t, rows]) => [t, JSON.parse(JSON.stringify(rows))]),
  );

export async function expectConverged(database: Database, client: SimClient) {
  expect(client.outbox).toEqual([]);
  expect(normal(client.local)).toEqual(normal(await serverState(database, client.tenantId)));
}

/** Each of the client's mutation ids was logged once (applied or rejected), and none beyond. */
export async function expectNothingLostOrTwice(database: Database, client: SimClient) {
  const l = database.t.mutationLog;
  const logged = await database.db
    .select({ id: l.mutationId, status: l.status })
    .from(l)
    .where(eq(l.clientId, client.clientId))
    .orderBy(l.mutationId);
  expect(logged.map((x) => x.id)).toEqual(Array.from({ length: client.nextId - 1 }, (_, i) => i + 1));
  return logged;
}

/** Every applied order carries the token its till printed; tokens are unique per business day. */
export async function expectTokensAsPrinted(
  database: Database,
  tenantId: string,
  clients: readonly SimClient[],
) {
  const o = database.t.orders;
  const orders = await database.db
    .select({ id: o.id, tokenNo: o.tokenNo, businessDay: o.businessDay, deviceId: o.deviceId })
    .from(o)
    .where(eq(o.tenantId, tenantId));
  const printed = new Map(clients.flatMap((c) => [...c.printed]));
  for (const order of orders) {
    if (printed.has(order.id)) expect(order.tokenNo, `order ${order.id}`).toBe(printed.get(order.id));
  }
  const keys = orders.map((x) => `${x.businessDay}/${x.tokenNo}`);
  expect(new Set(keys).size).toBe(keys.length);
  return orders;
}

/** No client ever received a row that is not its tenant's. */
export async function expectOnlyOwnRows(database: Database, client: SimClient) {
  for (const [name, ids] of client.received) {
    const { table, columns } = syncedTable(database.t, name);
    const owners = await database.db
      .select({ tenantId: columns.tenantId })
      .from(table)
      .where(inArray(columns.id, [...ids]));
    for (const owner of owners) expect(owner.tenantId).toBe(client.tenantId);
  }
}

export async function expectAllInvariants(database: Database, clients: readonly SimClient[]) {
  for (const c of clients) {
    expect(c.violations).toEqual([]);
    await expectConverged(database, c);
    await expectNothingLostOrTwice(database, c);
    await expectOnlyOwnRows(database, c);
  }
  const tenants = [...new Set(clients.map((c) => c.tenantId))];
  for (const tenantId of tenants) {
    await expectTokensAsPrinted(
      database,
      tenantId,
      clients.filter((c) => c.tenantId === tenantId),
    );
  }
}
