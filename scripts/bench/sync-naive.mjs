// The sync benchmark's naive limit: the rows one push writes, inserted one durable transaction per order
// straight into the database (SQLite or PostgreSQL), with the cores the loop and PostgreSQL used.
import { existsSync } from 'node:fs';
import { cpuMs, cpuShare, machineTicks, postmaster } from './cpu-usage.mjs';
import { now, orderArgs, uuidv7 } from './load-kit.mjs';
import { fromServer, pgDriver } from './server-drivers.mjs';
import { NAIVE_S } from './sync-knobs.mjs';

/** @typedef {import('./load-kit.mjs').Till} Till */
/** @typedef {import('./server-drivers.mjs').Query} Query */
/** @typedef {import('./cpu-usage.mjs').CpuSnapshot} CpuSnapshot */
/** @typedef {import('./cpu-usage.mjs').Cores} Cores */

/**
 * The rows one push of one order writes, in database column names.
 * @param {Till} till
 * @param {number} seq
 * @param {string} tenantId
 * @param {string} clientId
 * @param {number} version
 * @param {number} ts
 */
function naiveRows(till, seq, tenantId, clientId, version, ts) {
  const args = orderArgs(till, `naive-${till.device.deviceCode}-${seq}`);
  const items = args.cart.map((line, k) => {
    const item = till.menu[k];
    return {
      id: args.itemIds[k],
      tenant_id: tenantId,
      version,
      deleted: false,
      created_at: ts,
      updated_at: ts,
      order_id: args.id,
      item_id: item.id,
      item_title: item.title,
      variant_id: null,
      variant_title: null,
      variant_price: null,
      unit_price: line.unitPrice,
      quantity: line.quantity,
      tax_rate: item.tax?.rate ?? 0,
      tax_type: item.tax?.type ?? null,
      status: 'created',
      notes: null,
      addons: [],
    };
  });
  const subTotal = items.reduce((s, i) => s + i.unit_price * i.quantity, 0);
  const order = {
    id: args.id,
    tenant_id: tenantId,
    version,
    deleted: false,
    created_at: ts,
    updated_at: ts,
    token_no: args.tokenNo,
    business_day: args.businessDay,
    delivery_type: args.deliveryType,
    customer_type: 'WALKIN',
    customer_id: null,
    customer_name: null,
    table_id: null,
    status: 'created',
    payment_status: 'pending',
    payment_method: null,
    sub_total: subTotal,
    tax_total: 0,
    fee_total: 0,
    total: subTotal,
    device_id: till.device.deviceId,
    created_by: null,
    diner_id: null,
  };
  const log = {
    tenant_id: tenantId,
    client_id: clientId,
    mutation_id: seq,
    name: 'order.create.v1',
    args,
    version,
    status: 'applied',
    error: null,
    client_time: ts,
    created_at: ts,
  };
  return { order, items, log };
}

/** @param {object} row */
const cols = (row) => Object.keys(row);

/**
 * The naive limit counts only orders whose rows are in the database: a loop that wrote less would flatter it.
 * @param {number} counted
 * @param {number} landed
 */
function naiveLanded(counted, landed) {
  if (landed !== counted) {
    throw new Error(`naive limit: ${counted} orders counted but ${landed} mutation-log rows written`);
  }
}

/**
 * CPU counters of the naive loop (this process) and of PostgreSQL's processes (none on SQLite).
 * @param {number | null} dbPid
 * @returns {CpuSnapshot | null}
 */
function naiveCpu(dbPid) {
  if (!existsSync('/proc/stat')) return null;
  const own = process.cpuUsage();
  return {
    loop: (own.user + own.system) / 1000,
    database: dbPid ? cpuMs({ parent: dbPid }) : 0,
    machine: machineTicks(),
  };
}

/** @typedef {{ till: Till, tenantId: string, clientId: string, seq: number }} Writer */
/** @typedef {{ rate: number, cpu: Cores | null }} Naive */

/**
 * @param {string} path
 * @param {Till[]} tillsOfRun
 * @returns {Promise<Naive>}
 */
export async function naiveSqlite(path, tillsOfRun) {
  const Sqlite = /** @type {typeof import('../../sync-server/node_modules/@types/better-sqlite3')} */ (
    fromServer('better-sqlite3')
  );
  const db = new Sqlite(path);
  try {
    db.pragma('busy_timeout = 5000');
    db.pragma('foreign_keys = ON');
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL'); // as the server: a commit returns once the WAL is on disk
    const tenantOf = db.prepare('select tenant_id from devices where id = ?').pluck();
    /** @type {Writer[]} */
    const writers = tillsOfRun.map((till) => ({
      till,
      tenantId: /** @type {string} */ (tenantOf.get(till.device.deviceId)),
      clientId: uuidv7(),
      seq: 0,
    }));
    const t0 = Date.now();
    const addClient = db.prepare(
      'insert into sync_clients (client_id, tenant_id, device_id, last_mutation_id, created_at, updated_at) values (?, ?, ?, 0, ?, ?)',
    );
    for (const w of writers) addClient.run(w.clientId, w.tenantId, w.till.device.deviceId, t0, t0);

    const sample = naiveRows(writers[0].till, 1, writers[0].tenantId, writers[0].clientId, 1, t0);
    /** @type {(table: string, row: object) => import('../../sync-server/node_modules/@types/better-sqlite3').Statement} */
    const insert = (table, row) =>
      db.prepare(
        `insert into ${table} (${cols(row).join(', ')}) values (${cols(row)
          .map(() => '?')
          .join(', ')})`,
      );
    const bump = db.prepare(
      'insert into tenant_versions (tenant_id, version) values (?, 1) on conflict (tenant_id) do update set version = version + 1 returning version',
    );
    const insertOrder = insert('orders', sample.order);
    const insertItem = insert('order_items', sample.items[0]);
    const insertLog = insert('mutation_log', sample.log);
    const touchClient = db.prepare(
      'update sync_clients set last_mutation_id = ?, device_id = ?, updated_at = ? where client_id = ?',
    );
    const touchDevice = db.prepare('update devices set last_seen_at = ? where id = ?');
    /** @param {unknown} v */
    const sqlValue = (v) =>
      typeof v === 'boolean' ? (v ? 1 : 0) : v !== null && typeof v === 'object' ? JSON.stringify(v) : v;
    /** @param {Record<string, unknown>} row */
    const values = (row) => cols(row).map((k) => sqlValue(row[k]));

    const one = db.transaction((/** @type {Writer} */ w) => {
      const ts = Date.now();
      const { version } = /** @type {{ version: number }} */ (bump.get(w.tenantId));
      w.seq++;
      const rows = naiveRows(w.till, w.seq, w.tenantId, w.clientId, version, ts);
      touchClient.run(w.seq, w.till.device.deviceId, ts, w.clientId);
      insertOrder.run(values(rows.order));
      for (const item of rows.items) insertItem.run(values(item));
      insertLog.run(values(rows.log));
      touchDevice.run(ts, w.till.device.deviceId);
    });
    let count = 0;
    const start = now();
    const end = start + NAIVE_S * 1000;
    const before = naiveCpu(null);
    while (now() < end) {
      one.immediate(writers[count % writers.length]);
      count++;
    }
    const seconds = (now() - start) / 1000;
    const cpu = cpuShare(before, naiveCpu(null), seconds);
    const clients = writers.map((w) => w.clientId);
    const landed = /** @type {number} */ (
      db
        .prepare(
          `select count(*) from mutation_log where client_id in (${clients.map(() => '?').join(', ')})`,
        )
        .pluck()
        .get(...clients)
    );
    naiveLanded(count, landed);
    return { rate: count / seconds, cpu };
  } finally {
    db.close();
  }
}

/**
 * An INSERT of `rows` (objects with the same keys, database column names) into `table`; JSON values as text.
 * @param {string} table
 * @param {Record<string, unknown>[]} rows
 */
function insertOf(table, rows) {
  const columns = Object.keys(rows[0]);
  /** @type {unknown[]} */
  const values = [];
  const tuples = rows.map((row) => {
    const marks = columns.map((c) => {
      const v = row[c];
      values.push(v !== null && typeof v === 'object' ? JSON.stringify(v) : v);
      return `$${values.length}`;
    });
    return `(${marks.join(', ')})`;
  });
  return { text: `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, values };
}

/**
 * @param {string} url
 * @param {Till[]} tillsOfRun
 * @param {number} connections
 * @returns {Promise<Naive>}
 */
export async function naivePg(url, tillsOfRun, connections) {
  // node-postgres, the server's driver (ADR 0046), with its pipeline mode: queries given at once go out at once
  const { Pool } = pgDriver();
  const pool = new Pool({ connectionString: url, max: connections, pipeline: true });
  pool.on('error', () => {}); // an idle connection's failure; the loop's queries report their own
  /** @type {Query} */
  const query = async (text, values) => (await pool.query(text, values)).rows;
  try {
    const tenants = new Map(
      (await query('select id, tenant_id from devices')).map((r) => [r.id, r.tenant_id]),
    );
    /** @type {Writer[]} */
    const writers = tillsOfRun.map((till) => ({
      till,
      tenantId: tenants.get(till.device.deviceId),
      clientId: uuidv7(),
      seq: 0,
    }));
    const t0 = Date.now();
    for (const w of writers) {
      await query(
        `insert into sync_clients (client_id, tenant_id, device_id, last_mutation_id, created_at, updated_at)
          values ($1, $2, $3, 0, $4, $4)`,
        [w.clientId, w.tenantId, w.till.device.deviceId, t0],
      );
    }

    /** @param {Writer} w */
    const one = async (w) => {
      const client = await pool.connect();
      /** @type {Error | undefined} */
      let failed;
      try {
        await client.query('begin');
        const ts = Date.now();
        const [{ version }] = (
          await client.query(
            `insert into tenant_versions (tenant_id, version) values ($1, 1)
              on conflict (tenant_id) do update set version = tenant_versions.version + 1 returning version`,
            [w.tenantId],
          )
        ).rows;
        w.seq++;
        const rows = naiveRows(w.till, w.seq, w.tenantId, w.clientId, Number(version), ts);
        // The rest in one round trip (the pipeline sends queries given together at once), then COMMIT.
        const order = insertOf('orders', [rows.order]);
        const items = insertOf('order_items', rows.items);
        const log = insertOf('mutation_log', [rows.log]);
        await Promise.all([
          client.query(
            `update sync_clients set last_mutation_id = $1, device_id = $2, updated_at = $3 where client_id = $4`,
            [w.seq, w.till.device.deviceId, ts, w.clientId],
          ),
          client.query(order.text, order.values),
          client.query(items.text, items.values),
          client.query(log.text, log.values),
          client.query('update devices set last_seen_at = $1 where id = $2', [ts, w.till.device.deviceId]),
        ]);
        await client.query('commit');
      } catch (error) {
        failed = /** @type {Error} */ (error);
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release(failed);
      }
    };

    let count = 0;
    const start = now();
    const end = start + NAIVE_S * 1000;
    const before = naiveCpu(postmaster(url));
    // Each connection is a writer of its own till; the tills alternate between the two stores.
    const workers = Array.from({ length: connections }, async (_, i) => {
      const w = writers[i % writers.length];
      while (now() < end) {
        await one(w);
        count++;
      }
    });
    await Promise.all(workers);
    const seconds = (now() - start) / 1000;
    const cpu = cpuShare(before, naiveCpu(postmaster(url)), seconds);
    const [{ landed }] = await query(
      'select count(*)::int as landed from mutation_log where client_id = any($1)',
      [writers.map((w) => w.clientId)],
    );
    naiveLanded(count, landed);
    return { rate: count / seconds, cpu };
  } finally {
    await pool.end();
  }
}
