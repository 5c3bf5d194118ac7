/**
 * order.fire-course.v1 (CRS3): the server (waiter) fires a held course of an order from the Orders screen or the
 * till: its held lines go live in the kitchen, timed from now (KDS17). Who may send orders may fire them.
 */
import * as v from 'valibot';
import { COURSE_TEXTS, COURSES, isHeldLine } from '../../orders/courses.ts';
import { reject } from '../../orders/order-state.ts';
import { idField, oneOf } from '../../validation/fields.ts';
import { ORDER_MESSAGES } from '../../validation/orders.ts';
import { defineMutator } from '../mutator.ts';
import { loadOrder, orderReads } from './order-rows.ts';
import { MUTATOR_SCOPES } from './scopes.ts';
import { forbidden, NOTHING, put, rejectSync } from './support.ts';

const INVALID = ORDER_MESSAGES.invalidRequest;

export const fireCourseArgs = v.object(
  { orderId: idField(INVALID), course: oneOf(COURSES, COURSE_TEXTS.invalidCourse) },
  INVALID,
);
export type FireCourseArgs = v.InferOutput<typeof fireCourseArgs>;

export const fireCourse = defineMutator({
  name: 'order.fire-course.v1',
  args: fireCourseArgs,
  reads: (a) => orderReads([a.orderId]),
  decide(loaded, a, ctx) {
    const denied = forbidden(ctx, MUTATOR_SCOPES.createOrder);
    if (denied) return denied;
    const agg = loadOrder(loaded, a.orderId);
    if (!agg) return rejectSync('ORDER_NOT_FOUND');
    const held = agg.items.filter((i) => i.course === a.course && isHeldLine(i));
    if (held.length === 0) return NOTHING; // fired already (the other till was first): nothing to do
    if (agg.order.status !== 'created') return reject('ORDER_CLOSED');
    return {
      ok: true,
      writes: [
        put('orders', { ...agg.order, updatedAt: ctx.now }),
        ...held.map((i) =>
          put('orderItems', { ...i, heldUntilFired: false, firedAt: ctx.now, updatedAt: ctx.now }),
        ),
      ],
      events: [{ type: 'order_update', orderIds: [a.orderId] }],
      audit: [
        {
          action: 'order.course_fired',
          entity: 'orders',
          entityId: a.orderId,
          detail: { tokenNo: agg.order.tokenNo, course: a.course, itemIds: held.map((i) => i.id) },
        },
      ],
    };
  },
});
