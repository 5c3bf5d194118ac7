import { describe, expect, it } from 'vitest';
import { businessDayStart, DEFAULT_DAY_START, type StoreClock } from './business-day.ts';
import {
  DATE_PRESET_LABELS,
  DATE_PRESETS,
  presetDays,
  presetRange,
  REPORT_PRESET_LABELS,
  reportsFilterDefaults,
} from './presets.ts';

const utc = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;
const london: StoreClock = { timeZone: 'Europe/London', dayStart: DEFAULT_DAY_START };
const newYork: StoreClock = { timeZone: 'America/New_York', dayStart: DEFAULT_DAY_START };
const kolkata: StoreClock = { timeZone: 'Asia/Kolkata', dayStart: DEFAULT_DAY_START };

describe('date presets', () => {
  it('[TIME5] offers the seven presets with their labels', () => {
    expect(DATE_PRESETS).toEqual([
      'today',
      'tomorrow',
      'yesterday',
      'last_7days',
      'this_month',
      'last_month',
      'custom',
    ]);
    expect(DATE_PRESET_LABELS.last_7days).toBe('Last 7 Days');
    expect(REPORT_PRESET_LABELS.custom).toBe('Custom Date Range');
  });

  it.each([
    ['today', '2024-03-15', '2024-03-15'],
    ['tomorrow', '2024-03-16', '2024-03-16'],
    ['yesterday', '2024-03-14', '2024-03-14'],
    ['last_7days', '2024-03-09', '2024-03-15'],
    ['this_month', '2024-03-01', '2024-03-31'],
    ['last_month', '2024-02-01', '2024-02-29'],
  ] as const)('[TIME5] %s covers %s..%s when today is 2024-03-15', (preset, first, last) => {
    expect(presetDays(preset, '2024-03-15')).toEqual({ ok: true, value: { first, last } });
  });

  it('[TIME5] month presets at year and month ends', () => {
    expect(presetDays('last_month', '2024-01-31')).toEqual({
      ok: true,
      value: { first: '2023-12-01', last: '2023-12-31' },
    });
    expect(presetDays('this_month', '2023-02-28')).toEqual({
      ok: true,
      value: { first: '2023-02-01', last: '2023-02-28' },
    });
    expect(presetDays('last_month', '2024-03-31')).toEqual({
      ok: true,
      value: { first: '2024-02-01', last: '2024-02-29' },
    });
  });

  it('[TIME5] custom takes From and To, To inclusive; missing or reversed dates are rejections', () => {
    expect(presetDays('custom', '2024-03-15', { from: '2024-01-01', to: '2024-01-31' })).toEqual({
      ok: true,
      value: { first: '2024-01-01', last: '2024-01-31' },
    });
    expect(presetDays('custom', '2024-03-15', { from: null, to: '2024-01-31' })).toMatchObject({
      ok: false,
      code: 'CUSTOM_DATES_REQUIRED',
    });
    expect(presetDays('custom', '2024-03-15', { from: '2024-02-01', to: '2024-01-31' })).toMatchObject({
      ok: false,
      code: 'INVALID_RANGE',
    });
  });

  it('[TIME5] today is a half-open range of instants from one day start to the next', () => {
    const now = utc('2024-06-15T12:00:00Z');
    expect(presetRange('today', now, london)).toEqual({
      ok: true,
      value: { from: utc('2024-06-15T03:00:00Z'), to: utc('2024-06-16T03:00:00Z') },
    });
  });

  it('[TIME5] before the day start, today is still the previous business day', () => {
    const now = utc('2024-06-16T01:00:00Z'); // 02:00 BST
    expect(presetRange('today', now, london)).toMatchObject({ value: { from: utc('2024-06-15T03:00:00Z') } });
  });

  it('[TIME5] a preset across a DST change has the real length (New York, March 2024)', () => {
    const now = utc('2024-03-09T15:00:00Z');
    const r = presetRange('today', now, newYork);
    expect(r.ok && (r.value.to - r.value.from) / HOUR).toBe(23);
    const week = presetRange('last_7days', utc('2024-03-12T15:00:00Z'), newYork);
    expect(week.ok && (week.value.to - week.value.from) / HOUR).toBe(7 * 24 - 1);
  });

  it('[TIME5] Asia/Kolkata this_month starts at 22:30 UTC on the last day of the previous month', () => {
    const r = presetRange('this_month', utc('2024-02-10T06:00:00Z'), kolkata);
    expect(r).toEqual({
      ok: true,
      value: { from: utc('2024-01-31T22:30:00Z'), to: businessDayStart('2024-03-01', kolkata) },
    });
  });
});

describe('reports filter defaults', () => {
  it('[TIME6] From today, To the same day next month', () => {
    expect(reportsFilterDefaults(utc('2024-06-15T12:00:00Z'), kolkata)).toEqual({
      filter: 'today',
      from: '2024-06-15',
      to: '2024-07-15',
    });
  });

  it('[TIME6] clamps at month ends: Jan 31 → Feb 29 in a leap year, Feb 28 otherwise', () => {
    expect(reportsFilterDefaults(utc('2024-01-31T12:00:00Z'), london).to).toBe('2024-02-29');
    expect(reportsFilterDefaults(utc('2023-01-31T12:00:00Z'), london).to).toBe('2023-02-28');
    expect(reportsFilterDefaults(utc('2024-08-31T12:00:00Z'), newYork).to).toBe('2024-09-30');
  });
});
