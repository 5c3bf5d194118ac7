// LEFT4: `build.mjs --if-stale` watches every folder the server's bundle reads, as esbuild itself lists them, so an
// edit anywhere in them (the app's language catalogs included, DIN-FP5) rebuilds the server before it runs.
import { isAbsolute, relative, resolve } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { BUILD_OPTIONS, SOURCE_DIRS } from '../scripts/build.mjs';

const inside = (dir: string, file: string) => {
  const r = relative(dir, file);
  return r !== '' && !r.startsWith('..') && !isAbsolute(r);
};

describe('the server build', () => {
  it('[LEFT4] --if-stale watches every source file the bundle holds', async () => {
    const { metafile } = await build({ ...BUILD_OPTIONS, write: false, metafile: true, logLevel: 'silent' });
    if (!metafile) throw new Error('esbuild gave no metafile');
    const inputs = Object.keys(metafile.inputs)
      .filter((f) => !f.split(/[\\/]/).includes('node_modules'))
      .map((f) => resolve(f));
    expect(inputs.length).toBeGreaterThan(100);
    expect(inputs.filter((f) => !SOURCE_DIRS.some((dir) => inside(dir, f)))).toEqual([]);
  }, 120_000);
});
