/**
 * Daily token numbers on the till (TOK2-TOK3, TOK8, docs/architecture.md §6.4): the number the server handed out
 * for this sale, else the next number of the reserve, or `deviceCode-n` when none is left. Taken inside a
 * mutation's transaction, so a token is spent only when the mutation that prints it is stored.
 */
import {
  addBlock,
  type MutatorContext,
  nextOnlineToken,
  startTokenDay,
  type TokenBlock,
  type TokenState,
} from '@tavola/shared';

export class DeviceNotRegistered extends Error {
  constructor() {
    super('This device is not registered yet');
    this.name = 'DeviceNotRegistered';
  }
}

export type TokenTaker = {
  /** The next token of the day; throws DeviceNotRegistered before the device has a code. */
  take(): string;
  /** The state to store when the mutation commits; null when no token was taken. */
  readonly changed: TokenState | null;
};

/**
 * `printed`: tokens of this device and day already on orders in the database (pulled from the server), so
 * a new database on a known device (signed in again) never hands out a number the device printed before.
 * `online`: the number the server handed out for this sale (TOK8), when it could be reached.
 */
export function createTokenTaker(
  saved: TokenState | undefined,
  ctx: MutatorContext,
  printed: readonly string[] = [],
  online: TokenBlock | null = null,
): TokenTaker {
  let state: TokenState | null = null;
  const start = (): TokenState => {
    const sameDay = saved?.businessDay === ctx.businessDay && saved.deviceCode === ctx.deviceCode;
    const s = sameDay && saved ? saved : startTokenDay(ctx.deviceCode, ctx.businessDay);
    const issued = new Set(s.issued); // PERF2: a day of offline sales holds thousands of tokens
    const missing = printed.filter((t) => !issued.has(t));
    return missing.length > 0 ? { ...s, issued: [...s.issued, ...missing] } : s;
  };
  return {
    take() {
      if (!ctx.deviceCode) throw new DeviceNotRegistered();
      let s = state ?? start();
      for (const b of ctx.leases) s = addBlock(s, b); // blocks of other days are ignored
      const next = nextOnlineToken(s, online);
      state = next.state;
      return next.tokenNo;
    },
    get changed() {
      return state;
    },
  };
}
