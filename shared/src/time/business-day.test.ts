import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  businessDayOf,
  businessDayStart,
  businessDaysRange,
  businessToday,
  calendarToday,
  DEFAULT_DAY_START,
  parseDayStart,
  type StoreClock,
} from './business-day.ts';
import { addCalendarDays } from './calendar-date.ts';

const utc = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;
const clock = (timeZone: string, dayStart = DEFAULT_DAY_START): StoreClock => ({ timeZone, dayStart });
const london = clock('Europe/London');
const newYork = clock('America/New_York');
const kolkata = clock('Asia/Kolkata');
const dayLength = (day: string, c: StoreClock) => {
  const r = businessDaysRange(day, day, c);
  return (r.to - r.from) / HOUR;
};

describe('business day', () => {
  it('[TIME3] the day start is HH:mm, 04:00 by default', () => {
    expect(DEFAULT_DAY_START).toBe('04:00');
    expect(parseDayStart('04:00')).toBe(240);
    expect(parseDayStart('23:59')).toBe(1439);
    for (const bad of ['24:00', '4:00', '04:60', '', 'noon']) expect(parseDayStart(bad)).toBeNull();
    expect(() => businessDayStart('2024-01-01', clock('UTC', 'x'))).toThrow(RangeError);
  });

  it('[TIME3] a sale before the day start belongs to the previous business day', () => {
    expect(businessDayOf(utc('2024-06-16T03:59:59Z'), clock('UTC'))).toBe('2024-06-15');
    expect(businessDayOf(utc('2024-06-16T04:00:00Z'), clock('UTC'))).toBe('2024-06-16');
  });

  it('[TIME3] Asia/Kolkata: the day starts at 04:00 IST, 22:30 UTC the evening before', () => {
    expect(businessDayStart('2024-06-16', kolkata)).toBe(utc('2024-06-15T22:30:00Z'));
    expect(businessDayOf(utc('2024-06-15T20:00:00Z'), kolkata)).toBe('2024-06-15'); // 01:30 IST
    expect(businessDayOf(utc('2024-06-15T22:30:00Z'), kolkata)).toBe('2024-06-16');
    expect(dayLength('2024-06-16', kolkata)).toBe(24);
  });

  it('[TIME3] Europe/London: the business day holding the spring change lasts 23 hours', () => {
    expect(businessDayStart('2024-03-30', london)).toBe(utc('2024-03-30T04:00:00Z')); // GMT
    expect(businessDayStart('2024-03-31', london)).toBe(utc('2024-03-31T03:00:00Z')); // BST
    expect(dayLength('2024-03-30', london)).toBe(23);
    expect(businessDayOf(utc('2024-03-31T02:59:59Z'), london)).toBe('2024-03-30');
    expect(businessDayOf(utc('2024-03-31T03:00:00Z'), london)).toBe('2024-03-31');
  });

  it('[TIME3] Europe/London: the business day holding the autumn change lasts 25 hours', () => {
    expect(businessDayStart('2024-10-26', london)).toBe(utc('2024-10-26T03:00:00Z'));
    expect(businessDayStart('2024-10-27', london)).toBe(utc('2024-10-27T04:00:00Z'));
    expect(dayLength('2024-10-26', london)).toBe(25);
    expect(businessDayOf(utc('2024-10-27T03:30:00Z'), london)).toBe('2024-10-26'); // 03:30 GMT
  });

  it('[TIME3] America/New_York across both changes of 2024', () => {
    expect(dayLength('2024-03-09', newYork)).toBe(23);
    expect(businessDayStart('2024-03-10', newYork)).toBe(utc('2024-03-10T08:00:00Z'));
    expect(dayLength('2024-11-02', newYork)).toBe(25);
    expect(businessDayStart('2024-11-03', newYork)).toBe(utc('2024-11-03T09:00:00Z'));
    expect(businessDayOf(utc('2024-11-03T08:30:00Z'), newYork)).toBe('2024-11-02'); // 03:30 EST
  });

  it('[TIME3] a day start inside the spring gap begins the day when the clock jumps', () => {
    const c = clock('America/New_York', '02:30');
    expect(businessDayStart('2024-03-10', c)).toBe(utc('2024-03-10T07:00:00Z'));
    expect(businessDayOf(utc('2024-03-10T06:59:59Z'), c)).toBe('2024-03-09');
    expect(businessDayOf(utc('2024-03-10T07:00:00Z'), c)).toBe('2024-03-10');
  });

  it('[TIME3] a day start that happens twice begins the day at the first one, and never goes back', () => {
    const c = clock('America/New_York', '01:30');
    expect(businessDayStart('2024-11-03', c)).toBe(utc('2024-11-03T05:30:00Z'));
    // 06:15Z is 01:15 EST, before 01:30 on the wall clock, but after the day began.
    expect(businessDayOf(utc('2024-11-03T06:15:00Z'), c)).toBe('2024-11-03');
  });

  it('[TIME3] every instant lies in its business day, and days never go backwards', () => {
    const zones = [
      'Europe/London',
      'America/New_York',
      'Asia/Kolkata',
      'America/Santiago',
      'Australia/Lord_Howe',
    ];
    const starts = ['00:00', '01:30', '02:30', '04:00', '23:30'];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.constantFrom(...starts),
        fc.integer({ min: utc('2023-01-01T00:00:00Z'), max: utc('2026-12-31T00:00:00Z') }),
        fc.integer({ min: 0, max: 6 * HOUR }),
        (timeZone, dayStart, t, step) => {
          const c = clock(timeZone, dayStart);
          const day = businessDayOf(t, c);
          expect(businessDayStart(day, c)).toBeLessThanOrEqual(t);
          expect(businessDayStart(addCalendarDays(day, 1), c)).toBeGreaterThan(t);
          expect(businessDayOf(t + step, c) >= day).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('[TIME4] today (kept per clock with its bounds) is the business day of every instant, in any order', () => {
    const zones = ['Europe/London', 'America/New_York', 'Australia/Lord_Howe'];
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom(...zones),
            fc.constantFrom('00:00', '02:30', '04:00'),
            // around the 2024 changes of all three zones, minutes apart and days apart
            fc.integer({ min: utc('2024-03-01T00:00:00Z'), max: utc('2024-11-30T00:00:00Z') }),
          ),
          { minLength: 1, maxLength: 40 },
        ),
        (asks) => {
          for (const [timeZone, dayStart, t] of asks) {
            const c = clock(timeZone, dayStart);
            for (const at of [t, t + 1, t + 59_999, t - 1])
              expect(businessToday(at, c)).toBe(businessDayOf(at, c));
          }
        },
      ),
      { numRuns: 200 },
    );
    const c = clock('America/New_York', '02:30');
    const start = businessDayStart('2024-03-10', c);
    expect(businessToday(start - 1, c)).toBe('2024-03-09');
    expect(businessToday(start, c)).toBe('2024-03-10');
    expect(businessToday(start - 1, c)).toBe('2024-03-09');
  });

  it('[TIME4] today is the business day of now; the calendar date is midnight-based', () => {
    const now = utc('2024-06-15T20:00:00Z'); // 01:30 IST on the 16th
    expect(businessToday(now, kolkata)).toBe('2024-06-15');
    expect(calendarToday(now, 'Asia/Kolkata')).toBe('2024-06-16');
  });
});
