/**
 * KDS3: a ticket bump, as the line buttons' own status changes (OS2), one per line the rule moves. Held courses
 * (CRS3) wait for their fire and are left out; the steps taken are offered back as one Undo (KDS12).
 */
import { isHeldLine, ticketBump } from '@tavola/shared';
import { setItemStatus } from '../orders/order-actions.ts';
import type { KitchenOrder } from './kitchen-data.ts';
import { offerUndo, type TakenStep } from './kitchen-undo.tsx';

export async function bumpTicket(entry: KitchenOrder): Promise<void> {
  const taken: TakenStep[] = [];
  for (const { itemId, next } of ticketBump(entry.items.filter((i) => !isHeldLine(i)))) {
    if (next === 'created') continue;
    // one line refused (e.g. PAYMENT_REQUIRED) says so and stops the rest, as pressing its button would
    if (!(await setItemStatus(entry.order.id, itemId, next, 'kitchen'))) break;
    taken.push({ itemId, next });
  }
  offerUndo(entry.order.id, taken, `#${entry.order.tokenNo}`);
}
