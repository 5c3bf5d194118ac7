/**
 * VAL1-VAL3: field builders for the spec's forms and payloads. Every builder tolerates a missing key and
 * fails with the caller's message; empty means undefined, null or blank text.
 */
import * as v from 'valibot';
import { isScope, type Scope } from '../auth/scopes.ts';
import { MAX_MONEY, type Money, money } from '../money/money.ts';
import { ppmFromPercent, type Rate, rate } from '../money/rate.ts';
import { type CalendarDate, parseCalendarDate } from '../time/calendar-date.ts';

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };
const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const fail = <T>(message: string): Parsed<T> => ({ ok: false, message });

/** VAL2: undefined, null and blank text are "empty". */
export const isEmpty = (x: unknown): x is undefined | null | '' =>
  x === undefined || x === null || (typeof x === 'string' && x.trim() === '');

/**
 * A field from a parse function. Missing keys reach the parser as undefined: the default must be a function
 * (a plain undefined default makes valibot skip the key and type it optional).
 */
export const fieldFrom = <T>(parse: (input: unknown) => Parsed<T>) =>
  v.pipe(
    v.optional(v.unknown(), () => undefined),
    v.rawTransform<unknown, T>(({ dataset, addIssue, NEVER }) => {
      const r = parse(dataset.value);
      if (r.ok) return r.value;
      addIssue({ message: r.message });
      return NEVER;
    }),
  );

/** Integer from a JSON number or a digit string (query strings). */
const toInteger = (x: unknown): number | null => {
  if (typeof x === 'number') return Number.isSafeInteger(x) ? x : null;
  if (typeof x === 'string' && /^-?\d{1,15}$/.test(x.trim())) return Number(x.trim());
  return null;
};

/** VAL3: money on the wire is integer minor units, 0 or more. Empty gives `whenEmpty` if one is set. */
export function moneyField(message: string): ReturnType<typeof fieldFrom<Money>>;
export function moneyField<E extends Money | null>(
  message: string,
  options: { whenEmpty: E },
): ReturnType<typeof fieldFrom<Money | E>>;
export function moneyField(message: string, options?: { whenEmpty: Money | null }) {
  return fieldFrom<Money | null>((x) => {
    if (isEmpty(x)) return options ? ok(options.whenEmpty) : fail(message);
    const n = toInteger(x);
    return n !== null && n >= 0 && n <= MAX_MONEY ? ok(money(n)) : fail(message);
  });
}

/** An integer in [min, max]; empty gives `whenEmpty` or fails with `requiredMessage`. */
export const integerField = (
  requiredMessage: string,
  invalidMessage: string,
  bounds: { min: number; max: number; whenEmpty?: number },
) =>
  fieldFrom<number>((x) => {
    if (isEmpty(x)) return bounds.whenEmpty === undefined ? fail(requiredMessage) : ok(bounds.whenEmpty);
    const n = toInteger(x);
    return n !== null && n >= bounds.min && n <= bounds.max ? ok(n) : fail(invalidMessage);
  });

export const MAX_TAX_PERCENT = 1000;

/** VAL3: a percent (number or numeric text, 0..1000, up to 4 decimals) → Rate in parts per million (MON7). */
export const percentField = (message: string) =>
  fieldFrom<Rate>((x) => {
    const n = typeof x === 'string' && x.trim() !== '' ? Number(x.trim()) : x;
    if (typeof n !== 'number' || n > MAX_TAX_PERCENT) return fail(message);
    const ppm = ppmFromPercent(n);
    return ppm === null ? fail(message) : ok(rate(ppm));
  });

const TRUE = new Set<unknown>([true, 1, '1', 'true']);
const FALSE = new Set<unknown>([false, 0, '0', 'false']);

/** A boolean, also from 1/0 and 'true'/'false' (the read side compares flags to 1); empty gives `whenEmpty`. */
export const booleanField = (message: string, whenEmpty: boolean) =>
  fieldFrom<boolean>((x) => {
    if (isEmpty(x)) return ok(whenEmpty);
    if (TRUE.has(x)) return ok(true);
    if (FALSE.has(x)) return ok(false);
    return fail(message);
  });

/** One value of a fixed list (blanks trimmed). */
export const oneOf = <const T extends readonly string[]>(options: T, message: string) =>
  fieldFrom<T[number]>((x) => {
    const s = typeof x === 'string' ? x.trim() : x;
    return (options as readonly unknown[]).includes(s) ? ok(s as T[number]) : fail(message);
  });

/** One value of a fixed list; empty gives `whenEmpty`. */
export const oneOfOr = <const T extends readonly string[], const E extends T[number] | null>(
  options: T,
  message: string,
  whenEmpty: E,
) =>
  fieldFrom<T[number] | E>((x) => {
    if (isEmpty(x)) return ok(whenEmpty);
    const s = typeof x === 'string' ? x.trim() : x;
    return (options as readonly unknown[]).includes(s) ? ok(s as T[number]) : fail(message);
  });

export const MAX_ID_LENGTH = 100;

/** A required id (UUIDv7 for synced rows; any non-blank text up to 100 characters). */
export const idField = (message: string) =>
  fieldFrom<string>((x) => {
    const s = typeof x === 'number' && Number.isSafeInteger(x) ? String(x) : x;
    return typeof s === 'string' && s.trim() !== '' && s.trim().length <= MAX_ID_LENGTH
      ? ok(s.trim())
      : fail(message);
  });

/** VAL2: an optional id; empty becomes null. */
export const optionalIdField = (message: string) =>
  fieldFrom<string | null>((x) => {
    if (isEmpty(x)) return ok(null);
    const s = typeof x === 'number' && Number.isSafeInteger(x) ? String(x) : x;
    return typeof s === 'string' && s.trim().length <= MAX_ID_LENGTH ? ok(s.trim()) : fail(message);
  });

/** A list of ids, duplicates dropped, at most `max`; `nonEmpty` makes an empty list fail. */
export const idListField = (message: string, options: { max: number; nonEmpty: boolean }) =>
  fieldFrom<string[]>((x) => {
    if (x === undefined || x === null) return options.nonEmpty ? fail(message) : ok([]);
    if (!Array.isArray(x)) return fail(message);
    const ids: string[] = [];
    for (const raw of x) {
      const s = typeof raw === 'number' && Number.isSafeInteger(raw) ? String(raw) : raw;
      if (typeof s !== 'string' || s.trim() === '' || s.length > MAX_ID_LENGTH) return fail(message);
      if (!ids.includes(s.trim())) ids.push(s.trim());
    }
    if (options.nonEmpty && ids.length === 0) return fail(message);
    return ids.length > options.max ? fail(message) : ok(ids);
  });

/** VAL2: a 'YYYY-MM-DD' date; empty becomes null unless required. */
export const calendarDateField = (message: string, options: { required: boolean }) =>
  fieldFrom<CalendarDate | null>((x) => {
    if (isEmpty(x)) return options.required ? fail(message) : ok(null);
    const d = typeof x === 'string' ? parseCalendarDate(x) : null;
    return d ? ok(d) : fail(message);
  });

/** ISO 8601 with a zone (Z or ±hh:mm), optionally with seconds and fraction. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * VAL3: an instant, as epoch ms or an ISO 8601 text with a zone; out: epoch ms. A local date-time without a
 * zone is refused: the server cannot know which wall clock it meant.
 */
export const instantField = (message: string) =>
  fieldFrom<number>((x) => {
    if (typeof x === 'number') return Number.isSafeInteger(x) && x >= 0 ? ok(x) : fail(message);
    if (typeof x !== 'string' || !ISO_INSTANT.test(x.trim())) return fail(message);
    const t = Date.parse(x.trim());
    return Number.isNaN(t) ? fail(message) : ok(t);
  });

const emailSchema = v.pipe(v.string(), v.maxLength(254), v.email());
export const isEmail = (s: string): boolean => v.is(emailSchema, s);

/** VAL2: an optional email; blank becomes null, otherwise it must be valid (and is lower-cased). */
export const optionalEmailField = (message: string) =>
  fieldFrom<string | null>((x) => {
    if (isEmpty(x)) return ok(null);
    return typeof x === 'string' && isEmail(x.trim()) ? ok(x.trim().toLowerCase()) : fail(message);
  });

/** User scopes: a list or a comma-separated string of scope names; duplicates dropped. */
export const scopesField = (message: string) =>
  fieldFrom<Scope[]>((x) => {
    if (isEmpty(x)) return ok([]);
    const parts = typeof x === 'string' ? x.split(',') : Array.isArray(x) ? x : null;
    if (!parts) return fail(message);
    const scopes: Scope[] = [];
    for (const p of parts) {
      if (typeof p !== 'string') return fail(message);
      const s = p.trim().toUpperCase();
      if (s === '') continue;
      if (!isScope(s)) return fail(message);
      if (!scopes.includes(s)) scopes.push(s);
    }
    return ok(scopes);
  });

/** Optional free text: blank becomes null; longer than `max` fails. */
export const optionalTextField = (message: string, max: number) =>
  fieldFrom<string | null>((x) => {
    if (isEmpty(x)) return ok(null);
    if (typeof x !== 'string') return fail(message);
    return x.trim().length <= max ? ok(x.trim()) : fail(message);
  });
