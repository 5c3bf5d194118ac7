/**
 * The diner's public answers and bodies (docs/api-diner.md), one shape for the server that builds them and the
 * diner's screens that read them. Money in minor units, rates in ppm; the server prices every order.
 */
import type { DinerOrderSummary, DinerPaymentMethod, FeeConfig } from '../fees/diner-fees.ts';
import type { DinerDeliveryType } from '../validation/diner.ts';

export type DinerStoreSettings = {
  storeName: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  currency: string | null;
  isQRMenuEnabled: boolean;
  lat: number | null;
  lng: number | null;
  imageUrl?: string | null;
};
export type DinerTax = { id: string; title: string; rate: number; type: string };
export type DinerChoice = { id: string; title: string; price: number };
export type DinerMenuItem = {
  id: string;
  title: string;
  price: number;
  netPrice: number | null;
  categoryId: string | null;
  taxId: string | null;
  imageUrl: string | null;
  variants: DinerChoice[];
  addons: DinerChoice[];
  /** CARD1-CARD3; absent from a server before ADR 0055. */
  description?: string | null;
  diet?: string | null;
  allergens?: readonly string[];
  soldOut?: boolean;
  /** I18N5: the regional-language name; absent when none. */
  titleLocal?: string;
};

/** GET /qrmenu/{qrcode}: everything the menu screen shows. */
export type DinerMenuAnswer = {
  storeSettings: DinerStoreSettings;
  tax: DinerTax[];
  categories: { id: string; title: string }[];
  menuItems: DinerMenuItem[];
  table: { id: string; title: string } | null;
  fees: FeeConfig;
  /** Whether online payment is offered, and by which provider ('demo': no money moves, ADR 0042). */
  payments?: { online: boolean; provider: string | null };
};

export type DeliveryInfo = {
  name: string;
  phone: string;
  address: string;
  landmark: string;
  lat: number | null;
  lng: number | null;
};

/** POST /qrmenu/create-order: the cart without prices. */
export type CreateOrderBody = {
  qrcode: string;
  tableId: string | null;
  dinerId: string;
  clientOrderId: string;
  paymentMethod: DinerPaymentMethod;
  deliveryType: DinerDeliveryType;
  customerType: 'QRMENU';
  phone: string | null;
  deliveryInfo: DeliveryInfo | null;
  items: {
    itemId: string;
    variantId: string | null;
    addonIds: string[];
    quantity: number;
    notes: string | null;
  }[];
};

export type ProviderCheckout =
  | { provider: 'demo'; providerRef: string; redirectUrl: string }
  | {
      provider: 'razorpay';
      providerRef: string;
      razorpay: { keyId: string; orderId: string; amount: number; currency: string };
    };

export type CreatedOrder = {
  message: string;
  orderId: string;
  tokenNo: string | null;
  paymentStatus: string;
  orderToken: string;
  /** What was charged; null when the server's lines no longer price to the order's total (never shown wrong). */
  summary: DinerOrderSummary | null;
  payment: ProviderCheckout | null;
};

export type StatusItem = {
  id: string;
  item_title: string;
  quantity: number;
  /** The line's unit price: variant or base plus addons. */
  price: number;
  status: string;
  variant: string | null;
  addons?: { title: string; price: number }[];
  notes?: string | null;
};
export type StatusOrder = {
  id: string;
  token_no: string | null;
  payment_status: string;
  delivery_type: string;
  /** The same four in camelCase (docs/api-diner.md keeps both spellings). */
  orderId: string;
  tokenNo: string | null;
  paymentStatus: string;
  deliveryType: string;
  tableId: string | null;
  paymentMethod: DinerPaymentMethod;
  status: string;
  createdAt: number;
  /** SALE5, SALE7: when the order expires unaccepted (null: it does not wait), and whether it has. */
  expiresAt?: number | null;
  expired?: boolean;
  /** SALE7: how long the order still waits by the server's clock when it answered (a phone's clock may be off). */
  expiresInMs?: number | null;
  /** What was charged; null on an order whose charge was never recorded. */
  summary: DinerOrderSummary | null;
};
/** GET /qrmenu/orders/{orderId}: the status panel's order, its kitchen order and lines. */
export type OrderStatusAnswer = {
  order: StatusOrder;
  kitchenOrders: { id: string; token_no: string | null; payment_status: string; delivery_type: string }[];
  kitchenOrdersItems: StatusItem[];
};

/** POST /qrmenu/my-orders: the carousel's cards. */
export type MyOrder = {
  orderId: string;
  tokenNo: string | null;
  paymentStatus: string;
  status: string;
  deliveryType: string;
  paymentMethod: DinerPaymentMethod;
  total: number;
  createdAt: number;
  expiresAt?: number | null;
  expired?: boolean;
};

export type DemoCheckout = { providerRef: string; amount: number; currency: string; description: string };

/** The confirm-payment body after the provider's page: the demo's outcome or Razorpay's signed answer. */
export type PaymentProof =
  | { provider: 'demo'; providerRef: string; outcome: 'paid' | 'failed' | 'cancelled' }
  | {
      provider: 'razorpay';
      razorpay_order_id: string;
      razorpay_payment_id: string;
      razorpay_signature: string;
    };
