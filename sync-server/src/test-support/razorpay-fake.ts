/**
 * A local fake of Razorpay's API for the adapter's tests (no network): POST /v1/orders and
 * GET /v1/payments/{id} behind HTTP basic auth, plus what Checkout and webhooks would send, signed the way
 * Razorpay signs them. It records every request so a test can check what the adapter sent.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';

export const RAZORPAY_TEST_KEYS = {
  keyId: 'rzp_test_tavola',
  keySecret: 'razorpay-key-secret',
  webhookSecret: 'razorpay-webhook-secret',
} as const;

type FakeOrder = { id: string; amount: number; currency: string; receipt: string | null; notes: unknown };
type FakePayment = { id: string; order_id: string; amount: number; currency: string; status: string };

export type RazorpayFake = Awaited<ReturnType<typeof startRazorpayFake>>;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => resolve(data));
  });

export async function startRazorpayFake() {
  const orders = new Map<string, FakeOrder>();
  const payments = new Map<string, FakePayment>();
  const requests: { method: string; url: string; authorized: boolean; body: unknown }[] = [];
  const expectedAuth = `Basic ${Buffer.from(`${RAZORPAY_TEST_KEYS.keyId}:${RAZORPAY_TEST_KEYS.keySecret}`).toString('base64')}`;
  let n = 0;

  const server: Server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const body = raw ? JSON.parse(raw) : null;
    const authorized = req.headers.authorization === expectedAuth;
    requests.push({ method: req.method ?? '', url: req.url ?? '', authorized, body });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (!authorized)
      return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    if (req.method === 'POST' && req.url === '/v1/orders') {
      const order: FakeOrder = {
        id: `order_${++n}`,
        amount: body.amount,
        currency: body.currency,
        receipt: body.receipt ?? null,
        notes: body.notes,
      };
      orders.set(order.id, order);
      return send(200, { ...order, entity: 'order', status: 'created' });
    }
    const payment = /^\/v1\/payments\/([^/]+)$/.exec(req.url ?? '');
    if (req.method === 'GET' && payment?.[1] && payments.has(payment[1]))
      return send(200, payments.get(payment[1]));
    return send(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake not listening');

  const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    orders,
    /** The buyer paid in Checkout: the payment exists (captured) and the handler's fields are signed. */
    pay(orderRef: string) {
      const order = orders.get(orderRef);
      if (!order) throw new Error(`no fake order ${orderRef}`);
      const id = `pay_${++n}`;
      payments.set(id, {
        id,
        order_id: orderRef,
        amount: order.amount,
        currency: order.currency,
        status: 'captured',
      });
      return {
        razorpay_order_id: orderRef,
        razorpay_payment_id: id,
        razorpay_signature: hmac(RAZORPAY_TEST_KEYS.keySecret, `${orderRef}|${id}`),
      };
    },
    /** A webhook body for a captured payment and its X-Razorpay-Signature. */
    webhook(
      paymentId: string,
      event = 'payment.captured',
      secret: string = RAZORPAY_TEST_KEYS.webhookSecret,
    ) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`no fake payment ${paymentId}`);
      const body = JSON.stringify({ entity: 'event', event, payload: { payment: { entity: payment } } });
      return { body, signature: hmac(secret, body) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
