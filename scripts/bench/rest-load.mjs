// The REST bench's load (rest.mjs, issue 34): the specification's API as its own clients call it, each
// connection one request at a time on a keep-alive connection (http-client.mjs), the demo store's five dishes in
// every order, and the 1,000 open orders of the live-screen reads.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { client } from './http-client.mjs';
import { LINES, now, quantile, round, signIn } from './load-kit.mjs';

export const OWNER = { username: 'owner@demo.tavola.app', password: 'tavola-demo' };

/** @typedef {ReturnType<typeof client>} Client */
/** @typedef {{ itemId: string, variantId: null, addonIds: string[], quantity: number, notes: null, unitPrice: number }} Line */
/**
 * What one load measured: answers a second, latency quantiles, bytes an answer, answers by status.
 * @typedef {{ rate: number, p50: number, p99: number, bytes: number, statuses: Record<string, number> }} Measured
 */

/**
 * The owner's session and the store's five dishes without variants, as the till's cart sends them.
 * @param {number} port
 */
export async function store(port) {
  const owner = await signIn(port, OWNER.username, OWNER.password);
  const init = (await owner.call('GET', '/api/v1/pos/init')).json;
  const withVariants = (/** @type {any} */ i) => (i.variants ?? []).length > 0;
  /** @type {Line[]} */
  const cart = init.menuItems
    .filter((/** @type {any} */ i) => !withVariants(i))
    .slice(0, LINES)
    .map((/** @type {any} */ i) => ({
      itemId: i.id,
      variantId: null,
      addonIds: [],
      quantity: 1,
      notes: null,
      unitPrice: i.price,
    }));
  if (cart.length < LINES) throw new Error(`the demo menu has ${cart.length} dishes without variants`);
  const paymentTypeId = init.paymentTypes[0]?.id;
  if (!paymentTypeId) throw new Error('the demo store has no payment type');
  const cookie = owner.cookie;
  owner.close();
  return { cookie, cart, paymentTypeId };
}

/** @typedef {Awaited<ReturnType<typeof store>>} Store */

/** @param {Store} s */
export const orderBody = (s) => ({ cart: s.cart, deliveryType: 'takeaway', tableId: null });

/** @param {Store} s */
export const paidOrderBody = (s) => ({
  ...orderBody(s),
  netTotal: 0,
  taxTotal: 0,
  total: 0,
  paymentTypeId: s.paymentTypeId,
});

/**
 * `connections` keep-alive connections, spread over `ports`, each sending `request` one at a time for `seconds`
 * after `warmupS` not counted.
 * @param {number[]} ports
 * @param {string} cookie
 * @param {number} connections
 * @param {number} seconds
 * @param {(c: Client, state: Record<string, string>) => Promise<import('./http-client.mjs').Answer>} request
 * @param {number} [warmupS]
 * @returns {Promise<Measured>}
 */
export async function load(ports, cookie, connections, seconds, request, warmupS = 2) {
  const clients = Array.from({ length: connections }, (_, i) => client(ports[i % ports.length], cookie));
  /** @type {number[]} */
  const latencies = [];
  /** @type {Record<string, number>} */
  const statuses = {};
  let bytes = 0;
  const from = now() + warmupS * 1000;
  const end = from + seconds * 1000;
  try {
    await Promise.all(
      clients.map(async (c) => {
        /** @type {Record<string, string>} */
        const state = {};
        for (let t = now(); t < end; t = now()) {
          const r = await request(c, state);
          const done = now();
          if (t < from || done > end) continue;
          latencies.push(done - t);
          statuses[r.status] = (statuses[r.status] ?? 0) + 1;
          bytes += r.body.length;
        }
      }),
    );
  } finally {
    for (const c of clients) c.close();
  }
  latencies.sort((a, b) => a - b);
  return {
    rate: round(latencies.length / seconds, 1),
    p50: round(quantile(latencies, 0.5), 1),
    p99: round(quantile(latencies, 0.99), 1),
    bytes: round(bytes / Math.max(1, latencies.length)),
    statuses,
  };
}

/**
 * POST /pos/create-order, expecting 200.
 * @param {Store} s
 * @returns {(c: Client) => Promise<import('./http-client.mjs').Answer>}
 */
export const createOrder = (s) => async (c) => {
  const r = await c.call('POST', '/api/v1/pos/create-order', orderBody(s));
  if (r.status !== 200) throw new Error(`create-order: ${r.status} ${r.text.slice(0, 300)}`);
  return r;
};

/**
 * What the live reads' connections accept, as Chromium sends it (ADR 0071: the server keeps br/gzip forms of a
 * cached answer); BENCH_REST_ENCODING='' asks for the plain bytes.
 */
export const ACCEPT_ENCODING = process.env.BENCH_REST_ENCODING ?? 'gzip, deflate, br, zstd';

/** ETags whose compressed answer was decoded and parsed once (the loader shares the server's 2 cores). */
const checked = new Set();

/**
 * An answer's JSON, decoded as a browser would (br or gzip): once per ETag, so every form read is known to be the
 * screen's JSON without the loader parsing each 2 MB answer.
 * @param {import('./http-client.mjs').Answer} r
 */
function checkOnce(r) {
  const tag = r.headers.etag;
  const encoding = r.headers['content-encoding'];
  if (r.status !== 200 || (tag && checked.has(tag)) || (!encoding && r.json !== null)) return;
  const raw =
    encoding === 'br' ? brotliDecompressSync(r.body) : encoding === 'gzip' ? gunzipSync(r.body) : r.body;
  const json = JSON.parse(raw.toString('utf8'));
  if (!Array.isArray(json.orders)) throw new Error(`not a live screen's answer: ${raw.subarray(0, 200)}`);
  if (tag) checked.add(tag);
}

/**
 * GET `path` as a live screen polls it: with the ETag of its last answer when `conditional`; 200 or 304.
 * `acceptEncoding` '': the plain answer.
 * @param {string} path
 * @param {boolean} conditional
 * @param {string} [acceptEncoding]
 * @returns {(c: Client, state: Record<string, string>) => Promise<import('./http-client.mjs').Answer>}
 */
export const liveGet =
  (path, conditional, acceptEncoding = ACCEPT_ENCODING) =>
  async (c, state) => {
    /** @type {Record<string, string>} */
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    if (conditional && state.etag) headers['if-none-match'] = state.etag;
    const r = await c.call('GET', path, undefined, headers);
    if (r.status !== 200 && r.status !== 304)
      throw new Error(`GET ${path}: ${r.status} ${r.text.slice(0, 300)}`);
    checkOnce(r);
    if (r.headers.etag) state.etag = r.headers.etag;
    return r;
  };

/**
 * Rings up `orders` paid orders of five lines each (open, so both screens show them) over 20 connections.
 * @param {number} port
 * @param {Store} s
 * @param {number} orders
 */
export async function openOrders(port, s, orders) {
  let left = orders;
  const worker = async () => {
    const c = client(port, s.cookie);
    try {
      while (left > 0) {
        left--;
        await c.post('/api/v1/pos/create-order-and-invoice', paidOrderBody(s));
      }
    } finally {
      c.close();
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
}
