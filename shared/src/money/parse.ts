/** MON5: user text → Money as a result (never an exception), and Money → '12.50' text. */
import { MAX_MONEY, type Money, money } from './money.ts';

export const MONEY_PARSE_ERRORS = {
  empty: 'EMPTY',
  invalid: 'INVALID',
  tooPrecise: 'TOO_PRECISE',
  negative: 'NEGATIVE',
  outOfRange: 'OUT_OF_RANGE',
} as const;
export type MoneyParseError = (typeof MONEY_PARSE_ERRORS)[keyof typeof MONEY_PARSE_ERRORS];

export type ParsedMoney = { ok: true; value: Money } | { ok: false; code: MoneyParseError };

const MONEY_TEXT = /^(-?)(\d*)(?:\.(\d*))?$/;

/**
 * MON5: '12.50' → 1250, '12.5' → 1250, '12' → 1200, '.5' → 50. Plain digits and one dot only: no
 * grouping separators, no exponent, at most 2 decimals. Negative amounts only when asked for.
 */
export function parseMoney(text: string, options: { allowNegative?: boolean } = {}): ParsedMoney {
  const s = text.trim();
  if (s === '') return { ok: false, code: 'EMPTY' };
  const m = MONEY_TEXT.exec(s);
  const [, sign = '', whole = '', fraction = ''] = m ?? [];
  if (!m || (whole === '' && fraction === '')) return { ok: false, code: 'INVALID' };
  if (fraction.length > 2) return { ok: false, code: 'TOO_PRECISE' };
  const minor = BigInt(whole || '0') * 100n + BigInt(fraction.padEnd(2, '0'));
  if (minor > BigInt(MAX_MONEY)) return { ok: false, code: 'OUT_OF_RANGE' };
  if (sign === '-' && minor !== 0n) {
    if (!options.allowNegative) return { ok: false, code: 'NEGATIVE' };
    return { ok: true, value: money(-Number(minor)) };
  }
  return { ok: true, value: money(Number(minor)) };
}

/** MON6: 1250 → '12.50', -5 → '-0.05'. Two decimals, no grouping, no symbol (the UI adds those with Intl). */
export function formatMinor(amount: Money | number): string {
  const m = money(amount);
  const abs = Math.abs(m);
  const major = Math.floor(abs / 100);
  const minor = String(abs % 100).padStart(2, '0');
  return `${m < 0 ? '-' : ''}${major}.${minor}`;
}
