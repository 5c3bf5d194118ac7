/**
 * The landing page's map calls (PLAT1): POST /maptoken (the provider's access token and
 * the configured style) and POST /qrmenu/get-all-latlng (stores near the visitor). Public, rate limited.
 * GET /map/style.json is the default style: no network sources, so it works offline and in tests.
 */
import { nearbyStoresArgs, parseLatLng } from '@tavola/shared';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../plugins/errors.ts';
import { defineRoute } from '../plugins/route.ts';
import { NEARBY, nearbyStores } from '../services/nearby-stores.ts';

const tags = ['map'];

/** A plain background: stores still show as markers; set MAP_STYLE_URL for streets and labels. */
export const OFFLINE_MAP_STYLE = {
  version: 8,
  name: 'Tavola offline',
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#efe9dc' } }],
} as const;

export default async function publicMapRoutes(app: FastifyInstance) {
  // The spec posts /maptoken form-encoded; this parser is scoped to these routes.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const rateLimit = { max: 120, timeWindow: 60_000 };

  defineRoute(app, {
    method: 'POST',
    url: '/maptoken',
    summary: "The map provider's access token (empty when none is configured) and the map style URL",
    tags,
    rateLimit,
    handler: async () => ({
      message: 'Map token',
      access_token: app.config.map.accessToken,
      style_url: app.config.map.styleUrl,
    }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/qrmenu/get-all-latlng',
    summary: `Stores with the QR menu on near 'lat,lng': nearest first, within ${NEARBY.radiusKm} km, at most ${NEARBY.maxStores}`,
    tags,
    rateLimit,
    body: nearbyStoresArgs,
    handler: async (_request, _reply, { body }) => {
      const at = parseLatLng(body.location);
      if (!at) throw badRequest('Please provide a valid location!');
      return { message: 'Stores found', result: await nearbyStores(app.database, at) };
    },
  });

  app.get(
    '/map/style.json',
    {
      config: {
        openapi: {
          summary: 'The default map style (no network sources)',
          tags,
          secured: false,
          rateLimited: false,
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return OFFLINE_MAP_STYLE;
    },
  );
}
