import { describe, expect, it } from 'vitest';
import { methodTookCash, paymentTookCash } from './cash-payment.ts';
import { printerDownMessage, problemOf } from './printer-status.ts';

const types = [
  { id: 'cash', title: 'Cash' },
  { id: 'card', title: 'Card' },
  { id: 'upi', title: 'UPI' },
];
const typeOf = (id: string) => types.find((t) => t.id === id);

describe('the drawer rule and the printer banner', () => {
  it('[PRT19] a payment took cash when any tender is cash (a split, a share), never on credit', () => {
    expect(paymentTookCash({ paymentTypeId: 'cash' }, typeOf)).toBe(true);
    expect(paymentTookCash({ paymentTypeId: 'card' }, typeOf)).toBe(false);
    const split = [{ paymentTypeId: 'card' }, { paymentTypeId: 'cash' }];
    expect(paymentTookCash({ paymentTypeId: 'card', tenders: split }, typeOf)).toBe(true);
    expect(paymentTookCash({ paymentTypeId: null, tenders: [{ paymentTypeId: 'upi' }] }, typeOf)).toBe(false);
    expect(paymentTookCash({ paymentTypeId: 'cash', credit: true }, typeOf)).toBe(false);
    expect(paymentTookCash({ paymentTypeId: 'gone' }, typeOf)).toBe(false);
    expect(['Cash', 'Card + Cash', ' cash '].map(methodTookCash)).toEqual([true, true, true]);
    expect(['Card + UPI', 'Cashback', 'credit', null].map(methodTookCash)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('[PRT20] the banner says why when the printer told: "Kitchen printer: out of paper (2 waiting)"', () => {
    const base = {
      printerId: 'p',
      title: 'Kitchen printer',
      role: 'kitchen' as const,
      state: 'offline' as const,
    };
    const status = { ...base, waitingJobs: 2, lastError: 'out of paper', lastSeenAt: 1 };
    expect(printerDownMessage({ ...status, problem: 'paper-out' })).toBe(
      'Kitchen printer: out of paper (2 waiting)',
    );
    expect(printerDownMessage({ ...status, problem: 'cover-open', waitingJobs: 0 })).toBe(
      'Kitchen printer: cover open',
    );
    expect(printerDownMessage({ ...status, lastError: 'timeout' })).toBe(
      'Kitchen printer not responding (2 waiting)',
    );
    expect([problemOf('printer: out of paper'), problemOf('moved to backup after: cover open')]).toEqual([
      'paper-out',
      'cover-open',
    ]);
    expect(problemOf('connection refused')).toBeNull();
  });
});
