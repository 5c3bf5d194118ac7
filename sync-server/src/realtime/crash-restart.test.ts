// kill -9 of a real server process (ARCHITECTURE 9): the client sees its socket close, the server restarts
// on the same SQLite file, and the client's reconnect is poked again. The server runs as `node --import tsx
// src/main.ts`, one process, so SIGKILL hits the server itself.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { TestSocket } from './test-socket.ts';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const PASSWORD = 'marigold-2026';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retries until `fn` succeeds or the time is up, as a client's reconnect loop does. */
async function retry<T>(fn: () => Promise<T>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await fn();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await sleep(100);
    }
  }
}

describe('realtime across a server crash [sqlite, child process]', () => {
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  function startServer(port: number, file: string): ChildProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: `file:${file}`,
        LOG_LEVEL: 'warn',
        TAVOLA_TEST_REALTIME_ROUTE: '1',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    return child;
  }

  it('the client sees the socket close on SIGKILL, reconnects to the restarted server and is poked again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tavola-crash-'));
    dirs.push(dir);
    const file = join(dir, 'tavola.sqlite');
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const post = (path: string, body: unknown, cookie?: string) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });

    const first = startServer(port, file);
    await retry(async () => {
      if (!(await fetch(`${base}/healthz`)).ok) throw new Error('not ready');
    });
    const username = 'owner@crash.test';
    expect(
      (await post('/api/v1/auth/signup', { biz_name: 'Cafe', username, password: PASSWORD })).status,
    ).toBe(200);
    const signin = await post('/api/v1/auth/signin', { username, password: PASSWORD });
    const access = signin.headers
      .getSetCookie()
      .map((c) => /^tavola_access=([^;]+)/.exec(c)?.[1])
      .find(Boolean);
    if (!access) throw new Error('no access cookie');
    const cookie = `tavola_access=${access}`;

    const before = await TestSocket.open(port, { access });
    expect((await post('/api/v1/test/realtime/publish', { version: 1 }, cookie)).status).toBe(200);
    expect(await before.next()).toEqual({ type: 'poke', version: 1 });

    first.kill('SIGKILL');
    const closed = await before.closed;
    expect(closed.code).toBe(1006); // abnormal: no close frame from a killed process

    startServer(port, file);
    const after = await retry(() => TestSocket.open(port, { access }));
    try {
      after.send({ type: 'hello', clientId: 'c-1', cookie: 1 });
      expect((await post('/api/v1/test/realtime/publish', { version: 2 }, cookie)).status).toBe(200);
      expect(await after.next()).toEqual({ type: 'poke', version: 2 });
    } finally {
      after.close();
    }
  }, 60_000);
});
