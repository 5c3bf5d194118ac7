/**
 * The app on a database whose writes a test makes fail (a full disk, a read-only file, PostgreSQL stopped; ADR
 * 0045): an owner signed in with one till, and the calls an operator saw fail, each returning the raw answer.
 * The till keeps an outbox as the PWA does: a push not acknowledged is sent again, under the same mutation ids.
 */
import { type Mutation, PROTOCOL_VERSION, SCHEMA_VERSION } from '@tavola/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/index.ts';
import { uuidv7 } from '../ids.ts';
import type { ReadinessOptions } from '../plugins/readiness.ts';
import type { SyncRouteOptions } from '../routes/sync.ts';
import { T0 } from '../sync/testing/fixtures.ts';
import { PASSWORD } from './app-harness.ts';
import { HttpClient } from './http-client.ts';

/** Readiness without a cache, so each check probes (the tests change the fault between two checks). */
export const UNCACHED: ReadinessOptions = { cacheMs: 0, probeTimeoutMs: 1000, stuckAfterMs: 5000 };

export type OutageApp = {
  app: FastifyInstance;
  http: HttpClient;
  clock: { now: number };
  /** Category ids the server acknowledged (a push answered 200 with the mutation applied). */
  acked: string[];
  /** Mutations not acknowledged yet, sent again by every push. */
  outbox: Mutation[];
  /** Queues `count` new categories in the outbox. */
  mutate(count: number): void;
  /** Sends the outbox; a 200 takes the applied mutations out of it. */
  push(): Promise<LightMyRequestResponse>;
  /** Registers `count` more tills of the store; their ids (a till's first lease writes its blocks). */
  tills(count: number): Promise<string[]>;
  /** The front till's lease, or another till's. */
  lease(deviceId?: string): Promise<LightMyRequestResponse>;
  addCustomer(phone: string): Promise<LightMyRequestResponse>;
  /** A read of the back office. */
  customers(): Promise<LightMyRequestResponse>;
  readyz(): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

export async function startOutageApp(
  database: Database,
  options: { env?: Record<string, string>; sync?: SyncRouteOptions; readiness?: ReadinessOptions } = {},
): Promise<OutageApp> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '10000',
    PUBLIC_URL: 'https://pos.example.test',
    ...options.env,
  });
  const clock = { now: T0 };
  const app = await buildApp(config, database, {
    logger: false,
    now: () => clock.now,
    readiness: options.readiness ?? UNCACHED,
    ...(options.sync ? { sync: options.sync } : {}),
  });
  await app.ready();
  const http = new HttpClient(app);
  const username = `owner-${uuidv7()}@cafe.test`;
  const signup = await http.post('/api/v1/auth/signup', {
    biz_name: 'Cafe Marigold',
    username,
    password: PASSWORD,
  });
  expect(signup.statusCode).toBe(200);
  expect((await http.post('/api/v1/auth/signin', { username, password: PASSWORD })).statusCode).toBe(200);
  const device = await http.post('/api/v1/sync/register-device', { name: 'Front till' });
  expect(device.statusCode).toBe(200);
  const deviceId = device.json().deviceId as string;
  const clientId = uuidv7();
  let nextId = 1;

  const outage: OutageApp = {
    app,
    http,
    clock,
    acked: [],
    outbox: [],
    mutate(count) {
      for (let i = 0; i < count; i++) {
        const id = uuidv7();
        const title = `Category ${nextId} ${'·'.repeat(80)}`;
        outage.outbox.push({
          id: nextId++,
          name: 'category.create.v1',
          args: { id, title },
          clientTime: clock.now,
        });
      }
    },
    async push() {
      const sent = outage.outbox.slice(0, 200);
      const res = await http.post('/api/v1/sync/push', {
        protocolVersion: PROTOCOL_VERSION,
        schemaVersion: SCHEMA_VERSION,
        clientId,
        deviceId,
        mutations: sent,
      });
      if (res.statusCode === 200) {
        const body = res.json() as { ok: boolean; results: { id: number; status: string }[] };
        expect(body.ok).toBe(true);
        for (const r of body.results) {
          expect(r.status).toBe('applied');
          const m = sent.find((s) => s.id === r.id) as Mutation;
          outage.acked.push((m.args as { id: string }).id);
        }
        const done = new Set(body.results.map((r) => r.id));
        outage.outbox = outage.outbox.filter((m) => !done.has(m.id));
      }
      return res;
    },
    async tills(count) {
      const ids: string[] = [];
      for (let i = 0; i < count; i++) {
        const res = await http.post('/api/v1/sync/register-device', { name: `Till ${i}` });
        expect(res.statusCode).toBe(200);
        ids.push(res.json().deviceId as string);
      }
      return ids;
    },
    lease: (other) => http.post('/api/v1/sync/lease', { deviceId: other ?? deviceId }),
    addCustomer: (phone) => http.post('/api/v1/customers/add', { phone, name: 'Asha' }),
    customers: () => http.get('/api/v1/customers'),
    readyz: () => http.get('/readyz'),
    close: () => app.close(),
  };
  return outage;
}

/** Expects the answer a client retries: 503, a Retry-After, and the retry text of its route. */
export function expectRetry(res: LightMyRequestResponse, message: string): void {
  expect(res.statusCode, res.body).toBe(503);
  expect(res.headers['retry-after']).toBe('1');
  expect(res.json()).toEqual({ message });
}
