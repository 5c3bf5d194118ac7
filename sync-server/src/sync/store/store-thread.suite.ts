// What both sync store threads (SQLite's write thread, ADR 0021; PostgreSQL's push thread, ADR 0026) answer
// as the in-process stores do, run on each dialect by its thread's test file.
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Database } from '../../db/index.ts';
import { uuidv7 } from '../../ids.ts';
import { m, pushInput, tenantWithTill } from '../testing/fixtures.ts';
import type { SyncStore } from './types.ts';

export type ThreadedStore = { database: Database; store: SyncStore; close(): Promise<void> };

export function storeThreadSuite(open: () => Promise<ThreadedStore>) {
  let opened: ThreadedStore;
  beforeEach(async () => {
    opened = await open();
  });
  afterEach(() => opened.close());

  it('[SYNC push] a rejection, a duplicate and a refused device come back as the in-process store answers them', async () => {
    const { database, store } = opened;
    const t = await tenantWithTill(database);
    const rejected = await store.push(
      pushInput(t, [m(1, 'category.create.v1', { id: uuidv7(), title: '' })]),
    );
    expect(rejected).toMatchObject({ ok: true, response: { ok: true, results: [{ status: 'rejected' }] } });
    const again = await store.push(pushInput(t, [m(1, 'category.create.v1', { id: uuidv7(), title: 'x' })]));
    expect(again).toMatchObject({ ok: true, response: { ok: true, results: [{ status: 'duplicate' }] } });
    const stranger = await store.push(
      pushInput({ ...t, deviceId: uuidv7() }, [m(1, 'category.create.v1', {})]),
    );
    expect(stranger).toEqual({ ok: false, refused: 'unknown-device' });
  });

  it('after close, a push fails instead of hanging', async () => {
    const { database, store } = opened;
    const t = await tenantWithTill(database);
    await store.close();
    await expect(
      store.push(pushInput(t, [m(1, 'category.create.v1', { id: uuidv7(), title: 'x' })])),
    ).rejects.toThrow();
  });
}
