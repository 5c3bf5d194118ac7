// Types for pg-harness.mjs (plain ESM so it runs with no build step).
export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres (superuser, trust auth). */
  url: string;
  /** Stops the cluster (immediate) and removes its directory. Idempotent. */
  stop(): Promise<void>;
  /** Stops the server (fast shutdown: sessions are ended) and keeps its data. */
  pause(): Promise<void>;
  /** Starts a paused server again on the same port. */
  resume(): Promise<void>;
}
export function startPostgres(options?: { settings?: string[] }): Promise<PostgresCluster>;
export function findPgBin(): string | null;
