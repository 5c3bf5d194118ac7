/**
 * station.create/update/delete.v1 (STN2, ADR 0057): the kitchen stations. Deleting a station clears it from the
 * categories and menu items that name it (they fall back to their category's station, or none); order lines
 * keep the station they were rung up with (STN1).
 */
import * as v from 'valibot';
import { idField } from '../../validation/fields.ts';
import { stationFields, thresholdsInOrder } from '../../validation/stations.ts';
import { defineMutator, type Mutator, type MutatorDecision, type Row } from '../mutator.ts';
import { idArgs, settingsDenied, unchanged } from './settings-support.ts';
import { alreadyCreated, create, del, NOTHING, put, rowOf, rowsOf } from './support.ts';

const ID_MESSAGE = 'Invalid request!';
export const stationMutationArgs = v.pipe(
  v.object({ id: idField(ID_MESSAGE), ...stationFields }, ID_MESSAGE),
  thresholdsInOrder(),
);
export type StationMutationArgs = v.InferOutput<typeof stationMutationArgs>;

export const STATION_REJECTIONS = { STATION_NOT_FOUND: 'Station not found!' } as const;
const notFound = {
  ok: false,
  code: 'STATION_NOT_FOUND',
  message: STATION_REJECTIONS.STATION_NOT_FOUND,
} as const;

export const createStation = defineMutator({
  name: 'station.create.v1',
  args: stationMutationArgs,
  reads: (a) => [{ table: 'stations', ids: [a.id] }],
  decide(loaded, a, ctx): MutatorDecision {
    const denied = settingsDenied(ctx);
    if (denied) return denied;
    const repeat = alreadyCreated(loaded, { table: 'stations', id: a.id });
    if (repeat) return repeat;
    const { id, title, warnAfterMinutes, lateAfterMinutes } = a;
    const row = { id, createdAt: ctx.now, updatedAt: ctx.now, title, warnAfterMinutes, lateAfterMinutes };
    return { ok: true, writes: [create('stations', row)] };
  },
});

export const updateStation = defineMutator({
  name: 'station.update.v1',
  args: stationMutationArgs,
  reads: (a) => [{ table: 'stations', ids: [a.id] }],
  decide(loaded, a, ctx): MutatorDecision {
    const denied = settingsDenied(ctx);
    if (denied) return denied;
    const row = rowOf(loaded, 'stations', a.id);
    if (!row) return notFound;
    const { title, warnAfterMinutes, lateAfterMinutes } = a;
    const patch = { title, warnAfterMinutes, lateAfterMinutes };
    if (unchanged(row, patch)) return NOTHING;
    return { ok: true, writes: [put('stations', { ...row, ...patch, updatedAt: ctx.now })] };
  },
});

export const deleteStation = defineMutator({
  name: 'station.delete.v1',
  args: idArgs,
  reads: (a) => [
    { table: 'stations', ids: [a.id] },
    { table: 'categories', by: 'stationId', values: [a.id] },
    { table: 'menuItems', by: 'stationId', values: [a.id] },
  ],
  decide(loaded, a, ctx): MutatorDecision {
    const denied = settingsDenied(ctx);
    if (denied) return denied;
    if (!rowOf(loaded, 'stations', a.id)) return NOTHING;
    const cleared = (['categories', 'menuItems'] as const).flatMap((table) =>
      rowsOf(loaded, table)
        .filter((r) => r.stationId === a.id)
        .map((r) => ({
          table,
          op: 'put' as const,
          row: { ...r, stationId: null, updatedAt: ctx.now } as Row,
        })),
    );
    return { ok: true, writes: [...cleared, del('stations', a.id)] };
  },
});

/**
 * STN3: `m` (a category's or menu item's create or update) also loads the station its args name and refuses one
 * that does not exist (deleted, or another store's); permission is checked first, as `m` would.
 */
export function withStation<A extends { stationId?: string | null | undefined }>(
  m: Mutator<A>,
  denied: (ctx: Parameters<Mutator<A>['decide']>[2]) => MutatorDecision | null,
): Mutator<A> {
  return {
    ...m,
    reads: (a) => [
      ...m.reads(a),
      ...(a.stationId ? [{ table: 'stations' as const, ids: [a.stationId] }] : []),
    ],
    decide(loaded, a, ctx) {
      const refused = denied(ctx);
      if (refused) return refused;
      if (a.stationId && !rowOf(loaded, 'stations', a.stationId)) return notFound;
      return m.decide(loaded, a, ctx);
    },
  };
}
