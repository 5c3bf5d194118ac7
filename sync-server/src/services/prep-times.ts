/**
 * KDS17: the preparation times of a period: every line made ready in it (`readyAt` in [from, to)), timed from when
 * it reached the kitchen (its order's time, or its course's fire time, CRS3) to ready; grouped per item and per
 * station (the line's own `stationId`, STN1; lines without one under 'No station') by shared's `prepTimeRows`.
 */
import {
  type InstantRange,
  PREP_TIME_TEXTS,
  type PrepTimesReport,
  prepTimeRows,
  sentAt,
} from '@tavola/shared';
import { and, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../db/index.ts';

export async function prepTimes(
  database: Database,
  tenantId: string,
  range: InstantRange,
): Promise<PrepTimesReport> {
  const { db, t } = database;
  const lines = await db
    .select({
      itemId: t.orderItems.itemId,
      itemTitle: t.orderItems.itemTitle,
      stationId: t.orderItems.stationId,
      firedAt: t.orderItems.firedAt,
      readyAt: t.orderItems.readyAt,
      orderCreatedAt: t.orders.createdAt,
    })
    .from(t.orderItems)
    .innerJoin(t.orders, eq(t.orders.id, t.orderItems.orderId))
    .where(
      and(
        eq(t.orderItems.tenantId, tenantId),
        eq(t.orderItems.deleted, false),
        isNotNull(t.orderItems.readyAt),
        gte(t.orderItems.readyAt, range.from),
        lt(t.orderItems.readyAt, range.to),
      ),
    );
  const stationIds = [...new Set(lines.flatMap((l) => (l.stationId ? [l.stationId] : [])))];
  const stations = stationIds.length
    ? await db
        .select({ id: t.stations.id, title: t.stations.title })
        .from(t.stations)
        .where(and(eq(t.stations.tenantId, tenantId), inArray(t.stations.id, stationIds)))
    : [];
  const stationTitle = new Map(stations.map((s) => [s.id, s.title]));
  const samples = lines.map((l) => ({
    l,
    seconds: Math.max(0, (Number(l.readyAt) - sentAt(l, l.orderCreatedAt)) / 1000),
  }));
  return {
    message: PREP_TIME_TEXTS.title,
    from: range.from,
    to: range.to,
    items: prepTimeRows(samples.map(({ l, seconds }) => ({ key: l.itemId, title: l.itemTitle, seconds }))),
    stations: prepTimeRows(
      samples.map(({ l, seconds }) => ({
        key: l.stationId ?? '',
        title: (l.stationId && stationTitle.get(l.stationId)) || PREP_TIME_TEXTS.noStation,
        seconds,
      })),
    ),
  };
}
