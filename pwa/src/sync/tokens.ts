/**
 * Daily token numbers on the till (TOK2-TOK3, ARCHITECTURE 6.4): the next number of the leased blocks, or
 * `deviceCode-n` offline when none is left. Taken inside a mutation's transaction, so a token is spent
 * only when the mutation that prints it is stored.
 */
import { addBlock, type MutatorContext, nextToken, startTokenDay, type TokenState } from '@tavola/shared';

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

export function createTokenTaker(saved: TokenState | undefined, ctx: MutatorContext): TokenTaker {
  let state: TokenState | null = null;
  return {
    take() {
      if (!ctx.deviceCode) throw new DeviceNotRegistered();
      const sameDay = saved?.businessDay === ctx.businessDay && saved.deviceCode === ctx.deviceCode;
      let s = state ?? (sameDay && saved ? saved : startTokenDay(ctx.deviceCode, ctx.businessDay));
      for (const b of ctx.leases) s = addBlock(s, b); // blocks of other days are ignored
      const next = nextToken(s);
      state = next.state;
      return next.tokenNo;
    },
    get changed() {
      return state;
    },
  };
}
