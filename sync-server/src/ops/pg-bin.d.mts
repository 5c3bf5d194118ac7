// Types for pg-bin.mjs (plain ESM so that scripts/pg-harness.mjs runs it with no build step).
export function pgBinDir(programs: readonly string[]): string | null;
