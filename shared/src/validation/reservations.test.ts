import { describe, expect, it } from 'vitest';
import { firstMessageOf, parsed } from '../test-support/validation.ts';
import {
  reservationAddArgs,
  reservationAddArgsAt,
  reservationCustomerSearchArgs,
  reservationUpdateArgs,
} from './reservations.ts';

const now = Date.UTC(2024, 5, 15, 10, 0, 30);
const booking = {
  customerId: '9845012345',
  date: '2024-06-15T19:30:00+05:30',
  tableId: 't1',
  peopleCount: 4,
};

describe('reservations', () => {
  it.each([
    [{ ...booking, customerId: '' }, 'Please select customer!'],
    [{ ...booking, date: undefined }, 'Please select date & time!'],
    [{ ...booking, date: '2024-06-15T19:30' }, 'Please select date & time!'],
    [{ ...booking, peopleCount: -1 }, 'Please provide valid people count!'],
    [{ ...booking, status: 'maybe' }, 'Please select valid status!'],
  ])('[VAL11] add %j → %s', (input, message) => {
    expect(firstMessageOf(reservationAddArgs, input)).toBe(message);
  });

  it('[VAL11] add defaults: booked, no notes, epoch ms date', () => {
    expect(parsed(reservationAddArgs, booking)).toEqual({
      customerId: '9845012345',
      date: Date.UTC(2024, 5, 15, 14, 0),
      tableId: 't1',
      status: 'booked',
      notes: null,
      peopleCount: 4,
    });
  });

  it('[VAL11] the date may not be before now (to the minute)', () => {
    const add = reservationAddArgsAt(now);
    expect(firstMessageOf(add, { ...booking, date: '2024-06-15T09:58:00Z' })).toBe(
      'Please select a date & time from now on!',
    );
    expect(parsed(add, { ...booking, date: '2024-06-15T10:00:00Z' }).date).toBe(Date.UTC(2024, 5, 15, 10));
  });

  it.each([
    [{ date: booking.date }, 'Invalid request!'],
    [{ id: 'r1' }, 'Please select date & time!'],
  ])('[VAL11] update %j → %s', (input, message) => {
    expect(firstMessageOf(reservationUpdateArgs, input)).toBe(message);
  });

  it('[VAL11] the customer search needs a phone', () => {
    expect(firstMessageOf(reservationCustomerSearchArgs, { phone: ' ' })).toBe(
      'Please provide customer phone number to search!',
    );
  });
});
