/**
 * REST adapters of the kitchen flow (ADR 0058), each the mutator a device's push runs: a kitchen step undone
 * (KDS12) and a bumped ticket recalled (KDS14; a kitchen tablet does not hold closed orders, so it recalls online),
 * a held course fired from the Orders screen or the till (CRS3), and the preparation-times report (KDS17).
 */
import {
  COURSE_TEXTS,
  fireCourse,
  fireCourseArgs,
  idParam,
  itemUndoArgs,
  presetRange,
  REVERSE_TEXTS,
  recallArgs,
  recallOrder,
  reportsQuery,
  undoItemStatus,
} from '@tavola/shared';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { badRequest } from '../plugins/errors.ts';
import { defineRoute } from '../plugins/route.ts';
import { prepTimes } from '../services/prep-times.ts';
import { storeClock } from '../services/sales-figures.ts';
import { requireRow, runMutation, tenantOf } from './tenant-mutation.ts';

const undoBody = v.pick(itemUndoArgs, ['from']);
const recallBody = v.pick(recallArgs, ['itemIds']);

export default async function kitchenFlowRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'POST',
    url: '/kitchen/:id/undo',
    summary: 'Takes back the last kitchen step of an order line, within 30 minutes (KDS12)',
    tags: ['kitchen'],
    guards: [app.requireActiveTenant, app.requireScope('KITCHEN')],
    params: idParam,
    body: undoBody,
    handler: async (request, _reply, { params, body }) => {
      const item = await requireRow(app, request, app.database.t.orderItems, params.id);
      const args = { orderId: item.orderId as string, itemId: params.id, from: body.from };
      return runMutation(app, request, undoItemStatus, args, REVERSE_TEXTS.undone);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/kitchen/recall/:id',
    summary: 'Brings a bumped ticket back to the kitchen (its last step undone), within 30 minutes (KDS14)',
    tags: ['kitchen'],
    guards: [app.requireActiveTenant, app.requireScope('KITCHEN')],
    params: idParam,
    body: recallBody,
    handler: async (request, _reply, { params, body }) => {
      const order = await requireRow(app, request, app.database.t.orders, params.id);
      return runMutation(
        app,
        request,
        recallOrder,
        { orderId: params.id, ...(body.itemIds ? { itemIds: body.itemIds } : {}) },
        REVERSE_TEXTS.recalled(String(order.tokenNo)),
      );
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/orders/fire-course',
    summary: "Fires an order's held course: its lines go live in the kitchen (CRS3)",
    tags: ['orders'],
    guards: [app.requireActiveTenant, app.requireScope('POS')],
    body: fireCourseArgs,
    handler: async (request, _reply, { body }) => {
      await requireRow(app, request, app.database.t.orders, body.orderId);
      return runMutation(app, request, fireCourse, body, COURSE_TEXTS.fired(body.course));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/reports/preparation-times',
    summary: 'Average and slowest preparation time per item and per station, for a date filter (KDS17)',
    tags: ['reports'],
    guards: [app.requireActiveTenant, app.requireScope('REPORTS')],
    query: reportsQuery,
    handler: async (request, _reply, { query }) => {
      const tenantId = tenantOf(request);
      const { clock } = await storeClock(app.database, tenantId);
      const range = presetRange(query.type, app.now(), clock, { from: query.from, to: query.to });
      if (!range.ok) throw badRequest(range.message);
      return prepTimes(app.database, tenantId, range.value);
    },
  });
}
