// Starts ONE throwaway PostgreSQL cluster for the run when *.pg.test.ts files are in it (or reuses
// TEST_PG_URL) and provides its URL to the tests. Without PostgreSQL binaries the pg suites skip with a
// message, except under CI=true, where the run fails.
import type { TestProject } from 'vitest/node';
import { findPgBin, startPostgres } from '../../scripts/pg-harness.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the shared test cluster; null when pg suites must skip. */
    pgUrl: string | null;
    /** Why pgUrl is null. */
    pgSkipReason: string;
  }
}

const PG_TEST = /\.pg\.test\.ts$/;

async function runIncludesPgTests(project: TestProject): Promise<boolean> {
  try {
    // CLI file filters (`vitest run foo`) are kept on the Vitest instance; not a public field.
    const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern ?? [];
    const { testFiles } = await project.globTestFiles(filters);
    return testFiles.some((file) => PG_TEST.test(file));
  } catch {
    return true;
  }
}

export default async function setup(project: TestProject) {
  const provide = (pgUrl: string | null, pgSkipReason = '') => {
    project.provide('pgUrl', pgUrl);
    project.provide('pgSkipReason', pgSkipReason);
  };

  if (process.env.TEST_PG_URL) return provide(process.env.TEST_PG_URL);
  if (!(await runIncludesPgTests(project))) return provide(null, 'no *.pg.test.ts file in this run');
  if (!findPgBin()) {
    const missing =
      'PostgreSQL binaries (initdb, pg_ctl) not found; install PostgreSQL (apt-get install postgresql) ' +
      'or set TEST_PG_URL.';
    if (process.env.CI === 'true')
      throw new Error(`${missing} Under CI=true the *.pg.test.ts suites must run.`);
    const reason = `${missing} The *.pg.test.ts suites are skipped.`;
    console.warn(`\n⚠ ${reason}\n`);
    return provide(null, reason);
  }
  const cluster = await startPostgres();
  provide(cluster.url);
  return () => cluster.stop();
}
