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
};

/** What a draft keeps besides its lines (TILL3). */
export type DraftSale = Partial<Pick<PosSale, 'customer' | 'deliveryType' | 'tableId'>>;

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
};

export const EMPTY_SALE: PosSale = {
  lines: [],
  customer: null,
  deliveryType: 'dinein',
  tableId: null,
  draftId: null,
};

export const usePosStore = create<PosSale & PosActions>((set) => ({
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
}));
