/**
 * GET /m/{qrcode}/manifest.webmanifest (PWA4): a store's diner menu as an installable app of its own. The menu
 * page the server serves for `/m/{qrcode}` links it (plugins/shell-hints.ts); an unknown or closed store is 404
 * with the menu's own message.
 */
import { DINER_MESSAGES, dinerManifest, menuLinkParams, type WebManifest } from '@tavola/shared';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { defineRoute } from '../plugins/route.ts';
import { findDinerStore } from '../services/diner-store.ts';

export default async function dinerManifestRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'GET',
    url: '/m/:qrcode/manifest.webmanifest',
    summary: "A store's diner menu as an installable app: its name, start URL and scope",
    tags: ['qrmenu'],
    params: v.object({ qrcode: menuLinkParams.entries.qrcode }, DINER_MESSAGES.brokenLink),
    handler: async (_request, reply, { params: { qrcode } }): Promise<WebManifest> => {
      const store = await findDinerStore(app.database, qrcode);
      reply.type('application/manifest+json');
      reply.header('cache-control', 'no-cache');
      return dinerManifest(qrcode, store.settings.storeName);
    },
  });
}
