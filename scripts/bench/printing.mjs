// `pnpm bench printing` (issue 30, PRN4): from "Send to Kitchen" on the till to the last byte of the kitchen ticket at
// a fake network printer. The real server (compiled, demo seed, SQLite) with one kitchen printer on a loopback TCP
// port of this process; a registered till pushes one paid `order.create.v1` of five demo dishes per
// `POST /api/v1/sync/push`, as the PWA does, and waits for its ticket before the next. Latency: push sent →
// the printer's connection closed after the ticket's last byte, p50 and p95 over ORDERS orders (after WARMUP).
// PRINT_BENCH_ORDERS=10 runs it small.
import { createServer } from 'node:net';
import { startDemoServer } from './harness.mjs';
import {
  CASHIER,
  DEMO_PASSWORD,
  firstSync,
  nextNumber,
  now,
  orderArgs,
  pickMenu,
  quantile,
  round,
  signIn,
  tills,
  uuidv7,
} from './load-kit.mjs';

const ORDERS = Number(process.env.PRINT_BENCH_ORDERS ?? 100);
const WARMUP = 5;
const BUDGET_MS = 300;
const OWNER = { username: 'owner@demo.tavola.app', password: DEMO_PASSWORD };

/** A raw-9100 printer: resolves `next()` with the monotonic ms of the last byte of each connection that closed. */
async function fakePrinter() {
  /** @type {((at: number) => void)[]} */
  const waiting = [];
  /** @type {number[]} */
  const done = [];
  const server = createServer((socket) => {
    let last = now();
    let bytes = 0;
    socket.on('data', (chunk) => {
      last = now();
      bytes += chunk.length;
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      if (bytes === 0) return;
      const w = waiting.shift();
      if (w) w(last);
      else done.push(last);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    port: address.port,
    /** @returns {Promise<number>} */
    next: () => {
      const ready = done.shift();
      return ready !== undefined ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve));
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/** @param {Promise<number>} p @param {number} ms */
const within = (p, ms) =>
  Promise.race([
    p,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`no ticket within ${ms} ms`)), ms)),
  ]);

export default {
  async run() {
    const server = await startDemoServer('printing');
    const printer = await fakePrinter();
    try {
      const owner = await signIn(server.port, OWNER.username, OWNER.password);
      const added = await owner.post('/api/v1/settings/printers/add', {
        title: 'Kitchen printer',
        connection: 'network',
        host: '127.0.0.1',
        port: printer.port,
        paperWidth: '80',
        language: 'esc-pos',
        role: 'kitchen',
        stationIds: [],
      });
      if (!added.printer) throw new Error(`adding the printer answered ${JSON.stringify(added)}`);
      const cashier = await signIn(server.port, CASHIER, DEMO_PASSWORD);
      const [till] = await tills(server.port, cashier, 1, 'demo');
      const ops = await firstSync(till.c, till.device);
      till.menu = pickMenu(ops);
      const cash = ops.find((o) => o.table === 'paymentTypes' && /cash/i.test(String(o.row?.title)));
      if (!cash) throw new Error('the demo store has no Cash payment type');
      /** @type {number[]} */
      const ms = [];
      for (let i = 0; i < WARMUP + ORDERS; i++) {
        await nextNumber(till);
        const args = {
          ...orderArgs(till, till.free[0]),
          payNow: { invoiceId: uuidv7(), paymentTypeId: cash.row.id },
        };
        const ticket = printer.next();
        const sent = now();
        const r = await till.c.call('POST', '/api/v1/sync/push', {
          protocolVersion: 1,
          schemaVersion: 1,
          clientId: till.clientId,
          deviceId: till.device.deviceId,
          mutations: [{ id: ++till.mutationId, name: 'order.create.v1', args, clientTime: Date.now() }],
        });
        const result = r.json?.ok ? r.json.results?.[0] : null;
        if (r.status !== 200 || result?.status !== 'applied')
          throw new Error(`push: ${r.status} ${r.text.slice(0, 300)}`);
        const lastByte = await within(ticket, 10_000);
        if (i >= WARMUP) ms.push(lastByte - sent);
      }
      ms.sort((a, b) => a - b);
      const p95 = quantile(ms, 0.95);
      const what = `printing: Send to Kitchen (sync push) → last byte of the ticket at a network printer, SQLite, ${ms.length} orders`;
      return [
        { what: `${what}, p50`, value: round(quantile(ms, 0.5), 1), unit: 'ms', budget: null, met: null },
        {
          what: `${what}, p95`,
          value: round(p95, 1),
          unit: 'ms',
          budget: `≤ ${BUDGET_MS} ms`,
          met: p95 <= BUDGET_MS,
        },
      ];
    } finally {
      await printer.close();
      await server.stop();
    }
  },
};
