/**
 * One shape for every failure: `{ message, code? }`. Bad input is a 400, never a 500; unknown routes are 404; a
 * database that cannot be reached or cannot write is a 503 with Retry-After on every route (ADR 0045).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { ERROR_CODES, type ErrorCode, FALLBACK } from '@tavola/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { databaseUnavailable } from '../db/unavailable.ts';
import type { DinerEncoder } from '../services/diner-encoded.ts';
import { TransientStoreError } from '../sync/errors.ts';
import { markJsonBody } from './nul-free-json.ts';
import { sendShell } from './shell-send.ts';

/** Thrown by routes and guards; the error handler turns it into `{ message, code }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: ErrorCode,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message, ERROR_CODES.validation);
export const notFound = (message = 'Not found!') => new HttpError(404, message, ERROR_CODES.notFound);

export const RATE_LIMIT_MESSAGE = 'Too many requests, please try again later.';

/** 503 on the sync routes while the database is unavailable: the till keeps its outbox and retries. */
export const SYNC_UNAVAILABLE = 'Sync is unavailable right now, your changes are kept and will be retried.';
/** 503 on every other route: the spec's try-later text (a REST call is not kept; the user tries again). */
export const UNAVAILABLE_MESSAGE = FALLBACK.tryLater;
/** Seconds a client should wait before retrying a 503 (tills back off from there: 1 s, 2 s, 4 s …). */
export const RETRY_AFTER_SECONDS = 1;

/**
 * Whether `error` means the database is unavailable for now (ADR 0045): the sync store's own verdict
 * (TransientStoreError), or a driver error saying the connection is gone or the disk cannot take the write.
 */
const unavailable = (error: unknown): boolean =>
  error instanceof TransientStoreError || databaseUnavailable(error);

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: ERROR_CODES.validation,
  401: ERROR_CODES.unauthenticated,
  402: ERROR_CODES.subscriptionInactive,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  409: ERROR_CODES.conflict,
  429: ERROR_CODES.rateLimited,
};

type ErrorLike = {
  statusCode?: unknown;
  status?: unknown;
  code?: unknown;
  message?: unknown;
  validation?: unknown;
};

function describe(error: ErrorLike): { status: number; message: string; code?: ErrorCode } {
  const raw = typeof error.statusCode === 'number' ? error.statusCode : Number(error.status);
  const status = Number.isInteger(raw) && raw >= 400 && raw < 600 ? raw : 500;
  const code = typeof error.code === 'string' ? error.code : '';
  // Everything the body parser refuses (malformed JSON, too large, wrong type) is bad input: 400.
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { status: 400, message: 'Request body is too large!' };
  if (code.startsWith('FST_ERR_CTP_') || error.validation !== undefined) {
    return { status: 400, message: 'Invalid request body!' };
  }
  // A route's own 429 or 5xx (a diner order limit, a payment provider down) keeps its message.
  if (error instanceof HttpError && (status === 429 || status >= 500))
    return { status, message: error.message, code: error.code ?? ERROR_CODES.internal };
  if (status === 429) return { status, message: RATE_LIMIT_MESSAGE, code: ERROR_CODES.rateLimited };
  if (status >= 500) return { status: 500, message: FALLBACK.generic, code: ERROR_CODES.internal };
  const message = typeof error.message === 'string' && error.message ? error.message : FALLBACK.generic;
  const ownCode = Object.values(ERROR_CODES).find((c) => c === code);
  const mapped = ownCode ?? CODE_BY_STATUS[status];
  return mapped ? { status, message, code: mapped } : { status, message };
}

export const sendError = (reply: FastifyReply, status: number, message: string, code?: ErrorCode) =>
  reply.code(status).send(code ? { message, code } : { message });

async function errorsPlugin(
  app: FastifyInstance,
  opts: {
    spaFallback: boolean;
    /** The page for `path`, given the request's headers (DIN-FP5: the diner's language), else null. */
    shell?: ((path: string, headers: IncomingHttpHeaders) => Promise<string | null>) | null;
    /** DIN-FP3: compresses a diner link's page (null: plain). */
    shellEncoder?: DinerEncoder | null;
  },
) {
  // An empty JSON body (a bare POST from fetch with a JSON content type) is `{}`, not a parse error.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, {});
    markJsonBody(req, body as string);
    json(req, body as string, done);
  });

  app.setErrorHandler((error: ErrorLike, request: FastifyRequest, reply: FastifyReply) => {
    if (unavailable(error)) {
      request.log.warn({ err: (error as { cause?: unknown }).cause ?? error }, 'database unavailable');
      const sync = request.url.startsWith('/api/v1/sync/');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ message: sync ? SYNC_UNAVAILABLE : UNAVAILABLE_MESSAGE });
    }
    const { status, message, code } = describe(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.debug({ status, message }, 'request refused');
    return sendError(reply, status, message, code);
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (opts.spaFallback && wantsPage && !path.startsWith('/api/') && path !== '/healthz') {
      // Client-side routes of the PWA: the shell decides what to show (with route hints, plugins/shell-hints.ts).
      const hinted = (await opts.shell?.(path, request.headers)) ?? null;
      if (hinted !== null) return sendShell(request, reply, hinted, opts.shellEncoder ?? null);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendError(reply, 404, 'Not found!', ERROR_CODES.notFound);
  });
}

export default fp(errorsPlugin, { name: 'tavola-errors' });
