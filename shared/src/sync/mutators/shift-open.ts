/** shift.open.v1 (SHIFT1): a cashier opens a shift on a till with an opening float. */
import * as v from 'valibot';
import { idField, moneyField } from '../../validation/fields.ts';
import { defineMutator, type MutatorDecision } from '../mutator.ts';
import type { ShiftRow } from '../shift-rows.ts';
import { MUTATOR_SCOPES } from './scopes.ts';
import { dayOfInstant, keptTime, rejectShift, storeClockOf } from './shift-support.ts';
import { alreadyCreated, create, forbidden, rowsOf } from './support.ts';

const INVALID = 'Invalid request!';
export const FLOAT_MESSAGE = 'Please provide a valid opening float!';

/** An epoch-ms instant from the till's clock, optional. */
export const tillTimeField = v.optional(
  v.nullable(v.pipe(v.number(INVALID), v.integer(INVALID), v.minValue(0, INVALID))),
  null,
);

export const shiftOpenArgs = v.object(
  {
    id: idField(INVALID),
    /** The till's device id: checked against the pushing device (never trusted for anything else). */
    deviceId: idField(INVALID),
    openingFloat: moneyField(FLOAT_MESSAGE),
    openedAt: tillTimeField,
  },
  INVALID,
);
export type ShiftOpenArgs = v.InferOutput<typeof shiftOpenArgs>;

export const openShift = defineMutator({
  name: 'shift.open.v1',
  args: shiftOpenArgs,
  reads: (a) => [
    { table: 'shifts', ids: [a.id] },
    { table: 'shifts', by: 'deviceId', values: [a.deviceId], and: { status: 'open' } },
    { table: 'storeSettings', singleton: true },
  ],
  decide(loaded, a, ctx): MutatorDecision {
    const denied = forbidden(ctx, MUTATOR_SCOPES.shifts);
    if (denied) return denied;
    const repeat = alreadyCreated(loaded, { table: 'shifts', id: a.id }); // SYNC11, SYNC19
    if (repeat) return repeat;
    if (a.deviceId !== ctx.deviceId) return rejectShift('WRONG_DEVICE');
    // SHIFT1: one open shift a device
    const open = rowsOf(loaded, 'shifts').filter((s) => s.status === 'open' && s.deviceId === ctx.deviceId);
    if (open.length > 0) return rejectShift('SHIFT_ALREADY_OPEN');
    const openedAt = keptTime(a.openedAt, ctx.now);
    const row: ShiftRow = {
      id: a.id,
      createdAt: openedAt,
      updatedAt: ctx.now,
      deviceId: ctx.deviceId,
      cashierId: ctx.actor.userId,
      businessDay: dayOfInstant(openedAt, storeClockOf(loaded), ctx),
      status: 'open',
      openedAt,
      openingFloat: a.openingFloat,
      closedAt: null,
      closedBy: null,
      countedCash: null,
      denominations: null,
      expectedCash: null,
      closesDay: false,
    };
    return {
      ok: true,
      writes: [create('shifts', row)],
      audit: [
        {
          action: 'shift.open',
          entity: 'shifts',
          entityId: a.id,
          detail: { openingFloat: a.openingFloat, businessDay: row.businessDay },
        },
      ],
    };
  },
});
