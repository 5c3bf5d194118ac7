/**
 * The one-step change of an order line's status (order.item-status.v1) that both the orders screen (OS3) and
 * the kitchen display (OS2) call: 404 for a line the tenant does not own, then the mutator a till's push runs.
 */
import { changeOrderItemStatus, ORDER_SAVED, type OrderItemStatus } from '@tavola/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireRow, runMutation } from './tenant-mutation.ts';

export async function changeItemStatus(
  app: FastifyInstance,
  request: FastifyRequest,
  itemId: string,
  status: OrderItemStatus,
  source: 'orders' | 'kitchen',
) {
  const item = await requireRow(app, request, app.database.t.orderItems, itemId);
  const args = { orderId: item.orderId as string, itemId, status, source };
  return runMutation(app, request, changeOrderItemStatus, args, ORDER_SAVED.itemStatusUpdated);
}
