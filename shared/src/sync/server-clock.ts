/**
 * KDS20 (ADR 0078): a till's estimate of the server's clock. The server stamps the rows the till pulls with its own
 * clock, so a rule that measures "now" against such a stamp (KDS13's undo window) must read "now" on the server's
 * clock too, whatever the till's own clock says. Each pull answer carries the server's time (`serverTime`); the
 * till keeps the offset of the latest one and runs its mutations at `local now + offset`. Until an answer has said
 * (offline since start, an older server), the offset is 0: the till's own clock, as before.
 */

/** One exchange with the server: when this device sent it and heard back (its clock), and the server's time. */
export type ClockSample = {
  readonly sentAt: number;
  readonly receivedAt: number;
  readonly serverTime: number;
};

/** The server's clock minus this device's: the server answered about half-way through the round trip. */
export const clockOffset = (s: ClockSample): number =>
  Math.round(s.serverTime - (s.sentAt + s.receivedAt) / 2);

export type ServerClock = {
  /** Learns the offset from an answer (the latest wins: a device's clock may be set again meanwhile). */
  heard(sample: ClockSample): void;
  /** The server's clock minus this device's; 0 until an answer has told it. */
  offset(): number;
  /** This device's estimate of the server's time now. */
  now(): number;
};

export function serverClock(local: () => number = Date.now): ServerClock {
  let offset = 0;
  return {
    heard: (sample) => {
      offset = clockOffset(sample);
    },
    offset: () => offset,
    now: () => local() + offset,
  };
}
