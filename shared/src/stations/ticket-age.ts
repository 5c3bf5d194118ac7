/**
 * STN4: a ticket's age, counting up from the order's send time, and its colour: amber past the station's warn
 * threshold, red past its late threshold; a ticket holding lines of several stations takes the strictest
 * (the earliest threshold of each kind). A ticket of no known station uses the defaults.
 */
import { STATION_DEFAULTS } from '../validation/stations.ts';

export type AgeThresholds = { readonly warnAfterMinutes: number; readonly lateAfterMinutes: number };
export type AgeLevel = 'fresh' | 'warn' | 'late';
export type TicketAge = { readonly seconds: number; readonly text: string; readonly level: AgeLevel };

/** STN4: the strictest thresholds of the stations given (none: the defaults). */
export const strictestThresholds = (stations: readonly AgeThresholds[]): AgeThresholds =>
  stations.length === 0
    ? STATION_DEFAULTS
    : {
        warnAfterMinutes: Math.min(...stations.map((s) => s.warnAfterMinutes)),
        lateAfterMinutes: Math.min(...stations.map((s) => s.lateAfterMinutes)),
      };

/** 'mm:ss' up to 99 minutes, then 'h:mm:ss'; a clock behind the send time shows 00:00. */
export function ageText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const minutes = Math.floor(s / 60);
  if (minutes < 100) return `${two(minutes)}:${two(s % 60)}`;
  return `${Math.floor(minutes / 60)}:${two(minutes % 60)}:${two(s % 60)}`;
}

/** STN4: the age at `now` (epoch ms) of a ticket sent at `sentAt`; amber from warn minutes on, red from late. */
export function ticketAge(sentAt: number, now: number, limits: AgeThresholds): TicketAge {
  const seconds = Math.max(0, Math.floor((now - sentAt) / 1000));
  const level: AgeLevel =
    seconds >= limits.lateAfterMinutes * 60
      ? 'late'
      : seconds >= limits.warnAfterMinutes * 60
        ? 'warn'
        : 'fresh';
  return { seconds, text: ageText(seconds), level };
}

type TimedLine = {
  readonly status: string;
  readonly heldUntilFired?: boolean | undefined;
  readonly firedAt?: number | null | undefined;
};

/**
 * KDS18: when a ticket started cooking, what its age counts from: a fired course counts from its fire time, not
 * the order's (mains fired at 12:20 of an order sent at 12:00 are 0 minutes old at 12:20). The earliest live time
 * (`firedAt`, else the order's time) of its lines still cooking; none cooking: of its live lines; held and
 * cancelled lines never count; nothing live: the order's time.
 */
export function ticketStartedAt(orderCreatedAt: number, lines: readonly TimedLine[]): number {
  const live = lines.filter((l) => l.status !== 'cancelled' && l.heldUntilFired !== true);
  const cooking = live.filter((l) => l.status === 'created' || l.status === 'preparing');
  const from = (cooking.length ? cooking : live).map((l) => l.firedAt ?? orderCreatedAt);
  return from.length ? Math.min(...from) : orderCreatedAt;
}
