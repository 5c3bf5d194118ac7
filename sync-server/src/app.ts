/** buildApp: the Fastify instance with its plugins (errors, cookies, security, limits, docs, auth) before its routes. */
import cookie from '@fastify/cookie';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/index.ts';
import authPlugin from './plugins/auth.ts';
import errorsPlugin from './plugins/errors.ts';
import inputGuardPlugin from './plugins/input-guard.ts';
import openapiPlugin from './plugins/openapi.ts';
import pwaPlugin from './plugins/pwa.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import readinessPlugin, { type ReadinessOptions } from './plugins/readiness.ts';
import realtimePlugin, { type RealtimeOptions, websocketOptions } from './plugins/realtime.ts';
import routeRegistryPlugin from './plugins/route-registry.ts';
import securityPlugin from './plugins/security.ts';
import { dinerShell } from './plugins/shell-hints.ts';
import syncEnginePlugin from './plugins/sync-engine.ts';
import printingPlugin, { type PrintingOptions } from './printing/printing-plugin.ts';
import approvalPinRoutes from './routes/approval-pin.ts';
import auditRoutes from './routes/audit.ts';
import authRoutes from './routes/auth.ts';
import billRestRoutes from './routes/bill-rest.ts';
import cloudPrntRoutes from './routes/cloudprnt.ts';
import customersRoutes from './routes/customers.ts';
import dashboardRoutes from './routes/dashboard.ts';
import dinerManifestRoutes from './routes/diner-manifest.ts';
import epsonSdpRoutes from './routes/epson-sdp.ts';
import gstReportRoutes from './routes/gst-report.ts';
import healthRoutes from './routes/health.ts';
import invoicesRoutes from './routes/invoices.ts';
import kitchenRoutes from './routes/kitchen.ts';
import kitchenFlowRoutes from './routes/kitchen-flow.ts';
import menuItemsRoutes from './routes/menu-items.ts';
import ordersRoutes from './routes/orders.ts';
import paymentRoutes from './routes/payments.ts';
import platformRoutes from './routes/platform.ts';
import posRoutes from './routes/pos.ts';
import printRoutes from './routes/print.ts';
import printerRoutes from './routes/printers.ts';
import publicConfigRoutes from './routes/public-config.ts';
import publicMapRoutes from './routes/public-map.ts';
import qrmenuRoutes from './routes/qrmenu.ts';
import reportsRoutes from './routes/reports.ts';
import reservationsRoutes from './routes/reservations.ts';
import settingsRoutes from './routes/settings.ts';
import shiftReportsRoutes from './routes/shift-reports.ts';
import superadminRoutes from './routes/superadmin.ts';
import superadminAuthRoutes from './routes/superadmin-auth.ts';
import syncRoutes, { type SyncRouteOptions } from './routes/sync.ts';
import userLanguageRoutes from './routes/user-language.ts';
import usersRoutes from './routes/users.ts';
import { loadOrderTokenKey } from './services/diner-access.ts';
import { dinerEncoder } from './services/diner-encoded.ts';
import { dinerMenuCache } from './services/diner-menu-cache.ts';
import type { DinerDeps } from './services/diner-orders.ts';
import { livePayments, logLivePayments } from './services/live-payments.ts';
import { createMailer, type Mailer } from './services/mail.ts';
import { demoPaymentProvider, type PaymentProvider } from './services/payment-provider.ts';
import { razorpayProvider } from './services/razorpay.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    mailer: Mailer;
    /** The server's clock (epoch ms); tests replace it. */
    now: () => number;
  }
}

export type AppOptions = {
  mailer?: Mailer;
  now?: () => number;
  /** false silences the log (tests); default: pino at config.logLevel, to stdout or to `stream`. */
  logger?: false | { stream: { write(line: string): void } };
  /** Heartbeat and backpressure limits of the realtime socket (tests shorten them). */
  realtime?: RealtimeOptions;
  /** Readiness probe timings (tests shorten them; ADR 0045). */
  readiness?: ReadinessOptions;
  /** The plans' payment provider; default the live one (services/live-payments.ts). */
  payments?: PaymentProvider;
  /** The diners' online payment provider; default the live one (services/live-payments.ts). */
  dinerPayments?: PaymentProvider;
  /** fetch used by the Razorpay adapter (tests point it at a local fake). */
  fetch?: typeof fetch;
  /** Sync engine, mutators and pull page size (tests inject failures and small pages). */
  sync?: SyncRouteOptions;
  /** The print dispatcher's poll interval (PRN4; tests shorten it). */
  printing?: PrintingOptions;
};

/** A hop count becomes Fastify's function form (its types omit the number form). */
const trustProxyOption = (value: Config['trustProxy']) =>
  typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;

export async function buildApp(
  config: Config,
  database: Database,
  options: AppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, ...options.logger },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
  });

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('now', options.now ?? Date.now);
  app.decorate(
    'mailer',
    options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom }, app.log),
  );

  await app.register(routeRegistryPlugin);
  // DIN-FP3: the diner's menu answer and page compressed once per answer (DINER_MENU_COMPRESS)
  const dinerEncoding = dinerEncoder({ compress: config.dinerMenuCompress === 'on' });
  await app.register(errorsPlugin, {
    spaFallback: config.pwaDist !== null,
    // DIN-FP1: a diner link's page painted with its menu's first screen (DINER_FIRST_PAINT)
    shell: dinerShell(config.pwaDist, database, { firstPaint: config.dinerFirstPaint === 'on' }),
    shellEncoder: dinerEncoding,
  });
  await app.register(inputGuardPlugin);
  await app.register(cookie);
  await app.register(securityPlugin, { allowedOrigins: config.allowedOrigins });
  await app.register(rateLimitPlugin);
  await app.register(openapiPlugin);
  await app.register(websocket, websocketOptions);
  await app.register(authPlugin);
  await app.register(realtimePlugin, options.realtime ?? {});
  await app.register(readinessPlugin, options.readiness ?? {});
  await app.register(printingPlugin, options.printing ?? {});

  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/api/v1' });
  await app.register(superadminAuthRoutes, { prefix: '/api/v1' });
  // Tills push and pull many times a second each: no access log line per sync request (warnings and
  // errors are still logged), as the log would cost more than the push (ADR 0014).
  await app.register(syncEnginePlugin, options.sync ?? {});
  await app.register(syncRoutes, { prefix: '/api/v1', logLevel: 'warn', ...options.sync });
  await app.register(superadminRoutes, { prefix: '/api/v1' });
  await app.register(publicMapRoutes, { prefix: '/api/v1' });
  await app.register(publicConfigRoutes, { prefix: '/api/v1' });
  await app.register(settingsRoutes, { prefix: '/api/v1' });
  await app.register(printerRoutes, { prefix: '/api/v1' });
  await app.register(printRoutes, { prefix: '/api/v1' });
  await app.register(cloudPrntRoutes, { prefix: '/api/v1' });
  await app.register(epsonSdpRoutes, { prefix: '/api/v1' });
  await app.register(usersRoutes, { prefix: '/api/v1' });
  await app.register(dashboardRoutes, { prefix: '/api/v1' });
  await app.register(reportsRoutes, { prefix: '/api/v1' });
  await app.register(gstReportRoutes, { prefix: '/api/v1' }); // GST4
  await app.register(kitchenFlowRoutes, { prefix: '/api/v1' });
  await app.register(billRestRoutes, { prefix: '/api/v1' });
  // APPR1, AUD1, SHIFT7 (ADR 0063)
  await app.register(auditRoutes, { prefix: '/api/v1' });
  await app.register(shiftReportsRoutes, { prefix: '/api/v1' });
  await app.register(approvalPinRoutes, { prefix: '/api/v1' });
  await app.register(userLanguageRoutes, { prefix: '/api/v1' });
  await app.register(menuItemsRoutes, { prefix: '/api/v1' });
  await app.register(customersRoutes, { prefix: '/api/v1' });
  await app.register(reservationsRoutes, { prefix: '/api/v1' });
  await app.register(invoicesRoutes, { prefix: '/api/v1' });
  // ADR 0079: a till's sales leave no access-log line each (the order and its mutation are recorded), as pushes
  await app.register(posRoutes, {
    prefix: '/api/v1',
    ...(config.posAccessLog === 'off' ? { logLevel: 'warn' } : {}),
  });
  await app.register(ordersRoutes, { prefix: '/api/v1' });
  await app.register(kitchenRoutes, { prefix: '/api/v1' });

  // ADR 0042: Razorpay when configured, else the demo provider in demo mode only, else none. Diners and
  // plans get a demo provider each, so that one's checkout is never described or settled as the other's.
  const razorpay = config.diner.razorpay ? razorpayProvider(config.diner.razorpay, options.fetch) : null;
  const live = () => razorpay ?? (livePayments(config) === 'demo' ? demoPaymentProvider(app.now) : null);
  logLivePayments(app.log, config);
  await app.register(platformRoutes, {
    prefix: '/api/v1',
    payments: options.payments ?? live(),
    razorpayKeyId: razorpay?.keyId ?? null,
  });

  const dinerDeps: DinerDeps = {
    database,
    now: app.now,
    fees: config.diner.fees,
    key: await loadOrderTokenKey(database),
    provider: options.dinerPayments ?? live(),
    razorpayKeyId: razorpay?.keyId ?? null,
    publish: (tenantId, announce) => app.realtime.publish(tenantId, announce),
    // SS30: diner orders in the engine's group commit, as the staff's REST writes (REST_GROUP_COMMIT)
    engine: config.restGroupCommit === 'on' ? app.syncEngine : null,
  };
  await app.register(qrmenuRoutes, {
    prefix: '/api/v1',
    deps: dinerDeps,
    menuEncoder: dinerEncoding,
    // DIN-FP6: the menu answer kept per store and menu version (DINER_MENU_CACHE)
    menuCache: config.dinerMenuCache === 'on' ? dinerMenuCache(database) : null,
  });
  await app.register(dinerManifestRoutes);
  await app.register(paymentRoutes, { prefix: '/api/v1', deps: dinerDeps, razorpay });

  if (config.pwaDist) await app.register(pwaPlugin, { root: config.pwaDist });
  return app;
}
