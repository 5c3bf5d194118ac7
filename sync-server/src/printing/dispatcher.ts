/**
 * PRN4, PRN5: sends queued jobs to network printers. Each round claims due jobs (a lease, so several server
 * processes share the queue), sends each printer's jobs in order, one connection a job, and marks a job sent only
 * after the printer took it whole. A failure waits with exponential backoff; after FAILURES_BEFORE_BACKUP the
 * printer's jobs move to its backup printer. `kick()` starts a round at once (after a trigger stored jobs);
 * otherwise it polls, which is how jobs stored by another process or left by a crash are picked up.
 */
import { PRINTER_PROBLEM_TEXTS, type PrinterProblem } from '@tavola/shared/printing/printer-status';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { uuidv7 } from '../ids.ts';
import { payloadFor } from './job-payload.ts';
import {
  type ClaimedJob,
  claimDueJobs,
  markFailed,
  markOrphaned,
  markSent,
  releaseJobs,
} from './job-store.ts';
import { PrinterHeld, sendRaw } from './tcp-send.ts';

/** PRN10: a printer that said "paper out" or "cover open" is asked again this often (a cheap status query). */
export const HOLD_RECHECK_MS = 2_000;
/** PRN10: a printer that did not answer DLE EOT is not asked again for this long (no wait before its jobs). */
export const SILENT_RECHECK_MS = 10 * 60_000;

export type PrinterHealth = {
  failing: boolean;
  lastError: string | null;
  lastSeenAt: number | null;
  backupActive: boolean;
  /** PRN10: what the printer said is wrong, when it answered its status. */
  problem?: PrinterProblem | null;
};

export type DispatcherOptions = {
  readonly now: () => number;
  /** Poll interval when nothing kicks it. */
  readonly pollMs?: number;
  /** Polls only while this says so (the store has server printers); a kick always runs a round. */
  readonly active?: () => boolean;
  /** Called when a printer's health changed (tenant, printer): the status event goes out. */
  readonly onHealthChange?: (tenantId: string) => void;
  readonly log?: { warn(obj: unknown, msg: string): void };
};

export type Dispatcher = ReturnType<typeof createDispatcher>;

type Target = {
  id: string;
  host: string | null;
  port: number | null;
  backupPrinterId: string | null;
  paperWidth: number;
  language: string;
  statusQuery: boolean;
};

export function createDispatcher(database: Database, options: DispatcherOptions) {
  const owner = `dispatcher-${uuidv7()}`;
  const pollMs = options.pollMs ?? 1_000;
  const health = new Map<string, PrinterHealth>();
  /** Printers that did not answer a status query, until when they are not asked again. */
  const silent = new Map<string, number>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;

  const setHealth = (tenantId: string, printerId: string, patch: Partial<PrinterHealth>) => {
    const before = health.get(printerId) ?? {
      failing: false,
      lastError: null,
      lastSeenAt: null,
      backupActive: false,
    };
    const after = { ...before, ...patch };
    health.set(printerId, after);
    if (
      before.failing !== after.failing ||
      before.backupActive !== after.backupActive ||
      (before.problem ?? null) !== (after.problem ?? null)
    )
      options.onHealthChange?.(tenantId);
  };

  async function sendPrinterJobs(target: Target, jobs: ClaimedJob[]): Promise<void> {
    for (let i = 0; i < jobs.length; i++) {
      const job = jobs[i] as ClaimedJob;
      try {
        if (!target.host || !target.port) throw new Error('no host');
        const ask =
          target.statusQuery &&
          target.language === 'esc-pos' &&
          (silent.get(target.id) ?? 0) <= options.now();
        const sent = await sendRaw(target.host, target.port, await payloadFor(job, target), {
          statusQuery: ask,
        });
        if (sent.asked && !sent.report) silent.set(target.id, options.now() + SILENT_RECHECK_MS);
        await markSent(database, job.id, owner, options.now());
        setHealth(job.tenantId, target.id, {
          failing: false,
          lastError: null,
          lastSeenAt: options.now(),
          backupActive: false,
          problem: null,
        });
      } catch (error) {
        const held = error instanceof PrinterHeld ? error.problem : null;
        const message = held
          ? PRINTER_PROBLEM_TEXTS[held]
          : error instanceof Error
            ? error.message
            : String(error);
        const now = options.now();
        const moved = await markFailed(
          database,
          job,
          owner,
          now,
          message,
          target.backupPrinterId,
          held ? HOLD_RECHECK_MS : undefined,
        );
        setHealth(job.tenantId, target.id, {
          failing: true,
          lastError: message,
          problem: held,
          ...(held ? { lastSeenAt: now } : {}),
          ...(moved ? { backupActive: true } : {}),
        });
        // the rest of this printer's jobs wait with the failed one, in order
        const rest = jobs.slice(i + 1).map((j) => j.id);
        await releaseJobs(database, rest, owner, moved ? now : now + (held ? HOLD_RECHECK_MS : 1));
        if (moved) again = true;
        return;
      }
    }
  }

  async function round(): Promise<void> {
    const jobs = await claimDueJobs(database, owner, options.now());
    if (jobs.length === 0) return;
    const p = database.t.printers;
    const printerIds = [...new Set(jobs.map((j) => j.printerId))];
    const targets = await database.db
      .select({
        id: p.id,
        host: p.host,
        port: p.port,
        backupPrinterId: p.backupPrinterId,
        paperWidth: p.paperWidth,
        language: p.language,
        statusQuery: p.statusQuery,
      })
      .from(p)
      .where(inArray(p.id, printerIds));
    const byId = new Map(targets.map((t) => [t.id, t]));
    await Promise.all(
      printerIds.map((id) => {
        const mine = jobs.filter((j) => j.printerId === id);
        const target = byId.get(id);
        if (!target)
          return markOrphaned(
            database,
            mine.map((j) => j.id),
            owner,
          );
        return sendPrinterJobs(target, mine);
      }),
    );
    if (jobs.length >= 50) again = true;
  }

  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await round();
        } catch (error) {
          options.log?.warn({ err: error }, 'print dispatcher round failed');
        }
      } while (again && !stopped);
      running = null;
    })();
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setInterval(() => {
        if (options.active?.() ?? true) run();
      }, pollMs);
      timer.unref();
      run();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
    /** A round now: jobs were just stored. */
    kick: run,
    health: (printerId: string): PrinterHealth | undefined => health.get(printerId),
    /** Forget a removed printer. */
    forget(printerId: string) {
      health.delete(printerId);
      silent.delete(printerId);
    },
    owner,
    /** Resolves once the current round is over. */
    idle: async () => {
      while (running) await running;
    },
  };
}
