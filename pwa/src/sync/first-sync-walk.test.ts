import type { PatchOp, PullRequest, PullResponse, Row, SyncedTable } from '@tavola/shared';
import { aRow } from '@tavola/shared/test-support/index';
import { describe, expect, it } from 'vitest';
import { getMeta } from '../db/meta.ts';
import { aRegisteredEnv, type TestSync } from '../test/sync-env.ts';
import { SELLING_WALKED } from './first-sync-store.ts';
import { pullAndRebase } from './pull.ts';

const put = (table: SyncedTable, row: Row): PatchOp => ({ table, id: String(row.id), op: 'put', row });
const page = (patch: PatchOp[], rest: Partial<Extract<PullResponse, { ok: true }>>): PullResponse => ({
  ok: true,
  cookie: 0,
  epoch: 'e-1',
  grant: 'g-1',
  lastMutationId: 0,
  patch,
  more: true,
  ...rest,
});

/** A server walking a first sync in three pages (settings; the menu; customers), the third held until released. */
function walkingServer(env: TestSync) {
  const requests: PullRequest[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const pages = [
    page([put('storeSettings', aRow('storeSettings', { id: 's' }))], {
      firstSync: { at: 9, table: 6, version: 0, id: '' },
    }),
    page(
      [
        put('menuItems', aRow('menuItems', { id: 'dal', title: 'Dal' })),
        put('variants', aRow('variants', { id: 'half', itemId: 'dal' })),
      ],
      { firstSync: { at: 9, table: SELLING_WALKED, version: 0, id: '' } },
    ),
    page([put('customers', aRow('customers', { id: 'asha' }))], { cookie: 9, more: false }),
  ];
  const transport = {
    ...env.transport,
    async pull(req: PullRequest) {
      requests.push(req);
      if (requests.length === 3) await held;
      return { ok: true as const, data: pages[requests.length - 1] as PullResponse };
    },
  };
  return { env: { ...env, transport }, requests, release };
}

describe('a first sync walked table by table (PERF1, ADR 0072)', () => {
  it('[PERF1] stores the menu once the walk has passed it, while customers still come; then the cookie the walk read at', async () => {
    const server = walkingServer(await aRegisteredEnv());
    const { db } = server.env;
    const pulled = pullAndRebase(server.env);
    await expect.poll(() => server.requests.length).toBe(3);
    // the third page is still on its way: the till can already sell
    await expect.poll(async () => (await db.menuItems.get('dal'))?.title).toBe('Dal');
    expect(await db.variants.get('half')).toBeDefined();
    expect(await db.customers.count()).toBe(0);
    expect(await getMeta(db, 'cookie')).toBeFalsy(); // not synced yet
    server.release();
    await pulled;
    expect(await db.customers.get('asha')).toBeDefined();
    expect(await getMeta(db, 'cookie')).toBe(9);
    // the walk's cursor goes back with each page, and its epoch and grant once it has begun
    expect(server.requests.map((r) => r.firstSync)).toEqual([
      null,
      { at: 9, table: 6, version: 0, id: '' },
      { at: 9, table: SELLING_WALKED, version: 0, id: '' },
    ]);
    expect(server.requests.map((r) => [r.cookie, r.epoch, r.grant])).toEqual([
      [null, null, null],
      [null, 'e-1', 'g-1'],
      [null, 'e-1', 'g-1'],
    ]);
  });

  it('[PERF1] a walk the server starts again (reset) drops the pages it had sent', async () => {
    const env = await aRegisteredEnv();
    const answers = [
      page([put('customers', aRow('customers', { id: 'gone' }))], {
        firstSync: { at: 5, table: 11, version: 5, id: 'gone' },
      }),
      page([put('customers', aRow('customers', { id: 'kept' }))], { cookie: 3, more: false, reset: true }),
    ];
    let n = 0;
    const transport = {
      ...env.transport,
      pull: async () => ({ ok: true as const, data: answers[n++] as PullResponse }),
    };
    await pullAndRebase({ ...env, transport });
    expect((await env.db.customers.toArray()).map((c) => c.id)).toEqual(['kept']);
    expect(await getMeta(env.db, 'cookie')).toBe(3);
  });
});
