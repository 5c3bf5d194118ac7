/**
 * The sync client (docs/architecture.md §6.2-6.4): one tab per device flushes (Web Locks; in-tab where the API is
 * missing). It registers the device, pushes the outbox, pulls on start, on (re)connect, on pokes with a
 * higher version and every PULL_INTERVAL_MS, refills token leases, and backs off on failures.
 */
import { PROTOCOL_VERSION, PULL_INTERVAL_MS, SCHEMA_VERSION } from '@tavola/shared';
import { liveQuery } from 'dexie';
import { getMeta, setMeta } from '../db/meta.ts';
import { syncBackoffDelay } from './backoff.ts';
import { ensureDevice, forgetDevice, refillLeases, requestPersistentStorage } from './device.ts';
import { SyncCallError } from './errors.ts';
import type { SyncEnv } from './local-env.ts';
import { pullAndRebase } from './pull.ts';
import { pushOutbox } from './push.ts';

export type SyncClientOptions = {
  readonly env: SyncEnv;
  /** Web Locks; null runs in this tab without a lock. Default: navigator.locks when present. */
  readonly locks?: LockManager | null;
  readonly random?: () => number;
  readonly now?: () => number;
  readonly userAgent?: string;
  /** Ask for persistent storage (staff devices). Default true. */
  readonly persistStorage?: boolean;
  /** Waits `ms` unless `wake` fires first (tests replace it to record the backoff schedule). */
  readonly sleep?: (ms: number, wake: AbortSignal) => Promise<void>;
  readonly onUpdateRequired?: (message: string) => void;
  readonly onPulled?: (cookie: number) => void;
  readonly onError?: (error: unknown) => void;
};

export const lockName = (dbName: string): string => `tavola-sync-${dbName}`;

const defaultSleep = (ms: number, wake: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    if (wake.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      wake.removeEventListener('abort', done);
      resolve();
    }
    wake.addEventListener('abort', done);
  });

const defaultLocks = (): LockManager | null =>
  typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;

export class SyncClient {
  private wantPush = true;
  private wantPull = true;
  private stopped = false;
  private failures = 0;
  private needsPullInARow = 0;
  private cookie: number | null = null;
  /** Aborted to end an idle wait (any request) … */
  private idleWake = new AbortController();
  /** … or a backoff wait (retryNow, stop). */
  private backoffWake = new AbortController();
  private readonly lockAbort = new AbortController();
  private finished: Promise<void> = Promise.resolve();
  private cycleWaiters: (() => void)[] = [];
  private idleWaiters: (() => void)[] = [];
  private leading = false;
  private idling = false;
  private updateMessage: string | null = null;

  constructor(private readonly opts: SyncClientOptions) {}

  /** Starts flushing in this tab, or waits for the lock while another tab of this device holds it. */
  start(): void {
    const locks = this.opts.locks === undefined ? defaultLocks() : this.opts.locks;
    const lead = () => this.lead().catch((e: unknown) => this.opts.onError?.(e));
    this.finished = locks
      ? locks.request(lockName(this.opts.env.db.name), { signal: this.lockAbort.signal }, lead).then(
          () => undefined,
          () => undefined, // aborted while waiting: another tab kept the lock
        )
      : lead();
  }

  /** Stops after the current step; resolves when the lock is released. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.lockAbort.abort();
    this.idleWake.abort();
    this.backoffWake.abort();
    await this.finished;
  }

  get isLeader(): boolean {
    return this.leading;
  }

  get updateRequired(): string | null {
    return this.updateMessage;
  }

  requestPush(): void {
    this.wantPush = true;
    this.idleWake.abort();
  }

  requestPull(): void {
    this.wantPull = true;
    this.idleWake.abort();
  }

  /** A poke: pull when the server is ahead of the tables. */
  poke(version: number): void {
    if (this.cookie === null || version > this.cookie) this.requestPull();
  }

  /** The network is back, the socket connected, or the user asked: push and pull now, backoff restarted. */
  retryNow(): void {
    this.failures = 0;
    this.wantPush = true;
    this.wantPull = true;
    this.idleWake.abort();
    this.backoffWake.abort();
  }

  /** Retries now and resolves after the next push-and-pull attempt ends (or at once in a tab that does not flush). */
  flushNow(): Promise<void> {
    if (!this.leading || this.stopped) return Promise.resolve();
    const done = new Promise<void>((resolve) => this.cycleWaiters.push(resolve));
    this.retryNow();
    return done;
  }

  /** Resolves when this tab has nothing left to do (every request handled), or has stopped leading. */
  whenIdle(): Promise<void> {
    if (!this.leading || (this.idling && !this.wantPush && !this.wantPull)) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private async lead(): Promise<void> {
    if (this.stopped) return;
    this.leading = true;
    const { db } = this.opts.env;
    this.cookie = (await getMeta(db, 'cookie')) ?? null;
    const timer = setInterval(() => this.requestPull(), PULL_INTERVAL_MS);
    // mutations from every tab of this device land in the outbox: push them
    // PERF6: whether one is pending, not how many (a count walks the index: 20,000 entries after a week offline)
    const outbox = liveQuery(() =>
      db.outbox.where('status').equals('pending').limit(1).primaryKeys(),
    ).subscribe({
      next: (keys) => keys.length > 0 && this.requestPush(),
      error: () => {},
    });
    try {
      while (!this.stopped && this.updateMessage === null) {
        if (!this.wantPush && !this.wantPull) {
          this.releaseWaiters(true);
          this.idling = true;
          await this.wait(Number.POSITIVE_INFINITY, 'idle');
          this.idling = false;
          continue;
        }
        try {
          await this.cycle();
          this.failures = 0;
        } catch (e) {
          if (this.stopped) break;
          this.opts.onError?.(e);
          // the server does not know this device (removed on the devices screen): register it again
          if (e instanceof SyncCallError && e.status === 403)
            await forgetDevice(this.opts.env).catch(() => {});
          await this.wait(syncBackoffDelay(this.failures++, (this.opts.random ?? Math.random)()), 'backoff');
        } finally {
          this.releaseWaiters();
        }
      }
    } finally {
      clearInterval(timer);
      outbox.unsubscribe();
      this.leading = false;
      this.releaseWaiters(true);
    }
  }

  private releaseWaiters(idle = false) {
    const waiters = idle ? [...this.cycleWaiters, ...this.idleWaiters] : this.cycleWaiters;
    this.cycleWaiters = [];
    if (idle) this.idleWaiters = [];
    for (const w of waiters) w();
  }

  private wait(ms: number, kind: 'idle' | 'backoff'): Promise<void> {
    if (kind === 'idle') {
      if (this.idleWake.signal.aborted) this.idleWake = new AbortController();
      if (this.wantPush || this.wantPull || this.stopped) return Promise.resolve();
      return idleUntil(this.idleWake.signal);
    }
    if (this.backoffWake.signal.aborted && !this.stopped) this.backoffWake = new AbortController();
    return (this.opts.sleep ?? defaultSleep)(ms, this.backoffWake.signal);
  }

  private async requireUpdate(message: string) {
    this.updateMessage = message;
    // kept in the database, so every tab of the device shows it (until an updated app syncs)
    await setMeta(this.opts.env.db, 'updateRequired', {
      message,
      protocolVersion: PROTOCOL_VERSION,
      schemaVersion: SCHEMA_VERSION,
    });
    this.opts.onUpdateRequired?.(message);
  }

  /** One round: device, push, leases, pull. A failure leaves the flags set so the next round retries. */
  private async cycle(): Promise<void> {
    const { env } = this.opts;
    const now = this.opts.now ?? Date.now;
    await ensureDevice(env, this.opts.userAgent ?? navigator.userAgent);
    if (this.opts.persistStorage !== false) await requestPersistentStorage(env);

    if (this.wantPush) {
      this.wantPush = false;
      const pushed = await pushOutbox(env, now).catch((e: unknown) => {
        this.wantPush = true;
        throw e;
      });
      if (pushed.kind === 'update-required') return this.requireUpdate(pushed.message);
      if (pushed.kind === 'needs-pull') {
        if (++this.needsPullInARow > 2) throw new Error('the outbox does not match the server');
        this.wantPush = true;
        this.wantPull = true;
      } else {
        this.needsPullInARow = 0;
        if (pushed.sent > 0) this.wantPull = true;
      }
    }

    // best effort, before the pull: a till that sold offline gets its reserve back for the next outage (TOK9);
    // a failed refill is tried again after the next push or pull
    await refillLeases(env, now()).catch((e: unknown) => this.opts.onError?.(e));

    if (this.wantPull) {
      this.wantPull = false;
      const pulled = await pullAndRebase(env, now).catch((e: unknown) => {
        this.wantPull = true;
        throw e;
      });
      if (pulled.kind === 'update-required') return this.requireUpdate(pulled.message);
      this.cookie = pulled.cookie;
      this.opts.onPulled?.(pulled.cookie);
    }
  }
}

const idleUntil = (signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    if (signal.aborted) return resolve();
    signal.addEventListener('abort', () => resolve(), { once: true });
  });
