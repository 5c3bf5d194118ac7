import { PROTOCOL_VERSION, SCHEMA_VERSION } from '@tavola/shared';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/index.ts';
import { HttpClient } from '../src/test-support/http-client.ts';
import { withTestMutators } from '../src/sync/testing/test-mutators.ts';
import { uuidv7 } from '../src/ids.ts';
const database = await openDatabase(process.argv[2]!);
await database.migrate();
const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: '10000' }), database, { logger: false, sync: { mutators: withTestMutators } });
await app.ready();
const TILLS = 8;
const clients = [];
for (let i = 0; i < TILLS; i++) {
  const http = new HttpClient(app);
  const username = `b${i}-${Math.random()}@x.test`;
  await http.post('/api/v1/auth/signup', { biz_name: 'B', username, password: 'password-123' });
  await http.post('/api/v1/auth/signin', { username, password: 'password-123' });
  const dev = (await http.post('/api/v1/sync/register-device', { name: 'T' })).json();
  clients.push({ http, deviceId: dev.deviceId, clientId: uuidv7(), next: 1 });
}
for (const batch of [1, 20]) {
  const rounds = batch === 1 ? 60 : 10;
  const t = performance.now();
  await Promise.all(clients.map(async (c) => {
    for (let r = 0; r < rounds; r++) {
      const mutations = [];
      for (let k = 0; k < batch; k++) mutations.push({ id: c.next++, name: 'test.counter.add.v1', args: { id: `n-${c.clientId}`, by: 1 }, clientTime: 0 });
      const res = await c.http.post('/api/v1/sync/push', { protocolVersion: PROTOCOL_VERSION, schemaVersion: SCHEMA_VERSION, clientId: c.clientId, deviceId: c.deviceId, mutations });
      if (res.statusCode !== 200) throw new Error(res.body);
    }
  }));
  const secs = (performance.now() - t) / 1000;
  console.log(`${database.dialect} ${TILLS} tills, batches of ${batch}: ${Math.round((TILLS * rounds * batch) / secs)} mutations/s, ${Math.round((TILLS * rounds) / secs)} pushes/s`);
}
await app.close();
await database.close();
