/** Customers and delivery info (VAL9-VAL10; /customers/*). */
import * as v from 'valibot';
import { type CalendarDate, compareCalendarDates } from '../time/calendar-date.ts';
import { optionalText, requiredText } from './common.ts';
import { calendarDateField, fieldFrom, isEmpty, oneOfOr, optionalEmailField } from './fields.ts';

export const CUSTOMER_MESSAGES = {
  phoneRequired: "Please Provide Customer's Phone!",
  nameRequired: "Please Provide Customer's Name!",
  // Tavola (WHO9): the spec gives no length message; the name's own limit, not "please provide"
  nameTooLong: "Customer's name can be at most 120 characters!",
  emailInvalid: 'Please Provide Valid Email!',
  phoneInvalid: 'Please provide valid phone no.!',
  birthDate: 'Please provide valid birth date!',
  gender: 'Please select valid gender!',
  location: 'Please provide a valid location!',
} as const;

/**
 * VAL9: digits, space, + _ - , . ^ * ? $ # ( ), or 'ext' / 'x' for an extension; 1 to 20 characters.
 * Tavola also asks for at least one digit.
 */
const PHONE_RE = /^(?:[0-9 +_\-,.^*?$#()]|ext|x)+$/i;
export const isValidPhone = (s: string): boolean =>
  s.length >= 1 && s.length <= 20 && PHONE_RE.test(s) && /\d/.test(s);

/** Required phone: missing → `requiredMessage`, bad → 'Please provide valid phone no.!'. */
export const phoneField = (requiredMessage: string) =>
  fieldFrom<string>((x) => {
    if (isEmpty(x)) return { ok: false, message: requiredMessage };
    const s = typeof x === 'number' ? String(x) : typeof x === 'string' ? x.trim() : '';
    return isValidPhone(s) ? { ok: true, value: s } : { ok: false, message: CUSTOMER_MESSAGES.phoneInvalid };
  });

/** WHO9: the longest customer name (REST and the till's customer mutator alike). */
export const CUSTOMER_NAME_MAX = 120;

export const GENDERS = ['female', 'male', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

const details = {
  name: requiredText(CUSTOMER_MESSAGES.nameRequired, CUSTOMER_NAME_MAX, CUSTOMER_MESSAGES.nameTooLong),
  email: optionalEmailField(CUSTOMER_MESSAGES.emailInvalid),
  birthDate: calendarDateField(CUSTOMER_MESSAGES.birthDate, { required: false }),
  gender: oneOfOr(GENDERS, CUSTOMER_MESSAGES.gender, null),
};

/** POST /customers/add: phone first, as the form checks it first. */
export const customerAddArgs = v.object(
  { phone: phoneField(CUSTOMER_MESSAGES.phoneRequired), ...details },
  'Invalid request!',
);
export type CustomerAddArgs = v.InferOutput<typeof customerAddArgs>;

/** POST /customers/{id}/update: the phone is read-only once saved. */
export const customerUpdateArgs = v.object(details, 'Invalid request!');
export type CustomerUpdateArgs = v.InferOutput<typeof customerUpdateArgs>;

/** VAL9: the birth date may not be after `today` (the store's calendar date, see calendarToday). */
const notAfter = (birthDate: CalendarDate | null, today: CalendarDate) =>
  birthDate === null || compareCalendarDates(birthDate, today) <= 0;

/** customerAddArgs plus the birth date rule, for a given `today`. */
export const customerAddArgsOn = (today: CalendarDate) =>
  v.pipe(
    customerAddArgs,
    v.forward(
      v.check((o) => notAfter(o.birthDate, today), CUSTOMER_MESSAGES.birthDate),
      ['birthDate'],
    ),
  );
/** customerUpdateArgs plus the birth date rule, for a given `today`. */
export const customerUpdateArgsOn = (today: CalendarDate) =>
  v.pipe(
    customerUpdateArgs,
    v.forward(
      v.check((o) => notAfter(o.birthDate, today), CUSTOMER_MESSAGES.birthDate),
      ['birthDate'],
    ),
  );

const coordinate = (limit: number) =>
  fieldFrom<number | null>((x) => {
    if (isEmpty(x)) return { ok: true, value: null };
    const n = typeof x === 'string' ? Number(x.trim()) : x;
    return typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= limit
      ? { ok: true, value: n }
      : { ok: false, message: CUSTOMER_MESSAGES.location };
  });

/** VAL10: a diner phone: non-digits stripped, exactly 10 digits. */
export const tenDigitPhoneField = (message: string) =>
  fieldFrom<string>((x) => {
    const digits = typeof x === 'string' || typeof x === 'number' ? String(x).replace(/\D/g, '') : '';
    return digits.length === 10 ? { ok: true, value: digits } : { ok: false, message };
  });

/** POST /customers/save-delivery-info (staff and diner). */
export const deliveryInfoArgs = v.object(
  {
    name: requiredText('Please provide name!', CUSTOMER_NAME_MAX, CUSTOMER_MESSAGES.nameTooLong),
    phone: tenDigitPhoneField(CUSTOMER_MESSAGES.phoneInvalid),
    address: optionalText(500),
    landmark: optionalText(200),
    lat: coordinate(90),
    lng: coordinate(180),
  },
  'Invalid request!',
);
export type DeliveryInfoArgs = v.InferOutput<typeof deliveryInfoArgs>;
