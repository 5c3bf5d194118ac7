/** SHIFT1-SHIFT3: what the shift mutators share: their rejections, the store's clock and a till's kept times. */
import { SOLD_AT_OFFLINE_WINDOW_MS } from '../../orders/sold-at.ts';
import { businessDayOf, DEFAULT_DAY_START, type StoreClock } from '../../time/business-day.ts';
import type { Loaded, MutatorContext } from '../mutator.ts';
import { DEFAULT_STORE_TIME_ZONE } from './store-settings.ts';
import { type Rejected, rowsOf } from './support.ts';

/** Texts of the shift rejections; Tavola's, the spec has none. */
export const SHIFT_REJECTIONS = {
  SHIFT_ALREADY_OPEN: 'A shift is already open on this till!',
  SHIFT_NOT_FOUND: 'Shift not found!',
  SHIFT_NOT_OPEN: 'This shift is not open!',
  WRONG_DEVICE: 'This shift belongs to another till!',
  COUNT_MISMATCH: 'The counted cash does not match the notes and coins!',
  DAYS_MISSING: "The shift's business days are missing, please update the app!",
} as const;
export type ShiftRejectionCode = keyof typeof SHIFT_REJECTIONS;

export const rejectShift = (code: ShiftRejectionCode): Rejected => ({
  ok: false,
  code,
  message: SHIFT_REJECTIONS[code],
});

export const SHIFT_SAVED = {
  opened: 'Shift opened!',
  moved: 'Cash movement saved!',
  closed: 'Shift closed!',
} as const;

export function storeClockOf(loaded: Loaded): StoreClock {
  const store = rowsOf(loaded, 'storeSettings')[0];
  return {
    timeZone: store?.timeZone || DEFAULT_STORE_TIME_ZONE,
    dayStart: store?.businessDayStart || DEFAULT_DAY_START,
  };
}

/** The store's business day of an instant; the context's day when the zone is unknown here. */
export function dayOfInstant(instant: number, clock: StoreClock, ctx: MutatorContext): string {
  try {
    return businessDayOf(instant, clock);
  } catch {
    return ctx.businessDay;
  }
}

/**
 * SHIFT1 (like TILL1): a till's own time of opening or closing, kept when within [now − offline window, now],
 * else the deciding side's now: a shift opened offline keeps the time its sales are measured from.
 */
export const keptTime = (at: number | null | undefined, now: number): number =>
  typeof at === 'number' && Number.isSafeInteger(at) && at <= now && at >= now - SOLD_AT_OFFLINE_WINDOW_MS
    ? at
    : now;
