/**
 * shift.close.v1 (SHIFT3, SHIFT4, SHIFT6): the cashier counts the drawer; the deciding side computes the
 * expected cash from the shift's own rows (its device's cash invoices in its window, its movements) and keeps
 * count, expected and difference; the server's re-run is the truth. `closeDay` closes the business day (Z).
 */
import * as v from 'valibot';
import { mayApprove } from '../../approvals/approval.ts';
import { countedTotal, denominationCount } from '../../shifts/denominations.ts';
import { shiftCash } from '../../shifts/shift-cash.ts';
import { addCalendarDays, compareCalendarDates } from '../../time/calendar-date.ts';
import { calendarDateField, idField, moneyField } from '../../validation/fields.ts';
import { defineMutator, type MutatorDecision } from '../mutator.ts';
import { MUTATOR_SCOPES } from './scopes.ts';
import { tillTimeField } from './shift-open.ts';
import { dayOfInstant, keptTime, rejectShift, storeClockOf } from './shift-support.ts';
import { forbidden, NOTHING, put, rejectInvalid, rowOf, rowsOf } from './support.ts';

const INVALID = 'Invalid request!';
export const COUNT_MESSAGE = 'Please provide the cash you counted!';
/** Most business days one shift may span (a shift left open over a long weekend). */
export const SHIFT_MAX_DAYS = 31;

export const shiftCloseArgs = v.object(
  {
    shiftId: idField(INVALID),
    /** The shift's device: its invoices are read by it (checked against the shift). */
    deviceId: idField(INVALID),
    countedCash: moneyField(COUNT_MESSAGE),
    denominations: v.optional(v.nullable(denominationCount), null),
    closedAt: tillTimeField,
    /** SHIFT3: the business days the shift spans, from its opening to its close (what its invoices are read by). */
    businessDays: v.pipe(
      v.array(calendarDateField(INVALID, { required: true }), INVALID),
      v.minLength(1, INVALID),
      v.maxLength(SHIFT_MAX_DAYS, INVALID),
    ),
    closeDay: v.optional(v.boolean(INVALID), false),
  },
  INVALID,
);
export type ShiftCloseArgs = v.InferOutput<typeof shiftCloseArgs>;

/** SHIFT3: the business days from `first` to `last`, both included (what a till sends as `businessDays`). */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (
    let d = first;
    compareCalendarDates(d, last) <= 0 && days.length <= SHIFT_MAX_DAYS;
    d = addCalendarDays(d, 1)
  )
    days.push(d);
  return days;
}

/** SHIFT9: the days whose bills a shift's shares may be on: its own and the one before its first (a bill left open). */
function shareDays(given: readonly (string | null)[]): string[] {
  const days = given.filter((d): d is string => d !== null).sort();
  return days.length === 0 ? [] : [addCalendarDays(days[0]!, -1), ...days];
}

export const closeShift = defineMutator({
  name: 'shift.close.v1',
  args: shiftCloseArgs,
  reads: (a) => [
    { table: 'shifts', ids: [a.shiftId] },
    { table: 'cashMovements', by: 'shiftId', values: [a.shiftId] },
    {
      table: 'invoices',
      by: 'businessDay',
      values: a.businessDays.filter((d) => d !== null),
      and: { deviceId: a.deviceId },
    },
    { table: 'paymentTypes', all: true },
    { table: 'storeSettings', singleton: true },
    // SHIFT9: the bills of the shift's days (and the day before) whose equal shares may have been paid on this till
    { table: 'orders', by: 'businessDay', values: shareDays(a.businessDays) },
    // REF4: the drawer's cash refunds (refunds of the shift's days on its device)
    {
      table: 'refunds',
      by: 'businessDay',
      values: a.businessDays.filter((d) => d !== null),
      and: { deviceId: a.deviceId },
    },
  ],
  decide(loaded, a, ctx): MutatorDecision {
    const denied = forbidden(ctx, MUTATOR_SCOPES.shifts);
    if (denied) return denied;
    const shift = rowOf(loaded, 'shifts', a.shiftId);
    if (!shift) return rejectShift('SHIFT_NOT_FOUND');
    if (shift.status === 'closed') return NOTHING; // SYNC11: closing a closed shift again is a repeat
    if (shift.deviceId !== a.deviceId) return rejectInvalid(INVALID);
    // SHIFT3: a shift is closed on its own till, or by a manager anywhere (a till that broke down)
    if (shift.deviceId !== ctx.deviceId && !mayApprove(ctx.actor)) return rejectShift('WRONG_DEVICE');
    if (a.denominations && countedTotal(a.denominations) !== a.countedCash)
      return rejectShift('COUNT_MISMATCH');
    const closedAt = Math.max(shift.openedAt, keptTime(a.closedAt, ctx.now));
    // SHIFT3: every business day of the window must have been read, or a sale could be missed
    const lastDay = dayOfInstant(closedAt, storeClockOf(loaded), ctx);
    const days = new Set(a.businessDays);
    if (daysBetween(shift.businessDay, lastDay).some((d) => !days.has(d))) return rejectShift('DAYS_MISSING');
    const closed = { ...shift, closedAt };
    const cash = shiftCash(
      closed,
      rowsOf(loaded, 'invoices'),
      rowsOf(loaded, 'paymentTypes'),
      rowsOf(loaded, 'cashMovements'),
      closedAt,
      rowsOf(loaded, 'refunds'),
      rowsOf(loaded, 'orders'),
    );
    const difference = a.countedCash - cash.expected;
    return {
      ok: true,
      writes: [
        put('shifts', {
          ...closed,
          updatedAt: ctx.now,
          status: 'closed',
          closedBy: ctx.actor.userId,
          countedCash: a.countedCash,
          denominations: a.denominations,
          expectedCash: cash.expected,
          closesDay: a.closeDay,
        }),
      ],
      audit: [
        {
          action: 'shift.close',
          entity: 'shifts',
          entityId: shift.id,
          detail: { ...cash, counted: a.countedCash, difference, closesDay: a.closeDay },
        },
        ...(a.closeDay
          ? [{ action: 'day.close', entity: 'shifts', entityId: shift.id, detail: { businessDay: lastDay } }]
          : []),
      ],
    };
  },
});
