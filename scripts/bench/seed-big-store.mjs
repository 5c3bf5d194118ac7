// PERF1's store ten times bigger (issue 34 item 4), run under tsx: migrates the database at argv[2], seeds
// the demo restaurant through the server's own seed, then writes straight into SQLite, in big transactions,
// argv[3] more menu items with photos (four shared small JPEGs), argv[4] customers and argv[5] orders over the
// DAYS business days up to today (two lines each; paid ones with their invoice; today's last few still open),
// customers created among the orders, each row stamped with the next tenant version as the app's writes are.
// About a minute for 2,000,000 orders; big-store.mjs keeps the file between runs.
//   tsx scripts/bench/seed-big-store.mjs file:/tmp/x.sqlite 10000 200000 2000000
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { addCalendarDays, businessDayStart, businessToday } from '../../shared/src/index.ts';
import { openDatabase } from '../../sync-server/src/db/index.ts';
import { uuidv7 } from '../../sync-server/src/ids.ts';
import { seedDemo } from '../../sync-server/src/seed/demo.ts';
import { DEMO_USERS } from '../../sync-server/src/seed/demo-data.ts';
import { findUserByUsername } from '../../sync-server/src/services/accounts.ts';
import { buildSalesSummary } from '../../sync-server/src/services/sales-summary.ts';
import { benchDish } from './bench-dish.mjs';

const serverRequire = createRequire(join(import.meta.dirname, '..', '..', 'sync-server', 'package.json'));
const BetterSqlite3 = serverRequire('better-sqlite3');
const sharp = serverRequire('sharp');

const [url = '', itemsArg = '10000', customersArg = '200000', ordersArg = '2000000'] = process.argv.slice(2);
const ITEMS = Number(itemsArg);
const CUSTOMERS = Number(customersArg);
const ORDERS = Number(ordersArg);
/** Three years of trading. */
const DAYS = 1095;
/** Today's last orders still open (the kitchen's, a first sync's). */
const OPEN_TODAY = 40;
const LINES = 2;
const TAX_PPM = 50_000;

const quiet = {
  info() {},
  warn: console.warn,
  error: console.error,
  debug() {},
  trace() {},
  fatal: console.error,
};
const started = Date.now();
const database = await openDatabase(url);
let tenantId = '';
try {
  await database.migrate();
  await seedDemo(database, /** @type {Parameters<typeof seedDemo>[1]} */ (/** @type {unknown} */ (quiet)));
  const admin = await findUserByUsername(database, DEMO_USERS.admin.username);
  if (!admin?.tenantId) throw new Error('the demo restaurant was not seeded');
  tenantId = admin.tenantId;
} finally {
  await database.close();
}

const db = new BetterSqlite3(url.replace(/^file:/, ''));
db.pragma('journal_mode = WAL');
db.pragma('synchronous = OFF');
db.pragma('cache_size = -262144');
/** @type {(sql: string) => (...args: unknown[]) => void} */
const insert = (sql) => {
  const s = db.prepare(sql);
  return (...args) => void s.run(...args);
};
const one = (/** @type {string} */ sql, /** @type {unknown[]} */ ...args) => db.prepare(sql).get(...args);
const all = (/** @type {string} */ sql, /** @type {unknown[]} */ ...args) => db.prepare(sql).all(...args);

let version = Number(
  /** @type {{ version: number }} */ (
    one('select version from tenant_versions where tenant_id = ?', tenantId)
  ).version,
);
const settings = /** @type {{ time_zone: string, business_day_start: string }} */ (
  one('select time_zone, business_day_start from store_settings where tenant_id = ?', tenantId)
);
const clock = { timeZone: settings.time_zone, dayStart: settings.business_day_start };
const categories = /** @type {{ id: string }[]} */ (
  all('select id from categories where tenant_id = ? and deleted = 0', tenantId)
);
const taxes = /** @type {{ id: string, rate: number }[]} */ (
  all('select id, rate from taxes where tenant_id = ? and deleted = 0', tenantId)
);
const [paymentType] = /** @type {{ id: string }[]} */ (
  all('select id from payment_types where tenant_id = ? and deleted = 0', tenantId)
);

// four small photos, shared by every item (content-addressed: one row each)
/** @type {string[]} */
const photos = [];
for (const [i, color] of ['#c0392b', '#27ae60', '#2980b9', '#f39c12'].entries()) {
  const bytes = await sharp({ create: { width: 320, height: 240, channels: 3, background: color } })
    .jpeg({ quality: 70 })
    .toBuffer();
  const hash = (await import('node:crypto')).createHash('sha256').update(bytes).digest('hex');
  insert(
    'insert or ignore into images (hash, tenant_id, mime, bytes, size, created_at) values (?, ?, ?, ?, ?, ?)',
  )(hash, tenantId, 'image/jpeg', bytes, bytes.length, started - i);
  photos.push(hash);
}

/** @type {{ id: string, title: string, price: number }[]} */
const menu = [];
const putItem = insert(
  'insert into menu_items (id, tenant_id, version, deleted, created_at, updated_at, title, price, category_id, tax_id, image_hash) values (?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?)',
);
db.transaction(() => {
  for (let i = 0; i < ITEMS; i++) {
    const item = { id: uuidv7(), title: benchDish(i + 1), price: 5_000 + (i % 60) * 500 };
    menu.push(item);
    const categoryId = categories[i % categories.length]?.id ?? null;
    const taxId = i % 3 === 0 ? null : (taxes[i % taxes.length]?.id ?? null);
    putItem(
      item.id,
      tenantId,
      ++version,
      started,
      started,
      item.title,
      item.price,
      categoryId,
      taxId,
      photos[i % photos.length],
    );
  }
})();

const putCustomer = insert(
  'insert into customers (id, tenant_id, version, deleted, created_at, updated_at, name, phone, address) values (?, ?, ?, 0, ?, ?, ?, ?, ?)',
);
const putOrder = insert(
  `insert into orders (id, tenant_id, version, deleted, created_at, updated_at, token_no, business_day, delivery_type,
     customer_type, customer_id, status, payment_status, payment_method, sub_total, tax_total, total)
   values (?, ?, ?, 0, ?, ?, ?, ?, 'takeaway', ?, ?, ?, ?, ?, ?, ?, ?)`,
);
const putLine = insert(
  `insert into order_items (id, tenant_id, version, deleted, created_at, updated_at, order_id, item_id, item_title,
     unit_price, quantity, tax_rate, status, addons) values (?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, '[]')`,
);
const putInvoice = insert(
  `insert into invoices (id, tenant_id, version, deleted, created_at, updated_at, business_day, sub_total, tax_total,
     total, payment_type_id, customer_type, customer_id) values (?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
);
const putLink = insert(
  'insert into invoice_orders (id, tenant_id, version, deleted, created_at, updated_at, invoice_id, order_id) values (?, ?, ?, 0, ?, ?, ?, ?)',
);

const today = businessToday(started, clock);
const perDay = Math.ceil(ORDERS / DAYS);
const customerEvery = Math.max(1, Math.floor(ORDERS / Math.max(1, CUSTOMERS)));
/** @type {string[]} */
const customers = [];
let orders = 0;
let n = 0;
const hex = (/** @type {number} */ x) => x.toString(16).padStart(12, '0');
/** Time-ordered ids (as UUIDv7), without the cost of a random generator per row. */
const idAt = (/** @type {number} */ ms, /** @type {number} */ kind) => {
  const h = `${hex(ms)}7${kind.toString(16)}${hex(++n).slice(-3)}8${hex(n).slice(-3)}${hex(n)}`;
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
};
for (let d = DAYS - 1; d >= 0; d--) {
  const day = addCalendarDays(today, -d);
  const dayStartsAt = businessDayStart(day, clock);
  // today's sales end at now
  const span = d === 0 ? Math.max(60_000, started - dayStartsAt) : 86_400_000;
  const count = Math.min(perDay, ORDERS - orders);
  db.transaction(() => {
    for (let k = 0; k < count; k++, orders++) {
      const at = dayStartsAt + Math.floor(((k + 0.5) * span) / count);
      if (orders % customerEvery === 0 && customers.length < CUSTOMERS) {
        const c = customers.length;
        const id = idAt(at, 3);
        customers.push(id);
        putCustomer(
          id,
          tenantId,
          ++version,
          at,
          at,
          `Bench Customer ${c + 1}`,
          `8${String(c).padStart(9, '0')}`,
          `${c + 1} Bench Street`,
        );
      }
      const open = d === 0 && k >= count - OPEN_TODAY;
      const customerId = orders % 5 === 0 && customers.length ? customers[orders % customers.length] : null;
      const v = ++version;
      const id = idAt(at, 4);
      const lines = Array.from({ length: LINES }, (_, l) => ({
        item: /** @type {(typeof menu)[number]} */ (menu[(orders * 7 + l * 13) % menu.length]),
        quantity: 1 + ((orders + l) % 3),
      }));
      const sub = lines.reduce((s, l) => s + l.item.price * l.quantity, 0);
      const tax = lines.reduce(
        (s, l) => s + Math.round((l.item.price * l.quantity * TAX_PPM) / 1_000_000),
        0,
      );
      const kind = customerId ? 'CUSTOMER' : 'WALKIN';
      putOrder(
        id,
        tenantId,
        v,
        at,
        at,
        String(k + 1),
        day,
        kind,
        customerId,
        open ? 'created' : 'completed',
        open ? 'pending' : 'paid',
        open ? null : 'Cash',
        sub,
        tax,
        sub + tax,
      );
      for (const { item, quantity } of lines)
        putLine(
          idAt(at, 5),
          tenantId,
          v,
          at,
          at,
          id,
          item.id,
          item.title,
          item.price,
          quantity,
          TAX_PPM,
          open ? 'created' : 'delivered',
        );
      if (!open) {
        const invoiceId = idAt(at, 6);
        putInvoice(
          invoiceId,
          tenantId,
          v,
          at,
          at,
          day,
          sub,
          tax,
          sub + tax,
          paymentType?.id ?? null,
          kind,
          customerId,
        );
        putLink(`${invoiceId}:${id}`, tenantId, v, at, at, invoiceId, id);
      }
    }
  })();
}
// the customers the orders did not bring (a store with fewer orders than customers)
db.transaction(() => {
  for (let c = customers.length; c < CUSTOMERS; c++) {
    const id = idAt(started, 3);
    customers.push(id);
    putCustomer(
      id,
      tenantId,
      ++version,
      started,
      started,
      `Bench Customer ${c + 1}`,
      `8${String(c).padStart(9, '0')}`,
      `${c + 1} Bench Street`,
    );
  }
})();
db.prepare('update tenant_versions set version = ? where tenant_id = ?').run(version, tenantId);
db.pragma('wal_checkpoint(TRUNCATE)');
db.close();
// RDS1: the reports' day summary of the store as seeded, built as the server builds it (a month at a time)
const summarised = Date.now();
const reopened = await openDatabase(url);
try {
  await buildSalesSummary(reopened, tenantId, clock);
} finally {
  await reopened.close();
}
console.log(`  built the reports' day summary in ${Math.round((Date.now() - summarised) / 1000)} s`);
console.log(
  `  seeded the demo restaurant with ${ITEMS} more items, ${CUSTOMERS} customers and ${orders} orders in ${Math.round((Date.now() - started) / 1000)} s`,
);
