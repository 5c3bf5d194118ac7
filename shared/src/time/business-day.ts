/**
 * TIME3-TIME4: the store's business day. The store's IANA zone and its day start (default '04:00') decide
 * "today": a sale at 01:30 belongs to the previous business day. Never UTC dates for business days.
 */
import { addCalendarDays, type CalendarDate } from './calendar-date.ts';
import { instantOfWallTime, wallClockOf } from './zone.ts';

export type StoreClock = {
  /** IANA time zone of the store, e.g. 'Asia/Kolkata'. */
  readonly timeZone: string;
  /** Local 'HH:mm' at which a business day starts. */
  readonly dayStart: string;
};

export const DEFAULT_DAY_START = '04:00';

/** TIME3: '04:00' → 240 minutes; anything but a valid 'HH:mm' → null. */
export function parseDayStart(text: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

const dayStartMinutes = (clock: StoreClock): number => {
  const minutes = parseDayStart(clock.dayStart);
  if (minutes === null) throw new RangeError(`Not an HH:mm day start: ${clock.dayStart}`);
  return minutes;
};

/** businessDayStart is pure and asked the same few days all day long (every order, every pull): memoised. */
const dayStarts = new Map<string, number>();

/** TIME3: the instant business day `day` begins: the first instant the local clock reads `day` `dayStart`. */
export function businessDayStart(day: CalendarDate, clock: StoreClock): number {
  const key = `${day} ${clock.dayStart} ${clock.timeZone}`;
  let start = dayStarts.get(key);
  if (start === undefined) {
    start = instantOfWallTime(day, dayStartMinutes(clock), clock.timeZone);
    if (dayStarts.size >= 4096) dayStarts.clear();
    dayStarts.set(key, start);
  }
  return start;
}

/** TIME3: the business day an instant belongs to: the day D with start(D) ≤ instant < start(D + 1). */
export function businessDayOf(instant: number, clock: StoreClock): CalendarDate {
  const wall = wallClockOf(instant, clock.timeZone);
  let day = wall.minutes < dayStartMinutes(clock) ? addCalendarDays(wall.date, -1) : wall.date;
  // Around a DST change the local clock can repeat or skip the day start; the instants decide.
  while (businessDayStart(day, clock) > instant) day = addCalendarDays(day, -1);
  while (businessDayStart(addCalendarDays(day, 1), clock) <= instant) day = addCalendarDays(day, 1);
  return day;
}

/** Per clock, the business day last asked for and its instants [from, to): "today" is asked for every push. */
const todays = new Map<string, { day: CalendarDate; from: number; to: number }>();

/**
 * TIME4: "today" for the store, at `now` (epoch ms). The day of the last call is kept with its bounds (its
 * start and the next day's): an instant inside them is that day by definition, without the zone arithmetic.
 */
export function businessToday(now: number, clock: StoreClock): CalendarDate {
  const key = `${clock.dayStart} ${clock.timeZone}`;
  const last = todays.get(key);
  if (last && now >= last.from && now < last.to) return last.day;
  const day = businessDayOf(now, clock);
  if (todays.size >= 256) todays.clear();
  todays.set(key, {
    day,
    from: businessDayStart(day, clock),
    to: businessDayStart(addCalendarDays(day, 1), clock),
  });
  return day;
}

/** Half-open instant range [from, to) in epoch ms. */
export type InstantRange = { readonly from: number; readonly to: number };

/** TIME3: the instants of business days first..last (inclusive): [start(first), start(last + 1)). */
export const businessDaysRange = (
  first: CalendarDate,
  last: CalendarDate,
  clock: StoreClock,
): InstantRange => ({
  from: businessDayStart(first, clock),
  to: businessDayStart(addCalendarDays(last, 1), clock),
});

/** TIME4: the local calendar date at `now` (birth dates, receipt dates): midnight, not the day start. */
export const calendarToday = (now: number, timeZone: string): CalendarDate => wallClockOf(now, timeZone).date;
