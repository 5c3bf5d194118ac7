/**
 * The landing page's map calls (PLAT1): POST /maptoken (the provider's access token and
 * the configured style) and POST /qrmenu/get-all-latlng (stores near the visitor). Public, rate limited.
 * GET /map/style.json is the default style: raster tiles from MAP_TILE_URL, or a plain background (MAP1).
 */
import { nearbyStoresArgs, parseLatLng } from '@tavola/shared';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../plugins/errors.ts';
import { defineRoute } from '../plugins/route.ts';
import { NEARBY, nearbyStores } from '../services/nearby-stores.ts';

const tags = ['map'];

const BACKGROUND = {
  id: 'background',
  type: 'background',
  paint: { 'background-color': '#efe9dc' },
} as const;

/**
 * MAP1: the default style: the configured raster tiles (OpenStreetMap's unless MAP_TILE_URL says otherwise) over a
 * plain background; with MAP_TILE_URL=off the background alone, and the pickers still take coordinates.
 */
export function defaultMapStyle(map: { tileUrl: string | null; tileAttribution: string }) {
  if (!map.tileUrl) return { version: 8, name: 'Tavola plain', sources: {}, layers: [BACKGROUND] };
  return {
    version: 8,
    name: 'Tavola streets',
    sources: {
      streets: {
        type: 'raster',
        tiles: [map.tileUrl],
        tileSize: 256,
        maxzoom: 19,
        attribution: map.tileAttribution,
      },
    },
    layers: [BACKGROUND, { id: 'streets', type: 'raster', source: 'streets' }],
  };
}

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
          summary:
            'The default map style: MAP_TILE_URL raster tiles (OpenStreetMap by default) over a plain background',
          tags,
          secured: false,
          rateLimited: false,
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return defaultMapStyle(app.config.map);
    },
  );
}
