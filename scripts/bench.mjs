// `pnpm bench [name...]`: runs the benchmarks (the default set, or the named ones), prints a table, writes
// bench-results/<name>.json and refreshes docs/benchmarks.md: the rows of the benchmarks just run are replaced,
// the others keep their last figures. Benchmarks are scripts, never timed test assertions.
// A benchmark is `{ run(): Promise<Row[]>, optIn?: true }`; rows are `{what, value, unit, budget, met, note?}`
// (`met: null` for a reference figure). An `optIn` benchmark (minutes long) runs only when named.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import bundles from './bench/bundles.mjs';
import dinerPage from './bench/diner-page.mjs';
import fanout from './bench/fanout.mjs';
import faults from './bench/faults.mjs';
import firstSync from './bench/first-sync.mjs';
import idle from './bench/idle.mjs';
import offlineStart from './bench/offline-start.mjs';
import pos from './bench/pos.mjs';
import reports from './bench/reports.mjs';
import settingsList from './bench/settings-list.mjs';
import sync from './bench/sync.mjs';
import { root } from './lib.mjs';

const BENCHES = {
  bundles,
  'diner-page': dinerPage,
  fanout,
  // opt-in (minutes long): `pnpm bench faults`
  faults: { ...faults, optIn: true },
  'first-sync': firstSync,
  idle,
  'offline-start': offlineStart,
  pos,
  reports,
  'settings-list': settingsList,
  sync,
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
for (const name of wanted) {
  if (!BENCHES[name]) {
    console.error(`unknown benchmark '${name}'; known: ${Object.keys(BENCHES).join(', ')}`);
    process.exit(2);
  }
}
const names = wanted.length ? wanted : Object.keys(BENCHES).filter((n) => !BENCHES[n].optIn);

const fmt = (r) => `${r.value} ${r.unit}`.trim();
const verdict = (r) => (r.met === null ? '—' : r.met ? 'met' : 'MISSED');
const cell = (s) => String(s).replaceAll('|', '/');
const stamp = () => new Date().toISOString().slice(0, 16).replace('T', ' ');

const rows = [];
for (const name of names) {
  // The machine is often shared: the load when a benchmark starts is printed beside its figures.
  const measured = `${stamp()} UTC, load ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`;
  console.log(`› ${name} (${measured})`);
  let results;
  try {
    results = await BENCHES[name].run();
  } catch (error) {
    console.error(`✗ ${name} failed:`, error);
    results = [
      { what: `failed: ${String(error?.message ?? error).split('\n')[0]}`, value: '—', unit: '', met: false },
    ];
  }
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(join(root, 'bench-results', `${name}.json`), JSON.stringify(results, null, 2));
  rows.push(...results.map((r) => ({ bench: name, ...r, measured })));
}

console.table(
  rows.map((r) => ({
    bench: r.bench,
    what: r.what,
    value: fmt(r),
    budget: r.budget ?? '—',
    met: verdict(r),
  })),
);

// docs/benchmarks.md: the earlier rows of benchmarks not run now, then this run's, in BENCHES order.
const docPath = join(root, 'docs', 'benchmarks.md');
const HEADER = '| benchmark | what | figure | budget | met | measured |';
const kept = existsSync(docPath)
  ? readFileSync(docPath, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('| ') && line !== HEADER && !line.startsWith('| ---'))
      .filter((line) => {
        const bench = line.split(' | ')[0].slice(2);
        return BENCHES[bench] && !names.includes(bench);
      })
      .map((line) => (line.split(' | ').length < 6 ? `${line} — |` : line)) // rows older than the column
  : [];
const fresh = rows.map(
  (r) =>
    `| ${r.bench} | ${cell(r.what)} | ${cell(fmt(r))} | ${cell(r.budget ?? '—')} | ${verdict(r)} | ${r.measured} |`,
);
const order = Object.keys(BENCHES);
const benchOf = (line) => order.indexOf(line.split(' | ')[0].slice(2));
const table = [...kept, ...fresh]
  .map((line, i) => ({ line, i }))
  .sort((a, b) => benchOf(a.line) - benchOf(b.line) || a.i - b.i);
const md = [
  '# Benchmarks',
  '',
  'Written by `pnpm bench` (`node scripts/bench.mjs [name...]`); each row keeps the time and machine load of the run',
  'that measured it. Budgets are those of issue 8; see the README for the benchmark names and what each measures.',
  '',
  HEADER,
  '| --- | --- | --- | --- | --- | --- |',
  ...table.map((t) => t.line),
  '',
];
writeFileSync(docPath, md.join('\n'));
if (rows.some((r) => r.met === false)) process.exitCode = 1;
