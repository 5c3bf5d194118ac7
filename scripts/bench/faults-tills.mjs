// The tills of `pnpm bench faults` and of its shorter run in `npm test` (issues 9 and 28). A till rings up one
// order.create.v1 about every `run.orderMs` and pushes its outbox as the PWA does: mutation ids, leased tokens,
// offline tokens `B-3` when no number is left, the same batch again after a lost answer or a 503 (the server's
// "retry"), OutOfOrder from the server's count; it pulls every few orders. `run` gathers what they saw.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from '../lib.mjs';
import { client } from './http-client.mjs';
import { lease, orderArgs, sleep, uuidv7 } from './load-kit.mjs';

const PULL_EVERY = 5; // orders between pulls
const PUSH_BATCH = 50;
/** A request not answered by then is given up and sent again on a new connection (a push held by the server). */
const ANSWER_WITHIN_MS = 20_000;

const versions = { protocolVersion: 1, schemaVersion: 1 };
const fromServer = createRequire(join(root, 'sync-server', 'package.json'));

/** @typedef {import('./load-kit.mjs').Till} Till */
/** @typedef {{ id: number, name: string, args: { id: string }, clientTime: number }} Mutation */
/**
 * A till of the fault run: a load till with its own connection, outbox, acknowledged id, the orders the server
 * said it saved, its pull cookie and the rows its pulls hold.
 * @typedef {Till & { port: number, nextId: number, acked: number, outbox: Mutation[],
 *   orderOf: Map<number, string>, saved: Set<string>, offline: number, cookie: unknown, epoch: unknown,
 *   rows: Map<string, string> }} FaultTill
 */
/**
 * What the tills of one run saw.
 * @typedef {{ stop: boolean, orderMs: number, onAck: (till: FaultTill) => void, attempted: number,
 *   offlineTokens: number, errors: Record<string, number>, rejections: Record<string, number> }} Run
 */
/** @typedef {{ id: string, tenantId: string, tokenNo: string, businessDay: string }} StoredOrder */
/** A thrown error as the bench reads it. @param {unknown} e */
const codeOf = (e) => {
  const error = /** @type {{ code?: string, message?: string }} */ (e);
  return error.code ?? String(error.message);
};

/**
 * What the tills of one run saw. `onAck(till)`: called on every acknowledged push (the PostgreSQL restart phase
 * times each instance's first one after the database's start).
 */
/**
 * @param {number} orderMs
 * @param {(till: FaultTill) => void} [onAck]
 * @returns {Run}
 */
export function newRun(orderMs, onAck = () => {}) {
  return { stop: false, orderMs, onAck, attempted: 0, offlineTokens: 0, errors: {}, rejections: {} };
}

/** A till of `base` (from load-kit.mjs `tills()`) talking to `port` on a connection of its own. */
/**
 * @param {Till} base
 * @param {number} port
 * @returns {FaultTill}
 */
export function faultTill(base, port) {
  base.c.close();
  return {
    ...base,
    port,
    c: client(port, base.c.cookie, { timeoutMs: ANSWER_WITHIN_MS }),
    clientId: uuidv7(),
    nextId: 1,
    acked: 0,
    outbox: [],
    orderOf: new Map(),
    saved: new Set(),
    offline: 0,
    cookie: null,
    epoch: null,
    rows: new Map(),
  };
}

/** @param {Run} run @param {string} kind */
function errorsOf(run, kind) {
  run.errors[kind] = (run.errors[kind] ?? 0) + 1;
}

/** Mutations the till holds that the server has not acknowledged. */
export const unsent = (/** @type {FaultTill} */ till) => till.outbox.filter((m) => m.id > till.acked).length;

/** Sends the outbox past the acknowledged id; false when the server could not be reached or refused. */
/** @param {FaultTill} till @param {Run} run */
export async function push(till, run) {
  const batch = till.outbox.filter((m) => m.id > till.acked).slice(0, PUSH_BATCH);
  if (batch.length === 0) return true;
  let r;
  try {
    r = await till.c.call('POST', '/api/v1/sync/push', {
      ...versions,
      clientId: till.clientId,
      deviceId: till.device.deviceId,
      mutations: batch,
    });
  } catch (e) {
    errorsOf(run, `push ${codeOf(e)}`);
    return false;
  }
  if (r.status !== 200 || !r.json) {
    errorsOf(run, `push HTTP ${r.status}`);
    return false;
  }
  if (r.json.ok === false) {
    errorsOf(run, `push ${r.json.error}`);
    if (r.json.error !== 'OutOfOrder') return false;
    // The server's count rules: lower means it lost acknowledged ids (never here), higher a lost answer.
    if (r.json.lastMutationId < till.acked) errorsOf(run, 'push OutOfOrder below the acknowledged id');
    till.acked = r.json.lastMutationId;
    till.outbox = till.outbox.filter((m) => m.id > till.acked);
    return true;
  }
  for (const result of r.json.results) {
    const orderId = till.orderOf.get(result.id);
    if (result.status === 'rejected') run.rejections[result.code] = (run.rejections[result.code] ?? 0) + 1;
    else if (orderId) till.saved.add(orderId); // applied now, or (duplicate) by a push whose answer was lost
  }
  till.acked = Math.max(till.acked, r.json.lastMutationId);
  till.outbox = till.outbox.filter((m) => m.id > till.acked);
  run.onAck(till);
  return true;
}

/** Pulls every page after the cookie into the till's rows; false on a failure (the cookie stays). */
/** @param {FaultTill} till @param {Run} run */
export async function pull(till, run) {
  for (;;) {
    let r;
    try {
      r = await till.c.call('POST', '/api/v1/sync/pull', {
        ...versions,
        clientId: till.clientId,
        deviceId: till.device.deviceId,
        cookie: till.cookie,
        epoch: till.epoch,
      });
    } catch (e) {
      errorsOf(run, `pull ${codeOf(e)}`);
      return false;
    }
    if (r.status !== 200 || !r.json?.ok) {
      errorsOf(run, `pull HTTP ${r.status}`);
      return false;
    }
    if (r.json.reset) {
      errorsOf(run, 'pull reset'); // only a restored database should answer this
      till.rows.clear();
      if (till.cookie !== null) {
        till.cookie = null;
        continue;
      }
    }
    for (const op of r.json.patch) {
      const key = `${op.table}/${op.id}`;
      if (op.op === 'del') till.rows.delete(key);
      else till.rows.set(key, JSON.stringify(op.row));
    }
    till.cookie = r.json.cookie;
    till.epoch = r.json.epoch ?? null;
    if (!r.json.more) return true;
  }
}

/** The next token: a leased number (a reserve leased when none is left, TOK1), else the device's offline form. */
/** @param {FaultTill} till @param {Run} run */
async function takeToken(till, run) {
  if (till.free.length === 0) {
    try {
      await lease(till);
    } catch (e) {
      errorsOf(run, `lease ${codeOf(e).slice(0, 40)}`);
    }
  }
  const n = till.free.shift();
  if (n !== undefined) {
    till.used.add(n);
    return n;
  }
  run.offlineTokens++;
  return `${till.device.deviceCode}-${++till.offline}`;
}

/** @param {FaultTill} till @param {Run} run */
async function ringUp(till, run) {
  const tokenNo = await takeToken(till, run);
  const args = orderArgs(till, tokenNo);
  const id = till.nextId++;
  till.outbox.push({ id, name: 'order.create.v1', args, clientTime: Date.now() });
  till.orderOf.set(id, args.id);
  run.attempted++;
}

/** Rings up and pushes until `run.stop`; a failed push is tried again sooner. */
/** @param {FaultTill} till @param {Run} run */
export async function runTill(till, run) {
  await sleep(Math.random() * run.orderMs);
  for (let n = 1; !run.stop; n++) {
    await ringUp(till, run);
    const pushed = await push(till, run);
    if (n % PULL_EVERY === 0) await pull(till, run);
    await sleep(run.orderMs * (0.5 + Math.random()) * (pushed ? 1 : 0.5));
  }
}

/**
 * After the load: push until nothing is left, then pull to the end (the servers are up again). Gives up after a
 * minute of failures: `unsent(till)` then says what is left, and false that the pull did not finish.
 */
/** @param {FaultTill} till @param {Run} run */
export async function drain(till, run) {
  for (let round = 0; unsent(till) > 0 || round === 0; round++) {
    if (round > 60) return false;
    if (!(await push(till, run))) await sleep(1000);
  }
  for (let round = 0; !(await pull(till, run)); round++) {
    if (round > 60) return false;
    await sleep(1000);
  }
  return true;
}

/** The database's own view, read directly: every order's id, store, token and day. */
/**
 * @param {string} databaseUrl
 * @returns {Promise<StoredOrder[]>}
 */
export async function storedOrders(databaseUrl) {
  const sql =
    'select id, tenant_id as "tenantId", token_no as "tokenNo", business_day as "businessDay" from orders';
  if (databaseUrl.startsWith('file:')) {
    const Database = fromServer('better-sqlite3');
    const db = new Database(databaseUrl.slice('file:'.length), { readonly: true });
    try {
      return db.prepare(sql).all();
    } finally {
      db.close();
    }
  }
  const { Client } = fromServer('pg');
  const pg = new Client({ connectionString: databaseUrl });
  pg.on('error', () => {}); // its query fails with it
  await pg.connect();
  try {
    return (await pg.query(sql)).rows;
  } finally {
    await pg.end();
  }
}

/**
 * The tills' ledger against the database's orders: acknowledged orders missing (lost), ids stored twice, tokens
 * given twice in a store's day, orders stored that no till was told were saved, mutations the tills still hold.
 */
/** @param {FaultTill[]} tills @param {StoredOrder[]} stored */
export function ledger(tills, stored) {
  const byId = new Map();
  for (const o of stored) byId.set(o.id, (byId.get(o.id) ?? 0) + 1);
  const saved = new Set(tills.flatMap((t) => [...t.saved]));
  const tokens = new Map();
  for (const o of stored) {
    const k = `${o.tenantId}/${o.businessDay}/${o.tokenNo}`;
    tokens.set(k, (tokens.get(k) ?? 0) + 1);
  }
  const attemptedIds = new Set(tills.flatMap((t) => [...t.orderOf.values()]));
  return {
    saved: saved.size,
    lost: [...saved].filter((id) => !byId.has(id)).length,
    duplicated: [...byId.values()].filter((n) => n > 1).length,
    tokenClashes: [...tokens.values()].filter((n) => n > 1).length,
    unannounced: stored.filter((o) => attemptedIds.has(o.id) && !saved.has(o.id)).length,
    unsent: tills.reduce((sum, t) => sum + unsent(t), 0),
  };
}
