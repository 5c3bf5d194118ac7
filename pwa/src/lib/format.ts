/** Display formatting at the UI edge (MON6: symbols and grouping are added here only). */

// Made on first use: building it loads the locale's date data, a long task on a slow phone that the diner
// menu (which shows no dates) would pay at start-up.
let dateTime: Intl.DateTimeFormat | undefined;

/** English medium date with short time, e.g. "Mar 5, 2025, 2:07 PM"; unparseable input is shown as given. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  dateTime ??= new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
  return dateTime.format(d);
}

/** The subscription renewal date: the first 10 characters of subscription_end. */
export const renewalDate = (subscriptionEnd: string | null | undefined): string =>
  (subscriptionEnd ?? '').slice(0, 10);

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * The one money formatter (MON6: 2 decimals): minor units in the store's currency,
 * e.g. 45000 INR → "₹450.00". An unknown currency code shows the code before the amount.
 */
export function formatMoney(minor: number, currency: string | null | undefined): string {
  const code = (currency ?? '').trim().toUpperCase();
  let f = moneyFormats.get(code);
  if (!f) {
    try {
      f = new Intl.NumberFormat('en', {
        style: 'currency',
        currency: code,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    } catch {
      f = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    moneyFormats.set(code, f);
  }
  const text = f.format(minor / 100);
  return f.resolvedOptions().style === 'currency' || code === '' ? text : `${code} ${text}`;
}
