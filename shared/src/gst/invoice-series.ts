/**
 * INVS1-INVS4: tax invoice numbers from a series per device, taken offline. A number is
 * `<series code>/<FY>/<n>` ('B/26-27/12'): the device's code (1-4 letters, unique in the store; the server's own
 * payments use SERVER_SERIES_CODE, which no device code can be), the financial year of the invoice's business day
 * (1 April to 31 March, 'yy-yy'), and n = 1, 2, 3 … within that series. At most 16 characters (GST rule 46).
 * The last n of each series is a synced row (invoiceSeries) only its device advances, so two tills never clash.
 */
import type { Loaded } from '../sync/mutator.ts';
import type { InvoiceSeriesRow } from '../sync/rows.ts';

/** INVS1: the series of invoices the server takes itself (REST payments, online payments): a digit, unlike device codes. */
export const SERVER_SERIES_CODE = 'S0';
export const INVOICE_NO_MAX_LENGTH = 16;

/** INVS2: the financial year of a business day 'YYYY-MM-DD': '26-27' from 1 April 2026 to 31 March 2027. */
export function financialYearOf(businessDay: string): string {
  const year = Number(businessDay.slice(0, 4));
  const month = Number(businessDay.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  const yy = (y: number) => String(y % 100).padStart(2, '0');
  return `${yy(start)}-${yy(start + 1)}`;
}

/** INVS2: the financial year before `fy` ('26-27' → '25-26'). */
export function previousFinancialYear(fy: string): string {
  const start = (Number(fy.slice(0, 2)) + 99) % 100;
  const yy = (y: number) => String(y % 100).padStart(2, '0');
  return `${yy(start)}-${yy(start + 1)}`;
}

export type InvoiceNo = { readonly code: string; readonly fy: string; readonly n: number };

const SHAPE = /^([A-Z]{1,4}|S0)\/(\d{2}-\d{2})\/([1-9]\d{0,5})$/;

export const formatInvoiceNo = (no: InvoiceNo): string => `${no.code}/${no.fy}/${no.n}`;
export const seriesOf = (code: string, fy: string): string => `${code}/${fy}`;

/** INVS1: reads an invoice number, or null when it is not one (or longer than 16 characters). */
export function parseInvoiceNo(text: string): InvoiceNo | null {
  if (text.length > INVOICE_NO_MAX_LENGTH) return null;
  const m = SHAPE.exec(text);
  return m ? { code: m[1]!, fy: m[2]!, n: Number(m[3]) } : null;
}

/** The synced row id of a series: tenant-scoped, since row ids are unique across tenants. */
export const invoiceSeriesId = (tenantId: string, series: string): string => `${tenantId}:${series}`;

export type TakenInvoiceNo = { readonly invoiceNo: string; readonly series: InvoiceSeriesRow };

/** A numbering taken from per-device series: tax invoices (INVS1), credit notes (GST6). */
export type SeriesNumbering = {
  readonly seriesOf: (code: string, fy: string) => string;
  readonly parse: (text: string) => InvoiceNo | null;
  readonly format: (no: InvoiceNo) => string;
};

/**
 * INVS3: the number a document of `businessDay` takes on this device (or the server, code ''), and its series row
 * advanced to it. `wanted` is the number the till printed: kept when it is of this device, of the document's
 * financial year or the one before (a sale synced after 31 March), and beyond the series' last (no clash);
 * otherwise the next of the device's series for the year (INVS4: what the server decides when they differ).
 */
export function takeSeriesNo(
  numbering: SeriesNumbering,
  loaded: Loaded,
  ctx: { readonly tenantId: string; readonly deviceCode: string; readonly now: number },
  businessDay: string,
  wanted: string | null,
): TakenInvoiceNo {
  const code = ctx.deviceCode || SERVER_SERIES_CODE;
  const fy = financialYearOf(businessDay);
  const lastOf = (series: string) =>
    loaded.invoiceSeries?.[invoiceSeriesId(ctx.tenantId, series)] as InvoiceSeriesRow | undefined;
  const asked = wanted === null ? null : numbering.parse(wanted);
  const keep =
    asked !== null &&
    asked.code === code &&
    (asked.fy === fy || asked.fy === previousFinancialYear(fy)) &&
    asked.n > (lastOf(numbering.seriesOf(code, asked.fy))?.lastNo ?? 0);
  const no: InvoiceNo = keep
    ? asked
    : { code, fy, n: (lastOf(numbering.seriesOf(code, fy))?.lastNo ?? 0) + 1 };
  const series = numbering.seriesOf(no.code, no.fy);
  const before = lastOf(series);
  const row: InvoiceSeriesRow = {
    id: invoiceSeriesId(ctx.tenantId, series),
    createdAt: before?.createdAt ?? ctx.now,
    updatedAt: ctx.now,
    series,
    deviceCode: no.code,
    financialYear: no.fy,
    lastNo: no.n,
  };
  return { invoiceNo: numbering.format(no), series: row };
}

const INVOICES: SeriesNumbering = { seriesOf, parse: parseInvoiceNo, format: formatInvoiceNo };

/** INVS3: a tax invoice's number (see takeSeriesNo). */
export const takeInvoiceNo = (
  loaded: Loaded,
  ctx: { readonly tenantId: string; readonly deviceCode: string; readonly now: number },
  businessDay: string,
  wanted: string | null,
): TakenInvoiceNo => takeSeriesNo(INVOICES, loaded, ctx, businessDay, wanted);

/** INVS3: the number a till would take next, for the args it queues (so a re-run keeps the printed number). */
export const nextInvoiceNo = (
  loaded: Loaded,
  ctx: { readonly tenantId: string; readonly deviceCode: string; readonly now: number },
  businessDay: string,
): string => takeInvoiceNo(loaded, ctx, businessDay, null).invoiceNo;
