import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aTokenBlock, DAY0 } from '../test-support/sync.ts';
import {
  allocateBlock,
  blocksLeft,
  isTokenLeased,
  LEASE_BLOCK_SIZE,
  LEASE_BLOCKS_HELD,
  maySell,
  needsRefill,
  needsReserve,
} from './leases.ts';
import { parseToken } from './token-format.ts';
import { addBlock, nextOnlineToken, nextToken, startTokenDay, type TokenState } from './token-state.ts';

/** Hands out `n` tokens, returning them and the final state. */
function handOut(state: TokenState, n: number): { tokens: string[]; state: TokenState } {
  const tokens: string[] = [];
  let s = state;
  for (let i = 0; i < n; i++) {
    const r = nextToken(s);
    tokens.push(r.tokenNo);
    s = r.state;
  }
  return { tokens, state: s };
}

describe('token leases', () => {
  it('[TOK1] a reserve of 10 numbers, one held, the next due only when none is left', () => {
    expect(LEASE_BLOCK_SIZE).toBe(10);
    expect(LEASE_BLOCKS_HELD).toBe(1);
    const blocks = [aTokenBlock({ start: 1, end: 10 })];
    expect(needsRefill(blocks, [])).toBe(false);
    expect(needsRefill(blocks, ['1', '2', '9'])).toBe(false);
    const allUsed = Array.from({ length: 10 }, (_, i) => String(i + 1));
    expect(blocksLeft(blocks, allUsed)).toBe(0);
    expect(needsRefill(blocks, allUsed)).toBe(true);
    expect(needsRefill([], [])).toBe(true);
    // numbers taken online (blocks of one) are no reserve, used or not
    expect(needsRefill([aTokenBlock({ start: 30, end: 30 })], [])).toBe(true);
  });

  it('[TOK9] a till asks for a reserve only once it has sold offline that day and has none left', () => {
    const online = [aTokenBlock({ start: 1, end: 1 }), aTokenBlock({ start: 2, end: 2 })];
    expect(needsReserve([], [])).toBe(false);
    expect(needsReserve(online, ['1', '2'])).toBe(false);
    expect(needsReserve(online, ['1', '2', 'A-1'])).toBe(true);
    const reserve = aTokenBlock({ start: 3, end: 12 });
    expect(needsReserve([...online, reserve], ['1', '2', 'A-1'])).toBe(false);
    const reserveUsed = Array.from({ length: 10 }, (_, i) => String(i + 3));
    expect(needsReserve([...online, reserve], ['1', '2', ...reserveUsed])).toBe(true);
    expect(needsReserve([...online, reserve], ['1', '2', '3'])).toBe(false);
  });

  it('[TOK9] only a user who may ring up sales holds reserved numbers', () => {
    expect(maySell({ role: 'admin', scope: null })).toBe(true);
    expect(maySell({ role: 'user', scope: 'POS' })).toBe(true);
    expect(maySell({ role: 'user', scope: 'KITCHEN' })).toBe(false);
    expect(maySell({ role: 'user', scope: 'REPORTS,SETTINGS' })).toBe(false);
  });

  it('[TOK6] the server leases consecutive, disjoint blocks from the day counter', () => {
    const a = allocateBlock(DAY0, 1);
    const b = allocateBlock(DAY0, a.nextValue);
    const one = allocateBlock(DAY0, b.nextValue, 1);
    expect(a.block).toEqual({ businessDay: DAY0, start: 1, end: 10 });
    expect(b.block).toEqual({ businessDay: DAY0, start: 11, end: 20 });
    expect(one.block).toEqual({ businessDay: DAY0, start: 21, end: 21 });
    expect(one.nextValue).toBe(22);
  });

  it.each([
    ['17', { kind: 'leased', n: 17 }],
    ['B-3', { kind: 'offline', deviceCode: 'B', n: 3 }],
    ['017', null],
    ['0', null],
    ['B-0', null],
    ['B3', null],
    ['', null],
    ['-3', null],
  ] as const)('[TOK5] parses %j', (text, parsed) => {
    expect(parseToken(text)).toEqual(parsed);
  });

  it('[TOK4] a token is valid in the device blocks of that day or in its own offline form', () => {
    const leases = [aTokenBlock({ start: 21, end: 40 })];
    expect(isTokenLeased('21', leases, DAY0, 'A')).toBe(true);
    expect(isTokenLeased('40', leases, DAY0, 'A')).toBe(true);
    expect(isTokenLeased('41', leases, DAY0, 'A')).toBe(false);
    expect(isTokenLeased('20', leases, DAY0, 'A')).toBe(false);
    expect(isTokenLeased('21', leases, '2025-03-02', 'A')).toBe(false);
    expect(isTokenLeased('A-7', [], DAY0, 'A')).toBe(true);
    expect(isTokenLeased('B-7', [], DAY0, 'A')).toBe(false);
    expect(isTokenLeased('A-0', [], DAY0, 'A')).toBe(false);
  });
});

describe('handing out tokens', () => {
  it('[TOK2] numbers come from the blocks of the day, lowest first, then the offline form', () => {
    const day = startTokenDay('B', DAY0, [
      aTokenBlock({ start: 41, end: 42 }),
      aTokenBlock({ start: 1, end: 2 }),
      aTokenBlock({ businessDay: '2025-02-28', start: 100, end: 120 }),
    ]);
    expect(handOut(day, 6).tokens).toEqual(['1', '2', '41', '42', 'B-1', 'B-2']);
  });

  it('[TOK2] a block leased later is used before more offline tokens', () => {
    let s = handOut(startTokenDay('B', DAY0), 2).state;
    expect(s.issued).toEqual(['B-1', 'B-2']);
    s = addBlock(s, aTokenBlock({ start: 61, end: 80 }));
    s = addBlock(s, aTokenBlock({ businessDay: '2025-03-02', start: 1, end: 20 }));
    const next = handOut(s, 1);
    expect(next.tokens).toEqual(['61']);
    expect(next.state.blocks).toHaveLength(1);
  });

  it('[TOK8] the number taken online is printed first; a reserve stays for selling offline', () => {
    const day = startTokenDay('B', DAY0, [aTokenBlock({ start: 1, end: 10 })]);
    const first = nextOnlineToken(day, aTokenBlock({ start: 11, end: 11 }));
    expect(first.tokenNo).toBe('11');
    const second = nextOnlineToken(first.state, aTokenBlock({ start: 14, end: 14 }));
    expect(second.tokenNo).toBe('14');
    // offline: the reserve, lowest first
    expect(nextOnlineToken(second.state, null).tokenNo).toBe('1');
    // a number already printed, or of another day, is not printed again
    expect(nextOnlineToken(second.state, aTokenBlock({ start: 14, end: 14 })).tokenNo).toBe('1');
    const otherDay = aTokenBlock({ businessDay: '2025-03-02', start: 20, end: 20 });
    expect(nextOnlineToken(second.state, otherDay).tokenNo).toBe('1');
    expect(second.state.issued).toEqual(['11', '14']);
  });

  it('[TOK3] a token state only grows and never hands out a token twice', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 70 }), (blocks, n) => {
        let s = startTokenDay('C', DAY0);
        for (let b = 0; b < blocks; b++)
          s = addBlock(s, aTokenBlock({ start: b * 20 + 1, end: b * 20 + 20 }));
        const before = s;
        const { tokens, state } = handOut(s, n);
        expect(new Set(tokens).size).toBe(n);
        expect(state.issued.slice(0, before.issued.length)).toEqual(before.issued);
        expect(state.issued).toEqual([...before.issued, ...tokens]);
      }),
    );
  });

  it('[TOK6] two devices with leases from one counter never print the same token', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (owners, na, nb) => {
          // The server leases blocks one after another, each to device A (true) or B (false).
          let a = startTokenDay('A', DAY0);
          let b = startTokenDay('B', DAY0);
          let next = 1;
          for (const toA of owners) {
            const lease = allocateBlock(DAY0, next);
            next = lease.nextValue;
            if (toA) a = addBlock(a, lease.block);
            else b = addBlock(b, lease.block);
          }
          const ta = handOut(a, na).tokens;
          const tb = handOut(b, nb).tokens;
          expect(ta.filter((t) => tb.includes(t))).toEqual([]);
          for (const t of ta) expect(isTokenLeased(t, a.blocks, DAY0, 'A')).toBe(true);
          for (const t of tb) expect(isTokenLeased(t, b.blocks, DAY0, 'B')).toBe(true);
        },
      ),
    );
  });

  it('[TOK6] offline tokens of two devices never collide', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom('A', 'B', 'C', 'D', 'E'), { minLength: 2, maxLength: 2 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 60 }),
        ([c1, c2], n1, n2) => {
          const t1 = handOut(startTokenDay(c1!, DAY0), n1).tokens;
          const t2 = handOut(startTokenDay(c2!, DAY0), n2).tokens;
          expect(t1.filter((t) => t2.includes(t))).toEqual([]);
          expect(t1.every((t) => isTokenLeased(t, [], DAY0, c1!))).toBe(true);
        },
      ),
    );
  });
});
