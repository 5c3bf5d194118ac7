/** CARD6: a diner order naming a sold-out item is refused, naming the item; the till's own sales are not. */
import { ERROR_CODES } from '../../errors/codes.ts';
import type { Loaded } from '../mutator.ts';
import { type Rejected, rowOf } from './support.ts';

export const soldOutMessage = (title: string) =>
  `Sorry, ${title} is sold out. Please remove it from your cart.`;

/** CARD3: what the till says when a sold-out item is tapped. */
export const tillSoldOutMessage = (title: string) => `${title} is sold out!`;

export function soldOutRejection(
  loaded: Loaded,
  cart: readonly { readonly itemId: string }[],
): Rejected | null {
  for (const line of cart) {
    const item = rowOf(loaded, 'menuItems', line.itemId);
    if (item?.soldOut === true) {
      return { ok: false, code: ERROR_CODES.soldOut, message: soldOutMessage(item.title) };
    }
  }
  return null;
}
