// The PWA's files: precompressed siblings are sent to clients that accept them, the raw file to the others.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import pwaPlugin from './pwa.ts';

const SOURCE = `export const menu = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Dish ${i}`))};\n`;

describe('PWA files', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tavola-pwa-'));
    mkdirSync(join(dir, 'assets'));
    const file = join(dir, 'assets', 'diner-abc123.js');
    writeFileSync(file, SOURCE);
    writeFileSync(`${file}.br`, brotliCompressSync(SOURCE));
    writeFileSync(`${file}.gz`, gzipSync(SOURCE));
    app = Fastify();
    await app.register(pwaPlugin, { root: dir });
  });
  afterEach(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the brotli file to a browser that accepts it, cached forever', async () => {
    const r = await app.inject({
      url: '/assets/diner-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/javascript/);
    expect(r.headers['cache-control']).toContain('immutable');
    expect(r.rawPayload.length).toBeLessThan(SOURCE.length);
    expect(brotliDecompressSync(r.rawPayload).toString()).toBe(SOURCE);
  });

  it('sends the raw file to a client that accepts no compression', async () => {
    const r = await app.inject({
      url: '/assets/diner-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.body).toBe(SOURCE);
  });
});
