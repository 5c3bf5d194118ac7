// kill -9 of a real server process (docs/architecture.md §9): the client sees its socket close, the server restarts
// on the same SQLite file, and the client's reconnect is poked again. The server runs as `node --import tsx
// src/main.ts`, one process, so SIGKILL hits the server itself.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROTOCOL_VERSION, SCHEMA_VERSION } from '@tavola/shared';
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

describe('realtime with a real server process [sqlite]', () => {
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
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    return child;
  }

  /** A server child on a fresh SQLite file, with a signed-up owner signed in. */
  async function serverWithOwner() {
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
    const server = startServer(port, file);
    await retry(async () => {
      if (!(await fetch(`${base}/healthz`)).ok) throw new Error('not ready');
    });
    const username = 'owner@crash.test';
    const signup = await post('/api/v1/auth/signup', { biz_name: 'Cafe', username, password: PASSWORD });
    expect(signup.status).toBe(200);
    const signin = await post('/api/v1/auth/signin', { username, password: PASSWORD });
    const access = signin.headers
      .getSetCookie()
      .map((c) => /^tavola_access=([^;]+)/.exec(c)?.[1])
      .find(Boolean);
    if (!access) throw new Error('no access cookie');
    return { file, port, post, server, access, cookie: `tavola_access=${access}` };
  }

  it('[SS20] the client sees the socket close on SIGKILL, reconnects to the restarted server and is poked again', async () => {
    const { file, port, post, server, access, cookie } = await serverWithOwner();

    // A real till: registered device, then pushes whose commit the server announces.
    const device = await post('/api/v1/sync/register-device', { name: 'Front till' }, cookie);
    expect(device.status).toBe(200);
    const { deviceId } = (await device.json()) as { deviceId: string };
    const push = async (id: number) => {
      const res = await post(
        '/api/v1/sync/push',
        {
          protocolVersion: PROTOCOL_VERSION,
          schemaVersion: SCHEMA_VERSION,
          clientId: 'crash-client',
          deviceId,
          mutations: [
            {
              id,
              name: 'menu-item.create.v1',
              args: {
                id: `item-${id}`,
                title: `Dish ${id}`,
                price: 9000,
                netPrice: null,
                categoryId: null,
                taxId: null,
              },
              clientTime: Date.now(),
            },
          ],
        },
        cookie,
      );
      expect(await res.json()).toMatchObject({ ok: true, results: [{ id, status: 'applied' }] });
    };

    const before = await TestSocket.open(port, { access });
    await push(1);
    const first = await before.next();
    expect(first).toMatchObject({ type: 'poke' });

    server.kill('SIGKILL');
    const closed = await before.closed;
    expect(closed.code).toBe(1006); // abnormal: no close frame from a killed process

    startServer(port, file);
    const after = await retry(() => TestSocket.open(port, { access }));
    try {
      await push(2);
      const poke = await after.next();
      expect(poke.type).toBe('poke');
      expect(poke.type === 'poke' && first.type === 'poke' && poke.version > first.version).toBe(true);
    } finally {
      after.close();
    }
  }, 60_000);

  it('[SS23] SIGTERM closes the sockets with 1001 and the process exits cleanly', async () => {
    const { server, port, access } = await serverWithOwner();
    const socket = await TestSocket.open(port, { access });
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect((await socket.closed).code).toBe(1001);
    expect(await exited).toBe(0);
  }, 60_000);
});
