import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  currencyLabel,
  currencySymbol,
  DEFAULT_CURRENCY,
  findCurrency,
  isCurrencyCode,
} from './currencies.ts';

describe('currencies', () => {
  it('[CUR1] holds about 160 distinct three-letter codes, sorted, each with a symbol and a name', () => {
    expect(CURRENCIES.length).toBeGreaterThanOrEqual(150);
    expect(CURRENCIES.length).toBeLessThanOrEqual(170);
    const codes = CURRENCIES.map((c) => c.cc);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(codes);
    for (const c of CURRENCIES) {
      expect(c.cc).toMatch(/^[A-Z]{3}$/);
      expect(c.symbol.trim()).not.toBe('');
      expect(c.name.trim()).not.toBe('');
    }
  });

  it('[CUR1] shows INR with the rupee sign and USD as US$', () => {
    expect(findCurrency('INR')).toEqual({ cc: 'INR', symbol: '₹', name: 'Indian rupee' });
    expect(findCurrency('USD')).toEqual({ cc: 'USD', symbol: 'US$', name: 'United States dollar' });
  });

  it("[CUR1] labels an entry 'name - (symbol)'", () => {
    const inr = findCurrency('INR');
    expect(inr && currencyLabel(inr)).toBe('Indian rupee - (₹)');
    const usd = findCurrency('usd');
    expect(usd && currencyLabel(usd)).toBe('United States dollar - (US$)');
  });

  it('[CUR1] looks codes up case-insensitively and knows no withdrawn code', () => {
    expect(findCurrency(' eur ')?.symbol).toBe('€');
    for (const gone of ['BYR', 'HRK', 'VEB', 'ZMK', 'MRO', 'EEK', 'XXX', '', null, undefined]) {
      expect(findCurrency(gone)).toBeUndefined();
    }
    expect(isCurrencyCode('GBP')).toBe(true);
    expect(isCurrencyCode('gbp')).toBe(false);
    expect(isCurrencyCode(DEFAULT_CURRENCY)).toBe(true);
  });

  it('[CUR1] the symbol of an unknown code is the code itself', () => {
    expect(currencySymbol('INR')).toBe('₹');
    expect(currencySymbol('ABC')).toBe('ABC');
    expect(currencySymbol(null)).toBe('');
  });
});
