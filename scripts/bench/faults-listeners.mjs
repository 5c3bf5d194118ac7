// Socket listeners of `pnpm bench faults`, in a child process of their own (a process may hold at most 20,000
// open files, and the load generator shares the 2 cores). Each socket behaves as the PWA's: a WebSocket to
// /api/v1/sync/ws with its session cookie, `hello` with the highest version it was poked with, `pong` to every
// `ping`, and a reconnect with backoff when the server goes away (it is killed during the run).
//
// Parent → child: {type:'start', sockets:[{port, cookie, tenant}]}, {type:'report', targets:{tenant: version}},
// {type:'stop'}. Child → parent: {type:'ready', open}, {type:'report', open, behind, opened, reconnects, errors}.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from '../lib.mjs';

/** @typedef {import('../../sync-server/node_modules/@types/ws')} WebSocket */
const WebSocket = /** @type {typeof import('../../sync-server/node_modules/@types/ws')} */ (
  createRequire(join(root, 'sync-server', 'package.json'))('ws')
);

/** @typedef {{ port: number, cookie: string, tenant: string }} SocketSpec */
/**
 * @typedef {SocketSpec & { clientId: string, version: number | null, open: boolean, retry: number,
 *   ws: WebSocket | null }} Listener
 */
/**
 * @typedef {{ type: 'start', sockets: SocketSpec[] } | { type: 'report', targets?: Record<string, number> }
 *   | { type: 'stop' }} FromParent
 */

/** @type {Listener[]} */
const sockets = [];
let stopping = false;
let opened = 0;
let reconnects = 0;
/** @type {Record<string, number>} */
const errors = {};
/** @param {string} kind */
const noteError = (kind) => {
  errors[kind] = (errors[kind] ?? 0) + 1;
};

/** @param {Listener} s */
function connect(s) {
  if (stopping) return;
  const ws = new WebSocket(`ws://127.0.0.1:${s.port}/api/v1/sync/ws`, {
    headers: { origin: `http://127.0.0.1:${s.port}`, cookie: s.cookie },
  });
  s.ws = ws;
  ws.on('open', () => {
    opened++;
    s.open = true;
    s.retry = 0;
    ws.send(JSON.stringify({ type: 'hello', clientId: s.clientId, cookie: s.version }));
  });
  ws.on('message', (/** @type {Buffer} */ data) => {
    /** @type {{ type: string, t?: number, version?: number }} */
    let m;
    try {
      m = JSON.parse(String(data));
    } catch {
      noteError('bad frame');
      return;
    }
    if (m.type === 'ping') ws.send(JSON.stringify({ type: 'pong', t: m.t }));
    else if (m.type === 'poke') s.version = Math.max(s.version ?? 0, m.version ?? 0);
  });
  ws.on('unexpected-response', (_req, /** @type {import('node:http').IncomingMessage} */ res) => {
    noteError(`upgrade ${res.statusCode}`);
    res.resume();
  });
  ws.on('error', (/** @type {Error} */ e) =>
    noteError(/** @type {NodeJS.ErrnoException} */ (e).code ?? 'socket error'),
  );
  ws.on('close', () => {
    s.open = false;
    if (stopping) return;
    reconnects++;
    // backoff with jitter, so a restarted server is not hit by every socket at once
    const delay = Math.min(5_000, 250 * 2 ** s.retry++) * (0.5 + Math.random());
    setTimeout(() => connect(s), delay);
  });
}

/**
 * `targets`: each store's final version; a socket poked below it (or never) is behind.
 * @param {Record<string, number>} targets
 */
function report(targets) {
  return {
    type: 'report',
    open: sockets.filter((s) => s.open).length,
    behind: sockets.filter((s) => (s.version ?? 0) !== targets[s.tenant]).length,
    opened,
    reconnects,
    errors,
  };
}

/** Sends to the parent (this runs as a forked child, so `process.send` is there). @param {unknown} message */
const tell = (message) => process.send?.(message);

process.on('message', async (/** @type {FromParent} */ m) => {
  if (m.type === 'start') {
    for (const spec of m.sockets) {
      /** @type {Listener} */
      const s = { ...spec, clientId: randomUUID(), version: null, open: false, retry: 0, ws: null };
      sockets.push(s);
      connect(s);
      await new Promise((resolve) => setTimeout(resolve, 5)); // a browser's pace, not a burst
    }
    const deadline = Date.now() + 60_000;
    while (sockets.some((s) => !s.open) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    tell({ type: 'ready', open: sockets.filter((s) => s.open).length });
  } else if (m.type === 'report') {
    tell(report(m.targets ?? {}));
  } else if (m.type === 'stop') {
    stopping = true;
    for (const s of sockets) s.ws?.terminate();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
