/** Point of sale payloads (VAL12; /pos/*). Unit prices in minor units. */
import * as v from 'valibot';
import { COURSE_TEXTS, type Course, isCourse } from '../orders/courses.ts';
import { CART_LIMITS, CART_MESSAGES } from '../orders/limits.ts';
import { paymentFields } from '../sync/mutators/payment.ts';
import { requiredText } from './common.ts';
import {
  fieldFrom,
  idField,
  idListField,
  integerField,
  moneyField,
  oneOf,
  oneOfOr,
  optionalIdField,
} from './fields.ts';

export const DELIVERY_TYPES = ['dinein', 'delivery', 'takeaway'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];
export const DELIVERY_TYPE_LABELS: Readonly<Record<DeliveryType, string>> = {
  dinein: 'Dine-In',
  delivery: 'Delivery',
  takeaway: 'Take Away',
};

export const CUSTOMER_TYPES = ['WALKIN', 'CUSTOMER'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export const POS_MESSAGES = {
  invalidRequest: 'Invalid request!',
  deliveryType: 'Please select dining option!',
  customerType: 'Please select customer type!',
  customer: 'Please select customer!',
  price: 'Please provide valid price!',
  amount: 'Please provide valid amount!',
  search: 'Please provide phone number to search!',
  draftName: 'Please provide a reference name!',
} as const;

/** CART7: notes: blank → null, at most 100 characters. */
export const notesField = fieldFrom<string | null>((x) => {
  if (x === undefined || x === null) return { ok: true, value: null };
  if (typeof x !== 'string') return { ok: false, message: CART_MESSAGES.notesTooLong };
  const t = x.trim();
  if (t.length > CART_LIMITS.notesMax) return { ok: false, message: CART_MESSAGES.notesTooLong };
  return { ok: true, value: t === '' ? null : t };
});

/** A line of the till's cart: the unit price as rung up (checked and recomputed by the server, 6.6). */
/** CRS1: starter | main | dessert, or none. */
export const courseField = fieldFrom<Course | null>((x) => {
  if (x === undefined || x === null || x === '') return { ok: true, value: null };
  return isCourse(x) ? { ok: true, value: x } : { ok: false, message: COURSE_TEXTS.invalidCourse };
});

export const posCartLine = v.object(
  {
    itemId: idField(POS_MESSAGES.invalidRequest),
    variantId: optionalIdField(POS_MESSAGES.invalidRequest),
    addonIds: idListField(POS_MESSAGES.invalidRequest, { max: 50, nonEmpty: false }),
    quantity: integerField(CART_MESSAGES.invalidQuantity, CART_MESSAGES.invalidQuantity, {
      min: CART_LIMITS.quantityMin,
      max: CART_LIMITS.posQuantityMax,
    }),
    notes: notesField,
    unitPrice: moneyField(POS_MESSAGES.price),
    /** CRS1: the line's course; absent or empty: none. */
    course: v.optional(courseField),
  },
  POS_MESSAGES.invalidRequest,
);
export type PosCartLine = v.InferOutput<typeof posCartLine>;

/** VAL12: a cart: at least one line ('Cart is empty!'), at most `max` lines. */
export const cartField = <S extends v.GenericSchema>(line: S, max: number) =>
  v.pipe(
    v.optional(v.array(line, CART_MESSAGES.cartEmpty), () => []),
    v.minLength(1, CART_MESSAGES.cartEmpty),
    v.maxLength(max, CART_MESSAGES.tooManyLines),
  );

const orderFields = {
  /** Client-generated UUIDv7 of the order (offline inserts never collide); the server makes one if absent. */
  id: optionalIdField(POS_MESSAGES.invalidRequest),
  cart: cartField(posCartLine, CART_LIMITS.posLinesMax),
  deliveryType: oneOf(DELIVERY_TYPES, POS_MESSAGES.deliveryType),
  customerType: oneOfOr(CUSTOMER_TYPES, POS_MESSAGES.customerType, 'WALKIN'),
  customerId: optionalIdField(POS_MESSAGES.invalidRequest),
  tableId: optionalIdField(POS_MESSAGES.invalidRequest),
};

/** VAL12: a CUSTOMER order names its customer. */
const customerNamed = (o: { customerType: CustomerType; customerId: string | null }) =>
  o.customerType === 'WALKIN' || o.customerId !== null;

/** POST /pos/create-order */
export const createOrderArgs = v.pipe(
  v.object(orderFields, POS_MESSAGES.invalidRequest),
  v.forward(
    v.check((o) => customerNamed(o), POS_MESSAGES.customer),
    ['customerId'],
  ),
);
export type CreateOrderArgs = v.InferOutput<typeof createOrderArgs>;

/**
 * POST /pos/create-order-and-invoice: the same plus the totals the till showed (CART4-5; the server charges
 * its own) and how it is paid: a payment type, or Credit on the customer's khata, and the pay dialog's phone,
 * name and email.
 */
export const createOrderAndInvoiceArgs = v.pipe(
  v.object(
    {
      ...orderFields,
      netTotal: moneyField(POS_MESSAGES.amount),
      taxTotal: moneyField(POS_MESSAGES.amount),
      total: moneyField(POS_MESSAGES.amount),
      ...paymentFields,
    },
    POS_MESSAGES.invalidRequest,
  ),
  v.forward(
    v.check((o) => customerNamed(o), POS_MESSAGES.customer),
    ['customerId'],
  ),
);
export type CreateOrderAndInvoiceArgs = v.InferOutput<typeof createOrderAndInvoiceArgs>;

/** The POS customer search by phone. */
export const posCustomerSearchArgs = v.object(
  { phone: requiredText(POS_MESSAGES.search, 20) },
  'Invalid request!',
);
export type PosCustomerSearchArgs = v.InferOutput<typeof posCustomerSearchArgs>;

/** Saving a draft (kept in the browser only): a reference name and a non-empty cart. */
export const saveDraftArgs = v.object(
  {
    nameRef: requiredText(POS_MESSAGES.draftName, 100),
    cart: v.pipe(
      v.optional(v.array(v.unknown()), () => []),
      v.minLength(1, CART_MESSAGES.cartEmpty),
    ),
  },
  'Invalid request!',
);
export type SaveDraftArgs = v.InferOutput<typeof saveDraftArgs>;
