// ADR 0045: the readiness verdict over a watched write path: cached, timed out, stuck, and ready again by itself.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { monotonicMs } from '../sync/store/types.ts';
import readinessPlugin, { type ReadinessOptions, type WritePath } from './readiness.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A write path whose probe the test answers: 'ok', 'fail', or 'hang' (until `release`). */
function fakePath() {
  let mode: 'ok' | 'fail' | 'hang' = 'ok';
  let waiting: number | null = null;
  const releases: (() => void)[] = [];
  const path = {
    probes: 0,
    set(next: typeof mode) {
      mode = next;
    },
    waitingSince(at: number | null) {
      waiting = at;
    },
    release() {
      for (const r of releases.splice(0)) r();
    },
    watched: {
      probe: () => {
        path.probes++;
        if (mode === 'fail') return Promise.reject(new Error('SQLITE_FULL'));
        if (mode === 'hang') return new Promise<void>((resolve) => releases.push(resolve));
        return Promise.resolve();
      },
      oldestWaiting: () => waiting,
    } satisfies WritePath,
  };
  return path;
}

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

async function watched(options: ReadinessOptions) {
  app = Fastify({ logger: false });
  await app.register(readinessPlugin, options);
  const path = fakePath();
  app.readiness.watch('sync', path.watched);
  await app.ready();
  return { readiness: app.readiness, path };
}

describe('[SS25][ADR 0045] readiness', () => {
  it('keeps a verdict for cacheMs: many checks at once or in a row cost one probe', async () => {
    const { readiness, path } = await watched({ cacheMs: 200 });
    const verdicts = await Promise.all(Array.from({ length: 10 }, () => readiness.verdict()));
    expect(verdicts.every((v) => v.ready)).toBe(true);
    expect(await readiness.verdict()).toEqual({ ready: true });
    expect(path.probes).toBe(1);
    await sleep(250);
    await readiness.verdict();
    expect(path.probes).toBe(2);
  });

  it('a failing probe is not ready; the next probe that commits is ready again, no restart', async () => {
    const { readiness, path } = await watched({ cacheMs: 0 });
    path.set('fail');
    expect(await readiness.verdict()).toEqual({ ready: false, reason: 'write-failed' });
    expect(await readiness.verdict()).toEqual({ ready: false, reason: 'write-failed' });
    path.set('ok');
    expect(await readiness.verdict()).toEqual({ ready: true });
  });

  it('a probe that hangs times out, is not started again while it hangs, and counts once it commits', async () => {
    const { readiness, path } = await watched({ cacheMs: 0, probeTimeoutMs: 100 });
    path.set('hang');
    const started = monotonicMs();
    expect(await readiness.verdict()).toEqual({ ready: false, reason: 'write-timeout' });
    expect(monotonicMs() - started).toBeGreaterThanOrEqual(95);
    // the hung probe is still the one: answered at once, no second probe piling up behind it
    const again = monotonicMs();
    expect(await readiness.verdict()).toEqual({ ready: false, reason: 'write-timeout' });
    expect(monotonicMs() - again).toBeLessThan(50);
    expect(path.probes).toBe(1);
    path.set('ok');
    path.release();
    await sleep(0);
    expect(await readiness.verdict()).toEqual({ ready: true });
    expect(path.probes).toBe(2);
  });

  it('a request waiting on the path longer than stuckAfterMs is a stuck push path, whatever the probe says', async () => {
    const { readiness, path } = await watched({ cacheMs: 0, stuckAfterMs: 100 });
    path.waitingSince(monotonicMs());
    expect(await readiness.verdict()).toEqual({ ready: true });
    await sleep(120);
    expect(await readiness.verdict()).toEqual({ ready: false, reason: 'push-stuck' });
    path.waitingSince(null);
    expect(await readiness.verdict()).toEqual({ ready: true });
  });
});
