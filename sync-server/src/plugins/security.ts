/**
 * Security headers (helmet), HSTS only behind TLS, `Cache-Control: no-store` on answers carrying personal data,
 * and the Origin check on state-changing requests.
 */
import { ERROR_CODES } from '@tavola/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { HttpError } from './errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const isTls = (request: FastifyRequest) => request.protocol === 'https';

/**
 * A state-changing request is allowed when its Origin is the server's own host or an allowed origin.
 * Browsers always send Origin on cross-origin and on POST requests, so a missing Origin is a non-browser
 * client (curl, a script) unless Fetch Metadata says the request came from another site.
 */
export function originAllowed(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers['sec-fetch-site'] !== 'cross-site';
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // includes the opaque origin "null"
  }
  if (allowedOrigins.includes(url.origin)) return true;
  // URL drops a default port from Origin; a Host header may still carry it (localhost:80).
  const own = request.host.toLowerCase();
  return url.host === own || `${url.host}:${url.protocol === 'https:' ? 443 : 80}` === own;
}

/**
 * The headers helmet's middleware sets, computed once: they are the same on every response (no nonces), and
 * building helmet per request (as @fastify/helmet does) showed in every profile of the sync push.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    failed = error;
  });
  if (failed) throw failed;
  return headers;
}

const SECURITY_HEADERS = helmetHeaders({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      // React and the map library set inline style attributes; styles cannot run code.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Menu images are served by this server; map tiles and styles come from a configurable provider.
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'https:', 'wss:', 'ws:'],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // Behind plain HTTP (a restaurant's LAN) HSTS and upgrade-insecure-requests would break the app.
  strictTransportSecurity: false,
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
});

async function securityPlugin(app: FastifyInstance, opts: { allowedOrigins: readonly string[] }) {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(SECURITY_HEADERS);
    if (isTls(request)) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    // Personal data stays out of every cache, the browser's included (a shared till, a proxy).
    if (request.routeOptions.config?.personalData) reply.header('cache-control', 'no-store');
    // A provider's webhook comes from another origin by nature: it is signature-checked instead.
    const signed = request.routeOptions.config?.callerCheck === 'signature';
    if (STATE_CHANGING.has(request.method) && !signed && !originAllowed(request, opts.allowedOrigins)) {
      throw new HttpError(403, 'Request origin is not allowed!', ERROR_CODES.badOrigin);
    }
  });
}

export default fp(securityPlugin, { name: 'tavola-security', dependencies: ['tavola-errors'] });
