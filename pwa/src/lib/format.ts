/** Display formatting at the UI edge (MON6: symbols and grouping are added here only). */
import { formatDateTimeIn } from '../i18n/dates.ts';

/**
 * Medium date with short time in the current language (I18N4), e.g. "Mar 5, 2025, 2:07 PM"; unparseable input
 * is shown as given. The formatter is made on first use (it loads the locale's date data).
 */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return formatDateTimeIn(d);
}

/** The subscription renewal date: the first 10 characters of subscription_end. */
export const renewalDate = (subscriptionEnd: string | null | undefined): string =>
  (subscriptionEnd ?? '').slice(0, 10);

/**
 * The one money formatter (LOC1, MON6: 2 decimals), from shared: minor units in the store's currency and its
 * locale, e.g. 45000 INR → "₹450.00", 123456700 INR → "₹12,34,567.00".
 */
export { formatCount, formatMoney } from '@tavola/shared';
