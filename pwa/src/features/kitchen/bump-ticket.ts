/** KDS3: a ticket bump, as the line buttons' own status changes (OS2), one per line the rule moves. */
import { ticketBump } from '@tavola/shared';
import { setItemStatus } from '../orders/order-actions.ts';
import type { KitchenOrder } from './kitchen-data.ts';

export async function bumpTicket(entry: KitchenOrder): Promise<void> {
  for (const { itemId, next } of ticketBump(entry.items)) {
    if (next === 'created') continue;
    // one line refused (e.g. PAYMENT_REQUIRED) says so and stops the rest, as pressing its button would
    if (!(await setItemStatus(entry.order.id, itemId, next, 'kitchen'))) return;
  }
}
