/**
 * Plans and paying for them (PLAN1-PLAN3; docs/architecture.md §7 "Payments"; ADR 0042): GET /plans,
 * then POST /subscriptions/checkout → the provider's page (Razorpay Checkout, or the demo page in demo mode)
 * → POST /subscriptions/confirm, whose answer names the screen to show: /success or /cancelled-payment. Only
 * an approved store's admin may pay; a store that cancelled may pay again; one the operator switched off may not.
 * Without a live provider paid plans are not offered.
 */
import {
  checkoutArgs,
  checkoutConfirmArgs,
  ERROR_CODES,
  PLAN_CURRENCY,
  PLAN_LIST,
  PLANS,
  planOf,
  TEXTS,
} from '@tavola/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { badRequest, HttpError, notFound } from '../plugins/errors.ts';
import { defineRoute } from '../plugins/route.ts';
import type { PaymentProvider } from '../services/payment-provider.ts';
import { PaymentProviderError } from '../services/razorpay.ts';
import {
  pendingCheckout,
  planDescription,
  settleCheckout,
  startCheckout,
  switchedOff,
} from '../services/subscription-checkout.ts';

const tags = ['subscriptions'];

export const CHECKOUT_MESSAGES = {
  redirect: 'Redirecting to payment...',
  free: 'The Free plan needs no payment!',
  notFound: 'Checkout not found!',
  paid: 'Subscription activated successfully!',
  renewed: 'Subscription renewed successfully!',
  // Tavola (ADR 0042): no live provider, or a demo checkout outside demo mode
  notOffered: 'Paid plans are not available yet: online payment is not set up on this server.',
  demoRefused: 'Demo payments are switched off: nothing was charged and your plan is unchanged.',
  providerDown: 'Error processing payment. Please try again.',
} as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** The live provider of plan payments (ADR 0042); null: paid plans are not offered. */
    payments: PaymentProvider | null;
  }
}

const unavailable = (message: string) => new HttpError(409, message, ERROR_CODES.paymentUnavailable);

export default async function platformRoutes(
  app: FastifyInstance,
  opts: { payments: PaymentProvider | null; razorpayKeyId: string | null },
) {
  if (!app.hasDecorator('payments')) app.decorate('payments', opts.payments);
  const viaProvider = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (error) {
      if (error instanceof PaymentProviderError)
        throw new HttpError(502, CHECKOUT_MESSAGES.providerDown, ERROR_CODES.paymentError);
      throw error;
    }
  };

  /** The store's admin, once the operator approved the store (else the awaiting-approval 402). */
  const requireApprovedAdmin = async (request: FastifyRequest) => {
    const { tenant } = request.session();
    if (!tenant) throw new HttpError(403, TEXTS.noAccess, ERROR_CODES.forbidden);
    if (!tenant.approved) throw new HttpError(402, TEXTS.awaitingApproval, ERROR_CODES.subscriptionInactive);
  };
  const guards = [app.requireAdmin, requireApprovedAdmin];
  const tenantOf = (request: FastifyRequest) => request.session().tenant?.id ?? '';

  defineRoute(app, {
    method: 'GET',
    url: '/plans',
    summary: 'The subscription plans (prices in minor units of the plan currency)',
    tags,
    handler: async () => ({
      message: 'Plans',
      currency: PLAN_CURRENCY,
      plans: PLAN_LIST,
      // ADR 0042: who takes a plan's payment; null: paid plans are not offered
      payments: { provider: app.payments?.name ?? null },
    }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/subscriptions/checkout',
    summary: "Start paying for a plan: answers the payment provider's page to open",
    tags,
    guards,
    body: checkoutArgs,
    handler: async (request, _reply, { body }) => {
      const provider = app.payments;
      if (body.plan === PLANS.free.id) throw badRequest(CHECKOUT_MESSAGES.free);
      if (!provider) throw unavailable(CHECKOUT_MESSAGES.notOffered);
      const tenantId = tenantOf(request);
      // The operator's switch, not a payment, turns such a store back on: take no money for it.
      if (await switchedOff(app.database, tenantId))
        throw new HttpError(402, TEXTS.noActiveAccount, ERROR_CODES.subscriptionInactive);
      const session = await viaProvider(() =>
        startCheckout(app.database, provider, tenantId, body.plan, app.now()),
      );
      if (session === 'free') throw badRequest(CHECKOUT_MESSAGES.free);
      const { amount, currency, ...page } = session;
      return {
        message: CHECKOUT_MESSAGES.redirect,
        ...page,
        provider: provider.name,
        ...(provider.name === 'razorpay'
          ? {
              razorpay: {
                keyId: opts.razorpayKeyId ?? '',
                orderId: session.providerRef,
                amount,
                currency,
              },
            }
          : {}),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/subscriptions/checkout/:providerRef',
    summary: 'What a pending checkout of this store is for (the demo checkout page shows it)',
    tags,
    guards,
    params: v.object({ providerRef: checkoutConfirmArgs.entries.providerRef }),
    handler: async (request, _reply, { params }) => {
      const c = await pendingCheckout(app.database, tenantOf(request), params.providerRef);
      if (!c) throw notFound(CHECKOUT_MESSAGES.notFound);
      const plan = planOf(c.plan);
      return {
        message: 'Checkout',
        checkout: {
          providerRef: c.providerRef,
          provider: c.provider,
          amount: c.amount,
          currency: c.currency,
          description: plan ? planDescription(plan) : '',
          plan: plan?.id ?? null,
          planName: plan?.name ?? null,
        },
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/subscriptions/confirm',
    summary: "Settle a checkout with the provider's answer; names the screen to show next",
    tags,
    guards,
    body: checkoutConfirmArgs,
    handler: async (request, _reply, { body }) => {
      const r = await viaProvider(() =>
        settleCheckout(
          app.database,
          app.payments,
          tenantOf(request),
          body.providerRef,
          body.payload,
          app.now(),
        ),
      );
      if (r.outcome === 'unknown') throw notFound(CHECKOUT_MESSAGES.notFound);
      if (r.outcome === 'refused')
        throw unavailable(
          r.provider === 'demo' ? CHECKOUT_MESSAGES.demoRefused : CHECKOUT_MESSAGES.notOffered,
        );
      if (r.outcome !== 'paid') {
        return { message: TEXTS.paymentCancelled, outcome: r.outcome, redirect: '/cancelled-payment' };
      }
      return {
        message: r.entry === 'renewed' ? CHECKOUT_MESSAGES.renewed : CHECKOUT_MESSAGES.paid,
        outcome: r.outcome,
        status: r.entry,
        subscription_end: new Date(r.expiresOn).toISOString(),
        redirect: '/success',
      };
    },
  });
}
