/** TOK1, TOK4, TOK6: leased blocks of daily token numbers (docs/architecture.md §6.4). */
import type { TokenBlock } from '../sync/mutator.ts';
import { parseToken } from './token-format.ts';

/** TOK1: a block holds 20 numbers; a till holds two blocks and asks for another when one is left. */
export const LEASE_BLOCK_SIZE = 20;
export const LEASE_BLOCKS_HELD = 2;

export const blockSize = (b: TokenBlock): number => Math.max(0, b.end - b.start + 1);
export const inBlock = (b: TokenBlock, n: number): boolean => n >= b.start && n <= b.end;

/** Leased numbers (plain tokens) among the printed tokens. */
const usedNumbers = (used: readonly (string | number)[]): Set<number> => {
  const out = new Set<number>();
  for (const u of used) {
    if (typeof u === 'number') out.add(u);
    else {
      const t = parseToken(u);
      if (t?.kind === 'leased') out.add(t.n);
    }
  }
  return out;
};

/** How many blocks still have a number not yet printed. */
export function blocksLeft(blocks: readonly TokenBlock[], used: readonly (string | number)[]): number {
  const taken = usedNumbers(used);
  return blocks.filter((b) => {
    for (let n = b.start; n <= b.end; n++) if (!taken.has(n)) return true;
    return false;
  }).length;
}

/**
 * TOK1: refill when at most one block with unused numbers is left (the device holds two and asks for the
 * next while it still has one to print from). `blocks` are the device's blocks of the day, `used` its
 * printed tokens of the day.
 */
export const needsRefill = (blocks: readonly TokenBlock[], used: readonly (string | number)[]): boolean =>
  blocksLeft(blocks, used) < LEASE_BLOCKS_HELD;

/**
 * TOK6: the server leases blocks from the tenant's counter for the day: [next, next + size - 1], then the
 * counter moves past it, so blocks of one day never overlap, whichever device holds them.
 */
export function allocateBlock(
  businessDay: string,
  nextValue: number,
  size: number = LEASE_BLOCK_SIZE,
): { block: TokenBlock; nextValue: number } {
  return { block: { businessDay, start: nextValue, end: nextValue + size - 1 }, nextValue: nextValue + size };
}

/**
 * TOK4: a token is valid for a device and a day when it is a number inside one of the device's blocks of
 * that day, or the device's own offline form `${deviceCode}-n` (any n ≥ 1).
 */
export function isTokenLeased(
  tokenNo: string,
  leases: readonly TokenBlock[],
  businessDay: string,
  deviceCode: string,
): boolean {
  const t = parseToken(tokenNo);
  if (!t) return false;
  if (t.kind === 'offline') return t.deviceCode === deviceCode;
  return leases.some((b) => b.businessDay === businessDay && inBlock(b, t.n));
}
