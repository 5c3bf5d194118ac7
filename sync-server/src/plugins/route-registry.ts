/**
 * Every route the server registers, as it registers it (`app.routeRegistry`): the OpenAPI document is built
 * from it, and the security matrix and fuzzer enumerate it, so a route added later is covered by both.
 */
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type RegisteredRoute = {
  method: string;
  url: string;
  config: FastifyContextConfig | undefined;
  /** A WebSocket route (its GET is an upgrade). */
  websocket: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    routeRegistry: readonly RegisteredRoute[];
  }
}

/** `METHOD url`, the key routes are known by (`GET /api/v1/customers/:id`). */
export const routeKey = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

async function routeRegistryPlugin(app: FastifyInstance) {
  const routes: RegisteredRoute[] = [];
  app.decorate('routeRegistry', routes);
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (!url) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // HEAD routes are Fastify's copies of the GET routes.
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      routes.push({
        method,
        url,
        config: route.config,
        websocket: (route as { websocket?: boolean }).websocket === true,
      });
    }
  });
}

export default fp(routeRegistryPlugin, { name: 'tavola-route-registry' });
