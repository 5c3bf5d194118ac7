import { describe, expect, it } from 'vitest';
import { mutationsToResend, pullNeedsReset } from './restore.ts';

describe('pullNeedsReset', () => {
  const server = { version: 50, epoch: 'e2' };
  it('[RST1] a first pull is never a reset', () => {
    expect(pullNeedsReset({ cookie: null, epoch: null }, server)).toBe(false);
    expect(pullNeedsReset({ cookie: null, epoch: 'old' }, server)).toBe(false);
  });
  it('[RST1] another epoch resets, even when the server has passed the cookie', () => {
    expect(pullNeedsReset({ cookie: 10, epoch: 'e1' }, server)).toBe(true);
    expect(pullNeedsReset({ cookie: 80, epoch: 'e1' }, server)).toBe(true);
  });
  it('[RST1] the same epoch never resets', () => {
    expect(pullNeedsReset({ cookie: 10, epoch: 'e2' }, server)).toBe(false);
    expect(pullNeedsReset({ cookie: 50, epoch: 'e2' }, server)).toBe(false);
  });
  it('[RST1] a client without an epoch resets only when its cookie is above the server', () => {
    expect(pullNeedsReset({ cookie: 51, epoch: null }, server)).toBe(true);
    expect(pullNeedsReset({ cookie: 50, epoch: null }, server)).toBe(false);
  });
});

describe('mutationsToResend', () => {
  const held = [
    { clientId: 'c1', id: 3, ackedAt: 0 },
    { clientId: 'c1', id: 1, ackedAt: 0 },
    { clientId: 'c0', id: 9, ackedAt: 0 },
    { clientId: 'c1', id: 2, ackedAt: 0 },
  ];
  it('[RST2] only this client id, only above the restored count, in id order', () => {
    expect(mutationsToResend(held, 'c1', 1).map((m) => m.id)).toEqual([2, 3]);
    expect(mutationsToResend(held, 'c1', 0).map((m) => m.id)).toEqual([1, 2, 3]);
    expect(mutationsToResend(held, 'c1', 3)).toEqual([]);
    expect(mutationsToResend(held, 'c9', 0)).toEqual([]);
  });
});
