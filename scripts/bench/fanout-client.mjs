// Socket clients of `pnpm bench fanout`, in a process of their own (issue 8: a process may hold at most 20,000
// open files, and the load generator must not share the server's). Opens `count` WebSockets to
// /api/v1/sync/ws with the session cookie, answers the server's pings as the PWA does, and notes when each
// socket receives each poke, on the machine's monotonic clock (process.hrtime: CLOCK_MONOTONIC, shared by
// processes), so the parent can subtract the instant it sent the push that caused it.
//
// With `raw`, plain TCP sockets to fanout-floor.mjs instead (the machine's floor for one poke to all).
// Parent → child: {type:'start', port, cookie, count, raw?}, {type:'collect'}, {type:'stop'}.
// Child → parent: {type:'ready', open}, {type:'pokes', times: {version: [ms, ...]}, closed}, {type:'error'}.
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { join } from 'node:path';
import { root } from '../lib.mjs';

/** @typedef {import('../../sync-server/node_modules/@types/ws')} WebSocket */
/** The server's ws (the scripts have no dependency of their own on it). */
const WebSocket = /** @type {typeof import('../../sync-server/node_modules/@types/ws')} */ (
  createRequire(join(root, 'sync-server', 'package.json'))('ws')
);
/** @typedef {{ type: string, port: number, cookie: string, count: number, raw?: boolean }} Start */
/** @param {object} message */
const send = (message) => /** @type {NonNullable<typeof process.send>} */ (process.send)(message);
/** Upgrades in flight at once per process (each runs the server's session check). */
const CONNECTING = 50;

const now = () => Number(process.hrtime.bigint()) / 1e6;
/** version → receive times of its poke, one per socket. */
/** @type {Map<number, number[]>} */
const pokes = new Map();
/** @type {(WebSocket | import('node:net').Socket)[]} */
const sockets = [];
let closed = 0;
let stopping = false;

/** @param {unknown} error */
const fail = (error) => {
  process.send?.({
    type: 'error',
    message: String(/** @type {Error | undefined} */ (error)?.stack ?? error),
  });
  process.exit(1);
};

/**
 * @param {WebSocket | import('node:net').Socket} ws
 * @param {unknown} data
 */
function onMessage(ws, data) {
  const text = String(data);
  // Only the poke is timed: parse the small frames, skip the events that follow it.
  if (text.startsWith('{"type":"poke"')) {
    const t = now();
    const { version } = JSON.parse(text);
    const times = pokes.get(version) ?? [];
    if (times.length === 0) pokes.set(version, times);
    times.push(t);
  } else if (text.startsWith('{"type":"ping"')) {
    // only a WebSocket is pinged (the floor's raw sockets get pokes alone)
    /** @type {WebSocket} */ (ws).send(JSON.stringify({ type: 'pong', t: JSON.parse(text).t }));
  }
}

/**
 * `raw`: a plain TCP socket to fanout-floor.mjs, whose every chunk is one poke (30 bytes, written at once).
 * @param {{ port: number }} to
 * @returns {Promise<void>}
 */
function openRaw({ port }) {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', noDelay: true });
    socket.on('error', reject);
    socket.on('data', (data) => onMessage(socket, data));
    socket.on('close', () => {
      closed++;
      if (!stopping) fail(new Error('a floor socket was closed'));
    });
    socket.once('connect', () => {
      sockets.push(socket);
      resolve();
    });
  });
}

/**
 * @param {Start} message
 * @returns {Promise<void>}
 */
function open({ port, cookie, raw }) {
  if (raw) return openRaw({ port });
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/v1/sync/ws`, {
      headers: { origin: `http://127.0.0.1:${port}`, cookie },
      perMessageDeflate: false,
    });
    ws.on('unexpected-response', (_req, res) => reject(new Error(`socket refused: ${res.statusCode}`)));
    ws.on('error', reject);
    ws.on('message', (data) => onMessage(ws, data));
    ws.on('close', () => {
      closed++;
      if (!stopping) fail(new Error('a socket was closed by the server'));
    });
    ws.once('open', () => {
      sockets.push(ws);
      resolve();
    });
  });
}

/** @param {Start} message */
async function start(message) {
  let next = 0;
  const worker = async () => {
    while (next < message.count) {
      next++;
      await open(message);
    }
  };
  await Promise.all(Array.from({ length: CONNECTING }, worker));
  send({ type: 'ready', open: sockets.length });
}

process.on('message', (raw) => {
  const message = /** @type {{ type: string }} */ (raw);
  if (message.type === 'start') start(/** @type {Start} */ (message)).catch(fail);
  else if (message.type === 'collect') {
    send({ type: 'pokes', times: Object.fromEntries(pokes), closed });
  } else if (message.type === 'stop') {
    stopping = true;
    for (const ws of sockets) {
      const socket = /** @type {{ terminate?: () => void, destroy?: () => void }} */ (ws);
      /** @type {() => void} */ (socket.terminate ?? socket.destroy).call(ws);
    }
    process.disconnect();
  }
});
process.on('disconnect', () => process.exit(0)); // the parent went away: nothing left to measure
