// Fault scenarios of the server's side (docs/architecture.md §6.3, 9): many writers while a reader pulls one row per
// page (issue 10), and a server restored from an older backup (issue 12).
import type { PatchOp } from '@tavola/shared';
import { describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../../test/databases.ts';
import { backupTenant, restoreTenant } from '../testing/backup.ts';
import { expectAllInvariants } from '../testing/invariants.ts';
import type { SimClient, Transport } from '../testing/sim-client.ts';
import { useSyncHarness } from '../testing/sync-harness.ts';

export function serverStateSuite(open: OpenTestDatabase) {
  const start = useSyncHarness(open);

  describe('issue 10: many writers while a reader pulls one row per page', () => {
    it('[SS13] the reader misses no version and never gets half of one', async () => {
      const h = await start({ pullPageSize: 1 });
      const tenant = await h.tenant();
      const writers: SimClient[] = [];
      for (let i = 0; i < 3; i++) writers.push(await tenant.till(`Writer ${i}`));
      const pages: { patch: PatchOp[]; cookie: number }[] = [];
      const recording: Transport = async (path, body, send) => {
        const reply = await send(path, body);
        if (path === '/sync/pull' && reply.body.ok === true) pages.push(reply.body as never);
        return reply;
      };
      const reader = await tenant.till('Reader', { transport: recording });

      let writing = true;
      const ROUNDS = 12;
      const write = async (w: SimClient) => {
        for (let round = 0; round < ROUNDS; round++) {
          // Two rows in one version: an order and its category (test.order.v1), plus a hot row everyone bumps.
          const key = `${w.deviceCode}-${round}`;
          w.mutate('test.order.v1', {
            id: `o-${key}`,
            tokenNo: key,
            businessDay: '2026-01-15',
            categoryId: `k-${key}`,
          });
          w.mutate('test.counter.add.v1', { id: 'hot', by: 1 });
          await w.push();
        }
      };
      const read = async () => {
        while (writing) await reader.pull();
      };
      const reading = read();
      await Promise.all(writers.map(write));
      writing = false;
      await reading;
      for (const w of writers) await w.settle();
      await reader.pull();

      for (const w of writers) {
        for (let round = 0; round < ROUNDS; round++) {
          const key = `${w.deviceCode}-${round}`;
          expect(reader.received.get('orders')?.has(`o-${key}`), key).toBe(true);
          expect(reader.received.get('categories')?.has(`k-${key}`), key).toBe(true);
        }
      }
      for (const page of pages) {
        expect(page.patch.length).toBeLessThanOrEqual(2);
        const orders = page.patch.filter((op) => op.table === 'orders').map((op) => op.id.slice(2));
        const categories = page.patch.filter((op) => op.table === 'categories').map((op) => op.id.slice(2));
        for (const key of orders) expect(categories, `version of o-${key} split`).toContain(key);
      }
      expect(pages.length).toBeGreaterThan(ROUNDS);
      expect(reader.local.categories?.hot?.title).toBe(String(3 * ROUNDS));
      await expectAllInvariants(h.database, [...writers, reader]);
    });
  });

  describe('issue 12: a server restored from an older backup', () => {
    it('answers reset; each till rebuilds and sends again what it still holds, so nothing is lost [RST1] [RST2]', async () => {
      const h = await start();
      const tenant = await h.tenant();
      const t = await tenant.till();
      const other = await tenant.till('Other');
      const add = (by: number) => t.mutate('test.counter.add.v1', { id: 'count', by });
      for (const by of [1, 10, 100]) add(by);
      await t.settle();
      const backup = await backupTenant(h.database, tenant.tenantId);

      for (const by of [1_000, 10_000]) add(by); // acknowledged, then lost with the restore
      await t.settle();
      expect(t.outbox).toEqual([]);
      other.mutate('test.category.put.v1', { id: 'after-backup', title: 'acknowledged' });
      await other.settle();
      const cookieBefore = t.cookie;
      for (const by of [100_000, 1_000_000]) add(by); // still in the outbox
      t.online = false;

      await restoreTenant(h.database, tenant.tenantId, backup);
      t.online = true;
      expect(await t.pull()).toBe('done');
      expect(t.cookie).toBeLessThan(cookieBefore ?? 0);
      expect(t.base.categories?.count?.title).toBe('111');
      // The outbox is rebased on the restored state at once, the lost acknowledged mutations back in it.
      expect(t.outbox.map((m) => m.id)).toEqual([4, 5, 6, 7]);
      expect(t.local.categories?.count?.title).toBe('1111111');
      await t.settle();
      await other.settle();
      expect(t.local.categories?.count?.title).toBe('1111111');
      expect(other.local.categories?.['after-backup']?.title).toBe('acknowledged');
      await t.pull();
      await expectAllInvariants(h.database, [t, other]);
    });

    it('a till that pulled before the restore resets even once new writes carry the server past its cookie [RST1]', async () => {
      const h = await start();
      const tenant = await h.tenant();
      const t = await tenant.till();
      const add = (by: number) => t.mutate('test.counter.add.v1', { id: 'count', by });
      add(1);
      await t.settle();
      const backup = await backupTenant(h.database, tenant.tenantId);
      add(10); // acknowledged, then lost with the restore
      await t.settle();
      const cookieBefore = t.cookie ?? 0;

      await restoreTenant(h.database, tenant.tenantId, backup);
      // Another till writes after the restore until the tenant's version is past t's cookie.
      const other = await tenant.till('Other');
      for (let i = 0; i < cookieBefore + 3; i++) {
        other.mutate('test.category.put.v1', { id: `new-${i}`, title: `after ${i}` });
      }
      await other.settle();
      expect(other.cookie ?? 0).toBeGreaterThan(cookieBefore);

      const pages: Record<string, unknown>[] = [];
      t.transport = async (path, body, send) => {
        const reply = await send(path, body);
        if (path === '/sync/pull') pages.push(reply.body);
        return reply;
      };
      expect(await t.pull()).toBe('done');
      expect(pages[0]?.reset).toBe(true);
      await t.settle();
      await other.settle();
      expect(t.local.categories?.count?.title).toBe('11');
      expect(Object.keys(t.local.categories ?? {})).toHaveLength(cookieBefore + 4);
      await expectAllInvariants(h.database, [t, other]);
    });
  });
}
