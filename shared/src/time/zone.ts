/**
 * TIME2: wall clocks of an IANA time zone, by @date-fns/tz's offsets. A wall time that does not exist (the
 * spring-forward gap) maps to the first instant after the gap; one that exists twice (fall back) maps to
 * the earlier instant.
 */
import { tzOffset } from '@date-fns/tz';
import type { CalendarDate } from './calendar-date.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** TIME2: true for a zone name the runtime knows ('Asia/Kolkata', 'UTC'). */
export function isValidTimeZone(zone: string): boolean {
  if (zone.trim() === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone's UTC offset at an instant, in ms; RangeError for an unknown zone (a programmer error). */
export function offsetMs(zone: string, instant: number): number {
  const minutes = tzOffset(zone, new Date(instant));
  if (!Number.isFinite(minutes)) throw new RangeError(`Unknown time zone: ${zone}`);
  return Math.round(minutes * MINUTE);
}

/** The wall clock as if it were UTC: the local date-time read as UTC epoch ms. */
const wallMsOf = (instant: number, zone: string) => instant + offsetMs(zone, instant);

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** TIME2: the local calendar date and minutes since local midnight of an instant. */
export function wallClockOf(instant: number, zone: string): { date: CalendarDate; minutes: number } {
  const w = new Date(wallMsOf(instant, zone));
  return {
    date: `${pad(w.getUTCFullYear(), 4)}-${pad(w.getUTCMonth() + 1)}-${pad(w.getUTCDate())}`,
    minutes: w.getUTCHours() * 60 + w.getUTCMinutes(),
  };
}

/** TIME2: the first instant whose local wall clock reads at least `date` `minutes` (minutes after midnight). */
export function instantOfWallTime(date: CalendarDate, minutes: number, zone: string): number {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d) + minutes * MINUTE;
  // Offsets in force around this wall time: before and after any one transition nearby.
  const offsets = [
    ...new Set([offsetMs(zone, wall - DAY), offsetMs(zone, wall), offsetMs(zone, wall + DAY)]),
  ];
  const exact = offsets.map((o) => wall - o).filter((t) => wallMsOf(t, zone) === wall);
  if (exact.length > 0) return Math.min(...exact);
  // In a gap: binary search the earliest instant whose wall clock has passed `wall`.
  let lo = wall - Math.max(...offsets);
  let hi = wall - Math.min(...offsets);
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (wallMsOf(mid, zone) >= wall) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
