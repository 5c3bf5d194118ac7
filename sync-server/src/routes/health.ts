/** GET /healthz: 200 `{ status: 'ok' }` while the database answers, 503 otherwise. */
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
}
