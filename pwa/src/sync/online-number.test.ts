import { DAY0 } from '@tavola/shared/test-support/index';
import { describe, expect, it } from 'vitest';
import { aRegisteredEnv, aSyncEnv, WHO } from '../test/sync-env.ts';
import { onlineNumber } from './online-number.ts';

describe('the next number of the day at the moment of a sale (TOK8)', () => {
  it('[TOK8] online, each sale gets the next number of the day, a block of one', async () => {
    const env = await aRegisteredEnv();
    expect(await onlineNumber(env)).toEqual({ businessDay: DAY0, start: 1, end: 1 });
    expect(await onlineNumber(env)).toEqual({ businessDay: DAY0, start: 2, end: 2 });
  });

  it('[TOK8] without an answer (offline, failing, or too slow), none: the till prints from its reserve', async () => {
    const env = await aRegisteredEnv();
    env.server.failures.lease.push({ status: 0 });
    expect(await onlineNumber(env)).toBeNull();
    const slow = { ...env, transport: { ...env.transport, lease: () => new Promise<never>(() => {}) } };
    expect(await onlineNumber(slow, 10)).toBeNull();
    const broken = {
      ...env,
      transport: { ...env.transport, lease: () => Promise.reject(new TypeError('fetch')) },
    };
    expect(await onlineNumber(broken)).toBeNull();
  });

  it('[TOK9] a device not registered yet, or a user who may not sell, asks for none', async () => {
    expect(await onlineNumber(aSyncEnv())).toBeNull();
    const env = await aRegisteredEnv();
    expect(await onlineNumber({ ...env, who: { ...WHO, role: 'staff', scope: 'KITCHEN' } })).toBeNull();
    expect(env.server.callsOf('lease')).toEqual([]);
  });
});
