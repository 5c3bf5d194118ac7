/** Reservations (VAL11; /reservations/*). Dates are instants (epoch ms out). */
import * as v from 'valibot';
import { optionalText, requiredText } from './common.ts';
import { idField, instantField, integerField, oneOfOr, optionalIdField } from './fields.ts';

export const RESERVATION_STATUSES = ['booked', 'paid', 'cancelled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const RESERVATION_MESSAGES = {
  customer: 'Please select customer!',
  date: 'Please select date & time!',
  pastDate: 'Please select a date & time from now on!',
  peopleCount: 'Please provide valid people count!',
  status: 'Please select valid status!',
  search: 'Please provide customer phone number to search!',
  invalidRequest: 'Invalid request!',
} as const;

/** The spec's "date must not be before now" is checked to the minute: the picker has no seconds. */
export const RESERVATION_NOW_TOLERANCE_MS = 60_000;

const details = {
  date: instantField(RESERVATION_MESSAGES.date),
  tableId: optionalIdField(RESERVATION_MESSAGES.invalidRequest),
  status: oneOfOr(RESERVATION_STATUSES, RESERVATION_MESSAGES.status, 'booked'),
  notes: optionalText(500),
  peopleCount: integerField(RESERVATION_MESSAGES.peopleCount, RESERVATION_MESSAGES.peopleCount, {
    min: 0,
    max: 10_000,
    whenEmpty: 0,
  }),
};

/** POST /reservations/add: customerId is the customer's phone, as the spec sends it. */
export const reservationAddArgs = v.object(
  { customerId: requiredText(RESERVATION_MESSAGES.customer, 100), ...details },
  'Invalid request!',
);
export type ReservationAddArgs = v.InferOutput<typeof reservationAddArgs>;

/** VAL11: reservationAddArgs plus "not before now", for a given `now` (epoch ms). */
export const reservationAddArgsAt = (now: number) =>
  v.pipe(
    reservationAddArgs,
    v.forward(
      v.check((o) => o.date >= now - RESERVATION_NOW_TOLERANCE_MS, RESERVATION_MESSAGES.pastDate),
      ['date'],
    ),
  );

/** POST /reservations/update/{id} */
export const reservationUpdateArgs = v.object(
  { id: idField(RESERVATION_MESSAGES.invalidRequest), ...details },
  'Invalid request!',
);
export type ReservationUpdateArgs = v.InferOutput<typeof reservationUpdateArgs>;

/** The add dialog's customer search by phone. */
export const reservationCustomerSearchArgs = v.object(
  { phone: requiredText(RESERVATION_MESSAGES.search, 20) },
  'Invalid request!',
);
export type ReservationCustomerSearchArgs = v.InferOutput<typeof reservationCustomerSearchArgs>;
