/**
 * TILL3: a sale's customer, dining option, table and (DISC7) bill discount with the order id its approval signed,
 * as a draft or the reload keeper stored them (any app version).
 */
import { DELIVERY_TYPES, type DeliveryType } from '@tavola/shared';
import { isCartDiscount } from './pos-cart.ts';
import type { DraftSale, PosCustomer } from './pos-store.ts';

const text = (x: unknown): string | null => (typeof x === 'string' && x !== '' ? x : null);

function storedCustomer(x: unknown): PosCustomer | null {
  if (typeof x !== 'object' || x === null) return null;
  const c = x as Record<string, unknown>;
  const id = text(c.id);
  return id ? { id, phone: text(c.phone) ?? '', name: text(c.name) ?? '', email: text(c.email) } : null;
}

/** What was stored, or nothing for a field a draft of an older version did not keep. */
export function storedSale(x: unknown): DraftSale {
  if (typeof x !== 'object' || x === null) return {};
  const s = x as Record<string, unknown>;
  const deliveryType = (DELIVERY_TYPES as readonly unknown[]).includes(s.deliveryType)
    ? (s.deliveryType as DeliveryType)
    : undefined;
  return {
    customer: storedCustomer(s.customer),
    tableId: text(s.tableId),
    ...(deliveryType ? { deliveryType } : {}),
    saleId: text(s.saleId),
    billDiscount: isCartDiscount(s.billDiscount) ? s.billDiscount : null,
  };
}
