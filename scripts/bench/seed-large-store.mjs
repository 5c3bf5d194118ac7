// A large store for the browser benchmarks, run under tsx: migrates the database at argv[2], seeds the demo
// restaurant through the server's own seed, then adds argv[3] menu items (spread over the demo categories and
// taxes) and argv[4] customers through tenant scopes, so every row is stamped with a tenant version as the
// app's writes are. Start the server on the database afterwards.
//   tsx scripts/bench/seed-large-store.mjs file:/tmp/x.sqlite 1000 10000
import { openDatabase } from '../../sync-server/src/db/index.ts';
import { scoped } from '../../sync-server/src/db/tenant-scope.ts';
import { uuidv7 } from '../../sync-server/src/ids.ts';
import { seedDemo } from '../../sync-server/src/seed/demo.ts';
import { DEMO_USERS } from '../../sync-server/src/seed/demo-data.ts';
import { findUserByUsername } from '../../sync-server/src/services/accounts.ts';
import { benchDish } from './bench-dish.mjs';

const [url, itemsArg = '1000', customersArg = '0'] = process.argv.slice(2);
const ITEMS = Number(itemsArg);
const CUSTOMERS = Number(customersArg);
const BATCH = 500;

// The seed logs through these; a whole pino logger is not needed here, so it stands in for one (the cast below).
const quiet = {
  info() {},
  warn: console.warn,
  error: console.error,
  debug() {},
  trace() {},
  fatal: console.error,
};

const database = await openDatabase(/** @type {string} */ (url)); // argv[2], always given (large-store.mjs)
try {
  await database.migrate();
  await seedDemo(database, /** @type {Parameters<typeof seedDemo>[1]} */ (/** @type {unknown} */ (quiet)));
  const admin = await findUserByUsername(database, DEMO_USERS.admin.username);
  if (!admin?.tenantId) throw new Error('the demo restaurant was not seeded');
  const { t } = database;
  const scope = scoped(database, admin.tenantId);
  const categories = await scope.select(t.categories);
  const taxes = await scope.select(t.taxes);
  const items = Array.from({ length: ITEMS }, (_, i) => ({
    id: uuidv7(),
    title: benchDish(i + 1),
    price: 5_000 + (i % 60) * 500,
    netPrice: null,
    categoryId: categories[i % categories.length]?.id ?? null,
    taxId: i % 3 === 0 ? null : (taxes[i % taxes.length]?.id ?? null),
  }));
  const customers = Array.from({ length: CUSTOMERS }, (_, i) => ({
    id: uuidv7(),
    name: `Bench Customer ${i + 1}`,
    phone: `8${String(i).padStart(9, '0')}`,
    address: `${i + 1} Bench Street`,
  }));
  for (let i = 0; i < items.length; i += BATCH) await scope.insert(t.menuItems, items.slice(i, i + BATCH));
  for (let i = 0; i < customers.length; i += BATCH)
    await scope.insert(t.customers, customers.slice(i, i + BATCH));
  console.log(`  seeded the demo restaurant with ${ITEMS} more items and ${CUSTOMERS} customers`);
} finally {
  await database.close();
}
