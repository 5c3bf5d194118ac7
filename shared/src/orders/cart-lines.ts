/** CART6-CART7: editing a cart (POS and diner): merge repeats, quantity to zero removes, notes ≤ 100. */
import { CART_LIMITS, CART_MESSAGES } from './limits.ts';

export type LineIdentity = {
  readonly itemId: string;
  readonly variantId: string | null;
  readonly addonIds: readonly string[];
};

/** The same item with the same variant and the same set of addons is one line. */
export const cartLineKey = (line: LineIdentity): string =>
  [line.itemId, line.variantId ?? '', [...new Set(line.addonIds)].sort().join(',')].join('|');

export type KeyedLine = { readonly key: string; readonly quantity: number; readonly notes: string | null };

const clampQuantity = (q: number, max: number) => Math.min(Math.max(Math.trunc(q), 0), max);

/** Adds a line, or raises the quantity of the line with the same key (capped at `max`). */
export function addCartLine<L extends KeyedLine>(
  lines: readonly L[],
  line: L,
  max: number = CART_LIMITS.posQuantityMax,
): L[] {
  const i = lines.findIndex((l) => l.key === line.key);
  if (i < 0) return [...lines, { ...line, quantity: clampQuantity(line.quantity, max) }];
  return lines.map((l, j) =>
    j === i ? { ...l, quantity: clampQuantity(l.quantity + line.quantity, max) } : l,
  );
}

/** CART6: sets a line's quantity; zero or less removes the line; above `max` is capped. */
export function setLineQuantity<L extends KeyedLine>(
  lines: readonly L[],
  key: string,
  quantity: number,
  max: number = CART_LIMITS.posQuantityMax,
): L[] {
  const q = clampQuantity(quantity, max);
  if (q === 0) return lines.filter((l) => l.key !== key);
  return lines.map((l) => (l.key === key ? { ...l, quantity: q } : l));
}

/** The plus and minus buttons. */
export function changeLineQuantity<L extends KeyedLine>(
  lines: readonly L[],
  key: string,
  delta: number,
  max: number = CART_LIMITS.posQuantityMax,
): L[] {
  const line = lines.find((l) => l.key === key);
  return line ? setLineQuantity(lines, key, line.quantity + delta, max) : [...lines];
}

export const removeCartLine = <L extends KeyedLine>(lines: readonly L[], key: string): L[] =>
  lines.filter((l) => l.key !== key);

export type NotesResult = { ok: true; notes: string | null } | { ok: false; message: string };

/** CART7: notes are trimmed; blank is null; more than 100 characters is refused. */
export function normalizeNotes(text: string | null | undefined): NotesResult {
  const t = text?.trim() ?? '';
  if (t === '') return { ok: true, notes: null };
  if (t.length > CART_LIMITS.notesMax) return { ok: false, message: CART_MESSAGES.notesTooLong };
  return { ok: true, notes: t };
}
