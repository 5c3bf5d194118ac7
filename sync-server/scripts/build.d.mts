// Types for build.mjs (plain ESM so it runs with no build step).
import type { BuildOptions } from 'esbuild';

export const OUTFILE: string;
/** The folders the bundle's own files come from; `--if-stale` builds when one holds a newer file. */
export const SOURCE_DIRS: string[];
export const BUILD_OPTIONS: BuildOptions;
