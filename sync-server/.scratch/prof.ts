import { openDatabase } from '../src/db/index.ts';
import { createSyncStore } from '../src/sync/store/index.ts';
import { withTestMutators } from '../src/sync/testing/test-mutators.ts';
import { tenantWithTill, pushOk, m } from '../src/sync/testing/fixtures.ts';
const d = await openDatabase(process.argv[2]!);
await d.migrate();
const store = createSyncStore(d, { mutators: withTestMutators });
const a = await tenantWithTill(d);
const t = performance.now();
for (let k = 0; k < 10; k++) {
const big = []; for (let i = 1; i <= 200; i++) big.push(m(k * 200 + i, 'test.counter.add.v1', { id: 'big', by: 1 }));
await pushOk(store, a, big);
}
console.log('2000 mutations in 10 pushes: ms', performance.now() - t);
await d.close();
