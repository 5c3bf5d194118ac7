/** Test harness for the realtime suites: a listening app (real TCP port) per test, signed-in sockets. */
import type { FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import type { OpenTestDatabase } from '../../test/databases.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/index.ts';
import type { RealtimeOptions } from '../plugins/realtime.ts';
import { type Harness, PUBLIC_URL, useAppHarness } from '../test-support/app-harness.ts';
import { HttpClient } from '../test-support/http-client.ts';
import { type SocketOptions, TestSocket } from './test-socket.ts';

export type LiveApp = Harness & { port: number };

export type StartOptions = {
  realtime?: RealtimeOptions;
  /** Another handle on an existing database (a second server process); the test closes it. */
  database?: Database;
};

export function useRealtimeHarness(open: OpenTestDatabase, defaults: RealtimeOptions = {}) {
  const accounts = useAppHarness(open);
  const started: { app: FastifyInstance; database: Database | null }[] = [];
  const sockets: TestSocket[] = [];

  afterEach(async () => {
    for (const s of sockets.splice(0)) s.close();
    for (const { app, database } of started.splice(0).reverse()) {
      await app.close();
      await database?.close();
    }
  });

  async function start(options: StartOptions = {}): Promise<LiveApp> {
    const database = options.database ?? (await open());
    const config = loadConfig({ LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: '1000', PUBLIC_URL });
    const clock = { now: Date.UTC(2026, 0, 15, 9, 0, 0) };
    const app = await buildApp(config, database, {
      logger: false,
      now: () => clock.now,
      mailer: { send: async () => {} },
      realtime: { ...defaults, ...options.realtime },
    });
    started.push({ app, database: options.database ? null : database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening on TCP');
    return {
      app,
      database,
      mails: [],
      logs: [],
      clock,
      port: address.port,
      client: (opts) => new HttpClient(app, opts),
    };
  }

  /** Closes the app and its database now (shutdown tests). */
  async function stop(h: LiveApp) {
    const i = started.findIndex((s) => s.app === h.app);
    const [entry] = started.splice(i, 1);
    await h.app.close();
    await entry?.database?.close();
  }

  /** Opens a socket with the client's access cookie; closed after the test. */
  async function connect(h: LiveApp, client: HttpClient | null, opts: SocketOptions = {}) {
    const access = client?.cookie('tavola_access');
    const socket = await TestSocket.open(h.port, { ...(access ? { access } : {}), ...opts });
    sockets.push(socket);
    return socket;
  }

  /** A new store with a signed-in owner: its client, tenant id and an open socket. */
  async function store(h: LiveApp, opts: SocketOptions = {}) {
    const { c, user } = await accounts.signedIn(h);
    const socket = await connect(h, c, opts);
    return { c, tenantId: user.tenant_id, socket };
  }

  return { ...accounts, start, stop, connect, store };
}
