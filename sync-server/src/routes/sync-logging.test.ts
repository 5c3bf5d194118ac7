// The sync routes leave no access-log line per request (ADR 0014): tills push and pull several times a
// second each, and a log line cost more than the push itself. Other routes keep theirs.
import { afterEach, expect, it } from 'vitest';
import { sqliteTestDatabase } from '../../test/databases.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/index.ts';

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

it('logs no request line for sync pushes and pulls, and still logs other requests', async () => {
  const database: Database = await sqliteTestDatabase();
  const lines: { msg?: string; req?: { url?: string }; level?: number }[] = [];
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'info' }), database, {
    logger: { stream: { write: (line) => void lines.push(JSON.parse(line)) } },
  });
  close = async () => {
    await app.close();
    await database.close();
  };
  await app.ready();

  const push = await app.inject({ method: 'POST', url: '/api/v1/sync/push', payload: {} });
  const pull = await app.inject({ method: 'POST', url: '/api/v1/sync/pull', payload: {} });
  expect([push.statusCode, pull.statusCode]).toEqual([401, 401]);
  const health = await app.inject({ method: 'GET', url: '/healthz' });
  expect(health.statusCode).toBe(200);

  const requests = lines.filter((l) => l.msg === 'incoming request').map((l) => l.req?.url);
  expect(requests).toEqual(['/healthz']);
  expect(lines.filter((l) => l.msg === 'request completed')).toHaveLength(1);
});
