// The sync store's group commit (ADR 0014), part of its contract: pushes of a store that arrive together are
// applied as one group, with the outcomes they would have one by one. Run against both adapters.
import { ERROR_CODES } from '@tavola/shared';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OpenTestDatabase } from '../../../test/databases.ts';
import type { Database } from '../../db/index.ts';
import { revokeDevice } from '../devices.ts';
import { createSyncEngine } from '../engine.ts';
import { TransientStoreError } from '../errors.ts';
import { DEVICE_SEEN_EVERY_MS } from '../push-plan.ts';
import {
  m,
  pullAll,
  pushBySession,
  pushInput,
  pushOk,
  sessionOf,
  T0,
  type Till,
  tenantWithTill,
  till,
} from '../testing/fixtures.ts';
import { storeRows } from '../testing/store-rows.ts';
import { withTestMutators } from '../testing/test-mutators.ts';
import type { Step } from './plan.ts';
import type { PushOutcome, SyncStore } from './types.ts';

export function storeGroupSuite(open: OpenTestDatabase) {
  let database: Database;
  let store: SyncStore;
  beforeEach(async () => {
    database = await open();
    store = createSyncEngine(database, { mutators: withTestMutators });
  });
  afterEach(() => database.close());
  const { categories, clientRow, log } = storeRows(() => database);

  describe('group commit (pushes of a store that arrive together)', () => {
    /** `n` more tills of the tenant of `first`. */
    const tills = async (first: Till, n: number) => {
      const out = [first];
      for (let i = 1; i < n; i++) out.push(await till(database, first.tenantId, `Till ${i}`));
      return out;
    };
    const statusOf = (o: PushOutcome) =>
      o.ok && o.response.ok
        ? o.response.results.map((r) => (r.status === 'rejected' ? r.code : r.status))
        : o;
    const putCategory = (id: string) => [m(1, 'test.category.put.v1', { id, title: id })];
    /** A store that records the kind of every step its plans take. */
    const stepCounting = () => {
      const steps: Step['kind'][] = [];
      const counting = createSyncEngine(database, {
        mutators: withTestMutators,
        beforeStep: (step) => steps.push(step.kind),
      });
      return { counting, steps };
    };
    /** A store whose writes naming `till`'s client throw `error`. */
    const failingFor = (till: Till, error: Error) =>
      createSyncEngine(database, {
        mutators: withTestMutators,
        beforeStep: (step) => {
          const { kind } = step;
          if (kind !== 'run' || typeof step.query === 'function') return;
          if (Object.values(step.query.params).includes(till.clientId)) throw error;
        },
      });

    it('[SS7] are applied together: one read and one write a table for the group, a version and an answer each', async () => {
      const all = await tills(await tenantWithTill(database), 6);
      const { counting, steps } = stepCounting();
      const outcomes = await Promise.all(
        all.map((t, i) => counting.push(pushInput(t, putCategory(`c${i}`)))),
      );
      expect(outcomes.map(statusOf)).toEqual(all.map(() => ['applied']));
      // Push by push, each push takes 4 batches (devices and clients, a new client's row, read, write): 24.
      // Merged, a group takes 4 (PostgreSQL runs the first push alone and the five that came meanwhile as the
      // next group: 8).
      expect(steps.filter((k) => k === 'batch').length).toBeLessThanOrEqual(8);
      const rows = await categories(all[0]?.tenantId as string);
      expect(rows.map((c) => c.version).sort()).toEqual([1, 2, 3, 4, 5, 6]);
      for (const [i, t] of all.entries()) {
        expect((await clientRow(t.clientId))?.lastMutationId).toBe(1);
        const [logged] = await log(t.clientId);
        expect(logged).toMatchObject({
          status: 'applied',
          version: rows.find((c) => c.id === `c${i}`)?.version,
        });
      }
      const { last } = await pullAll(store, all[0] as Till, null);
      expect(last.cookie).toBe(6);
    });

    it("[SS7] a known client's push reads all it needs in one batch, its mutation's rows with it; a first push in two (ADR 0014)", async () => {
      const a = await tenantWithTill(database);
      const { counting, steps } = stepCounting();
      const push = async (id: number) => {
        steps.length = 0;
        const outcome = await counting.push(
          pushInput(a, [m(id, 'test.category.put.v1', { id: `c${id}`, title: 'x' })]),
        );
        expect(statusOf(outcome)).toEqual(['applied']);
        return steps.filter((k) => k === 'batch' || k === 'rows');
      };
      const first = await push(1);
      const next = await push(2);
      // One batch: the prelude (devices, clocks, client rows, leases) with the version row and the mutation's
      // reads (the new client's row: one more); its writes wait for no answer: they go with COMMIT (ADR 0014).
      expect(next).toEqual(['batch']);
      expect(first).toHaveLength(2);
      expect((await clientRow(a.clientId))?.lastMutationId).toBe(2);
    });

    it("[SS7] a group's rows of one table and shape take one statement on PostgreSQL, one per 50 on SQLite (ADR 0014)", async () => {
      const a = await tenantWithTill(database);
      const puts: string[] = [];
      const watching = createSyncEngine(database, {
        mutators: withTestMutators,
        beforeStep: (step) => {
          if (step.kind === 'run' && typeof step.query !== 'function' && step.query.key.startsWith('put'))
            puts.push(step.query.key);
        },
      });
      const mutations = Array.from({ length: 60 }, (_, i) =>
        m(i + 1, 'test.category.put.v1', { id: `c${i}`, title: `c${i}` }),
      );
      const outcome = await watching.push(pushInput(a, mutations));
      expect(statusOf(outcome)).toEqual(mutations.map(() => 'applied'));
      expect(puts).toHaveLength(database.dialect === 'pg' ? 1 : 2);
      expect(await categories(a.tenantId)).toHaveLength(60);
    });

    it("[SS18] a device's last-seen time is rewritten when over a minute old, not by every push", async () => {
      const a = await tenantWithTill(database); // registered at T0
      const seen = async () => {
        const { t } = database;
        const [row] = await database.db
          .select({ at: t.devices.lastSeenAt })
          .from(t.devices)
          .where(eq(t.devices.id, a.deviceId));
        return row?.at;
      };
      const writes: string[] = [];
      const watching = createSyncEngine(database, {
        mutators: withTestMutators,
        beforeStep: (step) => {
          if (step.kind === 'run' && typeof step.query !== 'function') writes.push(step.query.key);
        },
      });
      const push = (id: number, now: number) =>
        watching.push(pushInput(a, [m(id, 'test.category.put.v1', { id: `c${id}`, title: 'x' })], now));
      await push(1, T0 + DEVICE_SEEN_EVERY_MS);
      expect(await seen()).toBe(T0);
      await push(2, T0 + DEVICE_SEEN_EVERY_MS + 1);
      expect(await seen()).toBe(T0 + DEVICE_SEEN_EVERY_MS + 1);
      await push(3, T0 + 2 * DEVICE_SEEN_EVERY_MS);
      expect(await seen()).toBe(T0 + DEVICE_SEEN_EVERY_MS + 1);
      expect(writes.filter((key) => key.startsWith('devices-seen:'))).toHaveLength(1);
    });

    it('[SS5][SS7] a row put again in a group is written once, with the later values and version', async () => {
      const a = await tenantWithTill(database);
      const { counting, steps } = stepCounting();
      const r = await pushOk(counting, a, [
        m(1, 'test.category.put.v1', { id: 'c1', title: 'first' }),
        m(2, 'test.category.rename.v1', { id: 'c1', title: 'second' }),
        m(3, 'test.counter.add.v1', { id: 'n', by: 1 }),
        m(4, 'test.counter.add.v1', { id: 'n', by: 10 }),
      ]);
      expect(r.results.map((x) => x.status)).toEqual(['applied', 'applied', 'applied', 'applied']);
      // Merged: in the group's one savepoint, or on PostgreSQL in its transaction without one (ADR 0014); push
      // by push would take one per push and per mutation.
      expect(steps.filter((k) => k === 'savepoint')).toHaveLength(database.dialect === 'pg' ? 0 : 1);
      expect((await categories(a.tenantId)).map((c) => [c.id, c.title, c.version])).toEqual([
        ['c1', 'second', 2],
        ['n', '11', 4],
      ]);
      expect((await log(a.clientId)).map((l) => l.version)).toEqual([1, 2, 3, 4]);
    });

    it('[SS7] a group of more clients than one statement takes (60 tills of 3 stores) applies every push', async () => {
      const all = (
        await Promise.all(
          ['A', 'B', 'C'].map(async (name) => tills(await tenantWithTill(database, name), 20)),
        )
      ).flat();
      const outcomes = await Promise.all(all.map((t, i) => store.push(pushInput(t, putCategory(`c${i}`)))));
      expect(outcomes.map(statusOf)).toEqual(all.map(() => ['applied']));
      for (const t of all) expect((await clientRow(t.clientId))?.lastMutationId).toBe(1);
      for (const t of [all[0], all[20], all[40]] as Till[])
        expect((await categories(t.tenantId)).map((c) => c.version).sort((x, y) => x - y)).toEqual(
          Array.from({ length: 20 }, (_, i) => i + 1),
        );
    });

    it('[SS7] a mutation sees what the ones before it in the group wrote', async () => {
      const [first, writer, reader, x, y] = await tills(await tenantWithTill(database), 5);
      const [, , report, ...counted] = await Promise.all([
        store.push(pushInput(first as Till, putCategory('first'))),
        store.push(pushInput(writer as Till, putCategory('c1'))),
        store.push(
          pushInput(reader as Till, [m(1, 'test.describe-load.v1', { out: 'report', categoryId: 'none' })]),
        ),
        // Two pushes adding to one row: it is written twice in the group, and both additions count.
        store.push(pushInput(x as Till, [m(1, 'test.counter.add.v1', { id: 'n', by: 1 })])),
        store.push(pushInput(y as Till, [m(1, 'test.counter.add.v1', { id: 'n', by: 10 })])),
      ]);
      expect([report, ...counted].map((o) => statusOf(o as PushOutcome))).toEqual([
        ['applied'],
        ['applied'],
        ['applied'],
      ]);
      const rows = await categories(first?.tenantId as string);
      const seen = JSON.parse(rows.find((c) => c.id === 'report')?.title ?? '{}') as { categories: string };
      expect(seen.categories.split(',')).toEqual(expect.arrayContaining(['first', 'c1']));
      expect(rows.find((c) => c.id === 'n')?.title).toBe('11');
    });

    it("[SS4][SS7] a token clash or another tenant's row id in a group is that mutation's rejection; the rest apply", async () => {
      const owner = await tenantWithTill(database, 'Owner');
      await pushOk(store, owner, putCategory('shared-id'));
      const [first, a, b, c, d] = await tills(await tenantWithTill(database), 5);
      const order = (id: string) => [m(1, 'test.order.v1', { id, tokenNo: '7', businessDay: '2026-01-15' })];
      const outcomes = await Promise.all([
        store.push(pushInput(first as Till, putCategory('first'))),
        store.push(pushInput(a as Till, order('o1'))),
        store.push(pushInput(b as Till, order('o2'))),
        store.push(pushInput(c as Till, putCategory('shared-id'))),
        store.push(pushInput(d as Till, putCategory('mine'))),
      ]);
      expect(outcomes.map(statusOf)).toEqual([
        ['applied'],
        ['applied'],
        ['TOKEN_IN_USE'],
        ['CONFLICT'],
        ['applied'],
      ]);
      expect((await categories(owner.tenantId)).map((r) => r.title)).toEqual(['shared-id']);
      expect((await categories(a?.tenantId as string)).map((r) => r.id)).toEqual(['first', 'mine']);
      // Rejected mutations take no version: the versions handed out have no gaps.
      const { last } = await pullAll(store, a as Till, null);
      expect(last.cookie).toBe(3);
    });

    it('[SS1][SS7] a refused device in a group is refused alone', async () => {
      const [first, a, b] = await tills(await tenantWithTill(database), 3);
      await revokeDevice(database, first?.tenantId as string, (b as Till).deviceId, T0);
      const outcomes = await Promise.all(
        [first, a, b].map((t, i) => store.push(pushInput(t as Till, putCategory(`c${i}`)))),
      );
      expect(outcomes.map(statusOf)).toEqual([
        ['applied'],
        ['applied'],
        { ok: false, refused: 'revoked-device' },
      ]);
      expect(await clientRow((b as Till).clientId)).toBeUndefined();
    });

    it("[SS10] pushes by session in a group: each decided as its session's user, an ended one refused alone", async () => {
      const [first, a, b, c] = await tills(await tenantWithTill(database), 4);
      const sessions = [
        await sessionOf(database, first as Till),
        await sessionOf(database, a as Till, { revoked: true }),
        await sessionOf(database, b as Till, { role: 'staff', scope: '' }),
      ];
      const create = (id: string) => [m(1, 'category.create.v1', { id, title: id })];
      const outcomes = await Promise.all([
        ...sessions.map((s, i) => store.push(pushBySession([first, a, b][i] as Till, s, create(`s${i}`)))),
        store.push(pushInput(c as Till, create('actor'))),
      ]);
      expect(outcomes.map(statusOf)).toEqual([
        ['applied'],
        { ok: false, refused: 'session-ended' },
        [ERROR_CODES.forbidden],
        ['applied'],
      ]);
      expect((await categories(first?.tenantId as string)).map((row) => row.id).sort()).toEqual([
        'actor',
        's0',
      ]);
      expect(await clientRow((a as Till).clientId)).toBeUndefined();
      // Another store's session, or a closed store: refused as the guards would.
      const other = await tenantWithTill(database, 'Elsewhere');
      const theirs = await sessionOf(database, other);
      expect(await store.push(pushBySession(first as Till, theirs, create('x')))).toEqual({
        ok: false,
        refused: 'session-ended',
      });
      await database.transaction((tx) =>
        tx
          .update(database.t.tenants)
          .set({ isActive: false })
          .where(eq(database.t.tenants.id, other.tenantId)),
      );
      expect(await store.push(pushBySession(other, theirs, create('y')))).toEqual({
        ok: false,
        refused: 'tenant-closed',
        tenant: { approved: true, isActive: false },
      });
    });

    it('[SS7] a push that fails in a group (a bug) fails alone; the others commit', async () => {
      const [first, a, b, c] = await tills(await tenantWithTill(database), 4);
      const failing = failingFor(b as Till, new Error('a bug'));
      const settled = await Promise.allSettled(
        [first, a, b, c].map((t, i) => failing.push(pushInput(t as Till, putCategory(`c${i}`)))),
      );
      expect(settled.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
      expect((await categories(first?.tenantId as string)).map((r) => r.id)).toEqual(['c0', 'c1', 'c3']);
      expect(await clientRow((b as Till).clientId)).toBeUndefined();
    });

    it('[SS8] a database failure in a group fails its pushes with nothing saved; resent, they apply once', async () => {
      const [first, a, b, c] = await tills(await tenantWithTill(database), 4);
      const failing = failingFor(b as Till, new TransientStoreError('disk hiccup'));
      const group = [first, a, b, c] as Till[];
      const settled = await Promise.allSettled(
        group.map((t, i) => failing.push(pushInput(t, putCategory(`c${i}`)))),
      );
      expect(settled[2]).toMatchObject({ status: 'rejected', reason: expect.any(TransientStoreError) });
      const failed = group.filter((_, i) => settled[i]?.status === 'rejected');
      for (const [_i, r] of settled.entries())
        if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(TransientStoreError);
      const saved = (await categories(first?.tenantId as string)).map((r) => r.id);
      expect(saved).toEqual(group.flatMap((t, i) => (failed.includes(t) ? [] : [`c${i}`])));
      for (const t of failed) expect(await clientRow(t.clientId)).toBeUndefined();
      const resent = await Promise.all(
        failed.map((t) => store.push(pushInput(t, putCategory(`c${group.indexOf(t)}`)))),
      );
      expect(resent.map(statusOf)).toEqual(failed.map(() => ['applied']));
      expect((await categories(first?.tenantId as string)).map((r) => r.id)).toEqual([
        'c0',
        'c1',
        'c2',
        'c3',
      ]);
    });
  });
}
