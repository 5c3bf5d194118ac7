import { describe, expect, it } from 'vitest';
import { keptSoldAt, SOLD_AT_OFFLINE_WINDOW_MS } from './sold-at.ts';

const clock = { timeZone: 'Asia/Kolkata', dayStart: '04:00' };
/** 22:33 in Kolkata on 27 November 2026: business day 2026-11-27. */
const NOW = Date.UTC(2026, 10, 27, 17, 3, 0);
const sale = { businessDay: '2026-11-27', clock };
const HOUR = 3_600_000;

describe('keptSoldAt', () => {
  it('[TILL1] a sale rung up offline keeps its own time', () => {
    expect(keptSoldAt(NOW - 70_000, NOW, sale)).toBe(NOW - 70_000);
  });

  it('[TILL1][TIME3] across midnight: 03:59 belongs to the day before, synced hours later it keeps its time', () => {
    const at0359 = Date.UTC(2026, 10, 27, 22, 29); // 03:59 on the 28th in Kolkata
    expect(keptSoldAt(at0359, at0359 + 6 * HOUR, sale)).toBe(at0359);
    // the same instant claimed for the 28th: its day is wrong, the receipt time is kept
    expect(keptSoldAt(at0359, at0359 + HOUR, { ...sale, businessDay: '2026-11-28' })).toBe(at0359 + HOUR);
  });

  it('[TILL1] no time, a clock ahead of the receiver, older than the offline window or on another day: now', () => {
    expect(keptSoldAt(null, NOW, sale)).toBe(NOW);
    expect(keptSoldAt(undefined, NOW, sale)).toBe(NOW);
    expect(keptSoldAt(NOW + 1, NOW, sale)).toBe(NOW);
    expect(keptSoldAt(Number.NaN, NOW, sale)).toBe(NOW);
    expect(keptSoldAt(NOW - 24 * HOUR, NOW, sale)).toBe(NOW);
    const weekOld = NOW - SOLD_AT_OFFLINE_WINDOW_MS - 1;
    expect(keptSoldAt(weekOld, NOW, { ...sale, businessDay: '2026-11-20' })).toBe(NOW);
    expect(keptSoldAt(NOW - HOUR, NOW, { ...sale, clock: { ...clock, timeZone: 'Mars/Base' } })).toBe(NOW);
  });
});
