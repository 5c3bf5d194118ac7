import { aRow, createOrderWire, DAY0, SHOP, T0 } from '@tavola/shared/test-support/index';
import { describe, expect, it, vi } from 'vitest';
import { openTavolaDb } from '../db/database.ts';
import { getMeta, setMeta } from '../db/meta.ts';
import { aRegisteredEnv, aSyncEnv, WHO } from '../test/sync-env.ts';
import { keepBlocks, refillLeases } from './device.ts';
import { mutate, mutateIn } from './mutate.ts';

const asha = (overrides = {}) => ({ id: 'asha', name: 'Asha', phone: '9876543210', ...overrides });

describe('mutate (docs/architecture.md §6.2)', () => {
  it('applies the writes locally and appends the outbox entry; mutation ids count from 1', async () => {
    const env = aSyncEnv();
    const first = await mutateIn(env, 'test.customer.add.v1', asha(), T0);
    const second = await mutateIn(env, 'test.customer.charge.v1', { customerId: 'asha', amount: 500 }, T0);
    expect(first).toMatchObject({ ok: true, mutationId: 1 });
    expect(second).toMatchObject({ ok: true, mutationId: 2 });
    expect((await env.db.customers.get('asha'))?.balanceDue).toBe(500);
    const outbox = await env.db.outbox.orderBy('seq').toArray();
    expect(
      outbox.map(({ id, name, args, clientTime, status }) => ({ id, name, args, clientTime, status })),
    ).toEqual([
      { id: 1, name: 'test.customer.add.v1', args: asha(), clientTime: T0, status: 'pending' },
      {
        id: 2,
        name: 'test.customer.charge.v1',
        args: { customerId: 'asha', amount: 500 },
        clientTime: T0,
        status: 'pending',
      },
    ]);
    expect(await getMeta(env.db, 'nextMutationId')).toBe(3);
  });

  it('is all or nothing: a failure after the local write leaves neither the row nor the outbox entry', async () => {
    const env = aSyncEnv();
    vi.spyOn(env.db.outbox, 'add').mockRejectedValueOnce(new Error('QuotaExceededError'));
    await expect(mutateIn(env, 'test.customer.add.v1', asha(), T0)).rejects.toThrow('QuotaExceededError');
    expect(await env.db.customers.count()).toBe(0);
    expect(await env.db.outbox.count()).toBe(0);
    expect(await getMeta(env.db, 'nextMutationId')).toBe(1);
    // and the next mutation still gets id 1
    expect(await mutateIn(env, 'test.customer.add.v1', asha(), T0)).toMatchObject({
      ok: true,
      mutationId: 1,
    });
  });

  it("returns the mutator's rejection at once and stores nothing", async () => {
    const env = aSyncEnv();
    const r = await mutateIn(env, 'test.customer.charge.v1', { customerId: 'nobody', amount: 1 }, T0);
    expect(r).toEqual({ ok: false, code: 'CUSTOMER_NOT_FOUND', message: 'Please select customer!' });
    expect(await env.db.outbox.count()).toBe(0);
  });

  it("refuses invalid args with the schema's first message, and unknown mutators", async () => {
    const env = aSyncEnv();
    expect(await mutateIn(env, 'test.customer.add.v1', asha({ name: '' }), T0)).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: "Please Provide Customer's Name!",
    });
    expect(await mutateIn(env, 'no.such.v1', {}, T0)).toMatchObject({ ok: false, code: 'UNKNOWN_MUTATOR' });
    expect(await env.db.outbox.count()).toBe(0);
  });

  it('outside a signed-in dashboard, mutate refuses: there is no device database to write to', async () => {
    expect(await mutate('test.customer.add.v1', asha())).toMatchObject({ ok: false, code: 'NOT_SIGNED_IN' });
  });

  it('a wiped database is a new client: a new clientId and mutation ids from 1 again (SYNC3)', async () => {
    const env = aSyncEnv();
    await mutateIn(env, 'test.customer.add.v1', asha(), T0);
    const before = await getMeta(env.db, 'clientId');
    const name = env.db.name;
    await env.db.delete();
    const again = aSyncEnv(env.server, openTavolaDb(name));
    const after = await getMeta(again.db, 'clientId');
    expect(after).toMatch(/^[0-9a-f-]{36}$/);
    expect(after).not.toBe(before);
    expect(await mutateIn(again, 'test.customer.add.v1', asha(), T0)).toMatchObject({ mutationId: 1 });
  });
});

describe('tokens taken inside a mutation (TOK2-TOK3)', () => {
  async function aTill() {
    const env = await aRegisteredEnv();
    env.server.put('taxes', SHOP.gst, SHOP.vat);
    await env.db.taxes.bulkPut([SHOP.gst, SHOP.vat]);
    await env.db.menuItems.bulkPut([SHOP.pizza, SHOP.cola]);
    await env.db.variants.bulkPut([SHOP.large, SHOP.small]);
    await env.db.addons.bulkPut([SHOP.cheese]);
    await env.db.storeTables.bulkPut([SHOP.table]);
    return env;
  }
  const order = (id: string) => (t: { takeToken(): string; ctx: { businessDay: string } }) =>
    createOrderWire({
      id,
      tokenNo: t.takeToken(),
      businessDay: t.ctx.businessDay,
      itemIds: [`${id}-1`, `${id}-2`],
    });

  /** The device's reserve, as a lease answers it (TOK1). */
  const reserve = async (env: Awaited<ReturnType<typeof aTill>>) => {
    const answer = env.server.lease((await getMeta(env.db, 'deviceId')) ?? '');
    await keepBlocks(env, answer.leases, answer.businessDay);
  };

  it('hands out the reserved numbers in order; a rejected order spends none', async () => {
    const env = await aTill();
    await reserve(env);
    expect(await mutateIn(env, 'order.create.v1', order('o1'), T0)).toMatchObject({
      ok: true,
      args: { tokenNo: '1' },
    });
    const bad = await mutateIn(
      env,
      'order.create.v1',
      (t: { takeToken(): string }) => ({ tokenNo: t.takeToken() }),
      T0,
    );
    expect(bad.ok).toBe(false);
    expect(await mutateIn(env, 'order.create.v1', order('o2'), T0)).toMatchObject({
      ok: true,
      args: { tokenNo: '2' },
    });
    expect((await env.db.orders.get('o2'))?.tokenNo).toBe('2');
    expect(await getMeta(env.db, 'tokenState')).toMatchObject({ businessDay: DAY0, issued: ['1', '2'] });
  });

  it('never hands out a number this device already printed today (a new database after signing in again)', async () => {
    const env = await aTill();
    await reserve(env);
    const printed = (tokenNo: string) =>
      aRow('orders', { id: `old-${tokenNo}`, tokenNo, businessDay: DAY0, deviceId: 'device-1' });
    await env.db.orders.bulkPut([printed('1'), printed('2'), { ...printed('7'), deviceId: 'device-9' }]);
    expect(await mutateIn(env, 'order.create.v1', order('o1'), T0)).toMatchObject({ args: { tokenNo: '3' } });
  });

  it('[TOK8] online, the sale prints the number the server handed out for it, kept with the device blocks', async () => {
    const env = await aTill();
    await reserve(env); // 1-10, for selling offline
    const online = env.server.lease((await getMeta(env.db, 'deviceId')) ?? '', true).leases[0] ?? null;
    expect(online).toEqual({ businessDay: DAY0, start: 11, end: 11 });
    expect(await mutateIn(env, 'order.create.v1', order('o1'), T0, online)).toMatchObject({
      ok: true,
      args: { tokenNo: '11' },
    });
    expect(await getMeta(env.db, 'leases')).toContainEqual(online);
    // offline, the next sale prints from the reserve
    expect(await mutateIn(env, 'order.create.v1', order('o2'), T0)).toMatchObject({ args: { tokenNo: '1' } });
    expect(await getMeta(env.db, 'tokenState')).toMatchObject({ issued: ['11', '1'] });
  });

  it('[TOK9] a till asks for a reserve only once it has sold offline today', async () => {
    const env = await aTill();
    expect(await refillLeases(env, T0)).toBe(false);
    expect(env.server.callsOf('lease')).toEqual([]);
    expect(await mutateIn(env, 'order.create.v1', order('o1'), T0)).toMatchObject({
      args: { tokenNo: 'A-1' },
    });
    expect(await refillLeases(env, T0)).toBe(true);
    expect(await refillLeases(env, T0)).toBe(false);
    expect(env.server.callsOf('lease')).toHaveLength(1);
    expect(await mutateIn(env, 'order.create.v1', order('o2'), T0)).toMatchObject({ args: { tokenNo: '1' } });
  });

  it('[TOK9] a device whose user may not sell never asks for a reserve', async () => {
    const env = { ...(await aTill()), who: { ...WHO, role: 'staff', scope: 'KITCHEN' } };
    await setMeta(env.db, 'tokenState', { deviceCode: 'A', businessDay: DAY0, blocks: [], issued: ['A-1'] });
    expect(await refillLeases(env, T0)).toBe(false);
    expect(env.server.callsOf('lease')).toEqual([]);
  });

  it("offline with no block left, tokens print as the device's code and a count: 'A-1'", async () => {
    const env = await aTill();
    const r = await mutateIn(env, 'order.create.v1', order('o1'), T0);
    expect(r).toMatchObject({ ok: true, args: { tokenNo: 'A-1' } });
  });

  it('a device that never registered cannot take a token', async () => {
    const env = aSyncEnv();
    await env.db.customers.put(aRow('customers', { id: 'c' }));
    const r = await mutateIn(env, 'order.create.v1', order('o1'), T0);
    expect(r).toMatchObject({ ok: false, code: 'DEVICE_NOT_REGISTERED' });
  });
});
