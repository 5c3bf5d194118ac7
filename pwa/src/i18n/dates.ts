/**
 * I18N4: dates and times in the current language (Hindi: hi-IN, month names in Devanagari, Latin digits as
 * Intl gives them by default). Formatters are made on first use per locale: building one loads locale data.
 */
import { currentLocale } from './i18n.ts';

const cache = new Map<string, Intl.DateTimeFormat>();
const formatter = (options: Intl.DateTimeFormatOptions, name: string): Intl.DateTimeFormat => {
  const locale = currentLocale();
  const key = `${locale}|${name}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    cache.set(key, f);
  }
  return f;
};

/** A short time, e.g. "2:07 PM" (en) or "2:07 pm" (hi). */
export const formatTime = (d: Date): string => formatter({ timeStyle: 'short' }, 'time').format(d);

/** A medium date with a short time, e.g. "Mar 5, 2025, 2:07 PM" (en) or "5 मार्च 2025, 2:07 pm" (hi). */
export const formatDateTimeIn = (d: Date): string =>
  formatter({ dateStyle: 'medium', timeStyle: 'short' }, 'dateTime').format(d);
