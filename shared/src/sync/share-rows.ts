/**
 * SPLIT6-SPLIT9 (ADR 0067): a bill being paid equally in N shares, kept on the bill itself (`orders.shares`), so
 * every mutator that reads the bill sees which shares are paid without another read. Each share's amount and
 * tenders are the deciding side's, never the till's.
 */
import type { Tender } from './bill-rows.ts';

/** One share paid: which of N, what it paid (the server's share of the total), its tenders, who and when. */
export type PaidShare = {
  /** The share payment's id (the till's): a replay of the same id changes nothing. */
  readonly id: string;
  /** 1..N. */
  readonly share: number;
  readonly amount: number;
  readonly tenders: readonly Tender[];
  /** The tenders' payment types' titles joined ('Cash', 'Card + Cash'). */
  readonly method: string;
  readonly at: number;
  readonly by: string | null;
  readonly deviceId: string | null;
};

/** SPLIT6: the equal split being paid: into how many, of which total, over which lines, and the shares paid. */
export type EqualSplitState = {
  readonly of: number;
  /** The bill's payable total (after round-off, RND2) the shares divide. */
  readonly total: number;
  /** The bill's live lines when the first share was paid (SPLIT4's "lines as seen"). */
  readonly seen: readonly { readonly id: string; readonly quantity: number }[];
  readonly paid: readonly PaidShare[];
};
