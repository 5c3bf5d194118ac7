// Dependency rules (docs/architecture.md §3, issue 28): no import cycles in the sources of shared/, pwa/ and
// sync-server/, and product code never imports scripts/ or test code. Product code is what the product's entry
// points reach (main.ts, the store threads, the PWA's main.tsx: every source no source imports, tests aside), so a
// helper only tests import (realtime-harness.ts, security/world.ts) is test code whatever its name.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SOURCES = ['shared/src', 'pwa/src', 'sync-server/src'];
/** Workspace packages by name: `exports` maps '.' to src/index.ts and './*' to src/*.ts in each. */
const PACKAGES: Record<string, string> = {
  '@tavola/shared': 'shared/src',
  '@tavola/sync-server': 'sync-server/src',
};
const CODE = /\.(ts|tsx|mts|mjs|js)$/;

/** Test code by its name or its folder (a path relative to the repository). */
const TEST_FILE = /\.(test|suite|cases|spec)\.tsx?$/;
const TEST_FOLDER = /(^|\/)(test|tests|testing|test-support)\//;
/** The repository's scripts/ and a package's own (build, migrations, icons). */
const SCRIPTS = /^([^/]+\/)?scripts\//;
const isTest = (file: string) => TEST_FILE.test(file) || TEST_FOLDER.test(file);

function sourcesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...sourcesUnder(path));
    else if (CODE.test(entry.name)) out.push(path);
  }
  return out;
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** The file a specifier names (relative to the repository), or null for a library or a non-code asset. */
function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('.')) base = resolve(ROOT, dirname(from), specifier);
  else {
    const name = Object.keys(PACKAGES).find((p) => specifier === p || specifier.startsWith(`${p}/`));
    if (!name) return null;
    const rest = specifier.slice(name.length + 1);
    base = join(ROOT, PACKAGES[name] as string, rest === '' ? 'index' : rest);
  }
  const candidates = [base, `${base}.ts`, `${base}.tsx`, base.replace(/\.js$/, '.ts'), `${base}/index.ts`];
  const found = candidates.find((c) => CODE.test(c) && isFile(c));
  return found ? relative(ROOT, found) : null;
}

type Graph = Map<string, string[]>;

function importGraph(): Graph {
  const graph: Graph = new Map();
  for (const file of SOURCES.flatMap(sourcesUnder)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(ROOT, file), 'utf8'), true, true);
    const targets = importedFiles.map((i) => resolveImport(file, i.fileName));
    graph.set(file, [...new Set(targets.filter((t): t is string => t !== null))]);
  }
  return graph;
}

/** Strongly connected components of more than one file, or a file importing itself (Tarjan). */
function cycles(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) as number);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue; // outside the sources (scripts/, test/): no cycle passes through it
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) as number, low.get(next) as number));
      } else if (onStack.has(next))
        low.set(file, Math.min(low.get(file) as number, index.get(next) as number));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
      onStack.delete(top);
      component.push(top);
      if (top === file) break;
    }
    if (component.length > 1 || graph.get(file)?.includes(file)) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

/** Files the product's entry points reach: every source that is not test code and no source imports, and on. */
function productCode(graph: Graph): Set<string> {
  const imported = new Set([...graph.values()].flat());
  const reached = new Set<string>();
  const walk = (file: string) => {
    if (reached.has(file) || isTest(file) || SCRIPTS.test(file)) return;
    reached.add(file);
    for (const next of graph.get(file) ?? []) walk(next);
  };
  for (const file of graph.keys()) if (!imported.has(file)) walk(file);
  return reached;
}

const graph = importGraph();

it('no import cycles in shared/src, pwa/src or sync-server/src', () => {
  expect(cycles(graph)).toEqual([]);
});

it('product code never imports scripts/ or test code (test files, test/, testing/, test-support/)', () => {
  const product = productCode(graph);
  const entries = ['shared/src/index.ts', 'pwa/src/main.tsx', 'sync-server/src/main.ts'];
  expect([...product]).toEqual(
    expect.arrayContaining([...entries, 'sync-server/src/sync/store/pg-writer.ts']),
  );
  const offending = [...product].flatMap((file) =>
    (graph.get(file) ?? [])
      .filter((target) => isTest(target) || SCRIPTS.test(target))
      .map((target) => `${file} -> ${target}`),
  );
  expect(offending).toEqual([]);
});
