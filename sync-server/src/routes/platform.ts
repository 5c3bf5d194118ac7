/**
 * Plans and paying for them (document 1 sections 2 and 9; ARCHITECTURE 7 "Payments"): GET /plans, then
 * POST /subscriptions/checkout → the provider's page → POST /subscriptions/confirm, whose answer names
 * the screen to show: /success or /cancelled-payment. Only an approved store's admin may pay; a store
 * that cancelled may pay again.
 */
import {
  checkoutArgs,
  checkoutConfirmArgs,
  ERROR_CODES,
  PLAN_CURRENCY,
  PLAN_LIST,
  planOf,
  TEXTS,
} from '@tavola/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { badRequest, HttpError, notFound } from '../plugins/errors.ts';
import { defineRoute } from '../plugins/route.ts';
import { demoPaymentProvider, type PaymentProvider } from '../services/payment-provider.ts';
import { settleCheckout, startCheckout } from '../services/subscription-checkout.ts';

const tags = ['subscriptions'];

export const CHECKOUT_MESSAGES = {
  redirect: 'Redirecting to payment...',
  free: 'The Free plan needs no payment!',
  notFound: 'Checkout not found!',
  paid: 'Subscription activated successfully!',
  renewed: 'Subscription renewed successfully!',
} as const;

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProvider;
  }
}

export default async function platformRoutes(app: FastifyInstance, opts: { payments?: PaymentProvider }) {
  if (!app.hasDecorator('payments')) app.decorate('payments', opts.payments ?? demoPaymentProvider(app.now));

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
    handler: async () => ({ message: 'Plans', currency: PLAN_CURRENCY, plans: PLAN_LIST }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/subscriptions/checkout',
    summary: "Start paying for a plan: answers the payment provider's page to open",
    tags,
    guards,
    body: checkoutArgs,
    handler: async (request, _reply, { body }) => {
      const session = await startCheckout(app.payments, tenantOf(request), body.plan);
      if (session === 'free') throw badRequest(CHECKOUT_MESSAGES.free);
      return { message: CHECKOUT_MESSAGES.redirect, ...session };
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
      const c = await app.payments.describe(params.providerRef);
      if (!c || c.notes.tenantId !== tenantOf(request)) throw notFound(CHECKOUT_MESSAGES.notFound);
      const plan = planOf(c.notes.plan);
      return {
        message: 'Checkout',
        checkout: {
          providerRef: c.providerRef,
          provider: app.payments.name,
          amount: c.amount,
          currency: c.currency,
          description: c.description,
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
      const r = await settleCheckout(
        app.database,
        app.payments,
        tenantOf(request),
        body.providerRef,
        body.payload,
        app.now(),
      );
      if (r.outcome === 'unknown') throw notFound(CHECKOUT_MESSAGES.notFound);
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
