import { describe, expect, it } from 'vitest';
import { formatAmount, formatCount, formatMoney, localeOfCurrency } from './format.ts';

describe('locale formatter', () => {
  it('[LOC1] rupees group in lakhs and crores (en-IN)', () => {
    expect(formatMoney(123456700, 'INR')).toBe('₹12,34,567.00');
    expect(formatMoney(1234567890, 'inr')).toBe('₹1,23,45,678.90');
    expect(formatAmount(123456700, 'INR')).toBe('12,34,567.00');
    expect(formatCount(1234567, 'INR')).toBe('12,34,567');
  });

  it('[LOC1] other currencies group in thousands in their own English locale', () => {
    expect(localeOfCurrency('USD')).toBe('en-US');
    expect(formatMoney(123456700, 'USD')).toBe('$1,234,567.00');
    expect(formatMoney(123456700, 'GBP')).toBe('£1,234,567.00');
    expect(formatCount(1234567, 'EUR')).toBe('1,234,567');
  });

  it('[LOC1] an unknown code shows before the amount; none shows the bare amount', () => {
    expect(formatMoney(1250, 'XYZ1')).toBe('XYZ1 12.50');
    expect(formatMoney(1250, null)).toBe('12.50');
  });

  it('[LOC1] a locale given overrides the currency’s own', () => {
    expect(formatMoney(123456700, 'INR', 'en-US')).toBe('₹1,234,567.00');
  });
});
