/**
 * What order.create.v1 (TOK4, SYNC6) and order.diner-create.v1 (DIN5) check of a new order's daily token: it
 * is leased to this device for the order's business day, and no other order of that day holds it.
 */
import { isTokenLeased } from '../../tokens/leases.ts';
import type { Loaded, MutatorContext, ReadSpec } from '../mutator.ts';
import { type Rejected, rejectSync, rowsOf } from './support.ts';

type NewOrder = { readonly id: string; readonly tokenNo: string; readonly businessDay: string };

/** The order itself (a retry answers NOTHING, SYNC11) and the orders that hold its token. */
export const newOrderReads = (a: NewOrder): ReadSpec[] => [
  { table: 'orders', ids: [a.id] },
  { table: 'orders', by: 'tokenNo', values: [a.tokenNo], and: { businessDay: a.businessDay } },
];

/**
 * TOKEN_IN_USE or TOKEN_NOT_LEASED, else null. A token another order of the day holds is TOKEN_IN_USE first:
 * the server's context holds only the device's blocks with numbers left (a full block's numbers are all on
 * orders), so a reprinted number of a full block is still told as the token in use it is.
 */
export function tokenRejection(loaded: Loaded, a: NewOrder, ctx: MutatorContext): Rejected | null {
  const taken = rowsOf(loaded, 'orders').some(
    (o) => o.tokenNo === a.tokenNo && o.businessDay === a.businessDay && o.id !== a.id,
  );
  if (taken) return rejectSync('TOKEN_IN_USE');
  return isTokenLeased(a.tokenNo, ctx.leases, a.businessDay, ctx.deviceCode)
    ? null
    : rejectSync('TOKEN_NOT_LEASED');
}
