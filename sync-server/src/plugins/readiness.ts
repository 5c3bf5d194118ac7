/**
 * Readiness (SS25; ADR 0045): whether this instance can take writes now, for load balancers (`GET /readyz`). The
 * write paths it watches (the sync store's, added by the sync routes) are probed with a committed write, and
 * one is stuck when a request on it has waited too long. A verdict is kept `cacheMs`, so many balancer checks
 * cost one probe; nothing is remembered beyond that, so the instance is ready again as soon as a probe commits.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { monotonicMs } from '../sync/store/types.ts';

export type ReadinessOptions = {
  /** How long a verdict is reused (ms; default 1000). */
  readonly cacheMs?: number;
  /** A probe not answered by then fails (ms; default 2000). */
  readonly probeTimeoutMs?: number;
  /** A request waiting longer on a watched path means the path is stuck (ms; default 10000). */
  readonly stuckAfterMs?: number;
};

/** A write path to watch. */
export type WritePath = {
  /** Commits a small write the way the path's requests do; rejects when it cannot. */
  readonly probe: () => Promise<void>;
  /** When the oldest request still waiting on the path began (`monotonicMs`), or null. */
  readonly oldestWaiting: () => number | null;
};

export type NotReady = 'write-failed' | 'write-timeout' | 'push-stuck';
export type Verdict = { readonly ready: true } | { readonly ready: false; readonly reason: NotReady };

export type Readiness = {
  watch(name: string, path: WritePath): void;
  verdict(): Promise<Verdict>;
};

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

const READY: Verdict = { ready: true };

/** A probe started: its outcome (null: committed), shared by every verdict until it settles. */
type Probing = { readonly started: number; readonly outcome: Promise<NotReady | null> };

/** One watched path: a stuck request, else the probe's outcome within the time left to it. */
function pathCheck(
  name: string,
  path: WritePath,
  log: FastifyBaseLogger,
  timeoutMs: number,
  stuckMs: number,
) {
  let probing: Probing | null = null;
  return async (): Promise<NotReady | null> => {
    const oldest = path.oldestWaiting();
    if (oldest !== null && monotonicMs() - oldest > stuckMs) return 'push-stuck';
    if (!probing) {
      const outcome = path.probe().then(
        () => null,
        (err: unknown): NotReady => {
          log.warn({ err, path: name }, 'readiness: the write probe failed');
          return 'write-failed';
        },
      );
      const started: Probing = { started: monotonicMs(), outcome };
      probing = started;
      // A hung probe is not started again: later verdicts wait for this one (and time out).
      void outcome.then(() => {
        if (probing === started) probing = null;
      });
    }
    const left = timeoutMs - (monotonicMs() - probing.started);
    if (left <= 0) return 'write-timeout';
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<NotReady>((resolve) => {
      timer = setTimeout(() => resolve('write-timeout'), left);
    });
    try {
      return await Promise.race([probing.outcome, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  };
}

async function readinessPlugin(app: FastifyInstance, opts: ReadinessOptions) {
  const { cacheMs = 1000, probeTimeoutMs = 2000, stuckAfterMs = 10_000 } = opts;
  const checks: (() => Promise<NotReady | null>)[] = [];
  let kept: { at: number; verdict: Verdict } | null = null;
  let deciding: Promise<Verdict> | null = null;

  const decide = async (): Promise<Verdict> => {
    const reasons = await Promise.all(checks.map((check) => check()));
    const reason = reasons.find((r) => r !== null) ?? null;
    const verdict: Verdict = reason === null ? READY : { ready: false, reason };
    if (verdict.ready !== (kept?.verdict.ready ?? true)) {
      if (verdict.ready) app.log.info('readiness: ready again');
      else app.log.warn({ reason }, 'readiness: not ready');
    }
    kept = { at: monotonicMs(), verdict };
    return verdict;
  };

  app.decorate('readiness', {
    watch(name, path) {
      checks.push(pathCheck(name, path, app.log, probeTimeoutMs, stuckAfterMs));
    },
    verdict() {
      if (kept && monotonicMs() - kept.at < cacheMs) return Promise.resolve(kept.verdict);
      deciding ??= decide().finally(() => {
        deciding = null;
      });
      return deciding;
    },
  } satisfies Readiness);
}

export default fp(readinessPlugin, { name: 'tavola-readiness' });
