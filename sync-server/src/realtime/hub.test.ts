// Frames framed once by the hub (textFrames) and written straight to a socket are what a real ws client reads:
// every length form of RFC 6455 (7-bit, 16-bit, 64-bit), multi-byte text, and in order with ws's own sends.
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { textFrames } from './hub.ts';

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
    server.on('connection', (socket) => {
      socket.send('before');
      (socket as unknown as { _socket: { write(data: Buffer): void } })._socket.write(textFrames(payloads));
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
