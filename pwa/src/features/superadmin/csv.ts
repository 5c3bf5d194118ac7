/**
 * CSV for the tenant export ('<Status> Tenants Data - <date>.csv'): RFC 4180 quoting,
 * CRLF rows, a UTF-8 byte order mark so spreadsheets read names in any script, and cells that a spreadsheet
 * would run as a formula (=, +, -, @) prefixed with an apostrophe: a tenant names itself, the operator opens it.
 */
import type { TenantExportStatus, TenantRow } from '@tavola/shared';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s;
}

export const toCsv = (rows: readonly (readonly (string | number | null | undefined)[])[]): string =>
  `${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;

export const TENANT_CSV_HEADER = [
  'Name',
  'Email',
  'Status',
  'Subscription Start',
  'Subscription End',
] as const;

/** 'YYYY-MM-DD HH:mm' in the operator's own zone; empty for none. */
function localStamp(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

export const tenantsCsv = (tenants: readonly TenantRow[]): string =>
  toCsv([
    TENANT_CSV_HEADER,
    ...tenants.map((t) => [
      t.name,
      t.email,
      t.is_active === 1 ? 'Active' : 'Inactive',
      localStamp(t.subscription_start),
      localStamp(t.subscription_end),
    ]),
  ]);

export const STATUS_LABEL: Readonly<Record<TenantExportStatus, string>> = {
  active: 'Active',
  inactive: 'Inactive',
  all: 'All',
};

/** '<Status> Tenants Data - <date>.csv' with the operator's local date (YYYY-MM-DD). */
export function csvFileName(status: TenantExportStatus, now: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const date = `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
  return `${STATUS_LABEL[status]} Tenants Data - ${date}.csv`;
}

/** Hands the text to the browser as a download. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const blob = new Blob(['\uFEFF', text], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
