/** TOK2-TOK3, TOK8: handing out the next token on a till: the number taken online, else its reserve or its own form. */
import type { TokenBlock } from '../sync/mutator.ts';
import { offlineToken, parseToken } from './token-format.ts';

/**
 * A device's tokens for one business day. Append-only (TOK3): blocks are added as they are leased, tokens
 * as they are printed; nothing is ever removed or renumbered.
 */
export type TokenState = {
  readonly deviceCode: string;
  readonly businessDay: string;
  /** Blocks leased to this device; only those of `businessDay` are used. */
  readonly blocks: readonly TokenBlock[];
  /** Tokens printed on `businessDay`, in order. */
  readonly issued: readonly string[];
};

export const startTokenDay = (
  deviceCode: string,
  businessDay: string,
  blocks: readonly TokenBlock[] = [],
): TokenState => ({
  deviceCode,
  businessDay,
  blocks: blocks.filter((b) => b.businessDay === businessDay),
  issued: [],
});

/** Adds a leased block (a block of another day, or one already held, is ignored). */
export function addBlock(state: TokenState, block: TokenBlock): TokenState {
  if (block.businessDay !== state.businessDay) return state;
  if (state.blocks.some((b) => b.start === block.start && b.end === block.end)) return state;
  return { ...state, blocks: [...state.blocks, block] };
}

function firstFree(blocks: readonly TokenBlock[], used: ReadonlySet<number>): number | null {
  for (const b of blocks) for (let n = b.start; n <= b.end; n++) if (!used.has(n)) return n;
  return null;
}

/**
 * TOK2: the lowest number of the day's blocks not yet printed; with none left, the offline form
 * `${deviceCode}-n`, n counting the device's offline tokens of the day from 1.
 */
export function nextToken(state: TokenState): { tokenNo: string; state: TokenState } {
  const used = new Set<number>();
  let offlineMax = 0;
  for (const tokenNo of state.issued) {
    const t = parseToken(tokenNo);
    if (t?.kind === 'leased') used.add(t.n);
    else if (t?.kind === 'offline' && t.deviceCode === state.deviceCode)
      offlineMax = Math.max(offlineMax, t.n);
  }
  const blocks = [...state.blocks]
    .filter((b) => b.businessDay === state.businessDay)
    .sort((a, b) => a.start - b.start);
  const free = firstFree(blocks, used);
  const tokenNo = free === null ? offlineToken(state.deviceCode, offlineMax + 1) : String(free);
  return { tokenNo, state: { ...state, issued: [...state.issued, tokenNo] } };
}

/**
 * TOK8: the number the server handed this till for this sale (a block of one of the state's day); one already
 * printed, or of another day, is not used and the next token is handed out as offline (TOK2).
 */
export function nextOnlineToken(
  state: TokenState,
  online: TokenBlock | null,
): { tokenNo: string; state: TokenState } {
  const tokenNo = online ? String(online.start) : '';
  if (!online || online.businessDay !== state.businessDay || state.issued.includes(tokenNo))
    return nextToken(state);
  const withBlock = addBlock(state, online);
  return { tokenNo, state: { ...withBlock, issued: [...withBlock.issued, tokenNo] } };
}
