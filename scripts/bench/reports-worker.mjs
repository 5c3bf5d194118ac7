// Child of reports.mjs, run under tsx (it imports the server's TypeScript): migrates the database at argv[2],
// bulk-loads the data set of report-data.mjs, then times the reports of a few tenants per preset through the
// route's own code (storeClock → presetRange → salesFigures). Writes {seedMs, timings, figures, plans} as JSON
// to argv[4]. argv[3] is the "now" (epoch ms) the data and the presets share, so both databases agree.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { from as copyFrom } from 'pg-copy-streams';
import { addCalendarDays, businessToday, presetRange } from '../../shared/src/index.ts';
import { openDatabase } from '../../sync-server/src/db/index.ts';
import { salesFigures, storeClock } from '../../sync-server/src/services/sales-figures.ts';
import { root } from '../lib.mjs';
import { COLUMNS, generateTenant, TENANTS, tenantId } from './report-data.mjs';

/** @typedef {keyof typeof COLUMNS} Table */
/** @typedef {import('./report-data.mjs').DataRow} DataRow */

// argv[2..4], always given (reports.mjs)
const [url, nowArg, outFile] = /** @type {[string, string, string]} */ (process.argv.slice(2));
const now = Number(nowArg);
const fromServer = createRequire(join(root, 'sync-server', 'package.json'));
const isPg = /^postgres(ql)?:/.test(url);

/** @type {import('../../shared/src/index.ts').DatePreset[]} */
const PRESETS = ['today', 'yesterday', 'last_7days', 'this_month', 'last_month', 'custom'];
/** Tenants timed: three of the hundred, in different time zones. */
const SAMPLED = [0, Math.floor(TENANTS / 2) + 1, TENANTS - 1].filter(
  (t, i, a) => t < TENANTS && a.indexOf(t) === i,
);
const RUNS = Number(process.env.BENCH_REPORTS_RUNS ?? 5);
/** The custom preset of the bench: the 90 business days ending today. */
const CUSTOM_DAYS = 90;

/** @type {Table[]} */
const TABLE_ORDER = [
  'tenants',
  'tenant_versions',
  'store_settings',
  'menu_items',
  'customers',
  'orders',
  'order_items',
  'invoices',
  'invoice_orders',
];

/**
 * @param {number} t
 * @returns {Record<Table, DataRow[]>}
 */
function rowsOf(t) {
  const rows = /** @type {Record<Table, DataRow[]>} */ (
    /** @type {unknown} */ (Object.fromEntries(TABLE_ORDER.map((name) => [name, []])))
  );
  generateTenant(t, now, (table, row) => rows[table].push(row));
  return rows;
}

/** The big tables: their secondary indexes are dropped for the load and created again after it. */
const BULK_TABLES = ['customers', 'orders', 'order_items', 'invoices', 'invoice_orders'];

/**
 * SQLite: one transaction, prepared multi-row inserts of ROWS_PER_INSERT rows. Foreign keys are not checked
 * (the connection leaves them off; the rows satisfy them by construction). No ANALYZE: the server never runs
 * one, so the planner sees what it sees in production.
 * @param {string} file
 */
function seedSqlite(file) {
  const Sqlite = /** @type {typeof import('../../sync-server/node_modules/@types/better-sqlite3')} */ (
    fromServer('better-sqlite3')
  );
  const db = new Sqlite(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = OFF');
    db.pragma('cache_size = -262144');
    const indexes = db
      .prepare(
        `select name, sql from sqlite_master where type = 'index' and sql is not null
          and tbl_name in (${BULK_TABLES.map(() => '?').join(', ')})`,
      )
      .all(...BULK_TABLES);
    const typed = /** @type {{ name: string, sql: string }[]} */ (indexes);
    for (const { name } of typed) db.exec(`drop index ${name}`);
    const ROWS_PER_INSERT = 100;
    /** @type {Map<string, import('../../sync-server/node_modules/@types/better-sqlite3').Statement>} */
    const statements = new Map();
    /** @type {(table: Table, count: number) => import('../../sync-server/node_modules/@types/better-sqlite3').Statement} */
    const insert = (table, count) => {
      const key = `${table}/${count}`;
      if (!statements.has(key)) {
        const cols = COLUMNS[table];
        const tuple = `(${cols.map(() => '?').join(', ')})`;
        statements.set(
          key,
          db.prepare(
            `insert into ${table} (${cols.join(', ')}) values ${Array(count).fill(tuple).join(', ')}`,
          ),
        );
      }
      return /** @type {import('../../sync-server/node_modules/@types/better-sqlite3').Statement} */ (
        statements.get(key)
      );
    };
    /** @param {DataRow[number]} v */
    const value = (v) => (typeof v === 'boolean' ? (v ? 1 : 0) : v);
    db.transaction(() => {
      for (let t = 0; t < TENANTS; t++) {
        const rows = rowsOf(t);
        for (const table of TABLE_ORDER) {
          const all = rows[table];
          for (let i = 0; i < all.length; i += ROWS_PER_INSERT) {
            const chunk = all.slice(i, i + ROWS_PER_INSERT);
            insert(table, chunk.length).run(chunk.flat().map(value));
          }
        }
      }
    })();
    for (const index of typed) db.exec(index.sql);
  } finally {
    db.close();
  }
}

/**
 * PostgreSQL: COPY ... FROM STDIN through node-postgres (pg-copy-streams), one COPY per table and tenant,
 * foreign-key triggers off for the session (session_replication_role; the rows satisfy them by construction), then ANALYZE, as
 * autovacuum would do on a live database.
 */
async function seedPg() {
  const { Client } = /** @type {typeof import('../../sync-server/node_modules/@types/pg')} */ (
    fromServer('pg')
  );
  const client = new Client({ connectionString: url });
  client.on('error', () => {}); // its queries fail with it
  await client.connect();
  /** @param {string} text @param {unknown[]} [values] @returns {Promise<any[]>} */
  const query = async (text, values) => (await client.query(text, values)).rows;
  /** @param {DataRow[number]} v */
  const field = (v) => (v === null ? '\\N' : typeof v === 'boolean' ? (v ? 't' : 'f') : String(v));
  try {
    await query('set session_replication_role = replica');
    const indexes = await query(
      `select indexname, indexdef from pg_indexes
        where schemaname = current_schema() and tablename = any($1)
          and indexname not in (select conname from pg_constraint)`,
      [BULK_TABLES],
    );
    for (const { indexname } of indexes) await query(`drop index ${indexname}`);
    for (let t = 0; t < TENANTS; t++) {
      const rows = rowsOf(t);
      for (const table of TABLE_ORDER) {
        const text = `${rows[table].map((r) => r.map(field).join('\t')).join('\n')}\n`;
        const stream = client.query(copyFrom(`copy ${table} (${COLUMNS[table].join(', ')}) from stdin`));
        await new Promise((resolve, reject) => {
          stream.on('error', reject);
          stream.on('finish', resolve);
          stream.end(text);
        });
      }
    }
    for (const { indexdef } of indexes) await query(indexdef);
    await query('analyze');
  } finally {
    await client.end();
  }
}

/** @param {number[]} xs */
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  if (s.length % 2) return /** @type {number} */ (s[m]);
  const [low, high] = /** @type {[number, number]} */ ([s[m - 1], s[m]]);
  return (low + high) / 2;
};

/**
 * What GET /reports does for one tenant and preset, minus HTTP.
 * @param {import('../../sync-server/src/db/index.ts').Database} database
 * @param {string} tenant
 * @param {import('../../shared/src/index.ts').DatePreset} preset
 */
async function report(database, tenant, preset) {
  const { clock } = await storeClock(database, tenant);
  const today = businessToday(now, clock);
  const custom = preset === 'custom' ? { from: addCalendarDays(today, -(CUSTOM_DAYS - 1)), to: today } : {};
  const range = presetRange(preset, now, clock, custom);
  if (!range.ok) throw new Error(`${preset}: ${range.message}`);
  return salesFigures(database, tenant, range.value);
}

async function main() {
  const migrated = await openDatabase(url);
  await migrated.migrate();
  await migrated.close();

  const seedStart = performance.now();
  if (isPg) await seedPg();
  else seedSqlite(url.replace(/^file:/, ''));
  const seedMs = performance.now() - seedStart;
  const cpu = process.cpuUsage();
  console.log(
    `  loaded in ${Math.round(seedMs)} ms (${Math.round((cpu.user + cpu.system) / 1000)} ms CPU here)`,
  );

  const database = await openDatabase(url);
  /** @type {Record<string, { tenant: number, median: number, cpuMedian: number, runs: number[] }[]>} */
  const timings = {};
  /** @type {Record<string, unknown>} */
  const figures = {};
  try {
    for (const preset of PRESETS) {
      timings[preset] = [];
      for (const t of SAMPLED) {
        const tenant = tenantId(t);
        figures[`${t}/${preset}`] = await report(database, tenant, preset); // warm-up, and the figures compared
        const runs = [];
        const cpu = [];
        for (let i = 0; i < RUNS; i++) {
          const start = performance.now();
          const cpuStart = process.cpuUsage();
          await report(database, tenant, preset);
          runs.push(performance.now() - start);
          const used = process.cpuUsage(cpuStart);
          cpu.push((used.user + used.system) / 1000);
        }
        // On SQLite the queries run in this process: its CPU time is the figure a busy machine cannot inflate.
        timings[preset].push({ tenant: t, median: median(runs), cpuMedian: median(cpu), runs });
      }
    }
  } finally {
    await database.close();
  }
  writeFileSync(outFile, JSON.stringify({ seedMs, timings, figures }));
}

await main();
