// Frames framed once by the hub (textFrames) and written straight to a socket are what a real ws client reads:
// every length form of RFC 6455 (7-bit, 16-bit, 64-bit), multi-byte text, and in order with ws's own sends.
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { createHub, textFrames } from './hub.ts';

describe('textFrames', () => {
  let server: WebSocketServer | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('are read by a ws client as the text messages they hold, in order with ws sends', async () => {
    const listening = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    server = listening;
    await new Promise((resolve) => listening.once('listening', resolve));
    const payloads = [
      '{"type":"poke","version":7}',
      `{"type":"event","text":"${'é€'.repeat(60)}"}`, // 16-bit length, multi-byte
      'x'.repeat(70_000), // 64-bit length
      '',
    ];
    server.on('connection', (socket, request) => {
      socket.send('before');
      request.socket.write(textFrames(payloads)); // the upgrade's own connection, which ws speaks over
      socket.send('after');
    });
    const { port } = server.address() as AddressInfo;
    const client = new WebSocket(`ws://127.0.0.1:${port}`);
    const received = await new Promise<string[]>((resolve, reject) => {
      const got: string[] = [];
      client.on('message', (data, isBinary) => {
        got.push(isBinary ? '(binary)' : data.toString());
        if (got.length === payloads.length + 2) resolve(got);
      });
      client.on('error', reject);
    });
    client.close();
    expect(received).toEqual(['before', ...payloads, 'after']);
  });
});

describe('the hub, shared frames on and off (REALTIME_SHARED_FRAMES)', () => {
  let server: WebSocketServer | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  for (const sharedFrames of [true, false]) {
    it(`[SS21] delivers a poke and its events in order with sharedFrames ${sharedFrames}: ${sharedFrames ? 'one write to the connection' : 'one ws send a message'}`, async () => {
      const listening = new WebSocketServer({ port: 0, host: '127.0.0.1' });
      server = listening;
      await new Promise((resolve) => listening.once('listening', resolve));
      const silent = { info() {}, warn() {} } as unknown as FastifyBaseLogger;
      const hub = createHub({
        heartbeatMs: 60_000,
        maxBufferedBytes: 1 << 20,
        now: () => 0,
        log: silent,
        sharedFrames,
      });
      const counted = new Promise<{ writes: number; sends: number }>((resolve) => {
        listening.on('connection', (socket, request) => {
          hub.add(socket, request.socket, 't1', 's1');
          const writes = vi.spyOn(request.socket, 'write');
          const sends = vi.spyOn(socket, 'send');
          hub.deliver('t1', '{"type":"poke","version":2}', ['{"e":1}', '{"e":2}']);
          resolve({ writes: writes.mock.calls.length, sends: sends.mock.calls.length });
        });
      });
      const { port } = listening.address() as AddressInfo;
      const client = new WebSocket(`ws://127.0.0.1:${port}`);
      const received = await new Promise<string[]>((resolve, reject) => {
        const got: string[] = [];
        client.on('message', (data) => {
          got.push(data.toString());
          if (got.length === 3) resolve(got);
        });
        client.on('error', reject);
      });
      client.close();
      hub.stop();
      expect(received).toEqual(['{"type":"poke","version":2}', '{"e":1}', '{"e":2}']);
      expect(await counted).toEqual(
        sharedFrames ? { writes: 1, sends: 0 } : { writes: expect.any(Number), sends: 3 },
      );
    });
  }
});
