/** GET /api/v1/public-config: the support contacts (SUP1) and diner fee rates (PLAT3) the PWA shows, from the environment. */
import { type PublicConfigAnswer, publicFeesOf } from '@tavola/shared';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../plugins/route.ts';

export default async function publicConfigRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/public-config',
    summary: 'Support contacts and diner fee rates, as this deployment configures them',
    tags: ['platform'],
    handler: async (): Promise<PublicConfigAnswer> => ({
      message: 'Public config',
      support: app.config.support,
      fees: publicFeesOf(app.config.diner.fees),
    }),
  });
}
