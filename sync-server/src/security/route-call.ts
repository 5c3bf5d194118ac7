/** Calling a registered route the way its ROUTE_ACCESS entry says, and reading what came back. */
import type { LightMyRequestResponse } from 'fastify';
import type { RegisteredRoute } from '../plugins/route-registry.ts';
import type { HttpClient } from '../test-support/http-client.ts';
import { fillPath, type RouteAccess } from './route-access.ts';
import type { StoreIds } from './world.ts';

type Method = Parameters<HttpClient['request']>[0];

export type Call = { method: Method; path: string; body?: unknown; headers?: Record<string, string> };

/** The request `entry` describes for `route`, filled with `ids`. */
export function describeCall(route: RegisteredRoute, entry: RouteAccess, ids: StoreIds, now: number): Call {
  const query = entry.query ? `?${new URLSearchParams(entry.query(ids, now))}` : '';
  const path = fillPath(route.url, entry.params?.(ids, now) ?? {}) + query;
  const method = route.method as Method;
  if (entry.raw) {
    const { body, headers } = entry.raw(ids, now);
    return { method, path, body, headers };
  }
  return entry.body ? { method, path, body: entry.body(ids, now) } : { method, path };
}

export const send = (client: HttpClient, call: Call): Promise<LightMyRequestResponse> =>
  client.request(call.method, call.path, call.body, call.headers);

/** The markers found in a response (body and headers). */
export function leaked(res: LightMyRequestResponse, markers: readonly string[]): string[] {
  const text = `${res.body}\n${JSON.stringify(res.headers)}`.toLowerCase();
  return markers.filter((m) => m !== '' && text.includes(m.toLowerCase()));
}

/** Whether the request carries one of `values` (then a foreign caller must be refused). */
export const names = (call: Call, values: readonly string[]): boolean => {
  const text = `${call.path}\n${call.body instanceof Buffer ? '' : JSON.stringify(call.body ?? null)}`;
  return values.some((v) => v !== '' && (text.includes(v) || text.includes(encodeURIComponent(v))));
};
