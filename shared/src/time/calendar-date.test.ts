import { addMonths, format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  addCalendarMonths,
  calendarParts,
  compareCalendarDates,
  firstOfMonth,
  isCalendarDate,
  parseCalendarDate,
} from './calendar-date.ts';

describe('calendar dates', () => {
  it('[TIME1] accepts only real YYYY-MM-DD days', () => {
    expect(parseCalendarDate('2024-02-29')).toBe('2024-02-29');
    expect(parseCalendarDate(' 2024-01-05 ')).toBe('2024-01-05');
    for (const bad of ['2023-02-29', '2024-13-01', '2024-04-31', '2024-1-5', '05/01/2024', '', 'today']) {
      expect(parseCalendarDate(bad)).toBeNull();
    }
    expect(parseCalendarDate('1900-02-29')).toBeNull(); // not a leap year
    expect(parseCalendarDate('2000-02-29')).toBe('2000-02-29');
    expect(parseCalendarDate('0099-12-31')).toBe('0099-12-31'); // small years are not read as 19xx
    expect(parseCalendarDate('2024-00-10')).toBeNull();
    expect(parseCalendarDate('2024-12-00')).toBeNull();
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate(20240229)).toBe(false);
  });

  it('[TIME1] adds days across month and year ends', () => {
    expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addCalendarDays('2023-12-31', 1)).toBe('2024-01-01');
    expect(addCalendarDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('[TIME6] adds months clamped at month ends', () => {
    expect(addCalendarMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addCalendarMonths('2023-01-31', 1)).toBe('2023-02-28');
    expect(addCalendarMonths('2024-03-31', 1)).toBe('2024-04-30');
    expect(addCalendarMonths('2024-12-15', 1)).toBe('2025-01-15');
    expect(addCalendarMonths('2024-03-31', -1)).toBe('2024-02-29');
  });

  it('[TIME1] first of month, order and parts', () => {
    expect(firstOfMonth('2024-02-29')).toBe('2024-02-01');
    expect(compareCalendarDates('2024-02-01', '2024-10-01')).toBe(-1);
    expect(compareCalendarDates('2024-02-01', '2024-02-01')).toBe(0);
    expect(calendarParts('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('[TIME6] agrees with date-fns on every day of 1999-2001 and 2023-2025, months -25 to +25', () => {
    const wall = (d: string) => {
      const { year, month, day } = calendarParts(d);
      return new Date(year, month - 1, day);
    };
    const disagreements: string[] = [];
    for (const start of ['1999-01-01', '2023-01-01']) {
      for (let i = 0; i < 3 * 366; i++) {
        const d = addCalendarDays(start, i);
        for (const n of [-25, -13, -12, -1, 1, 2, 11, 12, 14, 25]) {
          const expected = format(addMonths(wall(d), n), 'yyyy-MM-dd');
          if (addCalendarMonths(d, n) !== expected)
            disagreements.push(`${d} ${n}: ${addCalendarMonths(d, n)}`);
        }
        if (firstOfMonth(d) !== `${d.slice(0, 8)}01`) disagreements.push(`first of ${d}`);
      }
    }
    expect(disagreements).toEqual([]);
    expect(addCalendarMonths('2024-01-15', -1)).toBe('2023-12-15');
    expect(addCalendarMonths('2000-02-29', 12)).toBe('2001-02-28');
    expect(addCalendarMonths('0099-12-31', 2)).toBe('0100-02-28'); // small years are not read as 19xx
  });
});
