/** TOK1, TOK4, TOK6, TOK8, TOK9: leased blocks of daily token numbers (docs/architecture.md §6.4). */
import { hasAnyScope, type Principal } from '../auth/permissions.ts';
import type { TokenBlock } from '../sync/mutator.ts';
import { MUTATOR_SCOPES } from '../sync/mutators/scopes.ts';
import { parseToken } from './token-format.ts';

/**
 * TOK1: a reserve block holds 10 numbers for selling offline; a device holds at most one with numbers left, so
 * it leaves at most 10 numbers of a day unused (TOK9).
 */
export const LEASE_BLOCK_SIZE = 10;
export const LEASE_BLOCKS_HELD = 1;

/** TOK8: an online till's number is leased as a block of one, taken at the moment of the sale. */
export const ONLINE_NUMBER_SIZE = 1;

export const blockSize = (b: TokenBlock): number => Math.max(0, b.end - b.start + 1);
export const inBlock = (b: TokenBlock, n: number): boolean => n >= b.start && n <= b.end;

/** TOK8: a block of one is a number taken online for one sale, not a reserve for selling offline. */
export const isOnlineNumber = (b: TokenBlock): boolean => blockSize(b) === ONLINE_NUMBER_SIZE;
const reservesOf = (blocks: readonly TokenBlock[]) => blocks.filter((b) => !isOnlineNumber(b));

/** TOK9: only a device whose user may ring up sales (the POS scope, PERM2) holds reserved numbers. */
export const maySell = (user: Principal): boolean => hasAnyScope(user, MUTATOR_SCOPES.createOrder);

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
 * TOK1: a reserve block is due when none of the device's reserve blocks has a number left (numbers taken
 * online do not count). `blocks` are the device's blocks of the day, `used` its printed tokens of the day.
 */
export const needsRefill = (blocks: readonly TokenBlock[], used: readonly (string | number)[]): boolean =>
  blocksLeft(reservesOf(blocks), used) < LEASE_BLOCKS_HELD;

/**
 * TOK9: a till asks for a reserve lazily: only once it has sold offline that day (an offline-form token, or a
 * number of a reserve block, among its printed tokens) and has no reserved number left. A day without an
 * outage therefore leaves no number unused.
 */
export function needsReserve(blocks: readonly TokenBlock[], issued: readonly string[]): boolean {
  const reserves = reservesOf(blocks);
  const soldOffline = issued.some((tokenNo) => {
    const t = parseToken(tokenNo);
    return t?.kind === 'offline' || (t?.kind === 'leased' && reserves.some((b) => inBlock(b, t.n)));
  });
  return soldOffline && needsRefill(reserves, issued);
}

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
