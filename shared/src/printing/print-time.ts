/** The time printed on tickets and receipts: the store's wall clock, "2026-11-27 14:05" (same on any device). */
import { wallClockOf } from '../time/zone.ts';

const deviceZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function printTime(at: number, timeZone: string | null | undefined): string {
  let clock: { date: string; minutes: number };
  try {
    clock = wallClockOf(at, timeZone || deviceZone());
  } catch {
    clock = wallClockOf(at, 'UTC');
  }
  const hh = String(Math.floor(clock.minutes / 60)).padStart(2, '0');
  const mm = String(clock.minutes % 60).padStart(2, '0');
  return `${clock.date} ${hh}:${mm}`;
}
