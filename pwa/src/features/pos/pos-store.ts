/**
 * The sale being rung up (UI state, zustand like the shell's nav store): cart lines, customer, dining
 * option and table. It outlives the screen, so a trip to Table Orders keeps the cart.
 */
import {
  addCartLine,
  type CustomerRow,
  changeLineQuantity,
  type DeliveryType,
  removeCartLine,
} from '@tavola/shared';
import { create } from 'zustand';
import { uuidv7 } from '../../db/ids.ts';
import type { CartDiscount } from './cart-discount.ts';
import type { PosLine } from './pos-cart.ts';

export type PosCustomer = Pick<CustomerRow, 'id' | 'phone' | 'name' | 'email'>;

export type PosSale = {
  readonly lines: readonly PosLine[];
  /** null: WALKIN CUSTOMER. */
  readonly customer: PosCustomer | null;
  readonly deliveryType: DeliveryType;
  readonly tableId: string | null;
  /** The draft this cart was loaded from: deleted once the order is sent. */
  readonly draftId: string | null;
  /** DISC7: the order's id, made once a bill discount needs it (an approval signs it); else made at send. */
  readonly saleId: string | null;
  /** DISC7: the cart's bill discount, applied with order.create.v1. */
  readonly billDiscount: CartDiscount | null;
};

/** What a draft keeps besides its lines (TILL3). */
export type DraftSale = Partial<
  Pick<PosSale, 'customer' | 'deliveryType' | 'tableId' | 'saleId' | 'billDiscount'>
>;

type PosActions = {
  add: (line: PosLine) => void;
  /** + and −; CART6: zero removes the line. */
  changeQuantity: (key: string, delta: number) => void;
  remove: (key: string) => void;
  setNotes: (key: string, notes: string | null) => void;
  setCustomer: (customer: PosCustomer | null) => void;
  setDeliveryType: (deliveryType: DeliveryType) => void;
  setTableId: (tableId: string | null) => void;
  /** A draft comes back with its customer, dining option and table (TILL3). */
  loadDraft: (draftId: string, lines: readonly PosLine[], sale?: DraftSale) => void;
  /** New: an empty cart for a walk-in customer. */
  reset: () => void;
  /** DISC7: the id the line will have once sent (an approval signs it), made on first need. */
  lineId: (key: string) => string;
  /** DISC7: the order id the sale will have, made on first need. */
  ensureSaleId: () => string;
  setLineDiscount: (key: string, discount: CartDiscount | null) => void;
  setBillDiscount: (discount: CartDiscount | null) => void;
};

export const EMPTY_SALE: PosSale = {
  lines: [],
  customer: null,
  deliveryType: 'dinein',
  tableId: null,
  draftId: null,
  saleId: null,
  billDiscount: null,
};

export const usePosStore = create<PosSale & PosActions>((set, get) => ({
  ...EMPTY_SALE,
  add: (line) => set((s) => ({ lines: addCartLine(s.lines, line) })),
  changeQuantity: (key, delta) => set((s) => ({ lines: changeLineQuantity(s.lines, key, delta) })),
  remove: (key) => set((s) => ({ lines: removeCartLine(s.lines, key) })),
  setNotes: (key, notes) =>
    set((s) => ({ lines: s.lines.map((l) => (l.key === key ? { ...l, notes } : l)) })),
  setCustomer: (customer) => set({ customer }),
  setDeliveryType: (deliveryType) => set({ deliveryType }),
  setTableId: (tableId) => set({ tableId }),
  loadDraft: (draftId, lines, sale = {}) => set({ ...EMPTY_SALE, ...sale, lines: [...lines], draftId }),
  reset: () => set(EMPTY_SALE),
  lineId: (key) => {
    const found = get().lines.find((l) => l.key === key);
    if (found?.id) return found.id;
    const id = uuidv7();
    set((s) => ({ lines: s.lines.map((l) => (l.key === key ? { ...l, id } : l)) }));
    return id;
  },
  ensureSaleId: () => {
    const had = get().saleId;
    if (had) return had;
    const saleId = uuidv7();
    set({ saleId });
    return saleId;
  },
  setLineDiscount: (key, discount) =>
    set((s) => ({ lines: s.lines.map((l) => (l.key === key ? { ...l, discount } : l)) })),
  setBillDiscount: (billDiscount) => set({ billDiscount }),
}));
