/**
 * PRT22: the slip of one paid share of an equal split (SPLIT9) on a thermal printer: the store, the token, the time,
 * 'Share k of N' with its amount, each tender with cash tendered and change. The server prints it for a cash share
 * where receipts print; the till's own printer prints the same document from "Print a slip for this share".
 */
import { currencySymbol } from '../currencies/currencies.ts';
import { formatMinor } from '../money/parse.ts';
import type { PaidShare } from '../sync/share-rows.ts';
import { cut, drawerKick, feed, type PrintBlock, type PrintDocument, row, rule, text } from './document.ts';
import { printTime } from './print-time.ts';

/** The slip's own words (Tavola's: the spec has none); the browser's slip shows the same. */
export const SHARE_SLIP_TEXTS = {
  title: (k: number, n: number) => `Share ${k} of ${n}`,
  tendered: 'Tendered',
  change: 'Change',
} as const;

export type ShareSlipInput = {
  readonly storeName: string | null;
  readonly tokenNo: string;
  /** How many shares the bill was split into. */
  readonly of: number;
  readonly paid: PaidShare;
  readonly currency: string;
  /** A payment type's title by its id (the id itself when the type is gone). */
  readonly paymentTitle: (paymentTypeId: string) => string;
  readonly timeZone: string | null;
  /** Kick the drawer first (a cash share on a receipt printer with a drawer, PRT19). */
  readonly openDrawer?: boolean;
  readonly reprint?: boolean;
};

export function shareSlipDocument(input: ShareSlipInput): PrintDocument {
  const { paid } = input;
  const sign = currencySymbol(input.currency);
  const money = (amount: number): string => `${sign}${formatMinor(amount)}`;
  const blocks: PrintBlock[] = [];
  if (input.openDrawer) blocks.push(drawerKick());
  if (input.reprint) blocks.push(text('** REPRINT **', { bold: true, align: 'center' }));
  if (input.storeName) blocks.push(text(input.storeName, { size: 2, bold: true, align: 'center' }));
  blocks.push(text(`Token ${input.tokenNo}`), text(printTime(paid.at, input.timeZone)), rule());
  blocks.push(row(SHARE_SLIP_TEXTS.title(paid.share, input.of), money(paid.amount), { bold: true }));
  for (const t of paid.tenders) {
    blocks.push(row(input.paymentTitle(t.paymentTypeId), money(t.amount)));
    if (t.change > 0)
      blocks.push(
        row(`  ${SHARE_SLIP_TEXTS.tendered}`, money(t.tendered)),
        row(`  ${SHARE_SLIP_TEXTS.change}`, money(t.change)),
      );
  }
  blocks.push(feed(2), cut());
  return {
    kind: 'receipt',
    title: `Token ${input.tokenNo} ${SHARE_SLIP_TEXTS.title(paid.share, input.of)}`,
    blocks,
  };
}
