import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_MONEY, money } from './money.ts';
import { formatMinor, parseMoney } from './parse.ts';

describe('parseMoney', () => {
  it.each([
    ['12.50', 1250],
    ['12.5', 1250],
    ['12', 1200],
    ['12.', 1200],
    ['.5', 50],
    ['0.05', 5],
    [' 7.00 ', 700],
    ['0', 0],
    ['-0', 0],
  ])('[MON5] reads %j as %i minor units', (text, minor) => {
    expect(parseMoney(text)).toEqual({ ok: true, value: minor });
  });

  it.each([
    ['', 'EMPTY'],
    ['   ', 'EMPTY'],
    ['abc', 'INVALID'],
    ['.', 'INVALID'],
    ['1,250.00', 'INVALID'],
    ['1e3', 'INVALID'],
    ['12.5.0', 'INVALID'],
    ['12.505', 'TOO_PRECISE'],
    ['-5', 'NEGATIVE'],
    ['99999999999999999999', 'OUT_OF_RANGE'],
  ])('[MON5] rejects %j as %s (a result, not an exception)', (text, code) => {
    expect(parseMoney(text)).toEqual({ ok: false, code });
  });

  it('[MON5] reads negative amounts only when allowed', () => {
    expect(parseMoney('-12.25', { allowNegative: true })).toEqual({ ok: true, value: -1225 });
  });

  it('[MON5] reads the largest safe amount and nothing above it', () => {
    expect(parseMoney(formatMinor(MAX_MONEY))).toEqual({ ok: true, value: MAX_MONEY });
    expect(parseMoney('90071992547409.92')).toEqual({ ok: false, code: 'OUT_OF_RANGE' });
  });
});

describe('formatMinor', () => {
  it.each([
    [1250, '12.50'],
    [5, '0.05'],
    [0, '0.00'],
    [100000, '1000.00'],
    [-5, '-0.05'],
    [-1250, '-12.50'],
  ])('[MON6] formats %i as %j', (minor, text) => {
    expect(formatMinor(money(minor))).toBe(text);
  });

  it('[MON6] throws RangeError for a non-integer (a programmer error)', () => {
    expect(() => formatMinor(12.5)).toThrow(RangeError);
  });

  it('[MON5][MON6] parse(format(m)) = m', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(parseMoney(formatMinor(n), { allowNegative: true })).toEqual({ ok: true, value: n });
      }),
    );
  });
});
