/** The diner's QR menu payloads (document 3 sections 2, 3, 5 and 7). Prices are never sent: the menu decides. */
import * as v from 'valibot';
import { CART_LIMITS, CART_MESSAGES } from '../orders/limits.ts';
import { requiredText } from './common.ts';
import { tenDigitPhoneField } from './customers.ts';
import {
  fieldFrom,
  idField,
  idListField,
  integerField,
  isEmpty,
  moneyField,
  oneOf,
  optionalIdField,
} from './fields.ts';
import { cartField, notesField } from './pos.ts';

/** App (either), AppOnline (paid online), AppCash (paid at the billing counter). */
export const DINER_DELIVERY_TYPES = ['App', 'AppOnline', 'AppCash'] as const;
export type DinerDeliveryType = (typeof DINER_DELIVERY_TYPES)[number];

export const DINER_MESSAGES = {
  invalidRequest: 'Invalid request!',
  brokenLink: 'Broken Link!',
  phone: 'Please provide valid phone no.!',
  paymentMethod: 'Please select payment method!',
  amount: 'Please provide valid amount!',
  location: 'Please provide a valid location!',
} as const;

/** VAL13: a diner cart line: 1..99 of it, notes ≤ 100, no price. */
export const dinerCartLine = v.object(
  {
    itemId: idField(DINER_MESSAGES.invalidRequest),
    variantId: optionalIdField(DINER_MESSAGES.invalidRequest),
    addonIds: idListField(DINER_MESSAGES.invalidRequest, { max: 50, nonEmpty: false }),
    quantity: integerField(CART_MESSAGES.invalidQuantity, CART_MESSAGES.invalidQuantity, {
      min: CART_LIMITS.quantityMin,
      max: CART_LIMITS.dinerQuantityMax,
    }),
    notes: notesField,
  },
  DINER_MESSAGES.invalidRequest,
);
export type DinerCartLine = v.InferOutput<typeof dinerCartLine>;

/** An optional 10-digit phone: empty → null. */
const optionalTenDigitPhone = fieldFrom<string | null>((x) => {
  if (isEmpty(x)) return { ok: true, value: null };
  const digits = typeof x === 'string' || typeof x === 'number' ? String(x).replace(/\D/g, '') : '';
  return digits.length === 10 ? { ok: true, value: digits } : { ok: false, message: DINER_MESSAGES.phone };
});

/** Place an order from the QR menu (POST /qrmenu/create-order). VAL13: at most 50 lines. */
export const dinerOrderArgs = v.object(
  {
    id: optionalIdField(DINER_MESSAGES.invalidRequest),
    tenantId: idField(DINER_MESSAGES.invalidRequest),
    customerId: idField(DINER_MESSAGES.invalidRequest),
    cart: cartField(dinerCartLine, CART_LIMITS.dinerLinesMax),
    deliveryType: oneOf(DINER_DELIVERY_TYPES, DINER_MESSAGES.paymentMethod),
    customerType: v.optional(v.literal('QRMENU', DINER_MESSAGES.invalidRequest), 'QRMENU'),
    phone: optionalTenDigitPhone,
    tableId: optionalIdField(DINER_MESSAGES.invalidRequest),
  },
  DINER_MESSAGES.invalidRequest,
);
export type DinerOrderArgs = v.InferOutput<typeof dinerOrderArgs>;

/** Confirm an online payment: order ids and the totals the diner saw. */
export const dinerPaymentConfirmArgs = v.object(
  {
    orderIds: idListField(DINER_MESSAGES.invalidRequest, { max: 100, nonEmpty: true }),
    payableTotal: moneyField(DINER_MESSAGES.amount),
    itemsTotal: moneyField(DINER_MESSAGES.amount),
    taxTotal: moneyField(DINER_MESSAGES.amount),
    tenantId: idField(DINER_MESSAGES.invalidRequest),
  },
  DINER_MESSAGES.invalidRequest,
);
export type DinerPaymentConfirmArgs = v.InferOutput<typeof dinerPaymentConfirmArgs>;

/** Look up the diner's saved details at 10 digits. */
export const dinerPhoneLookupArgs = v.object(
  { phone: tenDigitPhoneField(DINER_MESSAGES.phone) },
  DINER_MESSAGES.invalidRequest,
);
export type DinerPhoneLookupArgs = v.InferOutput<typeof dinerPhoneLookupArgs>;

const coordinate = (limit: number) =>
  fieldFrom<number>((x) => {
    const n = typeof x === 'string' && x.trim() !== '' ? Number(x.trim()) : x;
    return typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= limit
      ? { ok: true, value: n }
      : { ok: false, message: DINER_MESSAGES.location };
  });

/** Save a picked location ('Location saved successfully'). */
export const dinerLocationArgs = v.object(
  { tenantId: idField(DINER_MESSAGES.invalidRequest), lat: coordinate(90), lng: coordinate(180) },
  DINER_MESSAGES.invalidRequest,
);
export type DinerLocationArgs = v.InferOutput<typeof dinerLocationArgs>;

/** The diner's own orders, by the browser-generated customer id. */
export const dinerOrdersQuery = v.object(
  { customerId: idField(DINER_MESSAGES.invalidRequest) },
  DINER_MESSAGES.invalidRequest,
);
export type DinerOrdersQuery = v.InferOutput<typeof dinerOrdersQuery>;

/** /m/{qrcode}: no qrcode is a broken link. */
export const menuLinkParams = v.object(
  { qrcode: requiredText(DINER_MESSAGES.brokenLink, 200), table: optionalIdField(DINER_MESSAGES.brokenLink) },
  DINER_MESSAGES.brokenLink,
);
export type MenuLinkParams = v.InferOutput<typeof menuLinkParams>;
