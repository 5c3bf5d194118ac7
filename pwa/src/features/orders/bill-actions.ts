/**
 * SPLIT1, MOVE1-MOVE2: the orders screen's bill operations: each one mutation (split, move to a table, move or
 * merge lines), then the toast; a refusal (the bill changed or was paid on another till, SPLIT4) shows its message.
 */
import {
  type LinePick,
  moveOrderLines,
  moveOrderTable,
  type OrderItemRow,
  type OrderRow,
  seenLinesOf,
  splitOrder,
} from '@tavola/shared';
import { uuidv7 } from '../../db/ids.ts';
import { serverMessage } from '../../i18n/server-messages.ts';
import { notify } from '../../lib/toast.tsx';
import { type MutateResult, mutate } from '../../sync/mutate.ts';
import { BILL_TEXTS } from './bill-texts.ts';

export type Bill = { readonly order: OrderRow; readonly items: readonly OrderItemRow[] };

const report = (r: MutateResult, success: string): boolean => {
  if (!r.ok) notify.error(serverMessage(r));
  else notify.success(success);
  return r.ok;
};

/** Quantities chosen per line → picks; a line only partly taken gets the id of its new row. */
export const picksOf = (chosen: ReadonlyMap<string, number>, items: readonly OrderItemRow[]): LinePick[] =>
  items.flatMap((i) => {
    const q = chosen.get(i.id) ?? 0;
    if (q <= 0) return [];
    return [{ id: i.id, quantity: q, newId: q < i.quantity ? uuidv7() : null }];
  });

/** SPLIT1: `parts[k]` the quantities per line going to new bill k; what is not chosen stays. */
export async function splitBill(bill: Bill, parts: readonly ReadonlyMap<string, number>[]): Promise<boolean> {
  const chosen = parts
    .map((p) => ({ orderId: uuidv7(), lines: picksOf(p, bill.items) }))
    .filter((p) => p.lines.length);
  if (chosen.length === 0) {
    notify.error(BILL_TEXTS.nothingChosen);
    return false;
  }
  const r = await mutate(splitOrder, {
    orderId: bill.order.id,
    tokenNo: bill.order.tokenNo,
    seenLines: seenLinesOf(bill.items),
    parts: chosen,
  });
  return report(r, BILL_TEXTS.splitDone(chosen.length + 1));
}

/** MOVE1: the whole bill to another table. */
export const moveBillToTable = async (bill: Bill, tableId: string): Promise<boolean> =>
  report(
    await mutate(moveOrderTable, { orderId: bill.order.id, tableId, seenLines: seenLinesOf(bill.items) }),
    BILL_TEXTS.moved,
  );

/** MOVE2: some lines to a new bill at `tableId`, or (merge) to the open bill `into`. */
export async function moveBillLines(
  bill: Bill,
  chosen: ReadonlyMap<string, number>,
  to: { tableId: string; into: Bill | null },
): Promise<boolean> {
  const lines = picksOf(chosen, bill.items);
  if (lines.length === 0) {
    notify.error(BILL_TEXTS.nothingChosen);
    return false;
  }
  const r = await mutate(moveOrderLines, {
    fromOrderId: bill.order.id,
    tokenNo: bill.order.tokenNo,
    seenLines: seenLinesOf(bill.items),
    lines,
    toOrderId: to.into?.order.id ?? uuidv7(),
    toSeenLines: to.into ? seenLinesOf(to.into.items) : [],
    toTableId: to.into ? null : to.tableId,
  });
  return report(r, to.into ? BILL_TEXTS.merged : BILL_TEXTS.moved);
}
