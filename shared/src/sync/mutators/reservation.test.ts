import { describe, expect, it } from 'vitest';
import { aMutatorContext, T0 } from '../../test-support/sync.ts';
import { aShopState, run } from '../../test-support/sync-shop.ts';

const shop = aShopState();
const HOUR = 3_600_000;
const fields = { customerId: 'asha', date: T0 + HOUR, tableId: 't1', peopleCount: '4', notes: ' window ' };
const booked = run(shop, 'reservation.create.v1', { id: 'r1', ...fields }).state;

describe('reservation.create.v1', () => {
  it('[RES1] books with the client id, status booked by default', () => {
    expect(booked.reservations?.r1).toEqual({
      id: 'r1',
      createdAt: T0,
      updatedAt: T0,
      customerId: 'asha',
      tableId: 't1',
      date: T0 + HOUR,
      peopleCount: 4,
      status: 'booked',
      notes: 'window',
      uniqueCode: null,
    });
  });

  it.each([
    [{ customerId: '' }, 'Please select customer!'],
    [{ date: '' }, 'Please select date & time!'],
    [{ date: T0 - 2 * 60_000 }, 'Please select a date & time from now on!'],
    [{ peopleCount: -1 }, 'Please provide valid people count!'],
    [{ status: 'maybe' }, 'Please select valid status!'],
  ])('[VAL11] %j', (overrides, message) => {
    expect(run(shop, 'reservation.create.v1', { id: 'r2', ...fields, ...overrides }).decision).toMatchObject({
      ok: false,
      message,
    });
  });

  it('[RES1] the customer and the table must exist', () => {
    expect(
      run(shop, 'reservation.create.v1', { id: 'r2', ...fields, customerId: 'x' }).decision,
    ).toMatchObject({
      code: 'CUSTOMER_NOT_FOUND',
      message: 'Please select customer!',
    });
    expect(run(shop, 'reservation.create.v1', { id: 'r2', ...fields, tableId: 'x' }).decision).toMatchObject({
      code: 'TABLE_NOT_FOUND',
    });
  });

  it('[SYNC4] reservations need admin, RESERVATIONS or MANAGE_RESERVATIONS', () => {
    const viewer = aMutatorContext({ actor: { role: 'staff', scope: 'VIEW_RESERVATIONS', userId: 'u' } });
    const manager = aMutatorContext({ actor: { role: 'staff', scope: 'RESERVATIONS', userId: 'u' } });
    expect(run(shop, 'reservation.create.v1', { id: 'r2', ...fields }, viewer).decision).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(run(shop, 'reservation.create.v1', { id: 'r2', ...fields }, manager).decision.ok).toBe(true);
  });
});

describe('reservation.update.v1', () => {
  it('[RES2] replaces the details and keeps the customer', () => {
    const later = aMutatorContext({ now: T0 + 1000 });
    const args = { id: 'r1', date: T0 + 2 * HOUR, tableId: '', peopleCount: 2, status: 'paid', notes: '' };
    const { state } = run(booked, 'reservation.update.v1', args, later);
    expect(state.reservations?.r1).toMatchObject({
      customerId: 'asha',
      date: T0 + 2 * HOUR,
      tableId: null,
      peopleCount: 2,
      status: 'paid',
      notes: null,
      updatedAt: T0 + 1000,
    });
  });

  it("[VAL11] id and date are required: 'Invalid request!'", () => {
    expect(run(booked, 'reservation.update.v1', { date: T0 }).decision).toMatchObject({
      message: 'Invalid request!',
    });
    expect(run(booked, 'reservation.update.v1', { id: 'r1' }).decision).toMatchObject({
      message: 'Please select date & time!',
    });
    expect(run(booked, 'reservation.update.v1', { id: 'zz', date: T0 }).decision).toMatchObject({
      code: 'RESERVATION_NOT_FOUND',
    });
  });
});

describe('reservation.delete.v1', () => {
  it('[RES3] tombstones the reservation; absent is a no-op', () => {
    const { state } = run(booked, 'reservation.delete.v1', { id: 'r1' });
    expect(state.reservations?.r1).toBeUndefined();
    expect(run(state, 'reservation.delete.v1', { id: 'r1' }).decision).toEqual({ ok: true, writes: [] });
  });
});
