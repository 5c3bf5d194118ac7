// `pnpm bench [name]`: runs the benchmarks, prints a table, writes bench-results/<name>.json and refreshes
// docs/benchmarks.md with each figure beside its budget. Benchmarks are scripts, never timed test assertions.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import bundles from './bench/bundles.mjs';
import pos from './bench/pos.mjs';
import sync from './bench/sync.mjs';
import { root } from './lib.mjs';

const BENCHES = { bundles, sync, pos };

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const names = wanted.length ? wanted : Object.keys(BENCHES);
const rows = [];
for (const name of names) {
  const bench = BENCHES[name];
  if (!bench) {
    console.error(`unknown benchmark '${name}'; known: ${Object.keys(BENCHES).join(', ')}`);
    process.exit(2);
  }
  console.log(`› ${name}`);
  const results = await bench.run();
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(join(root, 'bench-results', `${name}.json`), JSON.stringify(results, null, 2));
  rows.push(...results.map((r) => ({ bench: name, ...r })));
}

const fmt = (r) => `${r.value} ${r.unit}`;
// A row with `met: null` is a reference figure (the naive limit beside a budget), neither met nor missed.
const verdict = (r) => (r.met === null ? '—' : r.met ? 'met' : 'MISSED');
console.table(
  rows.map((r) => ({
    bench: r.bench,
    what: r.what,
    value: fmt(r),
    budget: r.budget ?? '—',
    met: verdict(r),
  })),
);

const md = [
  '# Benchmarks',
  '',
  `Run \`pnpm bench\` on the 2-core machine; last run ${new Date().toISOString()}.`,
  '',
  '| benchmark | what | figure | budget | met |',
  '| --- | --- | --- | --- | --- |',
  ...rows.map((r) => `| ${r.bench} | ${r.what} | ${fmt(r)} | ${r.budget ?? '—'} | ${verdict(r)} |`),
  '',
];
writeFileSync(join(root, 'docs', 'benchmarks.md'), md.join('\n'));
if (rows.some((r) => r.met === false)) process.exitCode = 1;
