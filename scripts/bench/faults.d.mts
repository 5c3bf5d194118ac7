// Types for faults.mjs: `pnpm bench faults` (opt-in). A declaration, so that `bench.mjs` importing it does not pull
// the fault run's modules into this package's type check while they are being reworked (scripts/tsconfig.json).
import type { Benchmark } from './types.d.mts';

declare const faults: Benchmark;
export default faults;
