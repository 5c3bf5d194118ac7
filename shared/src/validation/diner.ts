/**
 * The diner's QR menu payloads (VAL10, VAL13, DIN2-DIN3; docs/api-diner.md). Prices are never
 * sent: the menu decides (CART8), and any price or total field in a body is dropped by the schemas.
 */
import * as v from 'valibot';
import { DINER_PAYMENT_METHODS, type DinerPaymentMethod } from '../fees/diner-fees.ts';
import { DINER_LIMITS } from '../orders/diner-limits.ts';
import { CART_LIMITS, CART_MESSAGES } from '../orders/limits.ts';
import { requiredText } from './common.ts';
import { tenDigitPhoneField } from './customers.ts';
import { fieldFrom, idField, idListField, integerField, isEmpty, oneOf, optionalIdField } from './fields.ts';
import { cartField, notesField } from './pos.ts';

/** App (either), AppOnline (paid online), AppCash (paid at the billing counter). */
export const DINER_DELIVERY_TYPES = ['App', 'AppOnline', 'AppCash'] as const;
export type DinerDeliveryType = (typeof DINER_DELIVERY_TYPES)[number];

export const DINER_MESSAGES = {
  invalidRequest: 'Invalid request!',
  brokenLink: 'Broken Link!',
  menuNotAvailable: 'Menu Not Available!',
  orderNotFound: 'Order not found!',
  orderPlaced: 'Order placed successfully!',
  phone: 'Please provide valid phone no.!',
  paymentMethod: 'Please select payment method!',
  location: 'Please provide a valid location!',
  locationSaved: 'Location saved successfully',
  deliveryInfoSaved: 'Delivery info saved successfully!',
  paymentSuccessful: 'Payment successful!',
  paymentFailed: 'Payment failed. Please try again.',
  paymentError: 'Error processing payment. Please try again.',
  requestError: 'Error processing your request, Please try later!',
  waitingForStore: 'Waiting for store to accept your order...',
  onlineFailed: 'Online Transaction failed, Please proceed to the payment counter',
  // Tavola (ADR 0042): online payment needs a live provider; the spec shows no text for its absence
  onlineNotOffered: 'Online payment is not available at this store. Please pay at the Billing Counter.',
  demoPaymentRefused:
    'Demo payments are switched off: nothing was charged and the order is not paid. Please pay at the Billing Counter.',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** DIN2: ids made on the phone (dinerId, clientOrderId) are UUIDs, lower-cased. */
export const uuidField = (message: string) =>
  fieldFrom<string>((x) =>
    typeof x === 'string' && UUID.test(x.trim())
      ? { ok: true, value: x.trim().toLowerCase() }
      : { ok: false, message },
  );

/** The store's menu code from the QR link; none is a broken link. */
const qrcodeField = requiredText(DINER_MESSAGES.brokenLink, 200);

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

const coordinate = (limit: number, required: boolean) =>
  fieldFrom<number | null>((x) => {
    if (!required && isEmpty(x)) return { ok: true, value: null };
    const n = typeof x === 'string' && x.trim() !== '' ? Number(x.trim()) : x;
    return typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= limit
      ? { ok: true, value: n }
      : { ok: false, message: DINER_MESSAGES.location };
  });

const detailText = fieldFrom<string | null>((x) => {
  if (isEmpty(x)) return { ok: true, value: null };
  return typeof x === 'string' && x.trim().length <= DINER_LIMITS.textMax
    ? { ok: true, value: x.trim() }
    : { ok: false, message: DINER_MESSAGES.invalidRequest };
});

/** The diner's delivery details (name, phone, address, landmark, map point), all optional but the phone. */
export const deliveryDetails = {
  phone: tenDigitPhoneField(DINER_MESSAGES.phone),
  name: detailText,
  address: detailText,
  landmark: detailText,
  lat: coordinate(90, false),
  lng: coordinate(180, false),
};

/** DIN3: cash is paid at the counter (AppCash), online through the provider (AppOnline); App is either. */
export const deliveryTypeFits = (method: DinerPaymentMethod, type: DinerDeliveryType): boolean =>
  type === 'App' || type === (method === 'cash' ? 'AppCash' : 'AppOnline');

/** POST /qrmenu/create-order (VAL13, DIN2, DIN3). */
export const dinerOrderArgs = v.pipe(
  v.object(
    {
      qrcode: qrcodeField,
      tableId: optionalIdField(DINER_MESSAGES.invalidRequest),
      dinerId: uuidField(DINER_MESSAGES.invalidRequest),
      clientOrderId: uuidField(DINER_MESSAGES.invalidRequest),
      paymentMethod: oneOf(DINER_PAYMENT_METHODS, DINER_MESSAGES.paymentMethod),
      deliveryType: oneOf(DINER_DELIVERY_TYPES, DINER_MESSAGES.paymentMethod),
      customerType: v.optional(v.literal('QRMENU', DINER_MESSAGES.invalidRequest), 'QRMENU'),
      phone: optionalTenDigitPhone,
      deliveryInfo: v.optional(v.nullable(v.object(deliveryDetails, DINER_MESSAGES.invalidRequest)), null),
      items: cartField(dinerCartLine, CART_LIMITS.dinerLinesMax),
    },
    DINER_MESSAGES.invalidRequest,
  ),
  v.check((o) => deliveryTypeFits(o.paymentMethod, o.deliveryType), DINER_MESSAGES.paymentMethod),
);
export type DinerOrderArgs = v.InferOutput<typeof dinerOrderArgs>;

const orderTokenField = fieldFrom<string>((x) =>
  typeof x === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(x.trim())
    ? { ok: true, value: x.trim() }
    : { ok: false, message: DINER_MESSAGES.orderNotFound },
);

/** An order and the capability issued with it. */
export const dinerOrderAccess = v.object(
  { orderId: idField(DINER_MESSAGES.orderNotFound), orderToken: orderTokenField },
  DINER_MESSAGES.invalidRequest,
);
export type DinerOrderAccess = v.InferOutput<typeof dinerOrderAccess>;

/** POST /qrmenu/confirm-payment: the demo page's outcome or Razorpay Checkout's handler fields. */
export const dinerPaymentConfirmArgs = v.variant(
  'provider',
  [
    v.object({
      ...dinerOrderAccess.entries,
      provider: v.literal('demo'),
      providerRef: idField(DINER_MESSAGES.requestError),
      outcome: v.picklist(['paid', 'failed', 'cancelled'], DINER_MESSAGES.requestError),
    }),
    v.object({
      ...dinerOrderAccess.entries,
      provider: v.literal('razorpay'),
      razorpay_order_id: idField(DINER_MESSAGES.requestError),
      razorpay_payment_id: idField(DINER_MESSAGES.requestError),
      razorpay_signature: requiredText(DINER_MESSAGES.requestError, 200),
    }),
  ],
  DINER_MESSAGES.requestError,
);
export type DinerPaymentConfirmArgs = v.InferOutput<typeof dinerPaymentConfirmArgs>;

/** POST /qrmenu/my-orders: the diner's own orders of this store, by the tokens kept on the phone. */
export const dinerMyOrdersArgs = v.object(
  {
    qrcode: qrcodeField,
    dinerId: uuidField(DINER_MESSAGES.invalidRequest),
    orderTokens: v.pipe(
      v.array(orderTokenField, DINER_MESSAGES.invalidRequest),
      v.maxLength(DINER_LIMITS.myOrdersTokensMax, DINER_MESSAGES.invalidRequest),
    ),
  },
  DINER_MESSAGES.invalidRequest,
);
export type DinerMyOrdersArgs = v.InferOutput<typeof dinerMyOrdersArgs>;

const dinerOfStore = { qrcode: qrcodeField, dinerId: uuidField(DINER_MESSAGES.invalidRequest) };

/** Look up the diner's own saved details at 10 digits (VAL10). */
export const dinerPhoneLookupArgs = v.object(
  { ...dinerOfStore, phone: tenDigitPhoneField(DINER_MESSAGES.phone) },
  DINER_MESSAGES.invalidRequest,
);
export type DinerPhoneLookupArgs = v.InferOutput<typeof dinerPhoneLookupArgs>;

/** POST /qrmenu/delivery-info. */
export const dinerDeliveryInfoArgs = v.object(
  { ...dinerOfStore, ...deliveryDetails },
  DINER_MESSAGES.invalidRequest,
);
export type DinerDeliveryInfoArgs = v.InferOutput<typeof dinerDeliveryInfoArgs>;

/** Save a picked location ('Location saved successfully'); with a phone, on that phone's details. */
export const dinerLocationArgs = v.object(
  { ...dinerOfStore, phone: optionalTenDigitPhone, lat: coordinate(90, true), lng: coordinate(180, true) },
  DINER_MESSAGES.invalidRequest,
);
export type DinerLocationArgs = v.InferOutput<typeof dinerLocationArgs>;

/** /m/{qrcode}: no qrcode is a broken link. */
export const menuLinkParams = v.object(
  { qrcode: qrcodeField, table: optionalIdField(DINER_MESSAGES.brokenLink) },
  DINER_MESSAGES.brokenLink,
);
export type MenuLinkParams = v.InferOutput<typeof menuLinkParams>;
