/** VAL19: a phone as typed or pasted: digits only, a leading country code (+91) or trunk 0 left out. */
const PHONE_DIGITS = 10;
const COUNTRY_CODE = '91';

/** The digits of a phone, without a leading 91 country code or 0 when they make it longer than 10. */
export function phoneDigitsOf(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (digits.length >= PHONE_DIGITS + COUNTRY_CODE.length && digits.startsWith(COUNTRY_CODE))
    return digits.slice(COUNTRY_CODE.length);
  if (digits.length > PHONE_DIGITS && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/** What the phone field keeps while typing or after a paste: VAL19's digits, at most 10. */
export const phoneInputDigits = (text: string): string => phoneDigitsOf(text).slice(0, PHONE_DIGITS);
