/** GST4: GET /reports/gst?from&to&format: a period of business days (both inclusive) as JSON or CSV. */
import * as v from 'valibot';
import { calendarDateField, oneOfOr } from './fields.ts';

export const GST_REPORT_MESSAGES = {
  dates: 'Please provide from and to dates as YYYY-MM-DD!',
  range: 'The from date must not be after the to date!',
  format: 'Format must be csv or json!',
  invalidRequest: 'Invalid request!',
} as const;

export const gstReportQuery = v.pipe(
  v.object(
    {
      from: calendarDateField(GST_REPORT_MESSAGES.dates, { required: true }),
      to: calendarDateField(GST_REPORT_MESSAGES.dates, { required: true }),
      format: oneOfOr(['json', 'csv'] as const, GST_REPORT_MESSAGES.format, 'json'),
    },
    GST_REPORT_MESSAGES.invalidRequest,
  ),
  v.forward(
    v.check((o) => o.from === null || o.to === null || o.from <= o.to, GST_REPORT_MESSAGES.range),
    ['to'],
  ),
);
export type GstReportQuery = v.InferOutput<typeof gstReportQuery>;
