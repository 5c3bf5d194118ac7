// DRAIN4 (ADR 0080): the drain's pull leaves out the rows the server holds exactly as the till does (its own sales,
// compared by digest at push) and the rebase keeps them as they are; it ends exactly where the pull that brings every
// row back ends, another till's changes still come, and whatever the till cannot vouch for is pulled again whole.
import type { PatchOp, PullRequest } from '@tavola/shared';
import { SHOP, T0 } from '@tavola/shared/test-support/index';
import { afterEach, describe, expect, it } from 'vitest';
import { getMeta } from '../db/meta.ts';
import type { TestSync } from '../test/sync-env.ts';
import { aShopTill, contents, sell } from './drain-test-kit.ts';
import { echoAnswers } from './echo.ts';
import { setSyncEcho } from './fast-paths.ts';
import { BULK_CHUNK } from './local-rows.ts';
import { pullAndRebase } from './pull.ts';
import { pushOutbox } from './push.ts';

afterEach(() => setSyncEcho(null));

const SOLD = BULK_CHUNK + 20;
const at = (i: number) => T0 + i * 1_000;

/** The patch ops of every pull the server answers from now on, with whether each asked for echoes. */
function recordPulls(env: TestSync) {
  const pulls: { echo: boolean; patch: PatchOp[] }[] = [];
  const pull = env.server.pull.bind(env.server);
  env.server.pull = (req: PullRequest) => {
    const res = pull(req);
    if (res.ok) pulls.push({ echo: req.echo === true, patch: res.patch });
    return res;
  };
  return pulls;
}

/**
 * A till that pushed SOLD sales (every third paid at once) and sold 3 more it has not pushed, while another till
 * started the first sale's line, completed the second sale and renamed the table; `beforePull` may spoil it.
 */
async function drained(echo: boolean, beforePull: (env: TestSync) => Promise<void> = async () => {}) {
  setSyncEcho(echo);
  const env = await aShopTill({ echoes: true });
  await pullAndRebase(env, () => T0);
  await sell(env, 0, SOLD, at, 3);
  await beforePull(env);
  env.server.now = T0 + 3_600_000; // the server decides an hour later than the till sold
  await pushOutbox(env);
  await sell(env, SOLD, 3, at);
  const line = env.server.row('orderItems', 'o-0-1');
  const order = env.server.row('orders', 'o-1');
  env.server.put('orderItems', { ...line, id: 'o-0-1', status: 'preparing' });
  env.server.put('orders', { ...order, id: 'o-1', status: 'completed' });
  env.server.put('storeTables', { ...SHOP.table, tableTitle: 'Window' });
  const pulls = recordPulls(env);
  await pullAndRebase(env, () => T0 + 3_600_000);
  return { env, pulls, end: await contents(env) };
}

const saleRows = (patch: readonly PatchOp[]) =>
  patch.filter((op) => ['orders', 'orderItems', 'invoices', 'invoiceOrders'].includes(op.table));

describe("the drain's pull leaves out the till's own rows (DRAIN4)", () => {
  it("[DRAIN4] ends exactly where the pull of every row ends; brings back none of the till's sales but the changed", async () => {
    const plain = await drained(false);
    const echoed = await drained(true);
    expect(echoed.end).toEqual(plain.end);
    expect(echoed.end.orders).toHaveLength(SOLD + 3);
    expect(echoed.end.invoices).toHaveLength(Math.ceil(SOLD / 3));
    expect(echoed.end.outbox.map((e) => e.id)).toEqual([SOLD + 1, SOLD + 2, SOLD + 3]);
    expect(echoed.end.acknowledged).toHaveLength(SOLD);
    // another till's changes to the till's own rows came
    expect(echoed.end.orderItems.find((l) => l.id === 'o-0-1')?.status).toBe('preparing');
    expect(echoed.end.orders.find((o) => o.id === 'o-1')?.status).toBe('completed');
    expect(echoed.end.storeTables[0]?.tableTitle).toBe('Window');
    // the plain pull brought every sale row back; the one that asked, only the two another till changed
    expect(plain.pulls.every((p) => !p.echo)).toBe(true);
    expect(saleRows(plain.pulls.flatMap((p) => p.patch)).length).toBeGreaterThan(SOLD * 3);
    expect(echoed.pulls.map((p) => p.echo)).toEqual([true]);
    expect(saleRows(echoed.pulls.flatMap((p) => p.patch)).map((op) => op.id)).toEqual(['o-0-1', 'o-1']);
  }, 120_000);

  it('[DRAIN4] push answers not heard (a reload between push and pull): the pull is made again for every row', async () => {
    const plain = await drained(false);
    const forgot = await drained(true, async (env) => {
      // the answers arrive, then the page reloads: what they said is gone
      const clientId = (await getMeta(env.db, 'clientId')) as string;
      const push = env.server.push.bind(env.server);
      env.server.push = (req) => {
        const res = push(req);
        queueMicrotask(() => echoAnswers(env.db, clientId).clear());
        return res;
      };
    });
    expect(forgot.pulls.map((p) => p.echo)).toEqual([true, false]);
    expect(forgot.end).toEqual(plain.end);
  }, 120_000);

  it("[DRAIN4] a till's first sync (after selling before it) asks on none of its pages: it drops nothing", async () => {
    setSyncEcho(true);
    const env = await aShopTill({ echoes: true });
    env.server.pageSize = 40; // the first sync's later pages go from a cookie
    for (const [table, rows] of Object.entries(env.server.state))
      await env.db.table(table).bulkPut(Object.values(rows));
    await sell(env, 0, 60, at, 3);
    env.server.now = T0 + 3_600_000;
    await pushOutbox(env);
    const pulls = recordPulls(env);
    await pullAndRebase(env, () => T0 + 3_600_000);
    expect(pulls.length).toBeGreaterThan(1);
    expect(pulls.some((p) => p.echo)).toBe(false);
    expect(await env.db.orders.count()).toBe(60);
    expect(await env.db.orderItems.count()).toBe(120);
    expect(await env.db.outbox.count()).toBe(0);
  }, 120_000);

  it('[DRAIN4] a sale the server holds otherwise than the till (its echo differs) comes back in the patch', async () => {
    const plain = await drained(false);
    const differs = await drained(true, async (env) => {
      const first = await env.db.outbox.orderBy('seq').first();
      await env.db.outbox.update(first?.seq as number, { echo: `x${first?.echo}` });
    });
    expect(differs.end).toEqual(plain.end);
    expect(differs.pulls.map((p) => p.echo)).toEqual([true]);
    // the first sale's order row (whose digest was spoilt) came, with the two changed by another till
    expect(saleRows(differs.pulls[0]?.patch ?? []).map((op) => op.id)).toEqual(['o-0', 'o-0-1', 'o-1']);
  }, 120_000);
});
