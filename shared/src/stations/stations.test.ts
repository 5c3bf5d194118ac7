import { describe, expect, it } from 'vitest';
import { allDayByStation } from './all-day.ts';
import { expoCanServe, expoServeLines, stationLines, stationProgress } from './expo.ts';
import { stationIdForItem, stationTakesLine } from './routing.ts';
import { ageText, strictestThresholds, ticketAge } from './ticket-age.ts';

const KITCHEN = { id: 'k', title: 'Kitchen' };
const BAR = { id: 'b', title: 'Bar' };
const line = (id: string, status: string, stationId: string | null) => ({
  id,
  status,
  stationId,
  itemId: `i-${id}`,
  itemTitle: `Item ${id}`,
  variantId: null,
  variantTitle: null,
  quantity: 1,
});

describe('stations', () => {
  it("[STN1] an item's own station wins over its category's; neither: none", () => {
    const cats = { c: { stationId: 'k' }, plain: {} };
    expect(stationIdForItem({ stationId: 'b', categoryId: 'c' }, cats)).toBe('b');
    expect(stationIdForItem({ stationId: null, categoryId: 'c' }, cats)).toBe('k');
    expect(stationIdForItem({ categoryId: 'plain' }, cats)).toBeNull();
    expect(stationIdForItem({ categoryId: null }, cats)).toBeNull();
  });

  it('[STN1] a screen of no stations takes every line; one of stations only theirs', () => {
    expect(stationTakesLine([], null)).toBe(true);
    expect(stationTakesLine(['k'], 'k')).toBe(true);
    expect(stationTakesLine(['k'], 'b')).toBe(false);
    expect(stationTakesLine(['k'], null)).toBe(false);
  });

  it('[STN4] age counts up mm:ss from the send time; amber from warn minutes, red from late', () => {
    const limits = { warnAfterMinutes: 10, lateAfterMinutes: 20 };
    const t0 = 1_700_000_000_000;
    expect(ticketAge(t0, t0 + 59_999, limits)).toEqual({ seconds: 59, text: '00:59', level: 'fresh' });
    expect(ticketAge(t0, t0 + 599_000, limits).level).toBe('fresh');
    expect(ticketAge(t0, t0 + 600_000, limits)).toEqual({ seconds: 600, text: '10:00', level: 'warn' });
    expect(ticketAge(t0, t0 + 1_199_000, limits).level).toBe('warn');
    expect(ticketAge(t0, t0 + 1_200_000, limits)).toMatchObject({ text: '20:00', level: 'late' });
    expect(ticketAge(t0, t0 - 5000, limits)).toMatchObject({ seconds: 0, text: '00:00' });
    expect(ageText(100 * 60 + 5)).toBe('1:40:05');
  });

  it('[STN4] a ticket of several stations takes the strictest thresholds; none: the defaults 10 and 20', () => {
    expect(
      strictestThresholds([
        { warnAfterMinutes: 5, lateAfterMinutes: 30 },
        { warnAfterMinutes: 8, lateAfterMinutes: 12 },
      ]),
    ).toEqual({ warnAfterMinutes: 5, lateAfterMinutes: 12 });
    expect(strictestThresholds([])).toEqual({ warnAfterMinutes: 10, lateAfterMinutes: 20 });
  });

  it('[STN5] a station screen shows its lines still cooking; a ready line leaves it', () => {
    const lines = [line('1', 'created', 'k'), line('2', 'preparing', 'k'), line('3', 'completed', 'k')];
    const all = [...lines, line('4', 'created', 'b'), line('5', 'created', null)];
    expect(stationLines(['k'], all).map((l) => l.id)).toEqual(['1', '2']);
    expect(stationLines(['k', 'b'], all).map((l) => l.id)).toEqual(['1', '2', '4']);
    expect(stationLines([], all).map((l) => l.id)).toEqual(['1', '2', '4', '5']);
  });

  it('[STN6] the expo shows each station’s ready lines of its live ones, unrouted last', () => {
    const lines = [
      line('1', 'completed', 'k'),
      line('2', 'preparing', 'k'),
      line('3', 'delivered', 'k'),
      line('4', 'cancelled', 'k'),
      line('5', 'completed', 'b'),
      line('6', 'created', 'gone'),
    ];
    expect(stationProgress(lines, [KITCHEN, BAR])).toEqual([
      { stationId: 'k', title: 'Kitchen', ready: 2, total: 3 },
      { stationId: 'b', title: 'Bar', ready: 1, total: 1 },
      { stationId: null, title: null, ready: 0, total: 1 },
    ]);
  });

  it('[STN6] the expo serves an order only when every live line is ready, moving the completed ones', () => {
    const ready = [line('1', 'completed', 'k'), line('2', 'completed', 'b'), line('3', 'cancelled', 'b')];
    expect(expoCanServe(ready)).toBe(true);
    expect(expoServeLines(ready).map((l) => l.id)).toEqual(['1', '2']);
    expect(expoCanServe([...ready, line('4', 'preparing', 'k')])).toBe(false);
    expect(expoCanServe([line('1', 'delivered', 'k')])).toBe(false);
    expect(expoCanServe([line('1', 'cancelled', 'k')])).toBe(false);
  });

  it('[STN7] all-day counts one list per station, unrouted last; no stations: one list', () => {
    const lines = [line('1', 'created', 'k'), line('2', 'created', 'b'), line('3', 'preparing', null)];
    expect(
      allDayByStation(lines, [KITCHEN, BAR]).map((s) => [s.station, s.counts.map((c) => c.itemTitle)]),
    ).toEqual([
      ['Kitchen', ['Item 1']],
      ['Bar', ['Item 2']],
      [null, ['Item 3']],
    ]);
    expect(allDayByStation(lines, [])).toHaveLength(1);
  });
});
