/**
 * The diner QR menu's public API (DIN1-DIN5; docs/api-diner.md).
 * Thin adapters: the store lookup, orders, payments and details live in services/diner-*.ts, the rules in
 * @tavola/shared. No staff session; state-changing calls pass the usual Origin check.
 */
import {
  DINER_LIMITS,
  DINER_MESSAGES,
  DINER_RATE_MESSAGES,
  dinerDeliveryInfoArgs,
  dinerLocationArgs,
  dinerMyOrdersArgs,
  dinerOrderAccess,
  dinerOrderArgs,
  dinerPaymentConfirmArgs,
  dinerPhoneLookupArgs,
  ERROR_CODES,
  idField,
  menuLinkParams,
  optionalIdField,
} from '@tavola/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { HttpError, notFound } from '../plugins/errors.ts';
import { defineRoute } from '../plugins/route.ts';
import { type DinerEncoder, encodedEtag } from '../services/diner-encoded.ts';
import { dinerMenu } from '../services/diner-menu.ts';
import type { DinerMenuCache } from '../services/diner-menu-cache.ts';
import { dinerOrderStatus, dinerOrders, openOrder } from '../services/diner-order-reads.ts';
import { type DinerDeps, paymentAnswer, placeDinerOrder, startCheckout } from '../services/diner-orders.ts';
import { confirmDinerPayment, providerDown } from '../services/diner-payments.ts';
import { lookupDinerDetails, saveDinerDetails, saveDinerLocation } from '../services/diner-profiles.ts';
import { type DinerStore, findDinerStore, findStoreOfTenant } from '../services/diner-store.ts';
import { PaymentProviderError } from '../services/razorpay.ts';
import { windowLimiter } from '../services/window-limiter.ts';

const tags = ['qrmenu'];
const MINUTE = 60_000;

export default async function qrmenuRoutes(
  app: FastifyInstance,
  opts: {
    deps: DinerDeps;
    menuEncoder?: DinerEncoder | null;
    /** DIN-FP6: the menu answer kept per store and menu version (null: built per request). */
    menuCache?: DinerMenuCache | null;
  },
) {
  const { deps } = opts;
  const { database } = deps;
  const perIp = windowLimiter(DINER_LIMITS.ordersPerIpPerMinute, MINUTE, app.now);
  const perTable = windowLimiter(DINER_LIMITS.ordersPerTablePerMinute, MINUTE, app.now);
  const detailsRate = { max: DINER_LIMITS.detailCallsPerMinute, timeWindow: MINUTE };
  const tooMany = () => new HttpError(429, DINER_RATE_MESSAGES.tooManyOrders, ERROR_CODES.rateLimited);
  const viaProvider = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (error) {
      if (error instanceof PaymentProviderError) throw providerDown();
      throw error;
    }
  };

  /**
   * A POST whose body names the store by its QR code: the store (else 'Broken Link!'), then `handle`. Each is
   * about one diner (an order, their details), so its answer is personal data.
   */
  function storePost<B extends v.GenericSchema<unknown, { readonly qrcode: string }>>(
    spec: { url: string; summary: string; body: B; rateLimit?: typeof detailsRate },
    handle: (store: DinerStore, body: v.InferOutput<B>, request: FastifyRequest) => Promise<unknown>,
  ) {
    defineRoute(app, {
      method: 'POST',
      tags,
      personalData: true,
      ...spec,
      handler: async (request, _reply, { body }) => {
        const input = body as v.InferOutput<B>;
        return handle(await findDinerStore(database, input.qrcode), input, request);
      },
    });
  }

  defineRoute(app, {
    method: 'GET',
    url: '/qrmenu/:qrcode',
    summary:
      "The store's menu for the diner, with the fee rates ('Broken Link!' / 'Menu Not Available!': 404)",
    tags,
    params: v.object({ qrcode: menuLinkParams.entries.qrcode }, DINER_MESSAGES.brokenLink),
    query: v.object({ table: optionalIdField(DINER_MESSAGES.invalidRequest) }, DINER_MESSAGES.invalidRequest),
    handler: async (request, reply, { params, query }) => {
      const store = await findDinerStore(database, params.qrcode);
      const options = { fees: deps.fees, provider: deps.provider?.name ?? null };
      if (opts.menuCache)
        return opts.menuCache.serve(request, reply, store, query.table, options, opts.menuEncoder ?? null);
      const menu = await dinerMenu(database, store, query.table, options);
      // DIN-FP3: compressed when the phone accepts it; another representation, so another tag
      const encoding = opts.menuEncoder?.choose(request.headers['accept-encoding']) ?? null;
      const etag = encodedEtag(menu.etag, encoding);
      reply.header('etag', etag).header('cache-control', 'public, max-age=30');
      if (opts.menuEncoder?.choose('br')) reply.header('vary', 'Accept-Encoding');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      if (!opts.menuEncoder || !encoding) return menu.body;
      const bytes = await opts.menuEncoder.encode(menu.etag, JSON.stringify(menu.body), encoding);
      return reply.type('application/json; charset=utf-8').header('content-encoding', encoding).send(bytes);
    },
  });

  storePost(
    {
      url: '/qrmenu/create-order',
      summary:
        'Place a diner order, priced by the server from the current menu (idempotent by clientOrderId)',
      body: dinerOrderArgs,
    },
    (store, body, request) =>
      viaProvider(() =>
        placeDinerOrder(deps, store, body, () => {
          if (!perIp.hit(request.ip)) throw tooMany();
          if (body.tableId && !perTable.hit(`${store.tenantId}:${body.tableId}`)) throw tooMany();
        }),
      ),
  );

  defineRoute(app, {
    method: 'GET',
    url: '/qrmenu/orders/:orderId',
    summary: "A diner order's status panel; needs the order's token in x-order-token (else 404)",
    tags,
    personalData: true,
    params: v.object({ orderId: idField(DINER_MESSAGES.orderNotFound) }, DINER_MESSAGES.orderNotFound),
    handler: async (request, _reply, { params }) => {
      const token = request.headers['x-order-token'];
      if (typeof token !== 'string' || !v.is(dinerOrderAccess.entries.orderToken, token))
        throw notFound(DINER_MESSAGES.orderNotFound);
      return dinerOrderStatus(deps, params.orderId, token);
    },
  });

  storePost(
    {
      url: '/qrmenu/my-orders',
      summary: "The diner's own orders of this store, among the order tokens the phone holds",
      body: dinerMyOrdersArgs,
    },
    (store, body) => dinerOrders(deps, store, body.dinerId, body.orderTokens),
  );

  defineRoute(app, {
    method: 'POST',
    url: '/qrmenu/confirm-payment',
    summary: 'Confirm an online payment with the provider (idempotent)',
    tags,
    personalData: true,
    body: dinerPaymentConfirmArgs,
    handler: async (_request, _reply, { body }) => confirmDinerPayment(deps, body),
  });

  // The spec's POST /create-payment-order ("an order payload") is the same call: the order and its capability.
  for (const url of ['/qrmenu/payment-order', '/create-payment-order']) {
    defineRoute(app, {
      method: 'POST',
      url,
      summary: 'A new provider checkout for a pending online order',
      tags,
      personalData: true,
      body: dinerOrderAccess,
      handler: async (_request, _reply, { body }) => {
        const { row, order } = await openOrder(deps, body.orderId, body.orderToken);
        if (row.paymentMethod !== 'online' || order.paymentStatus !== 'pending')
          throw new HttpError(400, DINER_MESSAGES.invalidRequest, ERROR_CODES.validation);
        const store = await findStoreOfTenant(database, row.tenantId);
        const updated = await viaProvider(() => startCheckout(deps, store, row, order));
        return { payment: paymentAnswer(deps, store.settings.uniqueQrCode, updated, order) };
      },
    });
  }

  defineRoute(app, {
    method: 'GET',
    url: '/qrmenu/checkout/demo/:providerRef',
    summary: 'What a pending demo checkout of a diner order is for (the demo checkout page shows it)',
    tags,
    personalData: true,
    params: v.object({ providerRef: idField(DINER_MESSAGES.orderNotFound) }, DINER_MESSAGES.orderNotFound),
    handler: async (_request, _reply, { params }) => {
      const demo = deps.provider?.name === 'demo' ? deps.provider : null;
      const found = demo ? await demo.describe(params.providerRef) : null;
      if (!found) throw notFound(DINER_MESSAGES.orderNotFound);
      return {
        providerRef: found.providerRef,
        amount: found.amount,
        currency: found.currency,
        description: found.description,
      };
    },
  });

  storePost(
    {
      url: '/qrmenu/customer-lookup',
      summary: "The diner's own saved details for a 10-digit phone",
      rateLimit: detailsRate,
      body: dinerPhoneLookupArgs,
    },
    (store, body) => lookupDinerDetails(database, store.tenantId, body.dinerId, body.phone),
  );

  storePost(
    {
      url: '/qrmenu/delivery-info',
      summary: "Save the diner's delivery details",
      rateLimit: detailsRate,
      body: dinerDeliveryInfoArgs,
    },
    async (store, body) => {
      const { qrcode: _q, dinerId, ...details } = body;
      await saveDinerDetails(database, store.tenantId, dinerId, details, app.now());
      return { message: DINER_MESSAGES.deliveryInfoSaved };
    },
  );

  storePost(
    {
      url: '/qrmenu/save-location',
      summary: "Save the diner's picked location ('Location saved successfully')",
      rateLimit: detailsRate,
      body: dinerLocationArgs,
    },
    async (store, body) => {
      await saveDinerLocation(database, store.tenantId, body.dinerId, body, app.now());
      return { message: DINER_MESSAGES.locationSaved };
    },
  );
}
