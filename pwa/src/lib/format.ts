/** Display formatting at the UI edge (document 3 section 9). */

const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** English medium date with short time, e.g. "Mar 5, 2025, 2:07 PM"; unparseable input is shown as given. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTime.format(d);
}

/** The subscription renewal date: the first 10 characters of subscription_end. */
export const renewalDate = (subscriptionEnd: string | null | undefined): string =>
  (subscriptionEnd ?? '').slice(0, 10);
