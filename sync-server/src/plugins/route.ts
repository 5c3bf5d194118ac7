/**
 * defineRoute: a REST adapter's one way to declare a route. Params, query and body are checked with the
 * shared valibot schemas (the first issue's message is the 400 answer) and published in the OpenAPI document.
 */

import { parseWith } from '@tavola/shared';
import { toJsonSchema } from '@valibot/to-json-schema';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type * as v from 'valibot';
import { badRequest } from './errors.ts';

type Schema = v.GenericSchema;
type Out<S> = S extends Schema ? v.InferOutput<S> : undefined;

export type RouteInput<B, Q, P> = { body: Out<B>; query: Out<Q>; params: Out<P> };

/** JSON Schemas of a route, kept in the route's config for the OpenAPI document. */
export type OpenApiMeta = {
  summary: string;
  tags: readonly string[];
  body?: object;
  query?: object;
  params?: object;
  secured: boolean;
  rateLimited: boolean;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: OpenApiMeta;
    /**
     * 'signature': a provider's callback (a payment webhook), sent from another origin by nature. The Origin
     * check (plugins/security.ts) leaves it to the route, which refuses any body without a valid signature.
     */
    callerCheck?: 'signature';
    /**
     * The answer names people (customers, diners, reservations, invoices, synced rows): sent with
     * `Cache-Control: no-store` (plugins/security.ts), so no browser or proxy cache keeps it. The routes of
     * those areas must carry it: security/personal-data.suite.ts lists them.
     */
    personalData?: true;
  }
}

export type RouteSpec<B, Q, P> = {
  method: Extract<HTTPMethods, 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'>;
  url: string;
  summary: string;
  tags?: readonly string[];
  body?: B;
  query?: Q;
  params?: P;
  /** Auth guards (app.requireUser, ...); a route with guards is documented as needing the session cookie. */
  guards?: readonly preHandlerAsyncHookHandler[];
  rateLimit?: { max: number; timeWindow: number };
  /** The answer carries personal data: never cached (FastifyContextConfig.personalData). */
  personalData?: true;
  handler: (request: FastifyRequest, reply: FastifyReply, input: RouteInput<B, Q, P>) => Promise<unknown>;
};

type JsonObject = {
  properties?: Record<string, { default?: unknown; minLength?: number }>;
  required?: string[];
};

/**
 * The shared schemas read a missing required field as '' so that it fails with the form's own message;
 * in the document such a field (a default that breaks its own minLength) is shown as required.
 */
function markRequired(schema: JsonObject): void {
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    if (prop.default === '' && (prop.minLength ?? 0) > 0) {
      delete prop.default;
      schema.required = [...new Set([...(schema.required ?? []), key])];
    }
  }
}

const jsonSchema = (schema: Schema): object => {
  const { $schema: _, ...rest } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'ignore',
  }) as Record<string, unknown>;
  markRequired(rest as JsonObject);
  return rest;
};

/**
 * valibot reports a missing key with the object's generic text; a key present as undefined gets the
 * field's own message ('Please provide username!'). So absent keys of an object schema are made present.
 */
function withDeclaredKeys(schema: Schema, value: unknown): unknown {
  const entries = (schema as { entries?: Record<string, unknown> }).entries;
  if (!entries || typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const filled: Record<string, unknown> = {};
  for (const key of Object.keys(entries)) filled[key] = undefined;
  return Object.assign(filled, value);
}

function check(schema: Schema | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const r = parseWith(schema, withDeclaredKeys(schema, value));
  if (!r.ok) throw badRequest(r.message);
  return r.value;
}

export function defineRoute<
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
>(app: FastifyInstance, spec: RouteSpec<B, Q, P>): void {
  const openapi: OpenApiMeta = {
    summary: spec.summary,
    tags: spec.tags ?? [],
    secured: (spec.guards?.length ?? 0) > 0,
    rateLimited: spec.rateLimit !== undefined,
    ...(spec.body ? { body: jsonSchema(spec.body) } : {}),
    ...(spec.query ? { query: jsonSchema(spec.query) } : {}),
    ...(spec.params ? { params: jsonSchema(spec.params) } : {}),
  };
  app.route({
    method: spec.method,
    url: spec.url,
    config: {
      openapi,
      ...(spec.rateLimit ? { rateLimit: spec.rateLimit } : {}),
      ...(spec.personalData ? { personalData: true } : {}),
    },
    preHandler: [...(spec.guards ?? [])],
    handler: async (request, reply) => {
      // Order of the spec's checks: the path first (a reset token), then the query, then the form.
      const params = check(spec.params, request.params ?? {});
      const query = check(spec.query, request.query ?? {});
      const body = check(spec.body, request.body ?? {});
      return spec.handler(request, reply, { body, query, params } as RouteInput<B, Q, P>);
    },
  });
}
