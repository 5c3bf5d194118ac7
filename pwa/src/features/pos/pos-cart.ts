/**
 * The till's cart lines (CART6): what was chosen, priced by shared's rules
 * (CART1-2: variant replaces the base price, addons add on top), and the order.create.v1 lines built from them.
 */
import {
  type Approval,
  addCartLine,
  type Course,
  cartLineKey,
  isCourse,
  type KeyedLine,
  type LineChoice,
  MENU_PRICE_REJECTIONS,
  type MenuItem,
  type Money,
  type PosCartLine,
  priceFromMenu,
  type TaxRule,
} from '@tavola/shared';

/** A discount kept on the cart: on a line (by its id) or on the bill. */
export type CartDiscount = {
  readonly type: 'percent' | 'amount' | 'comp';
  /** percent: ppm; amount: minor units; comp: 100% in ppm. */
  readonly value: number;
  readonly reason: string;
  readonly approval: Approval | null;
};

/** A discount as this app stored it (a draft, the reload keeper); anything else is dropped, not guessed. */
export const isCartDiscount = (x: unknown): x is CartDiscount => {
  const d = x as Partial<CartDiscount> | null;
  return typeof d === 'object' && d !== null && typeof d.type === 'string' && typeof d.value === 'number';
};

export type PosLine = KeyedLine & {
  readonly itemId: string;
  readonly title: string;
  readonly variantId: string | null;
  readonly variantTitle: string | null;
  readonly addonIds: readonly string[];
  readonly addonTitles: readonly string[];
  /** Base or variant price plus addon prices, as rung up. */
  readonly unitPrice: Money;
  /** The item's tax, for the totals (TAX1-4). */
  readonly tax: TaxRule | null;
  /** CRS1: the course chosen on the line; absent: none. */
  readonly course?: Course | null;
  /** DISC7: the id the line gets when sent, made once an approval must sign it. */
  readonly id?: string;
  /** DISC7: the line's discount or comp given on the cart. */
  readonly discount?: CartDiscount | null;
};

export type LineResult = { ok: true; line: PosLine } | { ok: false; message: string };

/** A new line (quantity 1, no notes) for `item` with `choice`, priced from the current menu. */
export function lineFor(item: MenuItem | undefined, choice: LineChoice): LineResult {
  const priced = priceFromMenu(item, choice);
  if (!priced.ok) return { ok: false, message: priced.message };
  if (!item) return { ok: false, message: MENU_PRICE_REJECTIONS.ITEM_NOT_FOUND }; // priced.ok implies an item
  const variantId = priced.variant?.id ?? null;
  const addonIds = priced.addons.map((a) => a.id);
  return {
    ok: true,
    line: {
      key: cartLineKey({ itemId: item.id, variantId, addonIds }),
      itemId: item.id,
      title: item.title,
      variantId,
      variantTitle: priced.variant?.title ?? null,
      addonIds,
      addonTitles: priced.addons.map((a) => a.title),
      quantity: 1,
      notes: null,
      unitPrice: priced.unitPrice,
      tax: item.tax,
    },
  };
}

/** The lines as order.create.v1 takes them. */
export const toCartArgs = (lines: readonly PosLine[]): PosCartLine[] =>
  lines.map((l) => ({
    itemId: l.itemId,
    variantId: l.variantId,
    addonIds: [...l.addonIds],
    quantity: l.quantity,
    notes: l.notes,
    unitPrice: l.unitPrice,
    ...(l.course ? { course: l.course } : {}),
  }));

type StoredLine = {
  itemId: string;
  title: string;
  variantId: string | null;
  addonIds: string[];
  quantity: number;
  notes: string | null;
  course: Course | null;
  /** DISC7: the line's cart discount and the id its approval signed, kept with the draft. */
  discount: CartDiscount | null;
  id: string | null;
};

/**
 * A line as a draft stored it (any app version): the choice, quantity, notes, course (CRS1) and cart discount
 * (DISC7); prices are redone.
 */
function storedLine(x: unknown): StoredLine | null {
  if (typeof x !== 'object' || x === null) return null;
  const l = x as Record<string, unknown>;
  const addonIds = Array.isArray(l.addonIds) ? l.addonIds.filter((a) => typeof a === 'string') : [];
  if (typeof l.itemId !== 'string' || typeof l.quantity !== 'number' || l.quantity < 1) return null;
  return {
    itemId: l.itemId,
    title: typeof l.title === 'string' ? l.title : '',
    variantId: typeof l.variantId === 'string' ? l.variantId : null,
    addonIds,
    quantity: Math.trunc(l.quantity),
    notes: typeof l.notes === 'string' && l.notes.trim() !== '' ? l.notes : null,
    course: isCourse(l.course) ? l.course : null,
    discount: isCartDiscount(l.discount) ? l.discount : null,
    id: typeof l.id === 'string' ? l.id : null,
  };
}

/**
 * A saved draft's cart priced from today's menu: a line whose item, variant or addon is gone is left out
 * and named in `problems` ('Paneer Tikka: This variant is no longer available!').
 */
export function linesFromDraft(
  cart: unknown,
  menu: ReadonlyMap<string, MenuItem>,
): { lines: PosLine[]; problems: string[] } {
  let lines: PosLine[] = [];
  const problems: string[] = [];
  for (const raw of Array.isArray(cart) ? cart : []) {
    const s = storedLine(raw);
    if (!s) continue;
    const r = lineFor(menu.get(s.itemId), s);
    if (!r.ok) problems.push(s.title ? `${s.title}: ${r.message}` : r.message);
    else
      lines = addCartLine(lines, {
        ...r.line,
        quantity: s.quantity,
        notes: s.notes,
        ...(s.course ? { course: s.course } : {}),
        ...(s.discount ? { discount: s.discount } : {}),
        ...(s.id ? { id: s.id } : {}),
      });
  }
  return { lines, problems };
}
