/** The texts of paying an equal split share by share (SPLIT6-SPLIT9; Tavola's: the spec has none). */
export const SHARE_UI_TEXTS = {
  pay: (k: number) => `Pay share ${k}`,
  paid: (method: string) => `Paid · ${method}`,
  paidToast: (k: number, n: number) => `Share ${k} of ${n} paid!`,
  billPaid: 'All shares paid: the bill is paid and completed!',
  locked: (n: number) => `This bill is being paid in ${n} shares.`,
  printSlip: 'Print a slip for this share',
  slipTitle: (k: number, n: number) => `Share ${k} of ${n}`,
  tendered: 'Tendered',
  change: 'Change',
  paidInShares: 'Paid in shares',
  due: 'Due',
} as const;
