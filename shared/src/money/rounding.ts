/** MON4: the one place where Tavola rounds. Every percentage, tax and fee goes through `divideHalfUp`. */

/**
 * numerator / denominator rounded to the nearest integer, halves away from zero (commercial "half-up":
 * 0.5 → 1, 1.5 → 2, -0.5 → -1). Computed exactly with BigInt, so no float error can flip a half.
 */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('divideHalfUp: division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (2n * n + d) / (2n * d);
  return negative ? -q : q;
}
