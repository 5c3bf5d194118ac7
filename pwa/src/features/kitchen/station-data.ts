/** STN1: the store's kitchen stations on this device, by title, and what a screen of some stations shows. */
import { type AgeThresholds, type StationRow, stationLines, strictestThresholds } from '@tavola/shared';
import { useLive } from '../../db/hooks.ts';
import type { KitchenOrder } from './kitchen-data.ts';

export const useKitchenStations = (): StationRow[] | undefined =>
  useLive(async (db) =>
    (await db.stations.toArray()).sort(
      (a, b) => a.title.localeCompare(b.title, undefined, { numeric: true }) || a.id.localeCompare(b.id),
    ),
  );

/**
 * STN5: the tickets of a screen set to `stationIds`: each order with only the lines those stations still cook,
 * orders with none left out. No stations chosen: the board as it is (every line until delivered, OS2).
 */
export function stationBoard(orders: readonly KitchenOrder[], stationIds: readonly string[]): KitchenOrder[] {
  if (stationIds.length === 0) return [...orders];
  return orders.flatMap((o) => {
    const items = stationLines(stationIds, o.items);
    return items.length ? [{ ...o, items }] : [];
  });
}

/** STN4: the thresholds of a ticket: the strictest of its lines' stations (none known: the defaults). */
export function ticketLimits(
  items: readonly { stationId?: string | null }[],
  stations: readonly StationRow[],
): AgeThresholds {
  const ids = new Set(items.map((i) => i.stationId));
  return strictestThresholds(stations.filter((s) => ids.has(s.id)));
}
