/**
 * PRT11: a station's kitchen ticket: token, table or dining option, time, cashier, then only this station's items
 * with quantity, variant, addons and notes in large type. An ADDITION carries only the new items, a VOID the
 * cancelled ones, a REPRINT says so on top (a reprint is a new job, never the old one again).
 */
import { orderTypeLabel } from '../orders/order-labels.ts';
import type { OrderItemRow, OrderRow } from '../sync/rows.ts';
import {
  cut,
  feed,
  type PrintBlock,
  type PrintColumns,
  type PrintDocument,
  row,
  rule,
  text,
} from './document.ts';
import { printTime } from './print-time.ts';

export const TICKET_MARKS = ['NEW', 'ADDITION', 'VOID', 'REPRINT'] as const;
export type TicketMark = (typeof TICKET_MARKS)[number];

export type TicketOrder = Pick<OrderRow, 'id' | 'tokenNo' | 'deliveryType' | 'tableId' | 'customerName'>;
export type TicketLine = Pick<
  OrderItemRow,
  'id' | 'itemTitle' | 'variantTitle' | 'quantity' | 'addons' | 'notes'
> &
  Partial<Pick<OrderItemRow, 'titleLocal'>>;

export type KitchenTicketInput = {
  readonly order: TicketOrder;
  /** Only this station's lines (STN1), and for an ADDITION only the new ones, for a VOID the cancelled ones. */
  readonly lines: readonly TicketLine[];
  readonly stationTitle: string;
  readonly mark: TicketMark;
  readonly cashierName: string | null;
  /** The table's title for a dine-in order; null otherwise (the dining option is printed instead). */
  readonly tableTitle: string | null;
  readonly columns: PrintColumns;
  /** When it was sent (epoch ms) and the store's zone, for the printed time. */
  readonly at: number;
  readonly timeZone?: string | null;
};

const MARK_TEXT: Readonly<Record<TicketMark, string | null>> = {
  NEW: null,
  ADDITION: '** ADDITION **',
  VOID: '** VOID **',
  REPRINT: '** REPRINT **',
};

function lineBlocks(line: TicketLine, mark: TicketMark): PrintBlock[] {
  const prefix = mark === 'VOID' ? 'VOID ' : '';
  const blocks: PrintBlock[] = [
    text(`${prefix}${line.quantity} x ${line.itemTitle}`, { size: 2, bold: true }),
  ];
  // I18N5: the regional-language name on its own line (the raster path prints Devanagari as an image)
  if (line.titleLocal) blocks.push(text(`  ${line.titleLocal}`, { size: 2 }));
  if (line.variantTitle) blocks.push(text(`  ${line.variantTitle}`, { size: 2 }));
  for (const addon of line.addons) blocks.push(text(`  + ${addon.title}`, { size: 2 }));
  if (line.notes) blocks.push(text(`  NOTE: ${line.notes}`, { size: 2, bold: true }));
  return blocks;
}

export function kitchenTicketDocument(input: KitchenTicketInput): PrintDocument {
  const { order, mark } = input;
  const markText = MARK_TEXT[mark];
  const where = input.tableTitle ? `Table ${input.tableTitle}` : orderTypeLabel(order);
  const blocks: PrintBlock[] = [];
  if (markText) blocks.push(text(markText, { size: 2, bold: true, align: 'center' }));
  blocks.push(
    text(input.stationTitle, { bold: true, align: 'center' }),
    text(`Token ${order.tokenNo}`, { size: input.columns === 32 ? 2 : 3, bold: true, align: 'center' }),
    text(where, { size: 2, align: 'center' }),
    row(printTime(input.at, input.timeZone), input.cashierName ? `By ${input.cashierName}` : ''),
  );
  if (order.customerName) blocks.push(text(order.customerName));
  blocks.push(rule());
  for (const line of input.lines) blocks.push(...lineBlocks(line, mark));
  blocks.push(rule(), feed(2), cut());
  return {
    kind: 'kitchen',
    title: `${mark === 'NEW' ? '' : `${mark} `}Ticket ${order.tokenNo} ${input.stationTitle}`,
    blocks,
  };
}
