/**
 * LOC1: the one money and count formatter: minor units in the store's currency, grouped in the store's locale
 * (en-IN for INR: ₹12,34,567.00; an English locale of the currency's country otherwise, 'en' when none),
 * always 2 decimals (MON6). An unknown currency code shows the code before the amount.
 */

/** LOC1: the locale whose grouping a currency's amounts are shown in (English texts, the country's digits). */
const CURRENCY_LOCALES: Readonly<Record<string, string>> = {
  INR: 'en-IN',
  USD: 'en-US',
  GBP: 'en-GB',
  AUD: 'en-AU',
  CAD: 'en-CA',
  NZD: 'en-NZ',
  SGD: 'en-SG',
  AED: 'en-AE',
  ZAR: 'en-ZA',
  PKR: 'en-PK',
  NPR: 'en-NP',
  LKR: 'en-LK',
  BDT: 'en-BD',
};

/** LOC1: the locale of a currency ('en' when it has none of its own). */
export const localeOfCurrency = (currency: string | null | undefined): string =>
  CURRENCY_LOCALES[(currency ?? '').trim().toUpperCase()] ?? 'en';

const moneyFormats = new Map<string, Intl.NumberFormat>();
const countFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(code: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${code}`;
  let f = moneyFormats.get(key);
  if (!f) {
    const digits = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    try {
      f = new Intl.NumberFormat(locale, { style: 'currency', currency: code, ...digits });
    } catch {
      f = new Intl.NumberFormat(locale, digits);
    }
    moneyFormats.set(key, f);
  }
  return f;
}

/** LOC1: 123456700 INR → '₹12,34,567.00'; `locale` overrides the currency's own. */
export function formatMoney(minor: number, currency: string | null | undefined, locale?: string): string {
  const code = (currency ?? '').trim().toUpperCase();
  const f = moneyFormat(code, locale ?? localeOfCurrency(code));
  const text = f.format(minor / 100);
  return f.resolvedOptions().style === 'currency' || code === '' ? text : `${code} ${text}`;
}

/** LOC1: the amount without its symbol, grouped in the currency's locale: 123456700 INR → '12,34,567.00'. */
export function formatAmount(minor: number, currency: string | null | undefined, locale?: string): string {
  const key = `amount|${locale ?? localeOfCurrency(currency)}`;
  let f = countFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale ?? localeOfCurrency(currency), {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    countFormats.set(key, f);
  }
  return f.format(minor / 100);
}

/** LOC1: a count grouped in the currency's locale: 1234567 with INR → '12,34,567'. */
export function formatCount(n: number, currency: string | null | undefined, locale?: string): string {
  const key = `count|${locale ?? localeOfCurrency(currency)}`;
  let f = countFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale ?? localeOfCurrency(currency), { maximumFractionDigits: 2 });
    countFormats.set(key, f);
  }
  return f.format(n);
}
