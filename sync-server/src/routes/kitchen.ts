/**
 * REST adapters of the kitchen display: the kitchen's orders (`kitchenSeesOrder`: open and paid, OS2, or sent
 * dine-in under KDS10) grouped (OS2,
 * OS10), and the one-step buttons (order.item-status.v1 from the kitchen: 'Start Making', 'Complete',
 * 'Delivered'), the same mutator a kitchen tablet's push runs.
 */
import { idParam, kitchenStatusArgs, READ_SCOPES } from '@tavola/shared';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { defineRoute } from '../plugins/route.ts';
import { kitchenGroups } from '../services/kitchen-answer.ts';
import { kitchenJson } from '../services/live-answers.ts';
import { fragments } from '../services/live-fragments.ts';
import { answerLive, liveRead } from '../services/live-reads.ts';
import { groupsWire, kitchenRule, loadOrders } from '../services/order-views.ts';
import { changeItemStatus } from './order-item-status.ts';
import { tenantOf } from './tenant-mutation.ts';

const tags = ['kitchen'];
const statusBody = v.omit(kitchenStatusArgs, ['id']);

export default async function kitchenRoutes(app: FastifyInstance) {
  // SS28: built once per store version, with ETag (LIVE_READ_CACHE)
  const { liveReadCache, liveReadCompress, liveReadFragments } = app.config;
  const live =
    liveReadCache === 'on' ? liveRead(app.database, { compress: liveReadCompress === 'on' }) : null;
  // SS29: each order's JSON kept by its rows' versions (LIVE_READ_FRAGMENTS)
  const kept = liveReadFragments === 'on' ? fragments() : null;
  defineRoute(app, {
    method: 'GET',
    url: '/kitchen',
    summary: "The kitchen's orders: open and paid, with their lines, grouped per table (OS2, OS10)",
    tags,
    guards: [app.requireActiveTenant, app.requireScope(...READ_SCOPES.kitchen)],
    handler: (request, reply) => {
      const tenantId = tenantOf(request);
      return answerLive(live, request, reply, tenantId, app.now(), async () => {
        const kitchen = await kitchenRule(app.database, tenantId); // KDS10
        if (kept) {
          const json = await kitchenJson(app.database, tenantId, kitchen, () => kept.begin(tenantId));
          return { json, validUntil: Infinity };
        }
        const groups = groupsWire(await loadOrders(app.database, tenantId, { open: true, kitchen }));
        return { value: { message: 'Kitchen', orders: kitchenGroups(groups) }, validUntil: Infinity };
      });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/kitchen/:id',
    summary:
      "One step of an order line (OS2); delivering needs the order paid ('Please complete the payment')",
    tags,
    guards: [app.requireActiveTenant, app.requireScope('KITCHEN')],
    params: idParam,
    body: statusBody,
    handler: (request, _reply, { params, body }) =>
      changeItemStatus(app, request, params.id, body.status, 'kitchen'),
  });
}
