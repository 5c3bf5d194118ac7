/**
 * The diner's public calls (docs/api-diner.md): no staff session, so a
 * 401 is an answer, never a refresh. Money in minor units, rates in ppm; the server prices every order.
 */
import {
  type CreatedOrder,
  type CreateOrderBody,
  type DeliveryInfo,
  type DemoCheckout,
  type DinerMenuAnswer,
  FALLBACK,
  type MyOrder,
  type OrderStatusAnswer,
  type PaymentProof,
  type ProviderCheckout,
} from '@tavola/shared';
import { type ApiOptions, apiGet, apiPost } from '../../lib/api.ts';

/** No staff session: a 401 is an answer, and a 402 is a refused payment (docs/api-diner.md section 3). */
const PUBLIC: Pick<ApiOptions, 'refreshOnAuthError' | 'subscriptionRedirect'> = {
  refreshOnAuthError: false,
  subscriptionRedirect: false,
};
const q = encodeURIComponent;

export const dinerApi = {
  menu: (qrcode: string, table: string | null, cache?: RequestCache) =>
    apiGet<DinerMenuAnswer>(`/qrmenu/${q(qrcode)}${table ? `?table=${q(table)}` : ''}`, {
      ...PUBLIC,
      ...(cache ? { cache } : {}),
    }),
  createOrder: (body: CreateOrderBody) => apiPost<CreatedOrder>('/qrmenu/create-order', body, PUBLIC),
  order: (orderId: string, orderToken: string) =>
    apiGet<OrderStatusAnswer>(`/qrmenu/orders/${q(orderId)}`, {
      ...PUBLIC,
      headers: { 'x-order-token': orderToken },
    }),
  myOrders: (qrcode: string, dinerId: string, orderTokens: string[]) =>
    apiPost<{ orders: MyOrder[] }>('/qrmenu/my-orders', { qrcode, dinerId, orderTokens }, PUBLIC),
  customerLookup: (qrcode: string, dinerId: string, phone: string) =>
    apiPost<{ customer: Partial<DeliveryInfo> | null }>(
      '/qrmenu/customer-lookup',
      { qrcode, dinerId, phone },
      PUBLIC,
    ),
  saveDeliveryInfo: (qrcode: string, dinerId: string, info: DeliveryInfo) =>
    apiPost<{ message: string }>('/qrmenu/delivery-info', { qrcode, dinerId, ...info }, PUBLIC),
  saveLocation: (qrcode: string, dinerId: string, lat: number, lng: number, phone: string | null) =>
    apiPost<{ message: string }>(
      '/qrmenu/save-location',
      phone ? { qrcode, dinerId, lat, lng, phone } : { qrcode, dinerId, lat, lng },
      PUBLIC,
    ),
  demoCheckout: (providerRef: string) =>
    apiGet<DemoCheckout>(`/qrmenu/checkout/demo/${q(providerRef)}`, PUBLIC),
  confirmPayment: (orderId: string, orderToken: string, proof: PaymentProof) =>
    apiPost<{ message: string; paymentStatus: string; tokenNo: string | null }>(
      '/qrmenu/confirm-payment',
      { orderId, orderToken, ...proof },
      { ...PUBLIC, fallback: FALLBACK.paymentHandler },
    ),
  paymentOrder: (orderId: string, orderToken: string) =>
    apiPost<{ payment: ProviderCheckout }>(
      '/qrmenu/payment-order',
      { orderId, orderToken },
      {
        ...PUBLIC,
        fallback: FALLBACK.paymentHandler,
      },
    ),
};
