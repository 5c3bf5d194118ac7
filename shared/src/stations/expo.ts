/**
 * STN5-STN6: what a station screen and the expo screen show of an order. A station screen shows the lines it
 * takes (STN1) still to be cooked (new or preparing): a line marked ready (completed) leaves it. The expo shows
 * the whole order with each station's progress, and may bump (serve) it once every line not cancelled is ready.
 */
import { stationTakesLine } from './routing.ts';

export type StationLine = {
  readonly id: string;
  readonly status: string;
  readonly stationId?: string | null;
  /** CRS2: a later course not fired yet: shown greyed, never counted nor served (KDS19). */
  readonly heldUntilFired?: boolean | undefined;
};

/** KDS19: a line the expo waits for: not cancelled and not held behind a course. */
const isLive = (l: StationLine): boolean => l.status !== 'cancelled' && l.heldUntilFired !== true;
export type NamedStation = { readonly id: string; readonly title: string };

const COOKING = ['created', 'preparing'];
const READY = ['completed', 'delivered'];

/** STN5: the lines a screen set to `stationIds` still cooks (all of them: every open line). */
export const stationLines = <L extends StationLine>(
  stationIds: readonly string[],
  lines: readonly L[],
): L[] => lines.filter((l) => COOKING.includes(l.status) && stationTakesLine(stationIds, l.stationId));

export type StationProgress = {
  /** null: lines of no station (or of a station since deleted). */
  readonly stationId: string | null;
  readonly title: string | null;
  readonly ready: number;
  readonly total: number;
};

/** STN6: each station's ready lines of its live (not cancelled, not held: KDS19) lines, in the stations' order, unrouted last. */
export function stationProgress(
  lines: readonly StationLine[],
  stations: readonly NamedStation[],
): StationProgress[] {
  const known = new Map(stations.map((s) => [s.id, s]));
  const groups = new Map<string | null, { ready: number; total: number }>();
  for (const l of lines) {
    if (!isLive(l)) continue;
    const key = l.stationId != null && known.has(l.stationId) ? l.stationId : null;
    const g = groups.get(key) ?? { ready: 0, total: 0 };
    groups.set(key, { ready: g.ready + (READY.includes(l.status) ? 1 : 0), total: g.total + 1 });
  }
  const ordered = [...stations.map((s) => s.id), null].filter((id) => groups.has(id));
  return ordered.map((id) => ({
    stationId: id,
    title: id === null ? null : (known.get(id)?.title ?? null),
    ...(groups.get(id) as { ready: number; total: number }),
  }));
}

/**
 * STN6: the expo may serve the order: it has a live line and every live line is ready (completed); KDS19: held
 * lines are not live: served without them, they stay on the order until fired.
 */
export const expoCanServe = (lines: readonly StationLine[]): boolean => {
  const live = lines.filter(isLive);
  return live.some((l) => l.status === 'completed') && live.every((l) => READY.includes(l.status));
};

/** STN6: the lines an expo bump moves (completed → delivered, the kitchen's own step, OS2). */
export const expoServeLines = <L extends StationLine>(lines: readonly L[]): L[] =>
  lines.filter((l) => l.status === 'completed');
