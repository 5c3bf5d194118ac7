/** CART6-CART7: bounds of a cart. */
export const CART_LIMITS = {
  /** Notes are null or at most 100 characters. */
  notesMax: 100,
  quantityMin: 1,
  /** A till line: the spec gives no bound; 999 keeps a slip of the finger from ringing up 10 000. */
  posQuantityMax: 999,
  posLinesMax: 200,
  /** The diner's cart: 1..99 of a line, at most 50 lines. */
  dinerQuantityMax: 99,
  dinerLinesMax: 50,
} as const;

/** The spec's cart texts (CART7, VAL12); the others are Tavola's where the spec shows none. */
export const CART_MESSAGES = {
  cartEmpty: 'Cart is empty!',
  notesTooLong: `Notes can be at most ${CART_LIMITS.notesMax} characters!`,
  invalidQuantity: 'Please provide valid quantity!',
  tooManyLines: 'Too many items in the cart!',
} as const;
