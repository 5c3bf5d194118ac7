// The fault run of `pnpm bench faults` (scripts/bench/faults-run.mjs: server processes, tills, kills, a PostgreSQL
// outage), for a shorter run of it in the tests.
export { faultRun } from '../../scripts/bench/faults-run.mjs';
