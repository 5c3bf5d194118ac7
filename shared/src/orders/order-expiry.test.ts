import { describe, expect, it } from 'vitest';
import {
  awaitsAcceptance,
  DEFAULT_PENDING_EXPIRY_MINUTES,
  expiryMinutesOf,
  isOrderExpired,
  pendingExpiresAt,
} from './order-expiry.ts';

const T = Date.UTC(2026, 0, 15, 12, 0);
const diner = { customerType: 'QRMENU', status: 'created', paymentStatus: 'pending', createdAt: T };

describe('[SALE5] a pending diner order expires after the store setting', () => {
  it('expires exactly when the minutes run out (default 2 hours)', () => {
    expect(DEFAULT_PENDING_EXPIRY_MINUTES).toBe(120);
    expect(pendingExpiresAt(diner, 120)).toBe(T + 120 * 60_000);
    expect(isOrderExpired(diner, T + 120 * 60_000 - 1, 120)).toBe(false);
    expect(isOrderExpired(diner, T + 120 * 60_000, 120)).toBe(true);
    expect(isOrderExpired(diner, T + 15 * 60_000, 15)).toBe(true);
  });

  it('only a diner order that still waits for acceptance can expire', () => {
    const later = T + 24 * 3_600_000;
    for (const o of [
      { ...diner, paymentStatus: 'paid' },
      { ...diner, status: 'cancelled' },
      { ...diner, status: 'completed' },
      { ...diner, customerType: 'WALKIN' },
      { ...diner, customerType: 'CUSTOMER' },
    ]) {
      expect(awaitsAcceptance(o)).toBe(false);
      expect(pendingExpiresAt(o, 120)).toBeNull();
      expect(isOrderExpired(o, later, 120)).toBe(false);
    }
  });

  it('a store without the setting uses the default', () => {
    expect(expiryMinutesOf(undefined)).toBe(120);
    expect(expiryMinutesOf({ pendingOrderExpiryMinutes: 45 })).toBe(45);
  });
});
