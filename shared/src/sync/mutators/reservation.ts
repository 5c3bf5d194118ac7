/** reservation.create/update/delete.v1 (RES1-RES3, VAL11): table bookings of the tenant's customers. */
import * as v from 'valibot';
import { idField } from '../../validation/fields.ts';
import {
  RESERVATION_MESSAGES,
  RESERVATION_NOW_TOLERANCE_MS,
  reservationAddArgs,
  reservationUpdateArgs,
} from '../../validation/reservations.ts';
import { defineMutator, type MutatorContext, type MutatorDecision } from '../mutator.ts';
import type { ReservationRow } from '../rows.ts';
import { MUTATOR_SCOPES } from './scopes.ts';
import { idArgs, unchanged } from './settings-support.ts';
import {
  alreadyCreated,
  create,
  del,
  forbidden,
  NOTHING,
  put,
  type Rejected,
  rejectInvalid,
  rejectSync,
  rowOf,
} from './support.ts';

/** Texts of the reservation rejections; Tavola's, the spec has none. */
export const RESERVATION_REJECTIONS = { RESERVATION_NOT_FOUND: 'Reservation not found!' } as const;

/** What a reservation save says; Tavola's, the spec has none. */
export const RESERVATION_SAVED = {
  added: 'Reservation added successfully!',
  updated: 'Reservation updated successfully!',
  deleted: 'Reservation deleted successfully!',
} as const;

const denied = (ctx: MutatorContext): Rejected | null => forbidden(ctx, MUTATOR_SCOPES.reservations);

/** The add form's fields plus the client's id; `customerId` is the customer's row id. */
export const reservationCreateArgs = v.object(
  { id: idField(RESERVATION_MESSAGES.invalidRequest), ...reservationAddArgs.entries },
  RESERVATION_MESSAGES.invalidRequest,
);
export type ReservationCreateArgs = v.InferOutput<typeof reservationCreateArgs>;

/** RES1: a booking of a live customer at a live table (or none), not before now (to the minute). */
export const createReservation = defineMutator({
  name: 'reservation.create.v1',
  args: reservationCreateArgs,
  reads: (a) => [
    { table: 'reservations', ids: [a.id] },
    { table: 'customers', ids: [a.customerId] },
    { table: 'storeTables', ids: a.tableId ? [a.tableId] : [] },
  ],
  decide(loaded, a, ctx): MutatorDecision {
    const no = denied(ctx);
    if (no) return no;
    const repeat = alreadyCreated(loaded, { table: 'reservations', id: a.id }); // SYNC11, SYNC19
    if (repeat) return repeat;
    if (a.date < ctx.now - RESERVATION_NOW_TOLERANCE_MS) return rejectInvalid(RESERVATION_MESSAGES.pastDate);
    if (!rowOf(loaded, 'customers', a.customerId)) return rejectSync('CUSTOMER_NOT_FOUND');
    if (a.tableId && !rowOf(loaded, 'storeTables', a.tableId)) return rejectSync('TABLE_NOT_FOUND');
    const row: ReservationRow = {
      id: a.id,
      createdAt: ctx.now,
      updatedAt: ctx.now,
      customerId: a.customerId,
      tableId: a.tableId,
      date: a.date,
      peopleCount: a.peopleCount,
      status: a.status,
      notes: a.notes,
      uniqueCode: null,
    };
    return { ok: true, writes: [create('reservations', row)] };
  },
});

/** RES2: date, table, people count, status and notes of a live reservation; the customer is kept. */
export const updateReservation = defineMutator({
  name: 'reservation.update.v1',
  args: reservationUpdateArgs,
  reads: (a) => [
    { table: 'reservations', ids: [a.id] },
    { table: 'storeTables', ids: a.tableId ? [a.tableId] : [] },
  ],
  decide(loaded, a, ctx): MutatorDecision {
    const no = denied(ctx);
    if (no) return no;
    const row = rowOf(loaded, 'reservations', a.id);
    if (!row)
      return {
        ok: false,
        code: 'RESERVATION_NOT_FOUND',
        message: RESERVATION_REJECTIONS.RESERVATION_NOT_FOUND,
      };
    if (a.tableId && a.tableId !== row.tableId && !rowOf(loaded, 'storeTables', a.tableId))
      return rejectSync('TABLE_NOT_FOUND');
    const fields = {
      date: a.date,
      tableId: a.tableId,
      peopleCount: a.peopleCount,
      status: a.status,
      notes: a.notes,
    };
    if (unchanged(row, fields)) return NOTHING;
    return { ok: true, writes: [put('reservations', { ...row, ...fields, updatedAt: ctx.now })] };
  },
});

/** RES3: tombstones the reservation (absent: no-op). */
export const deleteReservation = defineMutator({
  name: 'reservation.delete.v1',
  args: idArgs,
  reads: (a) => [{ table: 'reservations', ids: [a.id] }],
  decide(loaded, a, ctx): MutatorDecision {
    const no = denied(ctx);
    if (no) return no;
    return rowOf(loaded, 'reservations', a.id) ? { ok: true, writes: [del('reservations', a.id)] } : NOTHING;
  },
});
