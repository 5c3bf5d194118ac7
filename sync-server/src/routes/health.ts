/**
 * GET /healthz (liveness): 200 `{ status: 'ok' }` while the database answers a read, 503 otherwise; it writes
 * nothing. GET /readyz (readiness, for load balancers; ADR 0045): 200 while this instance can commit a write
 * through its push path and no push is stuck, 503 `{ status: 'unavailable', reason }` otherwise.
 */
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../plugins/route.ts';

export default async function healthRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/healthz',
    summary: 'Liveness and database check',
    tags: ['meta'],
    handler: async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok' };
      } catch (err) {
        request.log.error({ err }, 'health check: database unavailable');
        return reply.code(503).send({ status: 'error', message: 'Database unavailable' });
      }
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/readyz',
    summary: 'Readiness for load balancers: this instance can write and its pushes are not stuck',
    tags: ['meta'],
    handler: async (_request, reply) => {
      const verdict = await app.readiness.verdict();
      reply.header('cache-control', 'no-store');
      if (verdict.ready) return { status: 'ok' };
      return reply.code(503).send({ status: 'unavailable', reason: verdict.reason });
    },
  });
}
