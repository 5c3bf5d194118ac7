/** order.complete.v1 (OS8, SYNC13): complete paid orders; every line not cancelled is delivered. */
import { orderIdsArgs } from '../../validation/orders.ts';
import { defineMutator } from '../mutator.ts';
import { applyActionTo, changedIds, outcomeWrites } from './order-actions.ts';
import { orderReads } from './order-rows.ts';
import { MUTATOR_SCOPES } from './scopes.ts';
import { forbidden } from './support.ts';

export const completeOrders = defineMutator({
  name: 'order.complete.v1',
  args: orderIdsArgs,
  reads: (a) => orderReads(a.orderIds),
  decide(loaded, a, ctx) {
    const denied = forbidden(ctx, MUTATOR_SCOPES.orderActions);
    if (denied) return denied;
    const r = applyActionTo(loaded, a.orderIds, 'complete', ctx.now);
    if (!r.ok) return r;
    const ids = changedIds(r.outcomes);
    return {
      ok: true,
      writes: outcomeWrites(r.outcomes),
      ...(ids.length > 0 ? { events: [{ type: 'order_update' as const, orderIds: ids }] } : {}),
    };
  },
});
