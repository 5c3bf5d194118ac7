/** PRT13: the token slip the counter hands over: the token number very large, the short reference and the time. */
import { orderReference } from '../orders/order-reference.ts';
import type { OrderRow } from '../sync/rows.ts';
import { cut, feed, type PrintDocument, text } from './document.ts';
import { printTime } from './print-time.ts';

export type TokenSlipInput = {
  readonly order: Pick<OrderRow, 'id' | 'tokenNo'>;
  readonly at: number;
  readonly timeZone?: string | null;
  readonly storeName?: string | null;
  readonly reprint?: boolean;
};

export function tokenSlipDocument(input: TokenSlipInput): PrintDocument {
  const { order } = input;
  return {
    kind: 'token',
    title: `Token ${order.tokenNo}`,
    blocks: [
      ...(input.reprint ? [text('** REPRINT **', { bold: true, align: 'center' })] : []),
      ...(input.storeName ? [text(input.storeName, { bold: true, align: 'center' })] : []),
      text('TOKEN', { align: 'center' }),
      text(order.tokenNo, { size: 3, bold: true, align: 'center' }),
      text(`Ref #${orderReference(order.id)}`, { align: 'center' }),
      text(printTime(input.at, input.timeZone), { align: 'center' }),
      feed(2),
      cut(),
    ],
  };
}
