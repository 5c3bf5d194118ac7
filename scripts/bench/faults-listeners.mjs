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

const WebSocket = createRequire(join(root, 'sync-server', 'package.json'))('ws');

const sockets = [];
let stopping = false;
let opened = 0;
let reconnects = 0;
const errors = {};
const noteError = (kind) => {
  errors[kind] = (errors[kind] ?? 0) + 1;
};

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
  ws.on('message', (data) => {
    let m;
    try {
      m = JSON.parse(String(data));
    } catch {
      noteError('bad frame');
      return;
    }
    if (m.type === 'ping') ws.send(JSON.stringify({ type: 'pong', t: m.t }));
    else if (m.type === 'poke') s.version = Math.max(s.version ?? 0, m.version);
  });
  ws.on('unexpected-response', (_req, res) => {
    noteError(`upgrade ${res.statusCode}`);
    res.resume();
  });
  ws.on('error', (e) => noteError(e.code ?? 'socket error'));
  ws.on('close', () => {
    s.open = false;
    if (stopping) return;
    reconnects++;
    // backoff with jitter, so a restarted server is not hit by every socket at once
    const delay = Math.min(5_000, 250 * 2 ** s.retry++) * (0.5 + Math.random());
    setTimeout(() => connect(s), delay);
  });
}

/** `targets`: each store's final version; a socket poked below it (or never) is behind. */
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

process.on('message', async (m) => {
  if (m.type === 'start') {
    for (const spec of m.sockets) {
      const s = { ...spec, clientId: randomUUID(), version: null, open: false, retry: 0, ws: null };
      sockets.push(s);
      connect(s);
      await new Promise((resolve) => setTimeout(resolve, 5)); // a browser's pace, not a burst
    }
    const deadline = Date.now() + 60_000;
    while (sockets.some((s) => !s.open) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    process.send({ type: 'ready', open: sockets.filter((s) => s.open).length });
  } else if (m.type === 'report') {
    process.send(report(m.targets ?? {}));
  } else if (m.type === 'stop') {
    stopping = true;
    for (const s of sockets) s.ws?.terminate();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
