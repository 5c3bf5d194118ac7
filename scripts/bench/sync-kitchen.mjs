// The kitchen display of `pnpm bench sync`, in a process of its own (issue 8: socket clients do not share the
// load generator's process). It behaves as the PWA's kitchen does: a WebSocket to /api/v1/sync/ws with its
// session cookie, `hello` with its cookie, and on every poke above its cookie a pull (pages until `more` is
// false; a poke that arrives during a pull makes it pull again). It notes when each order first appears in a
// completed pull, on the machine's monotonic clock (process.hrtime: CLOCK_MONOTONIC, shared by processes), so
// the parent can subtract the instant it sent the push.
//
// Parent → child: {type:'start', port, cookie, deviceId, clientId}, {type:'await', ids, timeoutMs}.
// Child → parent: {type:'ready', cookie}, {type:'seen', times: {orderId: ms}, pokes, pulls, pullMs: [ms of each
// pull]}, {type:'error'}.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from '../lib.mjs';
import { client } from './http-client.mjs';

/** The server's ws (the scripts have no dependency of their own on it). */
const WebSocket = /** @type {typeof import('../../sync-server/node_modules/@types/ws')} */ (
  createRequire(join(root, 'sync-server', 'package.json'))('ws')
);

const now = () => Number(process.hrtime.bigint()) / 1e6;
/** @param {object} message */
const send = (message) => /** @type {NonNullable<typeof process.send>} */ (process.send)(message);

/** @typedef {{ type: 'start', port: number, cookie: string, deviceId: string, clientId: string }} Start */
/** @type {Start} set by `start` before anything else runs */
let config;
/** @type {ReturnType<typeof client> | null} */
let connection = null;
/** @type {number | null} */
let cookie = null;
let pulling = false;
let again = false;
let latestPoke = 0;
let pokes = 0;
let pulls = 0;
/** Milliseconds each pull request took, request sent → answer parsed. */
/** @type {number[]} */
const pullMs = [];
/** orderId → monotonic ms of the end of the first pull that carried it. */
/** @type {Map<string, number>} */
const seen = new Map();
/** @type {{ ids: string[], timer: NodeJS.Timeout } | null} */
let waiting = null;

/** @param {unknown} error */
const fail = (error) => {
  process.send?.({
    type: 'error',
    message: String(/** @type {Error | undefined} */ (error)?.stack ?? error),
  });
  process.exit(1);
};

/**
 * POST expecting 200 on the kitchen's one keep-alive connection (http-client.mjs, as the tills').
 * @param {string} path
 * @param {unknown} body
 */
const post = (path, body) => {
  connection ??= client(config.port, config.cookie);
  return connection.post(path, body);
};

/** Pulls every page after the cookie; pulls again while pokes above the cookie arrived meanwhile. */
async function pull() {
  if (pulling) {
    again = true;
    return;
  }
  pulling = true;
  try {
    do {
      again = false;
      for (;;) {
        const sentAt = now();
        const r = await post('/api/v1/sync/pull', {
          protocolVersion: 1,
          schemaVersion: 1,
          clientId: config.clientId,
          deviceId: config.deviceId,
          cookie,
        });
        pulls++;
        pullMs.push(now() - sentAt);
        if (!r.ok) throw new Error(`pull answered ${r.error}`);
        const t = now();
        for (const op of r.patch) if (op.table === 'orders' && !seen.has(op.id)) seen.set(op.id, t);
        cookie = r.cookie;
        if (!r.more) break;
      }
    } while (again || latestPoke > /** @type {number} */ (cookie));
  } finally {
    pulling = false;
  }
  checkWaiting();
}

function checkWaiting() {
  if (!waiting) return;
  if (waiting.ids.every((id) => seen.has(id))) finishWaiting();
}

function finishWaiting() {
  const w = /** @type {NonNullable<typeof waiting>} */ (waiting);
  waiting = null;
  clearTimeout(w.timer);
  /** @type {Record<string, number | undefined>} */
  const times = {};
  for (const id of w.ids) if (seen.has(id)) times[id] = seen.get(id);
  send({ type: 'seen', times, pokes, pulls, pullMs });
}

/** @param {Start} message */
async function start(message) {
  config = message;
  await pull(); // a client pulls on connect; this one starts from a first sync
  const ws = new WebSocket(`ws://127.0.0.1:${config.port}/api/v1/sync/ws`, {
    headers: { origin: `http://127.0.0.1:${config.port}`, cookie: config.cookie },
  });
  ws.on('unexpected-response', (_req, res) => fail(new Error(`socket refused: ${res.statusCode}`)));
  ws.on('error', fail);
  ws.on('close', (code) => {
    if (!stopping) fail(new Error(`socket closed: ${code}`));
  });
  ws.on('message', (data) => {
    const m = JSON.parse(String(data));
    if (m.type === 'ping') ws.send(JSON.stringify({ type: 'pong', t: m.t }));
    else if (m.type === 'poke') {
      pokes++;
      if (m.version > latestPoke) latestPoke = m.version;
      if (cookie === null || m.version > cookie) pull().catch(fail);
    }
  });
  await new Promise((resolve) => ws.once('open', resolve));
  ws.send(JSON.stringify({ type: 'hello', clientId: config.clientId, cookie }));
  socket = ws;
  send({ type: 'ready', cookie });
}

/** @type {import('../../sync-server/node_modules/@types/ws') | null} */
let socket = null;
let stopping = false;

process.on('message', (raw) => {
  const message = /** @type {{ type: string, ids: string[], timeoutMs: number }} */ (raw);
  if (message.type === 'start') start(/** @type {Start} */ (/** @type {unknown} */ (message))).catch(fail);
  else if (message.type === 'await') {
    waiting = { ids: message.ids, timer: setTimeout(finishWaiting, message.timeoutMs) };
    checkWaiting();
  } else if (message.type === 'stop') {
    stopping = true;
    socket?.terminate();
    connection?.close();
    process.disconnect();
  }
});
process.on('disconnect', () => process.exit(0)); // the parent went away: nothing left to measure
