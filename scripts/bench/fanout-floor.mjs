// The floor under `pnpm bench fanout`, in a process of its own: a plain TCP server (no WebSocket, no HTTP, no
// database) that, told to, writes the same 30-byte poke to each of its open sockets in one loop, as the sync
// server's hub does, and answers the instant (CLOCK_MONOTONIC) it started. With the clients of
// fanout-client.mjs (`raw`) in other processes on the same cores, it measures what one process writing to
// 10,000 loopback sockets costs on this machine, whatever the server does besides.
//
// Parent → child: {type:'listen'}, {type:'blast', version}, {type:'stop'}.
// Child → parent: {type:'listening', port, open}, {type:'blasted', startedAt, tookMs}.
import { createServer } from 'node:net';

const now = () => Number(process.hrtime.bigint()) / 1e6;
/** @param {object} message */
const send = (message) => /** @type {NonNullable<typeof process.send>} */ (process.send)(message);
/** @type {Set<import('node:net').Socket>} */
const sockets = new Set();
const server = createServer((socket) => {
  socket.setNoDelay(true);
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
  socket.on('error', () => sockets.delete(socket));
});

process.on('message', (raw) => {
  const message = /** @type {{ type: string, version?: number }} */ (raw);
  if (message.type === 'listen') {
    server.listen(0, '127.0.0.1', () =>
      send({
        type: 'listening',
        port: /** @type {import('node:net').AddressInfo} */ (server.address()).port,
      }),
    );
  } else if (message.type === 'count') {
    send({ type: 'counted', open: sockets.size });
  } else if (message.type === 'blast') {
    const frame = Buffer.from(JSON.stringify({ type: 'poke', version: message.version }));
    const startedAt = now();
    for (const socket of sockets) socket.write(frame);
    send({ type: 'blasted', startedAt, tookMs: now() - startedAt });
  } else if (message.type === 'stop') {
    for (const socket of sockets) socket.destroy();
    server.close();
    process.disconnect();
  }
});
process.on('disconnect', () => process.exit(0));
