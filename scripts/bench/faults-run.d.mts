// Types for faults-run.mjs (plain ESM so the bench runs with no build step), for the test that runs it.
import type { PostgresCluster } from '../pg-harness.mjs';

export interface FaultRunOptions {
  label: string;
  databaseUrl: string;
  /** Where the servers' logs (and a SQLite file) go. */
  dir: string;
  processes: number;
  tills: number;
  sockets?: number;
  seconds: number;
  orderMs: number;
  /** SIGKILLs of process 0, each followed by a restart on its port (default 2). */
  kills?: number;
  /** PostgreSQL stopped for `downMs` after the kills, then started again. */
  outage?: { cluster: PostgresCluster; downMs: number } | null;
  /** PG_WRITE_THREAD of each process. */
  threads?: ('on' | 'off' | 'auto')[];
  /** Servers from src/main.ts through tsx instead of the compiled server. */
  source?: boolean;
  log?: (text: string) => void;
}

export interface FaultRunResult {
  label: string;
  processes: number;
  seconds: number;
  kills: number;
  attempted: number;
  /** Orders the tills were told are saved. */
  saved: number;
  lost: number;
  duplicated: number;
  tokenClashes: number;
  unannounced: number;
  /** Mutations the tills still hold after the drain. */
  unsent: number;
  offlineTokens: number;
  rejections: Record<string, number>;
  /** What the tills saw go wrong, by kind ('push HTTP 503', 'push ECONNREFUSED', …). */
  errors: Record<string, number>;
  answers500: number;
  restartsMs: number[];
  tills: number;
  notConverged: number;
  sockets: {
    open: number;
    behind: number;
    opened: number;
    reconnects: number;
    errors: Record<string, number>;
    wanted: number;
    settledMs: number;
  };
  outage: {
    downMs: number;
    readyMs: number | null;
    /** Per instance, ms from PostgreSQL's start to its first acknowledged push; null: none. */
    resumedMs: (number | null)[];
    threads: string[];
  } | null;
  /** Server processes that ended without the run killing them. */
  exits: { process: number; code: number | null; signal: string | null; at: number }[];
  /** Server log lines saying a process died of an error (or nearly). */
  crashLines: string[];
  loggedErrors: number;
}

export function faultRun(options: FaultRunOptions): Promise<FaultRunResult>;
