// Runs the pinned pnpm (package.json packageManager) through npx: `node scripts/pnpm.mjs <args>`.
import { pnpm } from './lib.mjs';

process.exit(pnpm(process.argv.slice(2)));
