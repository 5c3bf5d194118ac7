/** order.cancel.v1 (OS8, SYNC13, SYNC15): cancel orders, irreversibly; each cancellation is audited. */
import { orderIdsArgs } from '../../validation/orders.ts';
import { type AuditEntry, defineMutator } from '../mutator.ts';
import { applyActionTo, changedIds, outcomeWrites } from './order-actions.ts';
import { orderReads } from './order-rows.ts';
import { MUTATOR_SCOPES } from './scopes.ts';
import { forbidden } from './support.ts';

export const cancelOrders = defineMutator({
  name: 'order.cancel.v1',
  args: orderIdsArgs,
  reads: (a) => orderReads(a.orderIds),
  decide(loaded, a, ctx) {
    const denied = forbidden(ctx, MUTATOR_SCOPES.orderActions);
    if (denied) return denied;
    const r = applyActionTo(loaded, a.orderIds, 'cancel', ctx.now);
    if (!r.ok) return r;
    const changed = r.outcomes.filter((o) => o.changed);
    const audit = changed.map(
      ({ before }): AuditEntry => ({
        action: 'order.cancel',
        entity: 'orders',
        entityId: before.order.id,
        detail: {
          tokenNo: before.order.tokenNo,
          businessDay: before.order.businessDay,
          paymentStatus: before.order.paymentStatus,
          total: before.order.total,
        },
      }),
    );
    const ids = changedIds(r.outcomes);
    return {
      ok: true,
      writes: outcomeWrites(r.outcomes),
      ...(ids.length > 0 ? { events: [{ type: 'order_update' as const, orderIds: ids }], audit } : {}),
    };
  },
});
