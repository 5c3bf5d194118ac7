/** The texts of paying an equal split share by share (SPLIT6-SPLIT9; Tavola's: the spec has none). */
import { SHARE_SLIP_TEXTS } from '@tavola/shared/printing/share-slip';

export const SHARE_UI_TEXTS = {
  pay: (k: number) => `Pay share ${k}`,
  paid: (method: string) => `Paid · ${method}`,
  paidToast: (k: number, n: number) => `Share ${k} of ${n} paid!`,
  billPaid: 'All shares paid: the bill is paid and completed!',
  locked: (n: number) => `This bill is being paid in ${n} shares.`,
  printSlip: 'Print a slip for this share',
  // the slip's words, the same on paper (PRT22)
  slipTitle: SHARE_SLIP_TEXTS.title,
  tendered: SHARE_SLIP_TEXTS.tendered,
  change: SHARE_SLIP_TEXTS.change,
  paidInShares: 'Paid in shares',
  due: 'Due',
} as const;
