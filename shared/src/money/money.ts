/** MON1-MON3: money is an integer number of minor units (hundredths), branded so raw numbers cannot slip in. */
import { divideHalfUp } from './rounding.ts';

declare const moneyBrand: unique symbol;
/** An amount in minor units (1250 = 12.50). Always a safe integer. */
export type Money = number & { readonly [moneyBrand]: 'Money' };

export const MINOR_PER_MAJOR = 100;
export const MAX_MONEY = Number.MAX_SAFE_INTEGER;

/** MON2: true for a safe integer (the only values a Money may hold). */
export const isMoney = (n: unknown): n is Money => typeof n === 'number' && Number.isSafeInteger(n);

/** MON2: brands a number as Money. A non-integer or unsafe value is a programmer error: RangeError. */
export function money(n: number): Money {
  if (!Number.isSafeInteger(n)) throw new RangeError(`Not a safe integer amount of minor units: ${n}`);
  return n as Money;
}

export const ZERO: Money = money(0);

/** MON3: the sum of amounts; throws RangeError when it leaves the safe range. */
export function sumMoney(amounts: Iterable<Money>): Money {
  let total = 0;
  for (const a of amounts) total += a;
  return money(total);
}

export const addMoney = (...amounts: Money[]): Money => sumMoney(amounts);

export const subtractMoney = (a: Money, b: Money): Money => money(a - b);

/** MON3: amount × quantity; the quantity must be a safe integer. */
export function multiplyMoney(amount: Money, quantity: number): Money {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`Not an integer quantity: ${quantity}`);
  return money(amount * quantity);
}

/** MON4: amount × numerator / denominator, rounded half-up (the only rounding, see rounding.ts). */
export function mulDivHalfUp(amount: Money, numerator: number, denominator: number): Money {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator)) {
    throw new RangeError(`Not an integer ratio: ${numerator}/${denominator}`);
  }
  return money(Number(divideHalfUp(BigInt(amount) * BigInt(numerator), BigInt(denominator))));
}

export const compareMoney = (a: Money, b: Money): number => a - b;
