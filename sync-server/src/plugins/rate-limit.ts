/** Per-client rate limits, enabled route by route (`rateLimit` in defineRoute): sign-in, sign-up, password reset. */
import rateLimit from '@fastify/rate-limit';
import { ERROR_CODES } from '@tavola/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RATE_LIMIT_MESSAGE } from './errors.ts';

async function rateLimitPlugin(app: FastifyInstance) {
  // In-memory counters per process: with several hosted instances each enforces its own limit.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: RATE_LIMIT_MESSAGE,
      code: ERROR_CODES.rateLimited,
    }),
  });
}

export default fp(rateLimitPlugin, { name: 'tavola-rate-limit' });
