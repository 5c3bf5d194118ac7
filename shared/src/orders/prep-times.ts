/**
 * KDS16-KDS17: preparation times. The item-status mutator stamps a line when the kitchen starts it (`startedAt`,
 * preparing) and when it is ready (`readyAt`, completed), with its clock. A line's preparation time runs from when
 * it reached the kitchen (the order's time, or its course's fire time, CRS3) to ready.
 */
import type { OrderItemStatus } from './order-state.ts';

export type StampedLine = {
  readonly startedAt?: number | null;
  readonly readyAt?: number | null;
};

/** KDS16: the stamps a forward move sets; the first start and the first ready are kept. */
export function stampsOnStep(line: StampedLine, to: OrderItemStatus, now: number): StampedLine {
  if (to === 'preparing') return { startedAt: line.startedAt ?? now };
  if (to === 'completed') return { startedAt: line.startedAt ?? now, readyAt: line.readyAt ?? now };
  // Delivered without a Complete (orders screen, OS3): ready at the latest then
  if (to === 'delivered') return { startedAt: line.startedAt ?? null, readyAt: line.readyAt ?? now };
  return {};
}

/** KDS17: when the line reached the kitchen: its fire time if its course was held, else its order's time. */
export const sentAt = (line: { readonly firedAt?: number | null }, orderCreatedAt: number): number =>
  line.firedAt ?? orderCreatedAt;

/** KDS17: one row of the report: average and slowest, in seconds, over `lines` ready lines. */
export type PrepTimeRow = {
  readonly key: string;
  readonly title: string;
  readonly lines: number;
  readonly averageSeconds: number;
  readonly slowestSeconds: number;
};

/** GET /reports/preparation-times: per item and per station, slowest average first. */
export type PrepTimesReport = {
  readonly message: string;
  /** The period as instants (epoch ms), [from, to). */
  readonly from: number;
  readonly to: number;
  readonly items: readonly PrepTimeRow[];
  readonly stations: readonly PrepTimeRow[];
};

export const PREP_TIME_TEXTS = {
  title: 'Preparation times',
  byItem: 'By item',
  byStation: 'By station',
  item: 'Item',
  station: 'Station',
  lines: 'Lines',
  average: 'Average',
  slowest: 'Slowest',
  noStation: 'No station',
  empty: 'No lines were made ready in this period.',
} as const;

/** 95 s → '1m 35s'. */
export const formatDuration = (seconds: number): string => {
  const s = Math.max(0, Math.round(seconds));
  const m = Math.floor(s / 60);
  return m > 0 ? `${m}m ${String(s % 60).padStart(2, '0')}s` : `${s}s`;
};

type Sample = { readonly key: string; readonly title: string; readonly seconds: number };

/** KDS17: samples grouped by key: average and slowest each, slowest average first, then by title. */
export function prepTimeRows(samples: readonly Sample[]): PrepTimeRow[] {
  const groups = new Map<string, { title: string; n: number; sum: number; max: number }>();
  for (const s of samples) {
    const g = groups.get(s.key) ?? { title: s.title, n: 0, sum: 0, max: 0 };
    g.n += 1;
    g.sum += s.seconds;
    g.max = Math.max(g.max, s.seconds);
    groups.set(s.key, g);
  }
  return [...groups]
    .map(([key, g]) => ({
      key,
      title: g.title,
      lines: g.n,
      averageSeconds: Math.round(g.sum / g.n),
      slowestSeconds: Math.round(g.max),
    }))
    .sort((a, b) => b.averageSeconds - a.averageSeconds || a.title.localeCompare(b.title));
}
