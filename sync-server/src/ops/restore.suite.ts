// A real backup and restore (issue 9): the server's database is copied by `backupDatabase` while it runs,
// the till keeps pushing (acknowledged), the server is stopped and `restoreDatabase` puts the copy back.
// The till reconnecting to the restarted server loses nothing it still holds (RST1, RST2).

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { OpenTestDatabaseUrl, TestDatabaseUrl } from '../../test/databases.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/index.ts';
import { ensureSyncEpoch } from '../sync/epoch.ts';
import { expectAllInvariants } from '../sync/testing/invariants.ts';
import { SimClient } from '../sync/testing/sim-client.ts';
import { withTestMutators } from '../sync/testing/test-mutators.ts';
import { PASSWORD } from '../test-support/app-harness.ts';
import { HttpClient } from '../test-support/http-client.ts';
import { backupDatabase, restoreDatabase } from './backup.ts';

type Server = { app: FastifyInstance; database: Database };

export function restoreSuite(openUrl: OpenTestDatabaseUrl) {
  let target: TestDatabaseUrl;
  let backups: string;
  let server: Server | null = null;

  const serve = async (): Promise<Server> => {
    const database = await openDatabase(target.url);
    await database.migrate();
    const config = loadConfig({ LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: '10000' });
    const app = await buildApp(config, database, { logger: false, sync: { mutators: withTestMutators } });
    await app.ready();
    server = { app, database };
    return server;
  };
  const stop = async () => {
    if (!server) return;
    await server.app.close();
    await server.database.close();
    server = null;
  };

  beforeEach(async () => {
    target = await openUrl();
    backups = mkdtempSync(join(tmpdir(), 'tavola-backups-'));
  });
  afterEach(async () => {
    await stop();
    await target.drop();
    rmSync(backups, { recursive: true, force: true });
  });

  it('[RST1] [RST2] a till reconnecting to a server restored from a backup loses nothing it still holds', async () => {
    const first = await serve();
    const http = new HttpClient(first.app);
    const username = 'owner@restore.test';
    expect(
      (await http.post('/api/v1/auth/signup', { biz_name: 'Cafe Restore', username, password: PASSWORD }))
        .statusCode,
    ).toBe(200);
    const signin = await http.post('/api/v1/auth/signin', { username, password: PASSWORD });
    const user = signin.json().user as { id: string; tenant_id: string };
    const till = new SimClient({ http, tenantId: user.tenant_id, userId: user.id, deviceClock: Date.now });
    await till.register('Till');
    const add = (by: number) => till.mutate('test.counter.add.v1', { id: 'count', by });

    add(1);
    add(10);
    await till.settle();
    const epochBefore = await ensureSyncEpoch(first.database);
    const file = await backupDatabase(target.url, backups); // online: the server keeps serving
    expect(file).toMatch(/tavola-\d{8}T\d{9}Z\.(sqlite|pgdump)$/);

    add(100);
    add(1_000);
    await till.settle(); // acknowledged, and dropped from the outbox
    expect(till.outbox).toEqual([]);
    till.online = false;
    add(10_000); // still in the outbox when the server goes down

    await stop();
    await restoreDatabase(target.url, file);
    const second = await serve();
    http.retarget(second.app);
    expect(await ensureSyncEpoch(second.database)).not.toBe(epochBefore);

    till.online = true;
    expect(await till.pull()).toBe('done');
    expect(till.base.categories?.count?.title).toBe('11');
    expect(till.outbox.map((m) => m.id)).toEqual([3, 4, 5]);
    await till.settle();
    expect(till.local.categories?.count?.title).toBe('11111');
    await expectAllInvariants(second.database, [till]);
  });
}
