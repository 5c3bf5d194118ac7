// A PostgreSQL cluster of a test's own, for tests that stop and start the server (ADR 0045): the shared cluster
// (test/global-setup.ts) keeps running for the test files beside it. Started through scripts/pg-harness.mjs.
import { findPgBin, type PostgresCluster, startPostgres } from '../../scripts/pg-harness.mjs';
import { pgTestUrl } from './databases.ts';

export type { PostgresCluster };

/** Why a test of its own cluster must skip (no PostgreSQL for this run, or no binaries to start one), or null. */
export function ownClusterSkipReason(): string | null {
  if (!pgTestUrl()) return 'no PostgreSQL for this run';
  if (!findPgBin()) return 'no PostgreSQL binaries (initdb, pg_ctl) to start a cluster of its own';
  return null;
}

/** A fresh cluster; `pause()` / `resume()` stop and start its server on the same port, `stop()` removes it. */
export const startOwnCluster = (): Promise<PostgresCluster> => startPostgres();
