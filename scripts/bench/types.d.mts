// Shapes the benchmarks share (scripts/bench.mjs runs them; JSDoc in the .mjs files names these).

/** One figure of a benchmark, as bench.mjs tabulates it and writes it to docs/benchmarks.md. */
export type Row = {
  what: string;
  value: number | string;
  unit: string;
  /** The budget as written in the table ('≤ 50 ms'); null or left out for a reference figure. */
  budget?: string | null;
  /** null for a reference figure without a budget. */
  met: boolean | null;
  note?: unknown;
  /** What this run measured that explains a missed budget. */
  why?: string;
};

/** A benchmark: `run` measures and returns its rows; `optIn` ones run only when named. */
export type Benchmark = {
  run(): Promise<Row[]>;
  optIn?: true;
  browser?: true;
};
