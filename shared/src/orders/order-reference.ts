/**
 * WHO1-WHO2: the short reference a diner reads out and the cashier types, derived from the order's id alone
 * (so every device and the server agree offline), and the Orders screen's search by it or by the token.
 */

const REFERENCE_LENGTH = 6;

/**
 * WHO1: the last six letters or digits of the id, upper case. Order ids are UUIDv7, whose leading characters
 * are the clock (a day's orders share them) and whose trailing ones are random.
 */
export const orderReference = (orderId: string): string =>
  orderId
    .replace(/[^0-9a-z]/gi, '')
    .slice(-REFERENCE_LENGTH)
    .toUpperCase();

type Searchable = {
  readonly id: string;
  readonly tokenNo: string;
  readonly customerName: string | null;
  readonly customerPhone?: string | null | undefined;
};

/** What a search box holds, made comparable: trimmed, without a leading '#', upper case. */
const normalise = (query: string): string => query.trim().replace(/^#/, '').trim().toUpperCase();

/**
 * WHO2: a blank query matches every order; otherwise the token exactly, the short reference (its start, from
 * three characters), or part of the diner's name or phone.
 */
export function orderMatches(order: Searchable, query: string): boolean {
  const q = normalise(query);
  if (q === '') return true;
  if (order.tokenNo.toUpperCase() === q) return true;
  if (q.length >= 3 && orderReference(order.id).startsWith(q)) return true;
  if (order.customerName?.toUpperCase().includes(q)) return true;
  const digits = q.replace(/\D/g, '');
  return digits.length >= 3 && (order.customerPhone ?? '').replace(/\D/g, '').includes(digits);
}
