// ADR 0079: the POS routes leave no access-log line per request (a till's sales, as its pushes, ADR 0014), unless
// POS_ACCESS_LOG=on; other routes keep theirs.
import { afterEach, expect, it } from 'vitest';
import { sqliteTestDatabase } from '../../test/databases.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});

/** The URLs of the access-log lines of a POS sale, a POS read and a health check. */
async function loggedUrls(env: Record<string, string>) {
  const database = await sqliteTestDatabase();
  const lines: { msg?: string; req?: { url?: string } }[] = [];
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'info', ...env }), database, {
    logger: { stream: { write: (line) => void lines.push(JSON.parse(line)) } },
  });
  closing.push(async () => {
    await app.close();
    await database.close();
  });
  await app.ready();
  const sale = await app.inject({ method: 'POST', url: '/api/v1/pos/create-order', payload: {} });
  const init = await app.inject({ method: 'GET', url: '/api/v1/pos/init' });
  const health = await app.inject({ method: 'GET', url: '/healthz' });
  expect([sale.statusCode, init.statusCode, health.statusCode]).toEqual([401, 401, 200]);
  return lines.filter((l) => l.msg === 'incoming request').map((l) => l.req?.url);
}

it('[PGW5] the POS routes log no request line by default; other routes do', async () => {
  expect(await loggedUrls({})).toEqual(['/healthz']);
});

it('[PGW5] POS_ACCESS_LOG=on: every request logged', async () => {
  expect(await loggedUrls({ POS_ACCESS_LOG: 'on' })).toEqual([
    '/api/v1/pos/create-order',
    '/api/v1/pos/init',
    '/healthz',
  ]);
});
