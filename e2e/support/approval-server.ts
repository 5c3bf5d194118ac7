/**
 * A second server for the platform spec: hosted mode (REQUIRE_APPROVAL=true) with a super-admin account,
 * on its own port and throwaway database, started and stopped by the spec. The shared e2e server stays in
 * single-store mode for every other spec.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const OPERATOR = { username: 'operator@tavola.test', password: 'operator-e2e-secret' } as const;

const here = dirname(fileURLToPath(import.meta.url));

export type ApprovalServer = { baseURL: string; stop: () => Promise<void> };

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`approval server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`approval server did not answer ${url} within ${timeoutMs} ms`);
}

export async function startApprovalServer(port: number): Promise<ApprovalServer> {
  const child = spawn(process.execPath, [join(here, 'server.mjs'), String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      REQUIRE_APPROVAL: 'true',
      SUPERADMIN_EMAIL: OPERATOR.username,
      SUPERADMIN_PASSWORD: OPERATOR.password,
    },
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(`${baseURL}/healthz`, child, 120_000);
  return {
    baseURL,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
