/**
 * Tests that check "today" (the reservations of today, today's invoices, today's report) must not straddle the
 * store's business-day turn (TIME3: 04:00 on the store's clock), or what they just made lands on another day.
 */
import { test } from '@playwright/test';
import {
  businessDaysRange,
  businessToday,
  DEFAULT_DAY_START,
  type StoreClock,
  wallClockOf,
} from '@tavola/shared';

/** The clock of the demo store and of a newly registered one (sync-server/src/sync/store-clock.ts). */
export const STORE_CLOCK: StoreClock = { timeZone: 'Asia/Kolkata', dayStart: DEFAULT_DAY_START };

/** Milliseconds until the store's current business day ends. */
export function untilDayTurns(clock: StoreClock = STORE_CLOCK, now: number = Date.now()): number {
  const today = businessToday(now, clock);
  return businessDaysRange(today, today, clock).to - now;
}

/**
 * When the business day turns within `needMs`, wait until the next one has begun (a few seconds past the turn),
 * so that the next `needMs` lie inside one business day. The running test's timeout grows by the wait.
 */
export async function clearOfDayTurn(needMs: number, clock: StoreClock = STORE_CLOCK): Promise<void> {
  const left = untilDayTurns(clock);
  if (left >= needMs) return;
  const wait = left + 2_000;
  const info = test.info();
  info.setTimeout(info.timeout + wait);
  await new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * When the business day began less than `needMs` ago, wait until it began `needMs` ago (a few seconds past), so
 * that the last `needMs` lie inside one business day (a sale placed that far back keeps today's day, TILL1).
 */
export async function clearOfDayStart(needMs: number, clock: StoreClock = STORE_CLOCK): Promise<void> {
  const now = Date.now();
  const today = businessToday(now, clock);
  const since = now - businessDaysRange(today, today, clock).from;
  if (since >= needMs) return;
  const wait = needMs - since + 2_000;
  const info = test.info();
  info.setTimeout(info.timeout + wait);
  await new Promise((resolve) => setTimeout(resolve, wait));
}

/** 'YYYY-MM-DDTHH:mm' of an instant on the store's wall clock, as a datetime-local field takes it. */
export function wallInput(epochMs: number, clock: StoreClock = STORE_CLOCK): string {
  const { date, minutes } = wallClockOf(epochMs, clock.timeZone);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  return `${date}T${hh}:${String(minutes % 60).padStart(2, '0')}`;
}
