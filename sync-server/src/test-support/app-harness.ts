/** Test harness for the REST suites: a fresh app per test on a throwaway database, a fake clock and mailbox. */
import type { FastifyInstance } from 'fastify';
import { afterEach, expect } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/index.ts';
import { uuidv7 } from '../ids.ts';
import { ensureSuperadmin } from '../services/accounts.ts';
import type { Mail } from '../services/mail.ts';
import { hashPassword } from '../services/passwords.ts';
import { HttpClient } from './http-client.ts';

export const PUBLIC_URL = 'https://pos.example.test';
export const PASSWORD = 'marigold-2026';
export const MINUTE = 60_000;
export const OPERATOR = { username: 'operator@tavola.test', password: 'operator-secret' };

type ClientOptions = ConstructorParameters<typeof HttpClient>[1];

export type Harness = {
  app: FastifyInstance;
  database: Database;
  mails: Mail[];
  /** The server's log lines (JSON), kept only when `env` sets LOG_LEVEL; otherwise the log is off. */
  logs: string[];
  clock: { now: number };
  client(opts?: ClientOptions): HttpClient;
};

/**
 * Variables every harness of this test file starts with (before a test's own `env`): a file that runs the route
 * suites another way sets them first (REST_GROUP_COMMIT=off, LIVE_READ_CACHE=off: rest-switches-off.test.ts).
 */
export const harnessEnv: Record<string, string> = {};

/** A fresh app on `database` with the test configuration (overridden by `env`); the caller closes both. */
export async function startHarness(
  database: Database,
  env: Record<string, string> = {},
  extend: (app: FastifyInstance) => void = () => {},
): Promise<Harness> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '1000',
    PUBLIC_URL,
    SUPERADMIN_EMAIL: OPERATOR.username,
    SUPERADMIN_PASSWORD: OPERATOR.password,
    ...harnessEnv,
    ...env,
  });
  const mails: Mail[] = [];
  const logs: string[] = [];
  const clock = { now: Date.UTC(2026, 0, 15, 9, 0, 0) };
  const app = await buildApp(config, database, {
    logger: env.LOG_LEVEL ? { stream: { write: (line) => void logs.push(line) } } : false,
    now: () => clock.now,
    mailer: { send: async (m) => void mails.push(m) },
  });
  extend(app);
  await app.ready();
  await ensureSuperadmin(config, database);
  return { app, database, mails, logs, clock, client: (opts) => new HttpClient(app, opts) };
}

/** Call inside a describe: registers the cleanup and returns the builders. */
export function useAppHarness(open: OpenTestDatabase) {
  const opened: Harness[] = [];
  afterEach(async () => {
    for (const h of opened.splice(0)) {
      await h.app.close();
      await h.database.close();
    }
  });

  async function start(env: Record<string, string> = {}): Promise<Harness> {
    const h = await startHarness(await open(), env, (app) => {
      // Stand-ins for guarded tenant routes, for the guard tests.
      app.get(
        '/api/v1/test/tenant',
        { preHandler: [app.requireUser, app.requireActiveTenant] },
        async () => ({
          message: 'ok',
        }),
      );
      app.get(
        '/api/v1/test/pos',
        { preHandler: [app.requireActiveTenant, app.requireScope('POS')] },
        async () => ({ message: 'ok' }),
      );
    });
    opened.push(h);
    return h;
  }

  let counter = 0;
  const email = (prefix = 'owner') => `${prefix}-${++counter}@cafe.test`;

  async function signup(h: Harness, username = email(), password = PASSWORD) {
    const res = await h
      .client()
      .post('/api/v1/auth/signup', { biz_name: 'Cafe Marigold', username, password });
    expect(res.statusCode).toBe(200);
    return username;
  }

  async function signedIn(h: Harness, username?: string, opts?: ClientOptions) {
    const name = username ?? (await signup(h));
    const c = h.client(opts);
    const res = await c.post('/api/v1/auth/signin', { username: name, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    return { c, username: name, user: res.json().user as { id: string; tenant_id: string } };
  }

  async function addStaff(h: Harness, tenantId: string, scope: string) {
    const username = email('staff');
    const now = h.clock.now;
    const passwordHash = await hashPassword(PASSWORD);
    await h.database.transaction((tx) =>
      tx.insert(h.database.t.users).values({
        id: uuidv7(),
        tenantId,
        username,
        passwordHash,
        name: 'Asha',
        role: 'staff',
        scope,
        createdAt: now,
        updatedAt: now,
      }),
    );
    return username;
  }

  return { start, signup, signedIn, addStaff };
}

export type AppHarness = ReturnType<typeof useAppHarness>;
