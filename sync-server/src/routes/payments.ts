/**
 * POST /payments/razorpay/webhook (docs/api-diner.md §3): Razorpay's server-to-server confirmation. The raw
 * body's HMAC-SHA256 under RAZORPAY_WEBHOOK_SECRET must match X-Razorpay-Signature (else 400); a verified
 * payment of a diner order pays it once, of a plan's checkout buys the plan once (PLAN6), however often Razorpay
 * repeats the event.
 */
import { ERROR_CODES } from '@tavola/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../plugins/errors.ts';
import type { DinerDeps } from '../services/diner-orders.ts';
import { markDinerOrderPaid } from '../services/diner-payments.ts';
import type { RazorpayProvider } from '../services/razorpay.ts';
import { settleCheckoutByWebhook } from '../services/subscription-checkout.ts';

export const WEBHOOK_MESSAGES = { ok: 'ok', badSignature: 'Invalid signature!' } as const;

export default async function paymentRoutes(
  app: FastifyInstance,
  opts: { deps: DinerDeps; razorpay: RazorpayProvider | null },
) {
  const { deps, razorpay } = opts;
  // The signature covers the exact bytes Razorpay sent: keep them (this plugin's JSON parser only).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 256 * 1024 },
    (_req, body, done) => done(null, body),
  );

  app.post(
    '/payments/razorpay/webhook',
    {
      config: {
        callerCheck: 'signature',
        openapi: {
          summary: 'Razorpay webhook (payment.captured, order.paid), signed with X-Razorpay-Signature',
          tags: ['payments'],
          secured: false,
          rateLimited: false,
        },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const event = razorpay?.parseWebhook(raw, request.headers['x-razorpay-signature']) ?? null;
      if (!event) throw new HttpError(400, WEBHOOK_MESSAGES.badSignature, ERROR_CODES.validation);
      if (event === 'ignored') return { message: WEBHOOK_MESSAGES.ok };
      const d = deps.database.t.dinerOrders;
      const [row] = await deps.database.db
        .select()
        .from(d)
        .where(and(eq(d.provider, 'razorpay'), eq(d.providerRef, event.orderRef)))
        .limit(1);
      if (!row) {
        // PLAN6: a plan's checkout paid while its buyer's browser never came back
        const plan = await settleCheckoutByWebhook(deps.database, event, deps.now());
        if (plan.outcome !== 'paid' && plan.outcome !== 'unknown')
          request.log.warn(
            { orderRef: event.orderRef, outcome: plan.outcome },
            'razorpay webhook for a plan',
          );
        if (plan.outcome === 'unknown')
          request.log.warn({ orderRef: event.orderRef }, 'razorpay webhook for no matching order or plan');
        return { message: WEBHOOK_MESSAGES.ok };
      }
      // An amount that is not what this order asked: nothing is paid.
      if (row.amount !== event.amount || row.currency !== event.currency) {
        request.log.warn({ orderRef: event.orderRef }, 'razorpay webhook for no matching diner order');
        return { message: WEBHOOK_MESSAGES.ok };
      }
      if (row.paymentState !== 'paid') await markDinerOrderPaid(deps, row, 'razorpay', event.paymentId);
      return { message: WEBHOOK_MESSAGES.ok };
    },
  );
}
