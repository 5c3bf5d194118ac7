import { describe, expect, it } from 'vitest';
import { expoCanServe, expoServeLines, stationProgress } from './expo.ts';
import { ticketStartedAt } from './ticket-age.ts';

const SENT = Date.UTC(2026, 10, 27, 12, 0);
const MIN = 60_000;
const KITCHEN = { id: 'k', title: 'Kitchen' };

type Line = {
  id: string;
  status: string;
  stationId: string;
  heldUntilFired?: boolean;
  firedAt?: number | null;
};
const line = (id: string, status: string, over: Partial<Line> = {}): Line => ({
  id,
  status,
  stationId: 'k',
  ...over,
});

describe('held courses on the kitchen screens', () => {
  it('[KDS18] a fired course’s ticket counts from its fire time; starters still cooking keep the order’s time', () => {
    const starterReady = line('s', 'completed');
    const mainFired = line('m', 'created', { firedAt: SENT + 20 * MIN });
    expect(ticketStartedAt(SENT, [starterReady, mainFired])).toBe(SENT + 20 * MIN);
    expect(ticketStartedAt(SENT, [line('s', 'preparing'), mainFired])).toBe(SENT);
    // a held course does not start the clock; nothing live: the order's time
    expect(ticketStartedAt(SENT, [starterReady, line('d', 'created', { heldUntilFired: true })])).toBe(SENT);
    expect(ticketStartedAt(SENT, [line('d', 'created', { heldUntilFired: true })])).toBe(SENT);
    // all ready: the earliest live time of the live lines
    expect(ticketStartedAt(SENT, [line('m', 'completed', { firedAt: SENT + 20 * MIN })])).toBe(
      SENT + 20 * MIN,
    );
    expect(ticketStartedAt(SENT, [line('x', 'cancelled', { firedAt: SENT + MIN }), mainFired])).toBe(
      SENT + 20 * MIN,
    );
  });

  it('[KDS19] the expo leaves held lines out of its progress and serves the live ones when they are all ready', () => {
    const lines = [
      line('s1', 'completed'),
      line('s2', 'completed'),
      line('m', 'created', { heldUntilFired: true }),
    ];
    expect(stationProgress(lines, [KITCHEN])).toEqual([
      { stationId: 'k', title: 'Kitchen', ready: 2, total: 2 },
    ]);
    expect(expoCanServe(lines)).toBe(true);
    expect(expoServeLines(lines).map((l) => l.id)).toEqual(['s1', 's2']);
    // once fired the main is live: the order waits for it
    const fired = lines.map((l) => (l.id === 'm' ? { ...l, heldUntilFired: false } : l));
    expect(expoCanServe(fired)).toBe(false);
    expect(stationProgress(fired, [KITCHEN])[0]).toMatchObject({ ready: 2, total: 3 });
    // starters served, main held: nothing to serve
    const served = lines.map((l) => (l.id === 'm' ? l : { ...l, status: 'delivered' }));
    expect(expoCanServe(served)).toBe(false);
  });
});
