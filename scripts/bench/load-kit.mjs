// The benches' load toolkit: the demo accounts, ids and clocks, signing in and a first sync, the second
// store, registered tills with leased token numbers, the orders they push, and client processes spoken to
// over IPC.
import { fork } from 'node:child_process';
import { randomFillSync } from 'node:crypto';
import { join } from 'node:path';
import { onCleanup } from './cleanup.mjs';
import { client } from './http-client.mjs';

/** @typedef {ReturnType<typeof client>} Client */
/** @typedef {{ deviceId: string, deviceCode: string }} Device */
/** @typedef {{ id: string, title: string, rate: number, type: string }} Tax */
/**
 * @typedef {{ id: string, title: string, price: number, netPrice: number | null, taxId: string | null,
 *   tax: Tax | null }} MenuItem
 */
/**
 * An operation of a pull's patch. `any`: a row of whichever synced table, JSON as the server sends it.
 * @typedef {{ table: string, op: string, row: Record<string, any> }} Op
 */
/**
 * A till of the load: its connection, device, client id and outbox count, its leased numbers, its menu.
 * @typedef {{ store: string, c: Client, device: Device, clientId: string, mutationId: number,
 *   businessDay: string | null, free: number[], used: Set<number>, menu: MenuItem[] }} Till
 */
/**
 * A message between this process and a client process: its type and the fields of that type. `any`: each type
 * has fields of its own (sync-kitchen.mjs, fanout-client.mjs).
 * @typedef {{ type: string, [field: string]: any }} Message
 */

/** Lines of each order: five dishes of the demo menu. */
export const LINES = 5;

export const DEMO_PASSWORD = 'tavola-demo';
export const CASHIER = 'cashier@demo.tavola.app';
export const KITCHEN = 'kitchen@demo.tavola.app';
const SECOND = { biz_name: 'Bench Bistro', username: 'owner@bench.tavola.app', password: 'bench-store-1' };

/** Monotonic milliseconds (CLOCK_MONOTONIC: the same clock in the kitchen's process). */
export const now = () => Number(process.hrtime.bigint()) / 1e6;
/** @type {(ms: number) => Promise<void>} */
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Random bytes for the tills' ids, drawn from a pool refilled 4 KB at a time: `randomBytes(16)` per id (six an
 * order) was the load generator's largest cost, some 3 µs each of the cores the server shares (Node's own
 * `randomUUID` keeps such a cache).
 */
const entropy = Buffer.alloc(4096);
let entropyAt = entropy.length;
const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));

/** RFC 9562 UUIDv7: 48-bit Unix ms timestamp, version 7, variant 10, 74 random bits. */
export function uuidv7() {
  if (entropyAt + 10 > entropy.length) {
    randomFillSync(entropy);
    entropyAt = 0;
  }
  const r = entropy;
  const o = entropyAt;
  entropyAt += 10;
  const t = Date.now().toString(16).padStart(12, '0');
  return (
    `${t.slice(0, 8)}-${t.slice(8)}-7${(r[o] & 0x0f).toString(16)}${HEX[r[o + 1]]}-` +
    `${HEX[0x80 | (r[o + 2] & 0x3f)]}${HEX[r[o + 3]]}-` +
    `${HEX[r[o + 4]]}${HEX[r[o + 5]]}${HEX[r[o + 6]]}${HEX[r[o + 7]]}${HEX[r[o + 8]]}${HEX[r[o + 9]]}`
  );
}

/** @type {(x: number, digits?: number) => number} */
export const round = (x, digits = 0) => Math.round(x * 10 ** digits) / 10 ** digits;
/** @type {(sorted: readonly number[], q: number) => number} */
export const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

// ---------------------------------------------------------------------------------------------------------
// HTTP: one keep-alive connection per till (http-client.mjs, ADR 0014).

/**
 * @param {number} port
 * @param {string} username
 * @param {string} password
 */
export async function signIn(port, username, password) {
  const c = client(port);
  const r = await c.call('POST', '/api/v1/auth/signin', { username, password });
  if (r.status !== 200) throw new Error(`sign-in of ${username}: ${r.status} ${r.text.slice(0, 300)}`);
  const cookie = [r.headers['set-cookie'] ?? []]
    .flat()
    .map((/** @type {string} */ s) => s.split(';')[0])
    .join('; ');
  if (!cookie.includes('tavola_access=')) throw new Error(`sign-in of ${username} set no access cookie`);
  c.cookie = cookie;
  return c;
}

/** @type {(device: Device, clientId: string, cookie: number | null) => object} */
const pullBody = (device, clientId, cookie) => ({
  protocolVersion: 1,
  schemaVersion: 1,
  clientId,
  deviceId: device.deviceId,
  cookie,
});

/**
 * A first sync: every page of the store's data.
 * @param {Client} c
 * @param {Device} device
 * @returns {Promise<Op[]>}
 */
export async function firstSync(c, device) {
  const clientId = uuidv7();
  /** @type {Op[]} */
  const ops = [];
  let cookie = null;
  for (;;) {
    const r = await c.post('/api/v1/sync/pull', pullBody(device, clientId, cookie));
    if (!r.ok) throw new Error(`pull answered ${r.error}`);
    ops.push(...r.patch);
    cookie = r.cookie;
    if (!r.more) return ops;
  }
}

/**
 * Five dishes of the demo menu without variants, with their taxes, as a till's first sync sees them.
 * @param {Op[]} ops
 * @returns {MenuItem[]}
 */
export function pickMenu(ops) {
  /** @param {string} table */
  const rows = (table) => ops.filter((o) => o.table === table && o.op === 'put').map((o) => o.row);
  const withVariants = new Set(rows('variants').map((v) => v.itemId));
  const taxes = new Map(rows('taxes').map((t) => [t.id, t]));
  const items = rows('menuItems')
    .filter((i) => !withVariants.has(i.id))
    .sort((a, b) => a.title.localeCompare(b.title))
    .slice(0, LINES);
  if (items.length < LINES) throw new Error(`the demo menu has ${items.length} dishes without variants`);
  return items.map(
    (i) => /** @type {MenuItem} */ ({ ...i, tax: i.taxId ? (taxes.get(i.taxId) ?? null) : null }),
  );
}

// ---------------------------------------------------------------------------------------------------------
// Stores, tills and client processes.

/**
 * Signs the second store up and copies the five demo dishes (and their taxes) into it.
 * @param {number} port
 * @param {MenuItem[]} menu
 */
export async function secondStore(port, menu) {
  const anon = client(port);
  await anon.post('/api/v1/auth/signup', SECOND);
  anon.close();
  const owner = await signIn(port, SECOND.username, SECOND.password);
  /** @type {Map<string, string>} */
  const taxIds = new Map();
  /** @type {Map<string, Tax>} */
  const taxes = new Map();
  for (const i of menu) if (i.tax) taxes.set(i.tax.id, i.tax);
  for (const tax of taxes.values()) {
    const r = await owner.post('/api/v1/settings/taxes/add', {
      title: tax.title,
      rate: tax.rate / 10_000, // parts per million → percent
      type: tax.type,
    });
    taxIds.set(tax.id, r.id);
  }
  for (const item of menu) {
    await owner.post('/api/v1/menu-items/add', {
      title: item.title,
      price: item.price,
      netPrice: item.netPrice,
      categoryId: null,
      taxId: item.tax ? taxIds.get(item.tax.id) : null,
    });
  }
  return owner;
}

/**
 * Registers `count` tills of a store with leased tokens; each gets its own keep-alive connection.
 * @param {number} port
 * @param {Client} session
 * @param {number} count
 * @param {string} store
 * @returns {Promise<Till[]>}
 */
export async function tills(port, session, count, store) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const device = await session.post('/api/v1/sync/register-device', { name: `Bench till ${i + 1}` });
    const c = client(port, session.cookie);
    /** @type {Till} */
    const till = {
      store,
      c,
      device,
      clientId: uuidv7(),
      mutationId: 0,
      businessDay: null,
      free: [],
      used: new Set(),
      menu: [],
    };
    await lease(till);
    out.push(till);
  }
  return out;
}

/**
 * Leases the till a reserve (TOK1: one block of 10 when it holds none, docs/architecture.md §6.4) and lists its
 * unused numbers.
 * @param {Till} till
 */
export async function lease(till) {
  const r = await till.c.post('/api/v1/sync/lease', { deviceId: till.device.deviceId });
  till.businessDay = r.businessDay;
  till.free = [];
  for (const b of r.leases)
    if (b.businessDay === r.businessDay)
      for (let n = b.start; n <= b.end; n++) if (!till.used.has(n)) till.free.push(n);
}

/**
 * TOK8: the next number of the day for the sale about to be rung up, as an online till takes it.
 * @param {Till} till
 */
export async function nextNumber(till) {
  const r = await till.c.post('/api/v1/sync/lease', { deviceId: till.device.deviceId, next: true });
  till.businessDay = r.businessDay;
  const [block] = r.leases;
  if (!block) throw new Error(`till ${till.device.deviceCode} got no next number`);
  till.free = [block.start];
}

/**
 * An order of the five dishes as the POS sends it (unit prices as rung up, one client id per line).
 * @param {Till} till
 * @param {number | string} tokenNo
 */
export function orderArgs(till, tokenNo) {
  return {
    id: uuidv7(),
    tokenNo: String(tokenNo),
    businessDay: till.businessDay,
    cart: till.menu.map((item, k) => ({
      itemId: item.id,
      variantId: null,
      addonIds: [],
      quantity: 1 + (k % 2),
      notes: null,
      unitPrice: item.price,
    })),
    deliveryType: 'takeaway',
    customerType: 'WALKIN',
    customerId: null,
    tableId: null,
    itemIds: till.menu.map(() => uuidv7()),
    payNow: null,
  };
}

/**
 * A client process of a bench (`file` in this folder) speaking {type, ...} messages over IPC: `ask(message,
 * answerType)` sends and resolves with the next message of that type; an {type:'error'} or an exit fails it.
 * @param {string} file
 */
export function forkClient(file) {
  const child = fork(join(import.meta.dirname, file), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const release = onCleanup(() => child.kill('SIGKILL'));
  /** @type {Error | null} */
  let failure = null;
  /** @type {{ type: string, resolve: (m: Message) => void, reject: (error: Error) => void }[]} */
  const pending = [];
  child.on('message', (raw) => {
    const m = /** @type {Message} */ (raw);
    if (m.type === 'error') {
      failure = new Error(`${file}: ${m.message}`);
      for (const p of pending.splice(0)) p.reject(failure);
    }
    const waiter = pending.findIndex((p) => p.type === m.type);
    if (waiter >= 0) pending.splice(waiter, 1)[0].resolve(m);
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.on('exit', () => {
    failure ??= new Error(`the ${file} process exited`);
    for (const p of pending.splice(0)) p.reject(/** @type {Error} */ (failure));
  });
  return {
    pid: child.pid,
    get failure() {
      return failure;
    },
    /**
     * @param {Message} message
     * @param {string} answerType
     * @returns {Promise<Message>}
     */
    ask(message, answerType) {
      /** @type {Promise<Message>} */
      const answer = new Promise((resolve, reject) => pending.push({ type: answerType, resolve, reject }));
      child.send(message);
      return answer;
    },
    async stop() {
      if (child.connected) child.send({ type: 'stop' });
      await Promise.race([exited, sleep(3000)]);
      release();
    },
  };
}

/**
 * The push's `Server-Timing: commit;dur=` (ms from the request's arrival at the server to its COMMIT going out).
 * The request arrived after `sent` and the commit is durable after COMMIT went out, so `sent + dur` is never
 * later than the commit: latency measured from it is never shorter than from the commit itself.
 * @param {string | undefined} header
 */
export function commitDur(header) {
  const m = /(?:^|,)\s*commit;dur=([\d.]+)/.exec(header ?? '');
  if (!m) throw new Error(`push answered without Server-Timing commit;dur (got ${JSON.stringify(header)})`);
  return Number(m[1]);
}
