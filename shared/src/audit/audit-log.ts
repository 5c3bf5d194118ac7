/**
 * AUD1-AUD4: the audit log as the owner reads it (`GET /api/v1/reports/audit`): the query, the answer's shape
 * and its CSV export, one definition for the server and the Reports screen.
 */
import * as v from 'valibot';
import { REPORT_PRESETS } from '../time/presets.ts';
import { calendarDateField, integerField, oneOfOr, optionalTextField } from '../validation/fields.ts';
import { QUERY_MESSAGES } from '../validation/queries.ts';

/** AUD2: most entries one page answers; the CSV export answers the whole filter up to `AUDIT_EXPORT_MAX`. */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_EXPORT_MAX = 50_000;

const text = optionalTextField(QUERY_MESSAGES.invalidRequest, 100);

/** AUD2: a report preset (TIME5, default today) and optional filters by action, user and device. */
export const auditQuery = v.pipe(
  v.object(
    {
      type: oneOfOr(REPORT_PRESETS, QUERY_MESSAGES.filter, 'today'),
      from: calendarDateField(QUERY_MESSAGES.dates, { required: false }),
      to: calendarDateField(QUERY_MESSAGES.dates, { required: false }),
      action: text,
      user: text,
      device: text,
      page: integerField(QUERY_MESSAGES.page, QUERY_MESSAGES.page, { min: 1, max: 100_000, whenEmpty: 1 }),
      format: oneOfOr(['json', 'csv'] as const, QUERY_MESSAGES.invalidRequest, 'json'),
    },
    QUERY_MESSAGES.invalidRequest,
  ),
  v.check((o) => o.type !== 'custom' || (o.from !== null && o.to !== null), QUERY_MESSAGES.dates),
  v.check((o) => o.from === null || o.to === null || o.from <= o.to, QUERY_MESSAGES.dates),
);
export type AuditQuery = v.InferOutput<typeof auditQuery>;

/** AUD1: one entry: who, which device, when, what, why. */
export type AuditLogEntry = {
  readonly id: string;
  /** Epoch ms. */
  readonly at: number;
  readonly action: string;
  readonly entity: string | null;
  readonly entityId: string | null;
  readonly userId: string | null;
  /** The user's name now (null: a deleted user, a device or the system). */
  readonly userName: string | null;
  readonly deviceId: string | null;
  /** The device's name or code when the store still knows it. */
  readonly deviceName: string | null;
  /** AUD3: why, when the entry says (a reason given, a price changed …). */
  readonly reason: string | null;
  readonly detail: Readonly<Record<string, unknown>>;
};

export type AuditLogAnswer = {
  readonly message: string;
  readonly entries: readonly AuditLogEntry[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  /** AUD2: the actions and users of the period, for the filters' choices. */
  readonly actions: readonly string[];
  readonly users: readonly { readonly id: string; readonly name: string }[];
  readonly devices: readonly { readonly id: string; readonly name: string }[];
};

const money = (n: unknown): string => (typeof n === 'number' ? (n / 100).toFixed(2) : String(n));

/** AUD3: the "why" of an entry from its detail: the reason given, else what the action itself explains. */
export function auditReason(action: string, detail: Readonly<Record<string, unknown>>): string | null {
  if (typeof detail.reason === 'string' && detail.reason.trim() !== '') return detail.reason.trim();
  if (action === 'order.price_override' && 'menu' in detail)
    return `price ${money(detail.rungUp)} instead of ${money(detail.menu)}`;
  if (action === 'approval' && typeof detail.approvedAction === 'string') {
    const by = typeof detail.managerName === 'string' ? ` by ${detail.managerName}` : '';
    return `approved ${detail.approvedAction}${by}`;
  }
  if (action === 'shift.close' && typeof detail.difference === 'number')
    return `counted ${money(detail.counted)}, expected ${money(detail.expected)}`;
  return null;
}

/** RFC 4180 field; a leading = + - @ is prefixed with ' so that a spreadsheet never runs it as a formula. */
const csvField = (value: unknown): string => {
  let s =
    value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export const AUDIT_CSV_HEADER = [
  'When (UTC)',
  'Action',
  'User',
  'Device',
  'Why',
  'Entity',
  'Entity id',
  'Detail',
];

/** AUD4: the CSV export of entries, a header line first, CRLF line ends. */
export function auditCsv(entries: readonly AuditLogEntry[]): string {
  const lines = [AUDIT_CSV_HEADER.join(',')];
  for (const e of entries)
    lines.push(
      [
        new Date(e.at).toISOString(),
        e.action,
        e.userName ?? e.userId,
        e.deviceName ?? e.deviceId,
        e.reason,
        e.entity,
        e.entityId,
        e.detail,
      ]
        .map(csvField)
        .join(','),
    );
  return `${lines.join('\r\n')}\r\n`;
}
