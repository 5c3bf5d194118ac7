/** Serves the built PWA (PWA_DIST): hashed assets cached forever, the shell and service worker revalidated, precompressed files when accepted. */
import { sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function pwaPlugin(app: FastifyInstance, opts: { root: string }) {
  await app.register(fastifyStatic, {
    root: opts.root,
    // The not-found handler (plugins/errors.ts) answers client-side routes with index.html.
    wildcard: true,
    // the build writes .br and .gz beside each text file (pwa/vite.config.ts): sent when the client accepts them
    preCompressed: true,
    setHeaders(reply, path) {
      const immutable = path.includes(`${sep}assets${sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

export default fp(pwaPlugin, { name: 'tavola-pwa' });
