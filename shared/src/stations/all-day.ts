/** STN7: the all-day counts (KDS2) one list per station: the lines' own station, unrouted lines in a last list. */
import { type AllDayStation, allDayCounts, type KitchenLineState } from '../orders/all-day-counts.ts';
import type { NamedStation } from './expo.ts';

export function allDayByStation(
  lines: readonly (KitchenLineState & { readonly stationId?: string | null })[],
  stations: readonly NamedStation[],
): AllDayStation[] {
  if (stations.length === 0) return [...allDayCounts(lines)];
  const known = new Set(stations.map((s) => s.id));
  const keyOf = (id: string | null | undefined) => (id != null && known.has(id) ? id : null);
  return [
    ...stations.map((s) => ({ id: s.id as string | null, title: s.title as string | null })),
    { id: null, title: null },
  ].flatMap(({ id, title }) => {
    const counts = allDayCounts(lines.filter((l) => keyOf(l.stationId) === id))[0]?.counts;
    return counts ? [{ station: title, counts }] : [];
  });
}
