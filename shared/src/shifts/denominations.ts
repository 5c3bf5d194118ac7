/**
 * SHIFT4: the notes and coins a cashier counts the drawer by: INR's from ₹2000 to ₹1; any other currency gets a
 * generic set (100 … 0.01 units). Values are minor units; a count is `{ value: pieces }`.
 */
import * as v from 'valibot';

const INR = [200000, 50000, 20000, 10000, 5000, 2000, 1000, 500, 200, 100] as const;
const GENERIC = [10000, 5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5, 1] as const;

/** SHIFT4: the denominations of a currency, largest first, minor units. */
export const denominationsOf = (currency: string): readonly number[] =>
  currency.trim().toUpperCase() === 'INR' ? INR : GENERIC;

export const DENOMINATION_MESSAGE = 'Please count each note and coin in whole pieces!';

/** A count by denomination: positive integer values (minor units) to whole pieces (0 … 100 000). */
export const denominationCount = v.pipe(
  v.record(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, DENOMINATION_MESSAGE)),
    v.pipe(
      v.number(DENOMINATION_MESSAGE),
      v.integer(DENOMINATION_MESSAGE),
      v.minValue(0),
      v.maxValue(100_000),
    ),
    DENOMINATION_MESSAGE,
  ),
  v.check((r) => Object.keys(r).length <= 40, DENOMINATION_MESSAGE),
);

/** SHIFT4: the cash a count by denomination adds up to, minor units. */
export const countedTotal = (count: Readonly<Record<string, number>>): number =>
  Object.entries(count).reduce((sum, [value, pieces]) => sum + Number(value) * pieces, 0);
