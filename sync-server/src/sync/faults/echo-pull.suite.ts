// DRAIN4 (ADR 0080): a till's pull that asks leaves out the rows of its own mutations the server holds exactly as the
// till does, and only those: another till's change to one of them still comes, a row whose echo differs comes, and
// a pull that does not ask (an older till) takes them all; merged and push by push, on SQLite (echo-pull.test.ts)
// and PostgreSQL (echo-pull.pg.test.ts).
import { type PatchOp, ROW_KEYS, type Row, type SyncedTable } from '@tavola/shared';
import { describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../../test/databases.ts';
import { serverState } from '../testing/invariants.ts';
import { ringUp, storeWithTills } from '../testing/scenario.ts';
import type { Reply, SimClient } from '../testing/sim-client.ts';
import { useSyncHarness } from '../testing/sync-harness.ts';

type Result = { id: number; status: string; echo?: string };

const versions = (c: SimClient) => ({
  protocolVersion: c.protocolVersion,
  schemaVersion: c.schemaVersion,
  clientId: c.clientId,
  deviceId: c.deviceId,
});

const send = (c: SimClient, path: string, body: unknown): Promise<Reply> =>
  (c as unknown as { send: (p: string, b: unknown) => Promise<Reply> }).send(path, body);

/** The till's pull from `cookie`, every page, asking to leave its echoed rows out or not. */
async function pullAll(c: SimClient, cookie: number, echo?: boolean): Promise<PatchOp[]> {
  const patch: PatchOp[] = [];
  let at = cookie;
  for (;;) {
    const r = await send(c, '/sync/pull', {
      ...versions(c),
      cookie: at,
      epoch: c.epoch,
      ...(echo === undefined ? {} : { echo }),
    });
    expect(r.status).toBe(200);
    patch.push(...(r.body.patch as PatchOp[]));
    at = r.body.cookie as number;
    if (!r.body.more) return patch;
  }
}

/** A row as a pull sends it: its ROW_KEYS, null where left out. */
const asPulled = (table: SyncedTable, row: Row | undefined) =>
  row &&
  JSON.parse(
    JSON.stringify(
      Object.fromEntries((ROW_KEYS[table] as readonly string[]).map((k) => [k, (row as never)[k] ?? null])),
    ),
  );

export function echoPullSuite(open: OpenTestDatabase) {
  const start = useSyncHarness(open);

  for (const mergedWrites of [true, false]) {
    describe(`a pull that leaves out the till's own rows (${mergedWrites ? 'merged' : 'push by push'})`, () => {
      it("[DRAIN4] leaves out only the rows the till holds as the server does; another till's change comes", async () => {
        const h = await start({ mergedWrites });
        const { tills, menuItemId } = await storeWithTills(h, 2);
        const [a, b] = tills as [SimClient, SimClient];
        const cookie = a.cookie as number;
        a.echo = true;
        a.online = false;
        const sold: string[] = [];
        for (let k = 0; k < 4; k++) {
          h.clock.now += 60_000;
          sold.push(...ringUp(a, menuItemId, 1));
        }
        // the fourth sale's echo is not what the server writes (a till whose run differed): its rows come back
        const tampered = a.outbox.at(-1) as { echo?: string };
        tampered.echo = (tampered.echo ?? '').replace(/^[^,]+/, 'x');
        h.clock.now += 70_000; // the server runs them later than the till did
        a.online = true;
        const pushed = await send(a, '/sync/push', { ...versions(a), mutations: a.outbox });
        expect(pushed.status).toBe(200);
        const results = pushed.body.results as Result[];
        expect(results.map((r) => [r.status, r.echo])).toEqual([
          ['applied', '11'],
          ['applied', '11'],
          ['applied', '11'],
          ['applied', '01'],
        ]);

        // another till starts the first sale's line in the kitchen
        await b.settle();
        const line = Object.values(b.local.orderItems ?? {}).find((i) => i.orderId === sold[0]) as Row;
        expect(
          b.mutate('order.item-status.v1', {
            orderId: sold[0],
            itemId: line.id,
            status: 'preparing',
            source: 'kitchen',
          }).ok,
        ).toBe(true);
        await b.settle();

        const asked = await pullAll(a, cookie, true);
        const all = await pullAll(a, cookie);
        const key = (op: PatchOp) => `${op.table}:${op.id}`;
        const left = all.filter((op) => !asked.some((x) => key(x) === key(op)));
        // left out: the second and third sales' order and line; the first's line changed on the other till, the
        // fourth's order was not as the till holds it (its line was)
        const linesOf = (orderId: string) =>
          Object.values(a.local.orderItems ?? {})
            .filter((i) => i.orderId === orderId)
            .map((i) => `orderItems:${i.id}`);
        expect(left.map(key).sort()).toEqual(
          [
            `orders:${sold[1]}`,
            ...linesOf(sold[1] as string),
            `orders:${sold[2]}`,
            ...linesOf(sold[2] as string),
            ...linesOf(sold[3] as string),
          ].sort(),
        );
        // each row left out is, on the server, exactly as the till holds it
        const server = await serverState(h.database, a.tenantId);
        for (const op of left) {
          const held = asPulled(op.table, a.local[op.table]?.[op.id]);
          expect(held).toEqual(server[op.table]?.[op.id]);
        }
        // the other till's change comes to the till that asks
        expect(asked.find((op) => op.id === line.id)).toMatchObject({ row: { status: 'preparing' } });
        // a pull that does not ask, or asks false (an older till), takes every row
        expect((await pullAll(a, cookie, false)).map(key).sort()).toEqual(all.map(key).sort());
        // the marks are the till's own: the other till's pull that asks leaves out nothing of them
        const other = await pullAll(b, cookie, true);
        for (const op of left) expect(other.map(key)).toContain(key(op));
      });
    });
  }
}
