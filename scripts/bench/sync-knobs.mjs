// The sync benchmark's knobs, read once from the BENCH_SYNC_* environment variables (sync.mjs's header lists
// them), shared by its run, its naive limit and its result rows. BENCH_SYNC_SERVER_FLAGS is read by
// bench-server.mjs, for every bench's server.

/** @type {(name: string, fallback: number) => number} */
const num = (name, fallback) => Number(process.env[name] ?? fallback);
export const TILLS = num('BENCH_SYNC_TILLS', 50);
/**
 * Long enough for V8 to settle: the push's plans are optimised and deoptimised over the first 11 s of load as new
 * object shapes reach them (docs/benchmarks.md, journal 0028); a server runs for days, so the window measures it settled.
 */
export const WARMUP_S = num('BENCH_SYNC_WARMUP_S', 15);
export const LOAD_S = num('BENCH_SYNC_LOAD_S', 12);
export const NAIVE_S = num('BENCH_SYNC_NAIVE_S', 5);
export const DATABASES = (process.env.BENCH_SYNC_DATABASES ?? 'sqlite,pg').split(',');
/** A file for PostgreSQL's statement statistics of the push phase (pg_stat_statements, slowest first); `.naive` added for the naive limit's. */
export const PG_STATS = process.env.BENCH_SYNC_PG_STATS ?? '';
/**
 * BENCH_SYNC_ONLINE_NUMBERS=1: each till takes its order's token as an online till does (TOK8, `POST /sync/lease`
 * with `next` before each push) instead of from its reserve: the cost of readable tokens, one lease a sale.
 */
export const ONLINE_NUMBERS = process.env.BENCH_SYNC_ONLINE_NUMBERS === '1';
