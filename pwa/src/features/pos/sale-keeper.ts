/** TILL3: the sale being rung up survives a reload: every change is kept in the device database (meta). */
import type { TavolaDb } from '../../db/database.ts';
import { getMeta, setMeta } from '../../db/meta.ts';
import type { PosLine } from './pos-cart.ts';
import { type PosSale, usePosStore } from './pos-store.ts';
import { storedSale } from './stored-sale.ts';

/** Lines this app stored itself; anything else (another version's shape) is dropped, not guessed. */
const isLine = (x: unknown): x is PosLine => {
  const l = x as Partial<PosLine> | null;
  return (
    typeof l === 'object' &&
    l !== null &&
    typeof l.key === 'string' &&
    typeof l.itemId === 'string' &&
    typeof l.unitPrice === 'number' &&
    typeof l.quantity === 'number' &&
    Array.isArray(l.addonIds)
  );
};

function keptSale(x: unknown): Partial<PosSale> | null {
  if (typeof x !== 'object' || x === null) return null;
  const s = x as Record<string, unknown>;
  const lines = Array.isArray(s.lines) ? s.lines.filter(isLine) : [];
  return {
    ...storedSale(s),
    lines,
    draftId: typeof s.draftId === 'string' ? s.draftId : null,
  };
}

const keptOf = (s: PosSale): PosSale => ({
  lines: s.lines,
  customer: s.customer,
  deliveryType: s.deliveryType,
  tableId: s.tableId,
  draftId: s.draftId,
  saleId: s.saleId,
  billDiscount: s.billDiscount,
});

/** Nothing rung up yet: a fresh page, or a cart just emptied (whose kept copy is empty too). */
const isFresh = (s: PosSale) => s.lines.length === 0 && s.customer === null && s.tableId === null;

/**
 * Reads back the sale kept in `db` into a fresh cart, then keeps every change there. Returns the function
 * that stops keeping.
 */
export function keepSale(db: TavolaDb): () => void {
  let stopped = false;
  let unsubscribe = () => {};
  void (async () => {
    const kept = keptSale(await getMeta(db, 'posSale'));
    if (stopped) return;
    if (kept && isFresh(usePosStore.getState())) usePosStore.setState(kept);
    unsubscribe = usePosStore.subscribe(() => keepSoon());
  })();
  // PERF8: written after the change is painted, one write for a burst of taps: an IndexedDB write in the tap's own
  // handler was its biggest script cost (6 ms a tap at 4× throttle). A reload within that frame loses one tap.
  let pending = false;
  const keepSoon = () => {
    if (pending) return;
    pending = true;
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(write, 0));
    else setTimeout(write, 0);
  };
  const write = () => {
    if (!pending) return;
    pending = false;
    void setMeta(db, 'posSale', keptOf(usePosStore.getState()));
  };
  return () => {
    stopped = true;
    unsubscribe();
    write(); // leaving the POS keeps its last change
  };
}
