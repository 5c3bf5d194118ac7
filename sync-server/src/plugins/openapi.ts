/** GET /api/v1/openapi.json: an OpenAPI 3.1 document built from every registered /api route, /healthz and /readyz. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { OpenApiMeta } from './route.ts';

type Operation = Record<string, unknown>;
type Collected = { method: string; url: string; meta: OpenApiMeta | undefined };

const errorRef = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** `:token` → `{token}`. */
const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

type ObjectSchema = { properties?: Record<string, object>; required?: string[] };

function parameters(where: 'path' | 'query', schema: object | undefined, url: string) {
  const s = (schema ?? {}) as ObjectSchema;
  const names = new Set(Object.keys(s.properties ?? {}));
  if (where === 'path') for (const m of url.matchAll(/:([A-Za-z0-9_]+)/g)) if (m[1]) names.add(m[1]);
  return [...names].map((name) => ({
    name,
    in: where,
    required: where === 'path' || (s.required ?? []).includes(name),
    schema: s.properties?.[name] ?? { type: 'string' },
  }));
}

function operation({ method, url, meta }: Collected): Operation {
  const responses: Record<string, object> = {
    '200': {
      description: 'Success: `{ message, ...fields }`',
      content: { 'application/json': { schema: { type: 'object' } } },
    },
  };
  if (meta?.body || meta?.query || meta?.params || method !== 'GET') responses['400'] = errorRef('Bad input');
  if (meta?.secured) {
    responses['401'] = errorRef('Not signed in, or the session was revoked');
    responses['403'] = errorRef('Role, scope or Origin not allowed');
  } else if (method !== 'GET') {
    responses['403'] = errorRef('Origin not allowed');
  }
  if (meta?.rateLimited) responses['429'] = errorRef('Too many requests');
  return {
    operationId: `${method.toLowerCase()}${toOpenApiPath(url).replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
    summary: meta?.summary ?? `${method} ${url}`,
    ...(meta?.tags.length ? { tags: meta.tags } : {}),
    parameters: [...parameters('path', meta?.params, url), ...parameters('query', meta?.query, url)],
    ...(meta?.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: meta.body } } } }
      : {}),
    ...(meta?.secured ? { security: [{ sessionCookie: [] }] } : {}),
    responses,
  };
}

export function buildDocument(routes: readonly Collected[]) {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const r of [...routes].sort((a, b) => a.url.localeCompare(b.url))) {
    const path = toOpenApiPath(r.url);
    paths[path] ??= {};
    paths[path][r.method.toLowerCase()] = operation(r);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tavola API',
      version: '1',
      description: 'Every answer is `{ message, ...fields }`; errors are `{ message, code? }`.',
    },
    paths,
    components: {
      securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: 'tavola_access' } },
      schemas: {
        Error: {
          type: 'object',
          properties: { message: { type: 'string' }, code: { type: 'string' } },
          required: ['message'],
        },
      },
    },
  };
}

const documented = (url: string) => url.startsWith('/api/') || url === '/healthz' || url === '/readyz';

async function openapiPlugin(app: FastifyInstance) {
  // Built on first request, when every route is registered.
  let document: ReturnType<typeof buildDocument> | undefined;

  app.get(
    '/api/v1/openapi.json',
    { config: { openapi: { summary: 'This document', tags: ['meta'], secured: false, rateLimited: false } } },
    async () => {
      document ??= buildDocument(
        app.routeRegistry
          .filter((r) => documented(r.url))
          .map((r) => ({ method: r.method, url: r.url, meta: r.config?.openapi })),
      );
      return document;
    },
  );
}

export default fp(openapiPlugin, { name: 'tavola-openapi', dependencies: ['tavola-route-registry'] });
