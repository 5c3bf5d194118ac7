/** STN2, STN3 (ADR 0057): a station's form and the station field of categories and menu items. */
import * as v from 'valibot';
import { requiredText } from './common.ts';
import { fieldFrom, isEmpty, MAX_ID_LENGTH } from './fields.ts';

/** Texts of the station form; Tavola's, the spec has none. */
export const STATION_MESSAGES = {
  title: 'Please provide Station Title!',
  minutes: 'Minutes must be a whole number from 1 to 999!',
  order: 'The red threshold must be later than the amber one!',
  station: 'Invalid station!',
} as const;

export const STATION_DEFAULTS = { warnAfterMinutes: 10, lateAfterMinutes: 20 } as const;
const MAX_MINUTES = 999;

/** Whole minutes 1-999 (a form's text too); empty: the default. */
const minutesField = (whenEmpty: number) =>
  fieldFrom<number>((x) => {
    if (isEmpty(x)) return { ok: true, value: whenEmpty };
    const n = typeof x === 'string' && x.trim() !== '' ? Number(x.trim()) : x;
    return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_MINUTES
      ? { ok: true, value: n }
      : { ok: false, message: STATION_MESSAGES.minutes };
  });

/** STN2: title, amber (warn) and red (late) thresholds in minutes. */
export const stationFields = {
  title: requiredText(STATION_MESSAGES.title, 100),
  warnAfterMinutes: minutesField(STATION_DEFAULTS.warnAfterMinutes),
  lateAfterMinutes: minutesField(STATION_DEFAULTS.lateAfterMinutes),
};
/** STN2: red comes after amber. */
export const thresholdsInOrder = <T extends { warnAfterMinutes: number; lateAfterMinutes: number }>() =>
  v.check<T, string>((a) => a.lateAfterMinutes > a.warnAfterMinutes, STATION_MESSAGES.order);
export const stationArgs = v.pipe(v.object(stationFields, 'Invalid request!'), thresholdsInOrder());
export type StationArgs = v.InferOutput<typeof stationArgs>;

/**
 * STN3: a category's or menu item's station: an id, or empty (null) for none. A key left out is undefined and
 * keeps the row's station, so older tills (and the spec's REST forms, which have no station) change nothing.
 */
export const stationField = fieldFrom<string | null | undefined>((x) => {
  if (x === undefined) return { ok: true, value: undefined };
  if (isEmpty(x)) return { ok: true, value: null };
  return typeof x === 'string' && x.trim().length <= MAX_ID_LENGTH
    ? { ok: true, value: x.trim() }
    : { ok: false, message: STATION_MESSAGES.station };
});
