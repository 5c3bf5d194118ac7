/** List and report queries: date filters, customers paging, search (VAL14). */
import * as v from 'valibot';
import { DATE_PRESETS, PRESET_REJECTIONS, REPORT_PRESETS } from '../time/presets.ts';
import { calendarDateField, integerField, oneOfOr } from './fields.ts';

export const QUERY_MESSAGES = {
  filter: 'Please select a valid filter!',
  dates: 'Please provide valid dates!',
  page: 'Invalid page!',
  invalidRequest: 'Invalid request!',
} as const;

const dates = {
  from: calendarDateField(QUERY_MESSAGES.dates, { required: false }),
  to: calendarDateField(QUERY_MESSAGES.dates, { required: false }),
};

/** VAL14: custom needs both dates, From not after To (TIME5). */
const customDatesOk = (o: { type: string; from: string | null; to: string | null }) =>
  o.type !== 'custom' || (o.from !== null && o.to !== null);
const orderedDates = (o: { from: string | null; to: string | null }) =>
  o.from === null || o.to === null || o.from <= o.to;

/** A preset of `presets` (default today) and its dates, checked as customDatesOk and orderedDates say. */
const presetQuery = <const P extends readonly ['today', ...string[]]>(presets: P) =>
  v.pipe(
    v.object(
      { type: oneOfOr(presets, QUERY_MESSAGES.filter, 'today'), ...dates },
      QUERY_MESSAGES.invalidRequest,
    ),
    v.forward(
      v.check((o) => customDatesOk(o), PRESET_REJECTIONS.CUSTOM_DATES_REQUIRED),
      ['from'],
    ),
    v.forward(
      v.check((o) => orderedDates(o), PRESET_REJECTIONS.INVALID_RANGE),
      ['to'],
    ),
  );

/** GET /invoices?type&from&to and /reservations?type&from&to: a preset (default today); empty dates → null. */
export const dateFilterQuery = presetQuery(DATE_PRESETS);
export type DateFilterQuery = v.InferOutput<typeof dateFilterQuery>;

/** GET /reports?type&from&to and /superadmin/reports: the report presets (no tomorrow). */
export const reportsQuery = presetQuery(REPORT_PRESETS);
export type ReportsQuery = v.InferOutput<typeof reportsQuery>;

export const CUSTOMERS_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** A search text: trimmed; blank after trimming is ignored (null). */
const searchText = v.pipe(
  v.optional(v.nullable(v.string(QUERY_MESSAGES.invalidRequest)), null),
  v.transform((s) => (s === null || s.trim() === '' ? null : s.trim())),
  v.check((s) => s === null || s.length <= 200, QUERY_MESSAGES.invalidRequest),
);

/** GET /customers?sort=created_at&page&filter&perPage: page ≥ 1 (1), perPage 1..100 (10), filter '' → null. */
export const customersListQuery = v.object(
  {
    sort: v.optional(v.literal('created_at', QUERY_MESSAGES.invalidRequest), 'created_at'),
    page: integerField(QUERY_MESSAGES.page, QUERY_MESSAGES.page, { min: 1, max: 1_000_000, whenEmpty: 1 }),
    perPage: integerField(QUERY_MESSAGES.page, QUERY_MESSAGES.page, {
      min: 1,
      max: MAX_PAGE_SIZE,
      whenEmpty: CUSTOMERS_PAGE_SIZE,
    }),
    filter: searchText,
  },
  QUERY_MESSAGES.invalidRequest,
);
export type CustomersListQuery = v.InferOutput<typeof customersListQuery>;

/** GET /reservations/search?q, /invoices/search?q: blank text is ignored (null). */
export const searchQuery = v.object({ q: searchText }, QUERY_MESSAGES.invalidRequest);
export type SearchQuery = v.InferOutput<typeof searchQuery>;
