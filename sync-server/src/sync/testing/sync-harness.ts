// The app on a throwaway database for sync tests: a fake clock, a pull page size, the test mutators and a
// switch to make the sync store's database fail (docs/architecture.md §9). Tills are SimClients over inject().
import type { FastifyInstance } from 'fastify';
import { afterEach, expect } from 'vitest';
import type { OpenTestDatabase } from '../../../test/databases.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/index.ts';
import { PASSWORD } from '../../test-support/app-harness.ts';
import { HttpClient } from '../../test-support/http-client.ts';
import { createSyncEngine } from '../engine.ts';
import { TransientStoreError } from '../errors.ts';
import type { Step } from '../store/plan.ts';
import type { SyncStore } from '../store/types.ts';
import { T0 } from './fixtures.ts';
import { SimClient, type Transport } from './sim-client.ts';
import { withTestMutators } from './test-mutators.ts';

export type Faults = {
  /** Throws a transient database error on the steps it returns true for (push and pull). */
  failStep: ((step: Step) => boolean) | null;
};

export type SyncHarness = {
  app: FastifyInstance;
  database: Database;
  store: SyncStore;
  clock: { now: number };
  faults: Faults;
  /** A new store (tenant) with its admin signed in. */
  tenant(name?: string): Promise<TenantSession>;
  /** Closes the app and drops the database now (otherwise after the test). */
  close(): Promise<void>;
};

export type TenantSession = {
  http: HttpClient;
  tenantId: string;
  userId: string;
  /** A till of this tenant, registered, with its own client id. */
  till(name?: string, options?: { transport?: Transport; deviceClock?: () => number }): Promise<SimClient>;
};

export function useSyncHarness(open: OpenTestDatabase) {
  const started: SyncHarness[] = [];
  afterEach(async () => {
    for (const h of started.splice(0)) {
      await h.app.close();
      await h.database.close();
    }
  });

  let counter = 0;

  return async function start(
    options: { pullPageSize?: number; mergedWrites?: boolean } = {},
  ): Promise<SyncHarness> {
    const database = await open();
    const clock = { now: T0 };
    const faults: Faults = { failStep: null };
    const store = createSyncEngine(database, {
      mutators: withTestMutators,
      ...(options.mergedWrites === undefined ? {} : { mergedWrites: options.mergedWrites }),
      beforeStep: (step) => {
        if (faults.failStep?.(step)) throw new TransientStoreError('injected database failure');
      },
    });
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT: '10000',
      PUBLIC_URL: 'https://pos.example.test',
    });
    const app = await buildApp(config, database, {
      logger: false,
      now: () => clock.now,
      sync: { engine: store, ...(options.pullPageSize ? { pullPageSize: options.pullPageSize } : {}) },
    });
    await app.ready();

    const tenant = async (name = 'Cafe Marigold'): Promise<TenantSession> => {
      const username = `owner-${++counter}-${Math.random().toString(36).slice(2, 8)}@cafe.test`;
      const http = new HttpClient(app);
      const signup = await http.post('/api/v1/auth/signup', { biz_name: name, username, password: PASSWORD });
      expect(signup.statusCode).toBe(200);
      const signin = await http.post('/api/v1/auth/signin', { username, password: PASSWORD });
      expect(signin.statusCode).toBe(200);
      const user = signin.json().user as { id: string; tenant_id: string };
      const session: TenantSession = {
        http,
        tenantId: user.tenant_id,
        userId: user.id,
        till: async (tillName = 'Till', o = {}) => {
          const c = new SimClient({
            http,
            tenantId: user.tenant_id,
            userId: user.id,
            deviceClock: o.deviceClock ?? (() => clock.now),
            ...(o.transport ? { transport: o.transport } : {}),
          });
          await c.register(tillName);
          return c;
        },
      };
      return session;
    };

    const close = async () => {
      const i = started.indexOf(h);
      if (i >= 0) started.splice(i, 1);
      await app.close();
      await database.close();
    };
    const h: SyncHarness = { app, database, store, clock, faults, tenant, close };
    started.push(h);
    return h;
  };
}
